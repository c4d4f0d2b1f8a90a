import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2Icon } from "lucide-react";
import * as React from "react";
import { Controller, useForm, useWatch, type FieldPath, type Resolver } from "react-hook-form";

import { ApiError } from "@fuse/domain/api/client";
import { companyCardSchema, companyDescriptionMaxLength } from "@fuse/domain/company-card/schema";
import { companySizeLabels, companySizes } from "@fuse/domain/vocabulary";
import { sectorLabels, sectors } from "@fuse/domain/vocabulary/company";
import { Alert, AlertDescription } from "@fuse/ui/alert";
import { Avatar } from "@fuse/ui/avatar";
import { Button } from "@fuse/ui/button";
import { CopyLink } from "@fuse/ui/copy-link";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { FileDrop } from "@fuse/ui/file-drop";
import { Input } from "@fuse/ui/input";
import { Label } from "@fuse/ui/label";
import { CityAutocomplete } from "@fuse/ui/place-autocomplete";
import type { PlacesProvider } from "@fuse/ui/places";
import { RichTextEditor } from "@fuse/ui/rich-text-editor";
import { Switch } from "@fuse/ui/switch";
import { TagInput } from "@fuse/ui/tag-input";

import { SelectField } from "../../forms/select-field.tsx";
import type { CompanyCardValues } from "../lib/card-values.ts";

/** The sectors the recruiter questionnaire offers, as it names them; any other text is accepted. */
export const commonSectors = sectors.filter((sector) => sector !== "Autre").map((sector) => sectorLabels[sector]);

const logoMaxBytes = 2 * 1024 * 1024;

type FieldName = keyof CompanyCardValues;

// The form holds every site whole; the schema also reads a site without its postal code or point,
// as the server does, which makes its input type wider than the form's values.
const resolver = zodResolver(companyCardSchema) as Resolver<CompanyCardValues>;

/** The form's field named by an API refusal (`profile.website`), when it is one of ours. */
function fieldOf(error: unknown, values: CompanyCardValues): FieldName | undefined {
  if (!(error instanceof ApiError) || !error.field) return undefined;
  const name = error.field.replace(/^profile\./, "").split(".")[0];
  return name && name in values ? (name as FieldName) : undefined;
}

type ListError = { message?: string; root?: { message?: string } } | readonly ({ message?: string } | undefined)[];

/** What is wrong with a list: the list itself (too many items) or the first refused item. */
function listMessage(error: ListError | undefined) {
  if (!error) return undefined;
  if ("message" in error && error.message) return error.message;
  if ("root" in error && error.root?.message) return error.root.message;
  return Array.isArray(error) ? error.find((item) => item?.message)?.message : undefined;
}

export type CompanyCardFormProps = {
  defaultValues: CompanyCardValues;
  /** Saves the card; rejects with an `ApiError` naming the field at fault (`profile.website`) on a refusal. */
  onSave: (values: CompanyCardValues) => Promise<void>;
  /** Called on every change, for a live preview. */
  onValuesChange?: (values: CompanyCardValues) => void;
  /** Stores a logo image and answers its public URL; rejects with a French message. */
  uploadLogo: (file: File) => Promise<string>;
  /** Where cities come from. */
  places: PlacesProvider;
  /** The public address of a slug (`https://…/p/{slug}`). */
  publicUrl: (slug: string) => string;
  /** Writes a text to the clipboard (navigator.clipboard by default). */
  copy?: (text: string) => Promise<void>;
};

/**
 * The company card's editor: logo, identity, places, presentation, values and benefits, and the
 * public page with its address. Checks what it can before saving and shows each refusal on its field.
 */
export function CompanyCardForm({
  defaultValues,
  onSave,
  onValuesChange,
  uploadLogo,
  places,
  publicUrl,
  copy,
}: CompanyCardFormProps) {
  const id = React.useId();
  // Checked on saving with the server's own rules, then as each field is corrected.
  const form = useForm<CompanyCardValues>({ resolver, defaultValues });
  const values = useWatch({ control: form.control }) as CompanyCardValues;
  const { errors, isSubmitting } = form.formState;
  const [status, setStatus] = React.useState<{ tone: "success" | "destructive"; text: string } | null>(null);
  const [siteText, setSiteText] = React.useState("");
  const [logo, setLogo] = React.useState<{ status: "idle" | "uploading" | "error"; file?: File; message?: string }>({
    status: "idle",
  });

  // Every change reaches the live preview.
  React.useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values: next }) => onValuesChange?.({ ...next }),
      }),
    [form, onValuesChange],
  );

  /** A value set from outside an input (a logo sent, a site picked): revalidated like a typed one. */
  const change = <K extends FieldName>(name: K, value: CompanyCardValues[K]) =>
    form.setValue(name as FieldPath<CompanyCardValues>, value as never, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  const sendLogo = async (file: File) => {
    setLogo({ status: "uploading", file });
    try {
      change("logo_url", await uploadLogo(file));
      setLogo({ status: "idle" });
    } catch (error) {
      setLogo({
        status: "error",
        file,
        message: error instanceof Error && error.message ? error.message : "L'envoi du logo a échoué.",
      });
    }
  };

  const submit = form.handleSubmit(async (card) => {
    setStatus(null);
    try {
      await onSave(card);
      setStatus({ tone: "success", text: "Votre carte entreprise est enregistrée." });
    } catch (error) {
      const field = fieldOf(error, card);
      if (field && error instanceof ApiError) {
        form.setError(field, { type: "server", message: error.message }, { shouldFocus: true });
      } else {
        setStatus({
          tone: "destructive",
          text:
            error instanceof ApiError
              ? error.message
              : "Votre carte entreprise n'a pas pu être enregistrée. Réessayez.",
        });
      }
    }
  });

  const url = values.slug ? publicUrl(values.slug) : "";

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label="Ma carte entreprise">
      <fieldset id="company-logo" className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Logo</legend>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <Avatar size="xl" src={values.logo_url ?? undefined} alt={values.name.trim() || "Logo"} />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <FileDrop
              accept="image/png,image/jpeg,image/webp"
              maxSize={logoMaxBytes}
              buttonLabel="Choisir un logo"
              hint="PNG, JPEG ou WebP, 2 Mo au plus."
              file={logo.file ? { name: logo.file.name, size: logo.file.size } : undefined}
              status={logo.status === "uploading" ? "uploading" : logo.status === "error" ? "error" : undefined}
              errorMessage={logo.message}
              onRetry={logo.file ? () => void sendLogo(logo.file!) : undefined}
              onFilesAccepted={([file]) => {
                if (file) void sendLogo(file);
              }}
              onFilesRejected={([rejection]) => setLogo({ status: "error", message: rejection?.message })}
            />
            {values.logo_url ? (
              <Button type="button" variant="ghost" className="self-start" onClick={() => change("logo_url", null)}>
                Retirer le logo
              </Button>
            ) : null}
            {errors.logo_url ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errors.logo_url.message}
              </p>
            ) : null}
          </div>
        </div>
      </fieldset>

      <Field invalid={Boolean(errors.name)} required>
        <FieldLabel>Nom de l'entreprise</FieldLabel>
        <FieldControl>
          <Input maxLength={200} autoComplete="organization" {...form.register("name")} />
        </FieldControl>
        <FieldError>{errors.name?.message}</FieldError>
      </Field>

      <div className="grid gap-6 sm:grid-cols-2">
        <Field id="company-sector" invalid={Boolean(errors.sector)}>
          <FieldLabel>Secteur</FieldLabel>
          <FieldControl>
            <Input maxLength={200} list={`${id}-sectors`} {...form.register("sector")} />
          </FieldControl>
          <datalist id={`${id}-sectors`}>
            {commonSectors.map((sector) => (
              <option key={sector} value={sector} />
            ))}
          </datalist>
          <FieldError>{errors.sector?.message}</FieldError>
        </Field>
        <SelectField
          control={form.control}
          name="size"
          label="Taille"
          placeholder="Choisir"
          options={companySizes}
          optionLabel={(size) => companySizeLabels[size]}
        />
      </div>

      <Controller
        control={form.control}
        name="city"
        render={({ field }) => (
          <Field id="company-city" invalid={Boolean(errors.city)}>
            <FieldLabel>Ville du siège</FieldLabel>
            <FieldControl>
              <CityAutocomplete
                provider={places}
                value={field.value}
                onValueChange={field.onChange}
                onSelect={(suggestion) => field.onChange(suggestion.city)}
              />
            </FieldControl>
            <FieldError>{errors.city?.message}</FieldError>
          </Field>
        )}
      />

      <div className="flex flex-col gap-2">
        <Field invalid={Boolean(errors.sites)}>
          <FieldLabel>Autres sites</FieldLabel>
          <FieldControl>
            <CityAutocomplete
              provider={places}
              value={siteText}
              onValueChange={setSiteText}
              onSelect={(suggestion) => {
                setSiteText("");
                if (values.sites.some((site) => site.city === suggestion.city)) return;
                // A provider answers 0 when it could not place the city: no point rather than a wrong one.
                const located = suggestion.lat !== 0 || suggestion.lng !== 0;
                change("sites", [
                  ...values.sites,
                  {
                    city: suggestion.city,
                    postal_code: null,
                    lat: located ? suggestion.lat : null,
                    lng: located ? suggestion.lng : null,
                  },
                ]);
              }}
            />
          </FieldControl>
          <FieldDescription>Choisissez une ville dans la liste pour l'ajouter.</FieldDescription>
          <FieldError>{listMessage(errors.sites)}</FieldError>
        </Field>
        {values.sites.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Sites ajoutés">
            {values.sites.map((site) => (
              <li key={site.city} className="flex items-center gap-1 rounded-md border py-0.5 pr-0.5 pl-2 text-sm">
                {site.city}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Retirer le site de ${site.city}`}
                  onClick={() =>
                    change(
                      "sites",
                      values.sites.filter((other) => other.city !== site.city),
                    )
                  }
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <Field invalid={Boolean(errors.website)}>
        <FieldLabel>Site web</FieldLabel>
        <FieldControl>
          <Input
            id="company-website"
            type="url"
            inputMode="url"
            maxLength={300}
            placeholder="https://exemple.fr"
            autoComplete="url"
            {...form.register("website")}
          />
        </FieldControl>
        <FieldError>{errors.website?.message}</FieldError>
      </Field>

      <Controller
        control={form.control}
        name="description"
        render={({ field }) => (
          <Field id="company-description" invalid={Boolean(errors.description)}>
            <FieldLabel>Présentation</FieldLabel>
            <FieldControl>
              <RichTextEditor
                value={field.value}
                onChange={field.onChange}
                maxLength={companyDescriptionMaxLength}
                contentClassName="min-h-40"
              />
            </FieldControl>
            <FieldDescription>Votre activité, vos équipes, ce qui vous rend unique.</FieldDescription>
            <FieldError>{errors.description?.message}</FieldError>
          </Field>
        )}
      />

      <Controller
        control={form.control}
        name="company_values"
        render={({ field }) => (
          <Field id="company-values" invalid={Boolean(errors.company_values)}>
            <FieldLabel>Valeurs</FieldLabel>
            <FieldControl>
              <TagInput
                value={field.value}
                onValueChange={field.onChange}
                maxTags={10}
                maxLength={60}
                placeholder="Entraide, exigence…"
              />
            </FieldControl>
            <FieldDescription>Appuyez sur Entrée après chaque valeur (10 au plus).</FieldDescription>
            <FieldError>{listMessage(errors.company_values)}</FieldError>
          </Field>
        )}
      />

      <Controller
        control={form.control}
        name="benefits"
        render={({ field }) => (
          <Field id="company-benefits" invalid={Boolean(errors.benefits)}>
            <FieldLabel>Avantages</FieldLabel>
            <FieldControl>
              <TagInput
                value={field.value}
                onValueChange={field.onChange}
                maxTags={20}
                maxLength={80}
                placeholder="Télétravail, tickets restaurant…"
              />
            </FieldControl>
            <FieldDescription>Appuyez sur Entrée après chaque avantage (20 au plus).</FieldDescription>
            <FieldError>{listMessage(errors.benefits)}</FieldError>
          </Field>
        )}
      />

      <fieldset className="flex flex-col gap-4 rounded-md border p-4">
        <legend className="px-1 text-sm font-medium">Page publique</legend>
        <div className="flex items-start justify-between gap-4">
          <div className="flex flex-col gap-0.5">
            <Label htmlFor={`${id}-visible`}>Page publique</Label>
            <p id={`${id}-visible-help`} className="text-sm text-muted-foreground">
              Votre carte s'affiche sur vos offres et à son adresse publique, sans votre SIRET ni vos coordonnées.
            </p>
          </div>
          <Controller
            control={form.control}
            name="visible"
            render={({ field }) => (
              <Switch
                id={`${id}-visible`}
                ref={field.ref}
                aria-describedby={`${id}-visible-help`}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </div>
        <Controller
          control={form.control}
          name="slug"
          render={({ field }) => (
            <Field invalid={Boolean(errors.slug)}>
              <FieldLabel>Adresse publique</FieldLabel>
              <FieldControl>
                <Input
                  ref={field.ref}
                  name={field.name}
                  maxLength={60}
                  placeholder="mon-entreprise"
                  autoComplete="off"
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.value.trim())}
                />
              </FieldControl>
              <FieldDescription>Lettres minuscules sans accent, chiffres et tirets.</FieldDescription>
              <FieldError>{errors.slug?.message}</FieldError>
            </Field>
          )}
        />
        {values.visible && url ? <CopyLink url={url} copy={copy} /> : null}
        <div className="flex items-start justify-between gap-4">
          <div className="flex flex-col gap-0.5">
            <Label htmlFor={`${id}-indexable`}>Référencement</Label>
            <p id={`${id}-indexable-help`} className="text-sm text-muted-foreground">
              Les moteurs de recherche peuvent lister votre page publique.
            </p>
          </div>
          <Controller
            control={form.control}
            name="indexable"
            render={({ field }) => (
              <Switch
                id={`${id}-indexable`}
                ref={field.ref}
                aria-describedby={`${id}-indexable-help`}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </div>
      </fieldset>

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
