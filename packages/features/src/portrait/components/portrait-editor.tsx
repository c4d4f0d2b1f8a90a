import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { Controller, useForm, useWatch } from "react-hook-form";

import {
  isBlankPortrait,
  portraitMaxLength,
  portraitMessages,
  portraitSchema,
  type PortraitValues,
} from "@fuse/domain/portrait/portrait-schema";
import { Alert, AlertDescription } from "@fuse/ui/alert";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@fuse/ui/alert-dialog";
import { Button } from "@fuse/ui/button";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { RichTextEditor } from "@fuse/ui/rich-text-editor";
import { SafeHtml } from "@fuse/ui/safe-html";

type PortraitEditorProps = {
  /** The portrait already saved, if any. */
  defaultValue?: string;
  /** The draft made from the candidate's own answers ("" when they gave too little). */
  loadDraft: () => Promise<string>;
  /** Saves the portrait; throws on failure (an error with a French `message` and `field` shows at the field). */
  onSave: (html: string) => Promise<void>;
  saveLabel?: string;
  /** Offers « Annuler » (back to the saved portrait). */
  onCancel?: () => void;
};

const errorOnField = (error: unknown) => {
  const failure = error as { field?: unknown; message?: unknown } | null;
  return typeof failure?.field === "string" && failure.field.endsWith("memo") && typeof failure.message === "string"
    ? failure.message
    : null;
};

/**
 * The candidate writes their portrait: the kit's rich text editor (loaded when it first shows), a
 * draft made from their own answers, a preview as recruiters will see it, and saving. An empty
 * portrait is refused at the field and nothing is sent.
 */
function PortraitEditor({
  defaultValue = "",
  loadDraft,
  onSave,
  saveLabel = "Enregistrer",
  onCancel,
}: PortraitEditorProps) {
  const form = useForm<PortraitValues>({
    resolver: zodResolver(portraitSchema),
    // The error stays until the portrait holds some text again (which clears it) or is saved again.
    reValidateMode: "onSubmit",
    shouldFocusError: false,
    defaultValues: { memo: defaultValue },
  });
  const html = useWatch({ control: form.control, name: "memo" });
  const saving = form.formState.isSubmitting;
  const [notice, setNotice] = React.useState<{ tone: "info" | "destructive"; text: string } | null>(null);
  const [drafting, setDrafting] = React.useState(false);
  const [previewing, setPreviewing] = React.useState(false);
  const [pendingDraft, setPendingDraft] = React.useState<string | null>(null);
  const previewId = React.useId();

  function applyDraft(draft: string) {
    form.setValue("memo", draft);
    form.clearErrors("memo");
    setPreviewing(false);
  }

  async function startFromDraft() {
    setNotice(null);
    setDrafting(true);
    try {
      const draft = await loadDraft();
      if (isBlankPortrait(draft)) setNotice({ tone: "info", text: portraitMessages.noDraft });
      // What they already wrote is theirs: replace it only once they say so.
      else if (isBlankPortrait(form.getValues("memo"))) applyDraft(draft);
      else setPendingDraft(draft);
    } catch {
      setNotice({ tone: "destructive", text: portraitMessages.draftFailed });
    } finally {
      setDrafting(false);
    }
  }

  const save = form.handleSubmit(
    async ({ memo }) => {
      try {
        await onSave(memo);
      } catch (failure) {
        form.setError("memo", { type: "server", message: errorOnField(failure) ?? portraitMessages.saveFailed });
        setPreviewing(false);
      }
    },
    () => setPreviewing(false),
  );

  return (
    <form noValidate onSubmit={(event) => void save(event)} aria-label="Mon portrait" className="flex flex-col gap-4">
      <div hidden={previewing}>
        <Controller
          control={form.control}
          name="memo"
          render={({ field, fieldState: { error } }) => (
            <Field invalid={Boolean(error)} required>
              <FieldLabel>Mon portrait</FieldLabel>
              <FieldControl>
                <RichTextEditor
                  value={field.value}
                  onChange={(next) => {
                    field.onChange(next);
                    if (error && !isBlankPortrait(next)) form.clearErrors("memo");
                  }}
                  maxLength={portraitMaxLength}
                  contentClassName="min-h-48"
                />
              </FieldControl>
              <FieldDescription>
                Présentez-vous en quelques lignes : votre parcours, ce que vous cherchez, ce qui compte pour vous. Les
                recruteurs le liront après un match.
              </FieldDescription>
              <FieldError>{error?.message}</FieldError>
            </Field>
          )}
        />
      </div>
      {previewing ? (
        <section
          id={previewId}
          aria-labelledby={`${previewId}-title`}
          className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground"
        >
          <h2 id={`${previewId}-title`} className="text-base font-semibold">
            Aperçu : ce que verront les recruteurs
          </h2>
          {isBlankPortrait(html) ? (
            <p className="text-sm text-muted-foreground">Votre portrait est encore vide.</p>
          ) : (
            <SafeHtml html={html} as="article" />
          )}
        </section>
      ) : null}
      {notice ? (
        <Alert variant={notice.tone} role={notice.tone === "destructive" ? "alert" : "status"}>
          <AlertDescription>{notice.text}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="button" variant="outline" loading={drafting} onClick={() => void startFromDraft()}>
          Partir d&apos;un brouillon
        </Button>
        <Button
          type="button"
          variant="outline"
          aria-pressed={previewing}
          aria-controls={previewing ? previewId : undefined}
          onClick={() => setPreviewing((shown) => !shown)}
        >
          {previewing ? "Revenir à l'édition" : "Aperçu"}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={saving}>
            Annuler
          </Button>
        ) : null}
        <Button type="submit" loading={saving} className="sm:ml-auto">
          {saving ? "Enregistrement…" : saveLabel}
        </Button>
      </div>
      <AlertDialog open={pendingDraft !== null} onOpenChange={(open) => (open ? undefined : setPendingDraft(null))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Remplacer votre texte par le brouillon ?</AlertDialogTitle>
            <AlertDialogDescription>
              Le brouillon reprend vos réponses au questionnaire. Ce que vous avez écrit jusqu&apos;ici sera remplacé.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Garder mon texte</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (pendingDraft !== null) applyDraft(pendingDraft);
                setPendingDraft(null);
              }}
            >
              Remplacer
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </form>
  );
}

export { PortraitEditor };
export type { PortraitEditorProps };
