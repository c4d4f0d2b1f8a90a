import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod/mini";

import { suggestedSearchName } from "@fuse/domain/job-alerts/criteria";
import { jobAlertsMessages } from "@fuse/domain/job-alerts/messages";
import { maxSearchNameLength, searchName } from "@fuse/domain/job-alerts/schema";
import { Button, type ButtonProps } from "@fuse/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@fuse/ui/dialog";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Input } from "@fuse/ui/input";
import { Label } from "@fuse/ui/label";
import { Switch } from "@fuse/ui/switch";

import type { ApiClient } from "../../api/index.ts";
import { useCreateSavedSearchMutation } from "../api/mutations.ts";

export interface SaveSearchButtonProps extends Omit<ButtonProps, "onClick" | "asChild"> {
  api: ApiClient;
  /** The search screen's URL query string (`location.search`): its criteria are what is saved. */
  query: string;
  /** The button's text (default « Enregistrer cette recherche »). */
  label?: string;
  /** Adds a keywords field, for saving a search from outside the search screen. */
  withKeywords?: boolean;
}

/**
 * Saves the current search under a name, with its daily e-mail alert on by default: a button that
 * opens a small dialog (name, alert switch), the server's refusal (limit reached…) shown in it.
 */
export function SaveSearchButton({
  api,
  query,
  label = "Enregistrer cette recherche",
  withKeywords = false,
  variant = "outline",
  ...buttonProps
}: SaveSearchButtonProps) {
  const [open, setOpen] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} {...buttonProps}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <SaveSearchForm
          api={api}
          query={query}
          label={label}
          withKeywords={withKeywords}
          onDone={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

/** The criteria saved: the search screen's, without its page or open offer, and the keywords typed in the dialog. */
function savedQueryOf(query: string, keywords: string | undefined) {
  const params = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
  params.delete("page");
  params.delete("offre");
  if (keywords?.trim()) params.set("q", keywords.trim());
  return params.toString();
}

/**
 * The dialog's values as they are saved: the query with its keywords, and a name checked with the
 * server's own rule — when left empty beside keywords, the name they suggest.
 */
const saveSearchSchema = (query: string, withKeywords: boolean) =>
  z.pipe(
    z.pipe(
      z.object({ name: z.string(), keywords: z.string(), alerts: z.boolean() }),
      z.transform(({ name, keywords, alerts }) => {
        const saved = savedQueryOf(query, withKeywords ? keywords : undefined);
        return { name: name.trim() || (withKeywords ? suggestedSearchName(saved) : ""), query: saved, alerts };
      }),
    ),
    z.object({ name: searchName, query: z.string(), alerts: z.boolean() }),
  );

/** The dialog's form: mounted at each opening, so it starts from the search's suggested name. */
function SaveSearchForm({
  api,
  query,
  label,
  withKeywords,
  onDone,
}: Required<Pick<SaveSearchButtonProps, "api" | "query" | "label" | "withKeywords">> & { onDone: () => void }) {
  const form = useForm({
    resolver: zodResolver(saveSearchSchema(query, withKeywords)),
    defaultValues: { name: withKeywords ? "" : suggestedSearchName(query), keywords: "", alerts: true },
  });
  const { errors } = form.formState;
  const [failure, setFailure] = React.useState<string>();
  const create = useCreateSavedSearchMutation(api);
  const alertsId = React.useId();

  const submit = form.handleSubmit(async (saved) => {
    setFailure(undefined);
    try {
      await create.mutateAsync(saved);
      onDone();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : jobAlertsMessages.saveFailed);
    }
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{label}</DialogTitle>
        <DialogDescription>
          Retrouvez-la dans « Recherche d&apos;emploi » et recevez chaque matin les nouvelles offres qui y
          correspondent.
        </DialogDescription>
      </DialogHeader>
      {withKeywords ? (
        <Field>
          <FieldLabel>Mots-clés</FieldLabel>
          <FieldControl>
            <Input maxLength={200} {...form.register("keywords")} />
          </FieldControl>
          <FieldDescription>Un métier, une compétence… Laissez vide pour toutes les offres.</FieldDescription>
        </Field>
      ) : null}
      <Field invalid={Boolean(errors.name)} required={!withKeywords}>
        <FieldLabel>Nom de la recherche</FieldLabel>
        <FieldControl>
          <Input
            maxLength={maxSearchNameLength + 20}
            placeholder={withKeywords ? "Repris des mots-clés si vide" : undefined}
            {...form.register("name", { onChange: () => setFailure(undefined) })}
          />
        </FieldControl>
        <FieldError>{errors.name?.message}</FieldError>
      </Field>
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="alerts"
          render={({ field }) => (
            <Switch id={alertsId} ref={field.ref} checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
        <Label htmlFor={alertsId}>Recevoir les nouvelles offres par e-mail chaque matin</Label>
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Annuler
          </Button>
        </DialogClose>
        <Button type="submit" loading={create.isPending}>
          Enregistrer
        </Button>
      </DialogFooter>
    </form>
  );
}
