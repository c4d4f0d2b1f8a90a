import * as React from "react";

import { suggestedSearchName } from "@fuse/domain/job-alerts/criteria";
import { jobAlertsMessages } from "@fuse/domain/job-alerts/messages";
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
import { maxSearchNameLength, searchNameError } from "./rename-dialog.tsx";

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

/** The dialog's form: mounted at each opening, so it starts from the search's suggested name. */
function SaveSearchForm({
  api,
  query,
  label,
  withKeywords,
  onDone,
}: Required<Pick<SaveSearchButtonProps, "api" | "query" | "label" | "withKeywords">> & { onDone: () => void }) {
  const [name, setName] = React.useState(() => (withKeywords ? "" : suggestedSearchName(query)));
  const [keywords, setKeywords] = React.useState("");
  const [alerts, setAlerts] = React.useState(true);
  const [error, setError] = React.useState<{ field: "name" | "form"; message: string }>();
  const create = useCreateSavedSearchMutation(api);
  const alertsId = React.useId();

  const savedQuery = () => {
    const params = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
    params.delete("page");
    params.delete("offre");
    if (withKeywords && keywords.trim()) params.set("q", keywords.trim());
    return params.toString();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const finalName = name.trim() || (withKeywords ? suggestedSearchName(savedQuery()) : "");
    const problem = searchNameError(finalName);
    if (problem) return setError({ field: "name", message: problem });
    try {
      await create.mutateAsync({ name: finalName, query: savedQuery(), alerts });
      onDone();
    } catch (failure) {
      setError({ field: "form", message: failure instanceof Error ? failure.message : jobAlertsMessages.saveFailed });
    }
  };

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
            <Input value={keywords} maxLength={200} onChange={(event) => setKeywords(event.target.value)} />
          </FieldControl>
          <FieldDescription>Un métier, une compétence… Laissez vide pour toutes les offres.</FieldDescription>
        </Field>
      ) : null}
      <Field invalid={error?.field === "name"} required={!withKeywords}>
        <FieldLabel>Nom de la recherche</FieldLabel>
        <FieldControl>
          <Input
            value={name}
            maxLength={maxSearchNameLength + 20}
            placeholder={withKeywords ? "Repris des mots-clés si vide" : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
          />
        </FieldControl>
        <FieldError>{error?.field === "name" ? error.message : undefined}</FieldError>
      </Field>
      <div className="flex items-center gap-2">
        <Switch id={alertsId} checked={alerts} onCheckedChange={setAlerts} />
        <Label htmlFor={alertsId}>Recevoir les nouvelles offres par e-mail chaque matin</Label>
      </div>
      {error?.field === "form" ? (
        <p role="alert" className="text-sm text-destructive">
          {error.message}
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
