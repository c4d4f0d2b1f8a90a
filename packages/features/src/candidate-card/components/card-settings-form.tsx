import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";

import { ApiError } from "@fuse/domain/api/client";
import { cardSettingsSchema, type CardSettingsValues } from "@fuse/domain/candidate-card/card-settings-schema";
import { cardAccents, cardSections, type CardSection } from "@fuse/domain/candidate-card/contract";
import { Alert, AlertDescription } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Checkbox } from "@fuse/ui/checkbox";
import { CopyLink } from "@fuse/ui/copy-link";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Input } from "@fuse/ui/input";
import { Label } from "@fuse/ui/label";
import { RadioGroup, RadioGroupItem } from "@fuse/ui/radio-group";
import { Switch } from "@fuse/ui/switch";

import { accentLabels } from "./candidate-card-view.tsx";

export const sectionLabels: Record<CardSection, string> = {
  skills: "Compétences",
  languages: "Langues",
  portrait: "Portrait",
  experience: "Expérience",
  city: "Ville",
};

export type CardSettingsFormProps = {
  defaultValues: CardSettingsValues;
  /** Saves the settings; rejects with an `ApiError` (e.g. `form.card_slug`: address taken). */
  onSave: (values: CardSettingsValues) => Promise<void>;
  /** The public address of a slug (`https://…/p/{slug}`). */
  publicUrl: (slug: string) => string;
  /** Writes a text to the clipboard (navigator.clipboard by default). */
  copy?: (text: string) => Promise<void>;
};

type SwitchName = "card_visible" | "anonymous" | "card_public" | "card_indexable";

/** MaFuseCard's choices: who sees it, what it shows, its public link. */
export function CardSettingsForm({ defaultValues, onSave, publicUrl, copy }: CardSettingsFormProps) {
  const id = React.useId();
  // What is stored may change while the form is open (the card shown from the page's notice): the
  // fields not touched follow it, so a save never writes back an older choice.
  const form = useForm<CardSettingsValues>({
    resolver: zodResolver(cardSettingsSchema),
    defaultValues,
    values: defaultValues,
    resetOptions: { keepDirtyValues: true },
  });
  // The switches, boxes and radios are Radix controls, not inputs: their values are mirrored here
  // and handed to the form, which validates everything on submit (plain inputs are registered).
  const [choices, setChoices] = React.useState(defaultValues);
  const [stored, setStored] = React.useState(defaultValues);
  if (JSON.stringify(stored) !== JSON.stringify(defaultValues)) {
    setStored(defaultValues);
    setChoices((before) => {
      const next = { ...before };
      for (const key of Object.keys(defaultValues) as (keyof CardSettingsValues)[]) {
        if (JSON.stringify(before[key]) === JSON.stringify(stored[key]))
          Object.assign(next, { [key]: defaultValues[key] });
      }
      return next;
    });
  }
  const choose = <K extends keyof CardSettingsValues>(name: K, value: CardSettingsValues[K]) => {
    setChoices((before) => ({ ...before, [name]: value }));
    form.setValue(name, value as never, { shouldDirty: true });
  };
  const [status, setStatus] = React.useState<{ tone: "success" | "destructive"; text: string } | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (next) => {
    setStatus(null);
    try {
      await onSave(next);
      setStatus({ tone: "success", text: "Vos réglages sont enregistrés." });
    } catch (error) {
      if (error instanceof ApiError && error.field?.endsWith("card_slug")) {
        form.setError("card_slug", { message: error.message }, { shouldFocus: true });
      } else {
        setStatus({
          tone: "destructive",
          text: error instanceof ApiError ? error.message : "Vos réglages n'ont pas pu être enregistrés. Réessayez.",
        });
      }
    }
  });

  const toggle = (name: SwitchName, label: string, description: string) => (
    <div className="flex items-start justify-between gap-4">
      <div className="flex flex-col gap-0.5">
        <Label htmlFor={`${id}-${name}`}>{label}</Label>
        <p id={`${id}-${name}-help`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={`${id}-${name}`}
        aria-describedby={`${id}-${name}-help`}
        checked={choices[name]}
        onCheckedChange={(checked) => choose(name, checked)}
      />
    </div>
  );

  const url = choices.card_slug ? publicUrl(choices.card_slug) : "";

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label="Personnaliser ma carte">
      <Field invalid={Boolean(errors.headline)}>
        <FieldLabel>Titre</FieldLabel>
        <FieldControl>
          <Input maxLength={200} placeholder="Développeuse web, comptable…" {...form.register("headline")} />
        </FieldControl>
        <FieldError>{errors.headline?.message}</FieldError>
      </Field>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Sections affichées</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {cardSections.map((section) => (
            <div key={section} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-section-${section}`}
                checked={choices.sections.includes(section)}
                onCheckedChange={(checked) =>
                  choose(
                    "sections",
                    checked ? [...choices.sections, section] : choices.sections.filter((item) => item !== section),
                  )
                }
              />
              <Label htmlFor={`${id}-section-${section}`} className="font-normal">
                {sectionLabels[section]}
              </Label>
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Couleur d'accent</legend>
        <RadioGroup
          aria-label="Couleur d'accent"
          value={choices.accent}
          onValueChange={(accent) => choose("accent", accent as CardSettingsValues["accent"])}
          className="flex flex-wrap gap-4"
        >
          {cardAccents.map((accent) => (
            <div key={accent} className="flex items-center gap-2">
              <RadioGroupItem id={`${id}-accent-${accent}`} value={accent} />
              <Label htmlFor={`${id}-accent-${accent}`} className="font-normal">
                {accentLabels[accent]}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>

      {toggle(
        "card_visible",
        "Visible pour les matchs",
        "Les recruteurs dont les offres vous correspondent voient votre carte.",
      )}
      {toggle(
        "anonymous",
        "Mode anonyme",
        "Votre nom et votre photo restent cachés aux recruteurs jusqu'à un match réciproque.",
      )}
      {toggle("card_public", "Lien public", "Toute personne qui a le lien voit votre carte, sans vos coordonnées.")}

      <Field invalid={Boolean(errors.card_slug)}>
        <FieldLabel>Adresse de la carte</FieldLabel>
        <FieldControl>
          <Input
            maxLength={60}
            placeholder="camille-martin"
            autoComplete="off"
            {...form.register("card_slug", {
              onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
                setChoices((before) => ({ ...before, card_slug: event.target.value.trim() })),
            })}
          />
        </FieldControl>
        <FieldDescription>Lettres minuscules sans accent, chiffres et tirets.</FieldDescription>
        <FieldError>{errors.card_slug?.message}</FieldError>
      </Field>
      {choices.card_public && url ? <CopyLink url={url} copy={copy} /> : null}
      {toggle("card_indexable", "Référencement", "Les moteurs de recherche peuvent lister votre carte publique.")}

      {status ? (
        <Alert variant={status.tone} role={status.tone === "destructive" ? "alert" : "status"}>
          <AlertDescription>{status.text}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" loading={isSubmitting} className="self-start">
        Enregistrer
      </Button>
    </form>
  );
}
