import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { Controller, useForm, useWatch, type FieldErrors, type Resolver, type ResolverOptions } from "react-hook-form";

import { ApiError } from "@fuse/domain/api/client";
import { loadNafSubclasses, type NafSubclass } from "@fuse/domain/pre-registration/naf";
import {
  companySizeLabels,
  companySizes,
  preRegistrationSchema,
  type PreRegistrationRequest,
} from "@fuse/domain/pre-registration/schema";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Checkbox } from "@fuse/ui/checkbox";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Input } from "@fuse/ui/input";
import { Label } from "@fuse/ui/label";
import { AddressAutocomplete, CommuneStreetFields, useAddressEntry } from "@fuse/ui/place-autocomplete";
import type { AddressSuggestion, PlacesProvider } from "@fuse/ui/places";
import { SearchableSelect } from "@fuse/ui/searchable-select";

import { SelectField } from "../../forms/select-field.tsx";

/**
 * The place chosen among the address suggestions (only a suggestion carries the city and position),
 * or the commune chosen beside a typed street (`street` empty: the address is what was typed).
 */
interface ChosenPlace {
  street: string;
  city: string;
  postal_code: string;
  lat: number | null;
  lng: number | null;
}

interface FormValues {
  company_name: string;
  siret: string;
  sector: string;
  size: string;
  address: string;
  place: ChosenPlace | null;
  contact_name: string;
  email: string;
  phone: string;
  consent: boolean;
}

type FieldName = Exclude<keyof FormValues, "place">;

/** Said when the address search stops answering and the form takes the commune and the street instead. */
const addressSearchDown =
  "La recherche d'adresses ne répond pas : choisissez la commune, puis saisissez le numéro et la voie.";
const communeMissing = "Choisissez la commune dans les suggestions.";
const streetMissing = "Saisissez le numéro et la voie.";
const unreachable = "Votre demande n'a pas pu être envoyée. Vérifiez votre connexion puis réessayez.";

/** What the form keeps of a suggestion; a point at 0, 0 is no point (details unavailable). */
function placeOf(found: AddressSuggestion): ChosenPlace {
  const located = !(found.latitude === 0 && found.longitude === 0);
  return {
    street: found.streetAddress,
    city: found.city,
    postal_code: found.postal_code,
    lat: located ? found.latitude : null,
    lng: located ? found.longitude : null,
  };
}

const emptyValues: FormValues = {
  company_name: "",
  siret: "",
  sector: "",
  size: "",
  address: "",
  place: null,
  contact_name: "",
  email: "",
  phone: "",
  consent: false,
};

/** The request as the server takes it, from what is typed and chosen (the SIRET and phone as typed). */
function requestOf(values: FormValues): PreRegistrationRequest {
  const { place, address, ...rest } = values;
  return {
    ...rest,
    address: place ? place.street || address : address,
    city: place?.city ?? "",
    postal_code: place?.postal_code ?? "",
    lat: place?.lat ?? null,
    lng: place?.lng ?? null,
  };
}

/** The form's field a request field is shown at: the address carries its city, code and position. */
function fieldOf(path: string | undefined): FieldName | undefined {
  if (path === "city" || path === "postal_code" || path === "lat" || path === "lng") return "address";
  return path && path !== "place" && path in emptyValues ? (path as FieldName) : undefined;
}

// `raw`: what is sent is what was typed (the server compacts the SIRET and the phone number itself).
const requestResolver = zodResolver(preRegistrationSchema, undefined, { raw: true });

/**
 * The server's own schema judges the request the values make; what it says of the city, postal
 * code or position of the place chosen shows at the address, where they were chosen.
 */
const resolver: Resolver<FormValues> = async (values, context, options) => {
  const { errors } = await requestResolver(
    requestOf(values),
    context,
    options as unknown as ResolverOptions<PreRegistrationRequest>,
  );
  const { city, postal_code, lat, lng, ...fieldErrors } = errors;
  const address = fieldErrors.address ?? city ?? postal_code ?? lat ?? lng;
  if (!address && Object.keys(fieldErrors).length === 0) return { values, errors: {} };
  return { values: {}, errors: { ...fieldErrors, ...(address ? { address } : {}) } as FieldErrors<FormValues> };
};

export type PreRegistrationFormProps = {
  /** Address suggestions (the app's places provider, restricted to France). */
  places: PlacesProvider;
  /** Sends the pre-registration; rejects with an `ApiError` naming the field at fault. */
  onSubmit: (request: PreRegistrationRequest) => Promise<void>;
  /** The NAF sub-classes offered as sectors; loaded on first render (its own chunk) by default. */
  loadSectors?: () => Promise<readonly NafSubclass[]>;
  /** Where the privacy policy is read. */
  privacyHref?: string;
};

/**
 * A company's pre-registration: the company (name, SIRET, NAF sector, size, address), the person to
 * contact and their consent. Each field says in French what is wrong with it, on leaving it and on
 * sending; what the server refuses shows at its field, and nothing typed is lost.
 */
export function PreRegistrationForm({
  places,
  onSubmit,
  loadSectors = loadNafSubclasses,
  privacyHref = "/p/politique-de-confidentialite",
}: PreRegistrationFormProps) {
  const id = React.useId();
  // The browser checks with the server's own schema, on leaving a field and then as it is corrected.
  const form = useForm<FormValues>({ resolver, mode: "onTouched", defaultValues: emptyValues });
  const { errors, isSubmitting } = form.formState;
  const place = useWatch({ control: form.control, name: "place" });
  const [failure, setFailure] = React.useState<string | null>(null);
  const [sectors, setSectors] = React.useState<readonly NafSubclass[] | null>(null);
  const [sectorsFailed, setSectorsFailed] = React.useState(false);
  const addressEntry = useAddressEntry(places);
  // Without an address base, the commune is chosen beside the street typed in the `address` field.
  const [communeText, setCommuneText] = React.useState("");
  const chosenCommune = React.useRef<string | null>(null);

  React.useEffect(() => {
    let live = true;
    loadSectors().then(
      (list) => live && setSectors(list),
      () => live && setSectorsFailed(true),
    );
    return () => {
      live = false;
    };
  }, [loadSectors]);

  const sectorOptions = React.useMemo(
    () => (sectors ?? []).map(({ code, label }) => ({ value: code, label: `${code} · ${label}` })),
    [sectors],
  );

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(requestOf(values));
    } catch (error) {
      const field = error instanceof ApiError ? fieldOf(error.field) : undefined;
      if (error instanceof ApiError && field) {
        form.setError(field, { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      setFailure(error instanceof ApiError ? error.message : unreachable);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Pré-inscription de votre entreprise" className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold">Votre entreprise</legend>
        <Field invalid={Boolean(errors.company_name)} required>
          <FieldLabel>Nom de l'entreprise</FieldLabel>
          <FieldControl>
            <Input autoComplete="organization" maxLength={200} {...form.register("company_name")} />
          </FieldControl>
          <FieldError>{errors.company_name?.message}</FieldError>
        </Field>
        <Field invalid={Boolean(errors.siret)} required>
          <FieldLabel>Numéro SIRET</FieldLabel>
          <FieldControl>
            <Input
              inputMode="numeric"
              autoComplete="off"
              maxLength={30}
              placeholder="732 829 320 00074"
              {...form.register("siret")}
            />
          </FieldControl>
          <FieldDescription>14 chiffres, espaces permis : il figure sur votre extrait Kbis.</FieldDescription>
          <FieldError>{errors.siret?.message}</FieldError>
        </Field>
        <Controller
          control={form.control}
          name="sector"
          render={({ field }) => (
            <Field invalid={Boolean(errors.sector)} required>
              <FieldLabel>Secteur d'activité (code NAF)</FieldLabel>
              <FieldControl>
                <SearchableSelect
                  ref={field.ref}
                  className="w-full"
                  options={sectorOptions}
                  value={field.value}
                  onValueChange={(sector) => {
                    field.onChange(sector);
                    field.onBlur();
                  }}
                  // Until the list is in, there is nothing to choose from.
                  disabled={sectors === null && !sectorsFailed}
                  placeholder={sectors === null && !sectorsFailed ? "Chargement des secteurs…" : "Choisir un secteur"}
                  searchPlaceholder="Rechercher un secteur ou un code…"
                  emptyText={
                    sectorsFailed ? "La liste des secteurs n'a pas pu être chargée." : "Chargement des secteurs…"
                  }
                  noResultsText={(query) => `Aucun secteur ne correspond à « ${query} ».`}
                />
              </FieldControl>
              <FieldError>{errors.sector?.message}</FieldError>
            </Field>
          )}
        />
        <SelectField
          control={form.control}
          name="size"
          label="Effectif"
          required
          placeholder="Choisir l'effectif"
          options={companySizes}
          optionLabel={(size) => companySizeLabels[size]}
        />
        <Controller
          control={form.control}
          name="address"
          render={({ field }) =>
            addressEntry.mode === "address" ? (
              <Field invalid={Boolean(errors.address)} required>
                <FieldLabel>Adresse</FieldLabel>
                <FieldControl>
                  <AddressAutocomplete
                    ref={field.ref}
                    provider={places}
                    value={field.value}
                    listLabel="Adresses suggérées"
                    loadingText="Recherche…"
                    emptyText="Aucune adresse trouvée"
                    placeholder="12 rue de la Paix, 75002 Paris"
                    onValueChange={(text) => {
                      if (text === form.getValues("address")) return;
                      // Typing again forgets the place chosen: only a suggestion carries its city and position.
                      form.setValue("place", null);
                      field.onChange(text);
                    }}
                    onSelect={(found) => {
                      form.setValue("place", placeOf(found));
                      field.onChange(found.description);
                    }}
                    onUnavailable={addressEntry.onUnavailable}
                    onBlur={field.onBlur}
                  />
                </FieldControl>
                <FieldDescription>Choisissez l'adresse dans les suggestions.</FieldDescription>
                <FieldError>{errors.address?.message}</FieldError>
              </Field>
            ) : (
              <CommuneStreetFields
                provider={places}
                legend="Adresse"
                notice={addressEntry.unavailable ? addressSearchDown : null}
                required
                streetRequired
                communeValue={communeText}
                onCommuneValueChange={(text) => {
                  setCommuneText(text);
                  // Typing again forgets the commune chosen: only a suggestion carries its code and position.
                  if (text !== chosenCommune.current) {
                    chosenCommune.current = null;
                    if (form.getValues("place")) form.setValue("place", null);
                  }
                }}
                onCommuneSelect={(commune) => {
                  chosenCommune.current = commune.description;
                  setCommuneText(commune.description);
                  form.setValue("place", placeOf(commune));
                  form.clearErrors("address");
                }}
                communeInputProps={{ placeholder: "Paris, 75002…", onBlur: field.onBlur }}
                communeDescription="Choisissez la commune dans les suggestions."
                communeError={errors.address && !place ? communeMissing : undefined}
                streetValue={field.value}
                onStreetValueChange={field.onChange}
                streetInputProps={{ ref: field.ref, placeholder: "12 rue de la Paix", onBlur: field.onBlur }}
                streetError={
                  errors.address && (place || !field.value.trim())
                    ? field.value.trim()
                      ? errors.address.message
                      : streetMissing
                    : undefined
                }
              />
            )
          }
        />
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold">La personne à contacter</legend>
        <Field invalid={Boolean(errors.contact_name)} required>
          <FieldLabel>Prénom et nom</FieldLabel>
          <FieldControl>
            <Input autoComplete="name" maxLength={200} {...form.register("contact_name")} />
          </FieldControl>
          <FieldError>{errors.contact_name?.message}</FieldError>
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field invalid={Boolean(errors.email)} required>
            <FieldLabel>Adresse e-mail professionnelle</FieldLabel>
            <FieldControl>
              <Input type="email" autoComplete="email" maxLength={254} {...form.register("email")} />
            </FieldControl>
            <FieldError>{errors.email?.message}</FieldError>
          </Field>
          <Field invalid={Boolean(errors.phone)} required>
            <FieldLabel>Téléphone</FieldLabel>
            <FieldControl>
              <Input
                type="tel"
                autoComplete="tel"
                maxLength={30}
                placeholder="06 12 34 56 78"
                {...form.register("phone")}
              />
            </FieldControl>
            <FieldError>{errors.phone?.message}</FieldError>
          </Field>
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-2">
          <Controller
            control={form.control}
            name="consent"
            render={({ field }) => (
              <Checkbox
                id={`${id}-consent`}
                ref={field.ref}
                checked={field.value}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Label htmlFor={`${id}-consent`} className="leading-snug font-normal">
            J'accepte que Fuse utilise ces informations pour me recontacter et créer le compte de mon entreprise,
            conformément à la politique de confidentialité.
          </Label>
        </div>
        <a
          href={privacyHref}
          target="_blank"
          rel="noreferrer"
          className="ml-6 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Lire la politique de confidentialité (nouvel onglet)
        </a>
        {errors.consent ? (
          <p id={`${id}-consent-error`} role="alert" className="ml-6 text-sm font-medium text-destructive">
            {errors.consent.message}
          </p>
        ) : null}
      </div>
      {failure ? (
        <Alert variant="destructive">
          <AlertTitle>Envoi impossible</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" size="lg" loading={isSubmitting} className="self-start">
        {isSubmitting ? "Envoi…" : "Envoyer ma pré-inscription"}
      </Button>
    </form>
  );
}
