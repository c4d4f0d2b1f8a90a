import * as React from "react";
import { z } from "zod/mini";

import { ApiError } from "@fuse/domain/api/client";
import { loadNafSubclasses, type NafSubclass } from "@fuse/domain/pre-registration/naf";
import {
  companySizeLabels,
  companySizes,
  preRegistrationMessages,
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@fuse/ui/select";

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

/** The request as the server takes it, from what is typed and chosen. */
function requestOf(values: FormValues): Record<string, unknown> {
  const { place, address, ...rest } = values;
  return {
    ...rest,
    size: rest.size,
    address: place ? place.street || address : address,
    city: place?.city ?? "",
    postal_code: place?.postal_code ?? "",
    lat: place?.lat ?? null,
    lng: place?.lng ?? null,
    consent: rest.consent,
  };
}

/** The form's field a request field is shown at: the address carries its city, code and position. */
function fieldOf(path: string | undefined): FieldName | undefined {
  if (path === "city" || path === "postal_code" || path === "lat" || path === "lng") return "address";
  return path && path in emptyValues ? (path as FieldName) : undefined;
}

/** Every field's first French message, by field. */
function check(values: FormValues): Partial<Record<FieldName, string>> {
  const result = z.safeParse(preRegistrationSchema, requestOf(values));
  if (result.success) return {};
  const errors: Partial<Record<FieldName, string>> = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(String(issue.path[0] ?? ""));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

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
  const [values, setValues] = React.useState<FormValues>(emptyValues);
  const [errors, setErrors] = React.useState<Partial<Record<FieldName, string>>>({});
  const [touched, setTouched] = React.useState<Partial<Record<FieldName, boolean>>>({});
  const [failure, setFailure] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  const [sectors, setSectors] = React.useState<readonly NafSubclass[] | null>(null);
  const [sectorsFailed, setSectorsFailed] = React.useState(false);
  const formRef = React.useRef<HTMLFormElement>(null);
  const addressEntry = useAddressEntry(places);
  // Without an address base, the commune is chosen beside the street typed in `values.address`.
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

  const update = <K extends keyof FormValues>(name: K, value: FormValues[K]) => {
    setValues((before) => {
      const next = { ...before, [name]: value };
      // Once a field has been left, its message follows what is typed.
      if (name !== "place" && touched[name as FieldName]) {
        setErrors((shown) => ({ ...shown, [name]: check(next)[name as FieldName] }));
      }
      return next;
    });
  };

  const leave = (name: FieldName) => () => {
    setTouched((before) => ({ ...before, [name]: true }));
    setErrors((shown) => ({ ...shown, [name]: check(values)[name] }));
  };

  const focusField = (name: FieldName) =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-field="${name}"]`)?.focus());

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setTouched(Object.fromEntries(Object.keys(emptyValues).map((name) => [name, true])));
    setErrors(found);
    const first = (Object.keys(emptyValues) as FieldName[]).find((name) => found[name]);
    if (first) {
      focusField(first);
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      await onSubmit(requestOf(values) as PreRegistrationRequest);
    } catch (error) {
      const field = error instanceof ApiError ? fieldOf(error.field) : undefined;
      if (field && error instanceof Error) {
        setErrors({ [field]: error.message });
        focusField(field);
      } else {
        setFailure(
          error instanceof ApiError
            ? error.message
            : "Votre demande n'a pas pu être envoyée. Vérifiez votre connexion puis réessayez.",
        );
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label="Pré-inscription de votre entreprise"
      className="flex flex-col gap-6"
    >
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold">Votre entreprise</legend>
        <Field invalid={Boolean(errors.company_name)} required>
          <FieldLabel>Nom de l'entreprise</FieldLabel>
          <FieldControl>
            <Input
              data-field="company_name"
              autoComplete="organization"
              maxLength={200}
              value={values.company_name}
              onChange={(event) => update("company_name", event.target.value)}
              onBlur={leave("company_name")}
            />
          </FieldControl>
          <FieldError>{errors.company_name}</FieldError>
        </Field>
        <Field invalid={Boolean(errors.siret)} required>
          <FieldLabel>Numéro SIRET</FieldLabel>
          <FieldControl>
            <Input
              data-field="siret"
              inputMode="numeric"
              autoComplete="off"
              maxLength={30}
              placeholder="732 829 320 00074"
              value={values.siret}
              onChange={(event) => update("siret", event.target.value)}
              onBlur={leave("siret")}
            />
          </FieldControl>
          <FieldDescription>14 chiffres, espaces permis : il figure sur votre extrait Kbis.</FieldDescription>
          <FieldError>{errors.siret}</FieldError>
        </Field>
        <Field invalid={Boolean(errors.sector)} required>
          <FieldLabel>Secteur d'activité (code NAF)</FieldLabel>
          <FieldControl>
            <SearchableSelect
              data-field="sector"
              className="w-full"
              options={sectorOptions}
              value={values.sector}
              onValueChange={(sector) => {
                update("sector", sector);
                setErrors((shown) => ({ ...shown, sector: undefined }));
              }}
              // Until the list is in, there is nothing to choose from.
              disabled={sectors === null && !sectorsFailed}
              placeholder={sectors === null && !sectorsFailed ? "Chargement des secteurs…" : "Choisir un secteur"}
              searchPlaceholder="Rechercher un secteur ou un code…"
              emptyText={sectorsFailed ? "La liste des secteurs n'a pas pu être chargée." : "Chargement des secteurs…"}
              noResultsText={(query) => `Aucun secteur ne correspond à « ${query} ».`}
            />
          </FieldControl>
          <FieldError>{errors.sector}</FieldError>
        </Field>
        <Field invalid={Boolean(errors.size)} required>
          <FieldLabel>Effectif</FieldLabel>
          <Select
            value={values.size}
            onValueChange={(size) => {
              update("size", size);
              setErrors((shown) => ({ ...shown, size: undefined }));
            }}
          >
            <FieldControl>
              <SelectTrigger data-field="size" className="w-full">
                <SelectValue placeholder="Choisir l'effectif" />
              </SelectTrigger>
            </FieldControl>
            <SelectContent>
              {companySizes.map((size) => (
                <SelectItem key={size} value={size}>
                  {companySizeLabels[size]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FieldError>{errors.size}</FieldError>
        </Field>
        {addressEntry.mode === "address" ? (
          <Field invalid={Boolean(errors.address)} required>
            <FieldLabel>Adresse</FieldLabel>
            <FieldControl>
              <AddressAutocomplete
                data-field="address"
                provider={places}
                value={values.address}
                listLabel="Adresses suggérées"
                loadingText="Recherche…"
                emptyText="Aucune adresse trouvée"
                placeholder="12 rue de la Paix, 75002 Paris"
                onValueChange={(text) => {
                  // Typing again forgets the place chosen: only a suggestion carries its city and position.
                  setValues((before) => (before.address === text ? before : { ...before, address: text, place: null }));
                }}
                onSelect={(found) => {
                  setValues((before) => ({ ...before, address: found.description, place: placeOf(found) }));
                  setErrors((shown) => ({ ...shown, address: undefined }));
                }}
                onUnavailable={addressEntry.onUnavailable}
                onBlur={leave("address")}
              />
            </FieldControl>
            <FieldDescription>Choisissez l'adresse dans les suggestions.</FieldDescription>
            <FieldError>{errors.address}</FieldError>
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
                setValues((before) => (before.place ? { ...before, place: null } : before));
              }
            }}
            onCommuneSelect={(commune) => {
              chosenCommune.current = commune.description;
              setCommuneText(commune.description);
              setValues((before) => ({ ...before, place: placeOf(commune) }));
              setErrors((shown) => ({ ...shown, address: undefined }));
            }}
            communeInputProps={{ placeholder: "Paris, 75002…", onBlur: leave("address") }}
            communeDescription="Choisissez la commune dans les suggestions."
            communeError={errors.address && !values.place ? communeMissing : undefined}
            streetValue={values.address}
            onStreetValueChange={(text) => update("address", text)}
            streetInputProps={{ "data-field": "address", placeholder: "12 rue de la Paix", onBlur: leave("address") }}
            streetError={
              errors.address && (values.place || !values.address.trim())
                ? values.address.trim()
                  ? errors.address
                  : streetMissing
                : undefined
            }
          />
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold">La personne à contacter</legend>
        <Field invalid={Boolean(errors.contact_name)} required>
          <FieldLabel>Prénom et nom</FieldLabel>
          <FieldControl>
            <Input
              data-field="contact_name"
              autoComplete="name"
              maxLength={200}
              value={values.contact_name}
              onChange={(event) => update("contact_name", event.target.value)}
              onBlur={leave("contact_name")}
            />
          </FieldControl>
          <FieldError>{errors.contact_name}</FieldError>
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field invalid={Boolean(errors.email)} required>
            <FieldLabel>Adresse e-mail professionnelle</FieldLabel>
            <FieldControl>
              <Input
                data-field="email"
                type="email"
                autoComplete="email"
                maxLength={254}
                value={values.email}
                onChange={(event) => update("email", event.target.value)}
                onBlur={leave("email")}
              />
            </FieldControl>
            <FieldError>{errors.email}</FieldError>
          </Field>
          <Field invalid={Boolean(errors.phone)} required>
            <FieldLabel>Téléphone</FieldLabel>
            <FieldControl>
              <Input
                data-field="phone"
                type="tel"
                autoComplete="tel"
                maxLength={30}
                placeholder="06 12 34 56 78"
                value={values.phone}
                onChange={(event) => update("phone", event.target.value)}
                onBlur={leave("phone")}
              />
            </FieldControl>
            <FieldError>{errors.phone}</FieldError>
          </Field>
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-2">
          <Checkbox
            id={`${id}-consent`}
            data-field="consent"
            checked={values.consent}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            onCheckedChange={(checked) => {
              update("consent", checked === true);
              if (checked === true) setErrors((shown) => ({ ...shown, consent: undefined }));
            }}
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
            {preRegistrationMessages.consent}
          </p>
        ) : null}
      </div>
      {failure ? (
        <Alert variant="destructive">
          <AlertTitle>Envoi impossible</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" size="lg" loading={pending} className="self-start">
        {pending ? "Envoi…" : "Envoyer ma pré-inscription"}
      </Button>
    </form>
  );
}
