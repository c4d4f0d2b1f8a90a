import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon } from "lucide-react";
import * as React from "react";
import { useForm, type FieldErrors, type UseFormReturn } from "react-hook-form";

import type { Interview, InterviewProposal } from "@fuse/domain/workflow/contract";
import { formatDuration } from "@fuse/domain/workflow/dates";
import {
  interviewDurations,
  interviewFormSchema,
  interviewFormValues,
  interviewMessages,
  interviewProposalOf,
  maxSlots,
  slotInputOf,
  type InterviewFormValues,
} from "@fuse/domain/workflow/interview-proposal-schema";
import { Alert, AlertDescription } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Input } from "@fuse/ui/input";
import { Textarea } from "@fuse/ui/textarea";
import { cn } from "@fuse/ui/utils";

import { SelectField } from "../../forms/select-field.tsx";

/** Keys for the rows of the form's slots, so each row keeps its inputs when another is removed. */
let slotKeys = 0;

/**
 * The slots as rows over the form's `slots` array: add one (focused) or remove one. Written here
 * rather than with react-hook-form's `useFieldArray`, whose code would otherwise land in the chunk
 * that every page's forms share (the sign-in page's included).
 */
function useSlotRows(form: UseFormReturn<InterviewFormValues>) {
  const [keys, setKeys] = React.useState<number[]>(() => form.getValues("slots").map(() => (slotKeys += 1)));
  const [focusName, setFocusName] = React.useState<`slots.${number}.date` | null>(null);
  React.useEffect(() => {
    if (focusName) form.setFocus(focusName);
  }, [focusName, form]);
  return {
    keys,
    append() {
      const values = form.getValues("slots");
      form.setValue("slots", [...values, { date: "", time: "" }]);
      setKeys((current) => [...current, (slotKeys += 1)]);
      setFocusName(`slots.${values.length}.date`);
    },
    remove(index: number) {
      form.setValue(
        "slots",
        form.getValues("slots").filter((_, at) => at !== index),
      );
      setKeys((current) => current.filter((_, at) => at !== index));
      setFocusName(null);
    },
  };
}

type InterviewProposalFormProps = {
  /** Sends the proposal; a rejected promise keeps the form as typed and shows the error's message. */
  onSubmit: (proposal: InterviewProposal) => void | Promise<unknown>;
  /** The interview under way, to propose other slots instead (a rescheduling): the form starts from it. */
  initial?: Interview | null;
  /** « Now », which every slot must follow (tests and stories fix it). */
  now?: Date;
  /** Shows « Annuler », for a form opened on demand. */
  onCancel?: () => void;
  className?: string;
};

const proposalFailed = "Les créneaux n'ont pas pu être envoyés. Réessayez.";

/** A slot's own problem (past, proposed twice), beside its date and time errors. */
type SlotErrors = { date?: { message?: string }; time?: { message?: string }; when?: { message?: string } };
const slotErrorsOf = (errors: FieldErrors<InterviewFormValues>, index: number) =>
  (errors.slots?.[index] ?? undefined) as SlotErrors | undefined;

/**
 * Proposes an interview: one to five slots (a date and a time each, in the browser's time zone — Paris
 * for the product's users), a duration, a place and/or a video link (https), and a message. Each rule
 * is said in French beside its field; the first field in error takes the focus. With `initial`, the
 * form starts from the interview under way to propose other slots.
 */
function InterviewProposalForm({ onSubmit, initial, now, onCancel, className }: InterviewProposalFormProps) {
  const id = React.useId();
  const titleId = `${id}-title`;
  const resolver = React.useMemo(() => zodResolver(interviewFormSchema(() => now ?? new Date())), [now]);
  const form = useForm<InterviewFormValues>({
    resolver,
    defaultValues: interviewFormValues(initial),
    shouldFocusError: false,
  });
  const slots = useSlotRows(form);
  const addButton = React.useRef<HTMLButtonElement>(null);
  const [slotNotice, setSlotNotice] = React.useState("");
  const [outcome, setOutcome] = React.useState<{ tone: "success" | "destructive"; text: string } | null>(null);
  const { errors, isSubmitting } = form.formState;
  const today = slotInputOf((now ?? new Date()).toISOString()).date;
  const rescheduling = Boolean(initial);

  /** Focus goes to the first problem, in the order of the form. */
  const focusFirstError = (found: FieldErrors<InterviewFormValues>) => {
    const slotCount = form.getValues("slots").length;
    for (let index = 0; index < slotCount; index += 1) {
      const slot = slotErrorsOf(found, index);
      if (slot?.date || slot?.when) return form.setFocus(`slots.${index}.date`);
      if (slot?.time) return form.setFocus(`slots.${index}.time`);
    }
    for (const name of ["location", "video_url", "message"] as const) if (found[name]) return form.setFocus(name);
  };

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await onSubmit(interviewProposalOf(values));
      setOutcome({ tone: "success", text: "Les créneaux ont été envoyés au candidat." });
    } catch (error) {
      setOutcome({
        tone: "destructive",
        text: error instanceof Error && error.message ? error.message : proposalFailed,
      });
    }
  }, focusFirstError);

  const addSlot = () => {
    if (slots.keys.length >= maxSlots) {
      setSlotNotice(interviewMessages.tooManySlots);
      return;
    }
    setSlotNotice("");
    slots.append();
  };

  const removeSlot = (index: number) => {
    slots.remove(index);
    setSlotNotice("");
    // The slot's button is gone with it: focus stays in the list of slots.
    addButton.current?.focus();
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      data-slot="interview-proposal-form"
      className={cn("flex flex-col gap-5", className)}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {rescheduling ? "Proposer d'autres créneaux" : "Proposer un entretien"}
      </h2>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">Créneaux</legend>
        <p id={`${id}-slots-help`} className="text-sm text-muted-foreground">
          Jusqu'à {maxSlots} créneaux : le candidat choisit celui qui lui convient.
        </p>
        <ol className="flex flex-col gap-3">
          {slots.keys.map((slot, index) => {
            const slotErrors = slotErrorsOf(errors, index);
            const whenId = `${id}-slot-${index}-when`;
            const when = slotErrors?.when?.message;
            return (
              <li key={slot}>
                <fieldset className="flex flex-col gap-2 rounded-md border border-border p-3">
                  <legend className="px-1 text-sm font-medium">Créneau {index + 1}</legend>
                  <div className="flex flex-wrap items-start gap-3">
                    <Field invalid={Boolean(slotErrors?.date || when)} className="min-w-36 flex-1">
                      <FieldLabel>Date</FieldLabel>
                      <FieldControl aria-describedby={when ? whenId : undefined}>
                        <Input type="date" min={today} {...form.register(`slots.${index}.date`)} />
                      </FieldControl>
                      <FieldError>{slotErrors?.date?.message}</FieldError>
                    </Field>
                    <Field invalid={Boolean(slotErrors?.time || when)} className="min-w-28 flex-1">
                      <FieldLabel>Heure</FieldLabel>
                      <FieldControl aria-describedby={when ? whenId : undefined}>
                        <Input type="time" step={300} {...form.register(`slots.${index}.time`)} />
                      </FieldControl>
                      <FieldError>{slotErrors?.time?.message}</FieldError>
                    </Field>
                    {slots.keys.length > 1 ? (
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        className="mt-7"
                        onClick={() => removeSlot(index)}
                      >
                        Retirer<span className="sr-only"> le créneau {index + 1}</span>
                      </Button>
                    ) : null}
                  </div>
                  {when ? (
                    <p id={whenId} role="alert" className="text-sm font-medium text-destructive">
                      {when}
                    </p>
                  ) : null}
                </fieldset>
              </li>
            );
          })}
        </ol>
        {(errors.slots?.root?.message ?? errors.slots?.message) ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.slots?.root?.message ?? errors.slots?.message}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            ref={addButton}
            type="button"
            variant="outline"
            size="sm"
            aria-describedby={`${id}-slots-help`}
            onClick={addSlot}
          >
            <PlusIcon aria-hidden />
            Ajouter un créneau
          </Button>
          <p role="status" className="text-sm text-muted-foreground">
            {slotNotice}
          </p>
        </div>
      </fieldset>

      <SelectField
        control={form.control}
        name="duration_minutes"
        label="Durée"
        required
        options={interviewDurations}
        optionLabel={formatDuration}
        triggerClassName="w-full sm:w-48"
      />

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">Où</legend>
        <p className="text-sm text-muted-foreground">Un lieu, un lien de visioconférence, ou les deux.</p>
        <Field invalid={Boolean(errors.location)}>
          <FieldLabel>Lieu</FieldLabel>
          <FieldControl>
            <Input autoComplete="street-address" {...form.register("location")} />
          </FieldControl>
          <FieldDescription>Adresse, étage, personne à demander…</FieldDescription>
          <FieldError>{errors.location?.message}</FieldError>
        </Field>
        <Field invalid={Boolean(errors.video_url)}>
          <FieldLabel>Lien de visioconférence</FieldLabel>
          <FieldControl>
            <Input type="url" inputMode="url" placeholder="https://…" {...form.register("video_url")} />
          </FieldControl>
          <FieldError>{errors.video_url?.message}</FieldError>
        </Field>
      </fieldset>

      <Field invalid={Boolean(errors.message)}>
        <FieldLabel>Message au candidat</FieldLabel>
        <FieldControl>
          <Textarea rows={3} {...form.register("message")} />
        </FieldControl>
        <FieldDescription>Facultatif : ce qu'il faut apporter, qui demander…</FieldDescription>
        <FieldError>{errors.message?.message}</FieldError>
      </Field>

      {outcome ? (
        <Alert variant={outcome.tone}>
          <AlertDescription>{outcome.text}</AlertDescription>
        </Alert>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Annuler
          </Button>
        ) : null}
        <Button type="submit" loading={isSubmitting}>
          {rescheduling ? "Envoyer les nouveaux créneaux" : "Proposer ces créneaux"}
        </Button>
      </div>
    </form>
  );
}

export { InterviewProposalForm };
export type { InterviewProposalFormProps };
