import { zodResolver } from "@hookform/resolvers/zod";
import { CheckIcon, EyeIcon, PencilIcon } from "lucide-react";
import * as React from "react";
import { useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";

import type { JobOfferStatus, RecruiterJob } from "@fuse/domain/recruiter-jobs/contract";
import {
  draftIssues,
  jobOfferDraftSchema,
  maxDescriptionLength,
  maxLanguages,
  maxSkills,
  publicationIssues,
  type JobOfferDraft,
  type JobOfferFieldName,
} from "@fuse/domain/recruiter-jobs/job-offer-schema";
import { recruiterJobsMessages } from "@fuse/domain/recruiter-jobs/messages";
import {
  contractTypeLabels,
  contractTypes,
  remoteModeLabels,
  remoteModes,
  type ContractType,
  type RemoteMode,
} from "@fuse/domain/vocabulary";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Input } from "@fuse/ui/input";
import { Label } from "@fuse/ui/label";
import { AddressAutocomplete, CommuneStreetFields, useAddressEntry } from "@fuse/ui/place-autocomplete";
import type { AddressSuggestion, PlacesProvider } from "@fuse/ui/places";
import { RadioGroup, RadioGroupItem } from "@fuse/ui/radio-group";
import { RichTextEditor } from "@fuse/ui/rich-text-editor";
import { TagInput } from "@fuse/ui/tag-input";
import { cn } from "@fuse/ui/utils";

import { JobSalary } from "../../jobs/index.ts";
import { TradeField, useTradeGuess, type ShownTrade, type TradeServices } from "../../rome/index.ts";
import { JobOfferPreview, type JobOfferPreviewProps } from "./job-offer-preview.tsx";

/** Said when the address search stops answering and the form takes the commune and the street instead. */
const addressSearchDown =
  "La recherche d'adresses ne répond pas : choisissez la commune, puis saisissez le numéro et la voie.";

/**
 * What the form reaches outside itself: places, ROME titles and families (the trade line), skill
 * suggestions and the net estimate.
 */
export interface JobOfferServices extends TradeServices {
  places: PlacesProvider;
  /** Job titles (ROME) beginning with the typed words. */
  suggestJobTitles: (text: string, signal: AbortSignal) => Promise<readonly string[]>;
  /** Skills beginning with the typed words. */
  suggestSkills: (text: string, signal: AbortSignal) => Promise<readonly string[]>;
  /** The net monthly pay (before income tax) of a gross yearly salary: an estimate. */
  estimateNet: (grossYearly: number, signal: AbortSignal) => Promise<number>;
}

/** Every field the form edits, as it will be saved: the offer without what the server stamps. */
type Values = Omit<
  RecruiterJob,
  "id" | "status" | "published_at" | "created_at" | "updated_at" | "rome_label" | "rome_code_chosen"
>;

const fieldNames = [
  "title",
  "rome_code",
  "description",
  "contract_type",
  "remote_mode",
  "city",
  "postal_code",
  "lat",
  "lng",
  "salary_min",
  "salary_max",
  "skills",
  "nice_to_have_skills",
  "experience_years_min",
  "languages",
  "start_date",
] as const satisfies readonly (keyof Values & JobOfferFieldName)[];

const emptyValues: Values = {
  title: "",
  rome_code: null,
  description: "",
  contract_type: "CDI",
  remote_mode: "onsite",
  city: null,
  postal_code: null,
  lat: null,
  lng: null,
  salary_min: null,
  salary_max: null,
  skills: [],
  nice_to_have_skills: [],
  experience_years_min: 0,
  languages: [],
  start_date: null,
};

/**
 * The form's values of an offer. `rome_code` is the trade the recruiter chose (null while the title
 * gives it): the form sends it only once they pick one.
 */
function valuesOf(offer: RecruiterJob | null): Values {
  if (!offer) return emptyValues;
  const values = Object.fromEntries(fieldNames.map((name) => [name, offer[name]])) as Values;
  return { ...values, rome_code: offer.rome_code_chosen ? offer.rome_code : null };
}

/** The trade an offer was saved with, as the trade line shows it. */
const savedTradeOf = (offer: RecruiterJob | null): ShownTrade | null =>
  offer?.rome_code ? { rome: offer.rome_code, label: offer.rome_label ?? offer.rome_code } : null;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// The draft's rules, as the server saves a draft under them. The form holds every field; the
// schema takes any subset of them, which makes its input type wider than the form's values.
const resolver = zodResolver(jobOfferDraftSchema) as Resolver<Values>;

/** Each field's problem as the draft's rules say it. */
function messagesOf(errors: FieldErrors<Values>): Partial<Record<JobOfferFieldName, string>> {
  const found: Partial<Record<JobOfferFieldName, string>> = {};
  for (const name of fieldNames) {
    const message = errors[name]?.message;
    if (typeof message === "string") found[name] = message;
  }
  return found;
}

/** The fields that differ from what was last saved. */
function changesBetween(saved: Values, current: Values): JobOfferDraft {
  const changes: Record<string, unknown> = {};
  for (const name of fieldNames) if (!same(saved[name], current[name])) changes[name] = current[name];
  return changes as JobOfferDraft;
}

/** A typed amount: digits, spaces and a euro sign allowed ("42 000 €"); null when empty, NaN when not a number. */
function amountOf(text: string): number | null {
  const digits = text.replace(/[\s\u00a0\u202f€]/g, "");
  if (digits === "") return null;
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

const addressTextOf = (values: Pick<Values, "city" | "postal_code">) =>
  values.city ? `${values.postal_code ? `${values.postal_code} ` : ""}${values.city}` : "";

const commonLanguages = ["Français", "Anglais", "Espagnol", "Allemand", "Italien", "Arabe", "Portugais", "Chinois"];

type SaveState = "idle" | "saving" | "saved" | "error";

type JobOfferFormProps = {
  /** The offer being edited; null for a new one (created as a draft on its first save). */
  offer: RecruiterJob | null;
  services: JobOfferServices;
  /** Saves the given fields: creates the draft when `id` is null. Rejects with the server's French message. */
  onSave: (id: string | null, changes: JobOfferDraft) => Promise<RecruiterJob>;
  /** Publishes the saved draft. Rejects with the server's French message (and field). */
  onPublish: (id: string) => Promise<RecruiterJob>;
  /** Called once the offer exists (first save of a new one), e.g. to put its id in the address. */
  onCreated?: (offer: RecruiterJob) => void;
  /** The company card shown in the preview. */
  company?: JobOfferPreviewProps["company"];
  /** Quiet time before a draft saves itself, in milliseconds. */
  autosaveDelay?: number;
  className?: string;
};

/** A failure's French message and the field it names, whatever threw it. */
function problemOf(error: unknown): { message: string; field?: string } {
  if (error instanceof Error) return { message: error.message, field: (error as { field?: string }).field };
  return { message: recruiterJobsMessages.saveFailed };
}

/**
 * The offer form: what the post is (title with ROME suggestions, rich description), how it is
 * worked (contract, remote mode, address), its pay (gross yearly range, required, with the net
 * estimate beside it), what it asks (skills, experience, languages) and when it starts. A draft
 * saves itself after a pause (« Brouillon enregistré »); a published offer saves on demand, under the
 * publication rules. « Aperçu » shows it as candidates will; « Publier » checks every rule first and
 * says, beside each field, what is missing.
 */
function JobOfferForm({
  offer,
  services,
  onSave,
  onPublish,
  onCreated,
  company,
  autosaveDelay = 1200,
  className,
}: JobOfferFormProps) {
  const id = React.useId();
  const [offerId, setOfferId] = React.useState<string | null>(offer?.id ?? null);
  const [status, setStatus] = React.useState<JobOfferStatus>(offer?.status ?? "draft");
  const form = useForm<Values>({ resolver, defaultValues: valuesOf(offer) });
  // The trade the recruiter picked (or saved as picked); until then the title's family, looked up as it is typed.
  const [chosenTrade, setChosenTrade] = React.useState<ShownTrade | null>(() =>
    offer?.rome_code_chosen ? savedTradeOf(offer) : null,
  );
  // What is on screen, the amounts as typed (NaN when they are not numbers, so the rules say so).
  const values = useWatch({ control: form.control }) as Values;
  const guess = useTradeGuess(services.tradeOf, values.title, {
    enabled: chosenTrade === null,
    known: { title: offer?.title ?? "", trade: savedTradeOf(offer) },
  });
  const [saved, setSaved] = React.useState<Values>(() => valuesOf(offer));
  const [salaryText, setSalaryText] = React.useState(() => ({
    min: offer?.salary_min?.toString() ?? "",
    max: offer?.salary_max?.toString() ?? "",
  }));
  const [addressText, setAddressText] = React.useState(() => addressTextOf(valuesOf(offer)));
  // Without an address base the street is typed beside the commune; an offer keeps its commune only.
  const [street, setStreet] = React.useState("");
  const addressEntry = useAddressEntry(services.places);
  const [saveState, setSaveState] = React.useState<SaveState>("idle");
  const [saveError, setSaveError] = React.useState<string | null>(null);
  const [publishErrors, setPublishErrors] = React.useState<Partial<Record<JobOfferFieldName, string>>>({});
  const [serverErrors, setServerErrors] = React.useState<Partial<Record<JobOfferFieldName, string>>>({});
  const [publishProblem, setPublishProblem] = React.useState<string | null>(null);
  const [publishing, setPublishing] = React.useState(false);
  const [previewing, setPreviewing] = React.useState(false);
  const saving = React.useRef<Promise<unknown> | null>(null);
  // The id as soon as the server gave it, for a save that started before the re-render.
  const idRef = React.useRef<string | null>(offer?.id ?? null);
  const formRef = React.useRef<HTMLFormElement>(null);

  // Every change checks the whole draft again: a rule between fields (the salary range) follows both.
  React.useEffect(() => {
    void form.trigger();
    return form.subscribe({ formState: { values: true }, callback: () => void form.trigger() });
  }, [form]);

  const isDraft = status === "draft";
  const liveErrors = messagesOf(form.formState.errors);
  const errors: Partial<Record<JobOfferFieldName, string>> = { ...publishErrors, ...serverErrors, ...liveErrors };
  const changes = changesBetween(saved, values);
  const hasChanges = Object.keys(changes).length > 0;

  /** Saves what changed and is valid; for a new offer, once it has a valid title. */
  const save = React.useCallback(
    async (pending: JobOfferDraft): Promise<string | null> => {
      // One save at a time: a new offer's second save must find the id its first one got.
      await saving.current?.catch(() => undefined);
      const problems = draftIssues(pending as Record<string, unknown>);
      // A field the whole form refuses waits too: a maximum below the minimum saved before.
      const sendable = Object.fromEntries(
        Object.entries(pending).filter(
          ([name]) => !(name in problems) && !form.getFieldState(name as keyof Values).invalid,
        ),
      ) as JobOfferDraft;
      const known = idRef.current;
      if (known === null && (sendable.title === undefined || sendable.title.trim().length < 2)) return null;
      if (Object.keys(sendable).length === 0) return known;
      setSaveState("saving");
      const run = onSave(known, sendable);
      saving.current = run;
      try {
        const result = await run;
        setSaved((before) => ({ ...before, ...(sendable as Partial<Values>) }));
        setServerErrors({});
        setSaveError(null);
        setSaveState("saved");
        if (known === null) {
          idRef.current = result.id;
          setOfferId(result.id);
          onCreated?.(result);
        }
        return result.id;
      } catch (error) {
        const problem = problemOf(error);
        setSaveError(problem.message);
        if (problem.field) setServerErrors({ [problem.field as JobOfferFieldName]: problem.message });
        setSaveState("error");
        return null;
      } finally {
        saving.current = null;
      }
    },
    [onSave, onCreated, form],
  );

  // The draft saves itself after a pause in typing; a published offer waits for « Enregistrer ».
  const changesKey = JSON.stringify(changes, (_key, value: unknown) =>
    typeof value === "number" && Number.isNaN(value) ? "NaN" : value,
  );
  React.useEffect(() => {
    if (!isDraft || changesKey === "{}") return;
    const pending = JSON.parse(changesKey, (_key, value: unknown) => (value === "NaN" ? Number.NaN : value));
    const timer = setTimeout(() => void save(pending as JobOfferDraft), autosaveDelay);
    return () => clearTimeout(timer);
  }, [changesKey, isDraft, autosaveDelay, save]);

  const clearProblems = (name: JobOfferFieldName) => {
    setPublishErrors(({ [name]: _gone, ...rest }) => rest);
    setServerErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const update = <K extends keyof Values>(name: K, value: Values[K]) => {
    form.setValue(name, value as never, { shouldDirty: true });
    clearProblems(name);
  };
  const place = (chosen: Pick<Values, "city" | "postal_code" | "lat" | "lng">) => {
    for (const [name, value] of Object.entries(chosen))
      form.setValue(name as keyof Values, value, { shouldDirty: true });
  };

  const focusField = (name: JobOfferFieldName) => {
    const target = formRef.current?.querySelector<HTMLElement>(
      `[data-offer-field="${name}"] input, [data-offer-field="${name}"] [contenteditable], [data-offer-field="${name}"] button`,
    );
    target?.focus();
  };

  async function publish() {
    setPublishProblem(null);
    const issues = publicationIssues(values as unknown as Record<string, unknown>);
    if (issues.length > 0) {
      setPublishErrors(Object.fromEntries(issues.map((issue) => [issue.field, issue.message])));
      setPublishProblem("L'offre ne peut pas encore être publiée : complétez les champs signalés.");
      setPreviewing(false);
      requestAnimationFrame(() => focusField(issues[0]!.field));
      return;
    }
    setPublishing(true);
    try {
      await saving.current?.catch(() => undefined);
      const savedId = hasChanges ? await save(changes) : idRef.current;
      if (savedId === null) {
        setPublishProblem(saveError ?? recruiterJobsMessages.saveFailed);
        return;
      }
      const published = await onPublish(savedId);
      setStatus(published.status);
    } catch (error) {
      const problem = problemOf(error);
      setPublishProblem(problem.message);
      if (problem.field) setServerErrors({ [problem.field as JobOfferFieldName]: problem.message });
    } finally {
      setPublishing(false);
    }
  }

  async function saveNow(event: React.FormEvent) {
    event.preventDefault();
    if (!hasChanges) return;
    if (!isDraft) {
      const issues = publicationIssues(values as unknown as Record<string, unknown>);
      if (issues.length > 0) {
        setPublishErrors(Object.fromEntries(issues.map((issue) => [issue.field, issue.message])));
        requestAnimationFrame(() => focusField(issues[0]!.field));
        return;
      }
    }
    await save(changes);
  }

  const net = {
    min: useNetEstimate(services, typedOrNull(values.salary_min)),
    max: useNetEstimate(services, typedOrNull(values.salary_max)),
  };

  const statusText = (() => {
    if (saveState === "saving") return recruiterJobsMessages.saving;
    if (saveState === "error") return `${recruiterJobsMessages.saveFailed} : ${saveError ?? ""}`;
    if (offerId === null && (hasChanges || saveState === "idle") && values.title.trim().length < 2)
      return "Donnez un intitulé au poste : le brouillon s'enregistrera tout seul.";
    if (hasChanges) return recruiterJobsMessages.unsaved;
    if (saveState === "saved" || isDraft)
      return isDraft ? recruiterJobsMessages.draftSaved : recruiterJobsMessages.changesSaved;
    return "";
  })();

  const previewOffer = {
    ...values,
    salary_min: typedOrNull(values.salary_min),
    salary_max: typedOrNull(values.salary_max),
    id: offerId ?? undefined,
  };

  /** Typing again forgets the place chosen: only a suggestion carries its position. */
  const changePlaceText = (text: string) => {
    setAddressText(text);
    if (text !== addressTextOf(values) && values.lat !== null)
      place({ city: null, postal_code: null, lat: null, lng: null });
  };
  const choosePlace = (address: AddressSuggestion) => {
    setAddressText(address.description);
    place({
      city: address.city,
      postal_code: /^\d{5}$/.test(address.postal_code) ? address.postal_code : null,
      lat: address.latitude,
      lng: address.longitude,
    });
    clearProblems("city");
  };
  const placeDescription = `${
    values.city
      ? `Lieu retenu : ${addressTextOf(values)}.`
      : addressEntry.mode === "address"
        ? "Choisissez l'adresse dans les suggestions. Facultatif en télétravail complet."
        : "Choisissez la commune dans les suggestions. Facultatif en télétravail complet."
  }${isDraft ? "" : ` ${recruiterJobsMessages.placeChangesLimited}`}`;

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Offre d'emploi"
      onSubmit={(event) => void saveNow(event)}
      className={cn("flex flex-col gap-6", className)}
      data-slot="job-offer-form"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground" data-save-state={saveState}>
          {saveState === "saved" ? <CheckIcon aria-hidden className="size-4 text-primary" /> : null}
          {statusText}
        </p>
        <Button
          type="button"
          variant="outline"
          aria-pressed={previewing}
          onClick={() => setPreviewing((shown) => !shown)}
        >
          {previewing ? <PencilIcon aria-hidden /> : <EyeIcon aria-hidden />}
          {previewing ? "Revenir à l'édition" : "Aperçu"}
        </Button>
      </div>

      {publishProblem ? (
        <Alert variant="destructive">
          <AlertTitle>Publication impossible</AlertTitle>
          <AlertDescription>{publishProblem}</AlertDescription>
        </Alert>
      ) : null}

      {previewing ? <JobOfferPreview offer={previewOffer} company={company} netMonthly={net} /> : null}

      <div hidden={previewing} className="flex flex-col gap-6">
        <Section title="Le poste">
          <Field required invalid={Boolean(errors.title)} data-offer-field="title">
            <FieldLabel>Intitulé du poste</FieldLabel>
            <FieldControl>
              <Input
                maxLength={200}
                autoComplete="off"
                list={`${id}-titles`}
                placeholder="Développeur·se full-stack, Chef·fe de chantier…"
                {...form.register("title", { onChange: () => clearProblems("title") })}
              />
            </FieldControl>
            <TitleSuggestions id={`${id}-titles`} text={values.title} services={services} />
            <FieldDescription>
              Les intitulés du ROME (France Travail) sont proposés en cours de saisie.
            </FieldDescription>
            <FieldError>{errors.title}</FieldError>
          </Field>
          {chosenTrade || values.title.trim().length >= 2 ? (
            <div data-offer-field="rome_code">
              <TradeField
                trade={chosenTrade ?? guess.trade}
                guessing={chosenTrade === null && guess.guessing}
                searchTrades={services.searchTrades}
                error={errors.rome_code}
                onChoose={(trade) => {
                  setChosenTrade(trade);
                  update("rome_code", trade.rome);
                }}
              />
            </div>
          ) : null}

          <Field required invalid={Boolean(errors.description)} data-offer-field="description">
            <FieldLabel>Description du poste</FieldLabel>
            <FieldControl>
              <RichTextEditor
                value={values.description}
                onChange={(html) => update("description", html)}
                maxLength={maxDescriptionLength / 2}
                contentClassName="min-h-48"
              />
            </FieldControl>
            <FieldDescription>Missions, équipe, conditions : ce qu'un·e candidat·e doit savoir.</FieldDescription>
            <FieldError>{errors.description}</FieldError>
          </Field>
        </Section>

        <Section title="Contrat et lieu">
          <ChoiceGroup
            name="contract_type"
            legend="Type de contrat"
            value={values.contract_type}
            options={contractTypes.map((code) => ({ value: code, label: contractTypeLabels[code] }))}
            error={errors.contract_type}
            onChange={(value) => update("contract_type", value as ContractType)}
          />
          <ChoiceGroup
            name="remote_mode"
            legend="Mode de travail"
            value={values.remote_mode}
            options={remoteModes.map((code) => ({ value: code, label: remoteModeLabels[code] }))}
            error={errors.remote_mode}
            onChange={(value) => update("remote_mode", value as RemoteMode)}
          />
          {addressEntry.mode === "address" ? (
            <Field required={values.remote_mode !== "remote"} invalid={Boolean(errors.city)} data-offer-field="city">
              <FieldLabel>Adresse du lieu de travail</FieldLabel>
              <FieldControl>
                <AddressAutocomplete
                  provider={services.places}
                  value={addressText}
                  listLabel="Adresses suggérées"
                  loadingText="Recherche…"
                  emptyText="Aucune adresse trouvée"
                  placeholder="10 rue de la République, 69002 Lyon"
                  onValueChange={changePlaceText}
                  onSelect={choosePlace}
                  onUnavailable={addressEntry.onUnavailable}
                />
              </FieldControl>
              <FieldDescription>{placeDescription}</FieldDescription>
              <FieldError>{errors.city}</FieldError>
            </Field>
          ) : (
            <CommuneStreetFields
              data-offer-field="city"
              provider={services.places}
              legend="Adresse du lieu de travail"
              notice={addressEntry.unavailable ? addressSearchDown : null}
              required={values.remote_mode !== "remote"}
              streetValue={street}
              onStreetValueChange={setStreet}
              streetInputProps={{ placeholder: "10 rue de la République" }}
              streetDescription="Facultatif : l'offre est placée dans sa commune, seule la commune est enregistrée."
              communeValue={addressText}
              onCommuneValueChange={changePlaceText}
              onCommuneSelect={choosePlace}
              communeInputProps={{ placeholder: "Lyon, 69002…" }}
              communeDescription={placeDescription}
              communeError={errors.city}
            />
          )}
        </Section>

        <Section title="Rémunération">
          <p className="text-sm text-muted-foreground">
            Fourchette de salaire brut annuel, obligatoire pour publier (transparence salariale).
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <AmountField
              name="salary_min"
              label="Salaire minimum (brut annuel, €)"
              text={salaryText.min}
              error={errors.salary_min}
              onChange={(text) => {
                setSalaryText((before) => ({ ...before, min: text }));
                update("salary_min", amountOf(text));
              }}
            />
            <AmountField
              name="salary_max"
              label="Salaire maximum (brut annuel, €)"
              text={salaryText.max}
              error={errors.salary_max}
              onChange={(text) => {
                setSalaryText((before) => ({ ...before, max: text }));
                update("salary_max", amountOf(text));
              }}
            />
          </div>
          <div role="status" aria-live="polite" className="rounded-md bg-muted p-3">
            <JobSalary
              salaryMin={typedOrNull(values.salary_min)}
              salaryMax={typedOrNull(values.salary_max)}
              netMonthlyMin={net.min}
              netMonthlyMax={net.max}
            />
            <p className="text-xs text-muted-foreground">
              Net estimé avant impôt, salarié non cadre, selon les règles officielles : une estimation.
            </p>
          </div>
        </Section>

        <Section title="Profil recherché">
          <Field required invalid={Boolean(errors.skills)} data-offer-field="skills">
            <FieldLabel>Compétences requises</FieldLabel>
            <FieldControl>
              <TagInput
                value={values.skills}
                onValueChange={(tags) => update("skills", tags)}
                maxTags={maxSkills}
                maxLength={80}
                loadSuggestions={services.suggestSkills}
                placeholder="Ajoutez une compétence puis Entrée"
              />
            </FieldControl>
            <FieldError>{errors.skills}</FieldError>
          </Field>
          <Field invalid={Boolean(errors.nice_to_have_skills)} data-offer-field="nice_to_have_skills">
            <FieldLabel>Compétences appréciées</FieldLabel>
            <FieldControl>
              <TagInput
                value={values.nice_to_have_skills}
                onValueChange={(tags) => update("nice_to_have_skills", tags)}
                maxTags={maxSkills}
                maxLength={80}
                loadSuggestions={services.suggestSkills}
                placeholder="Un plus, sans être exigé"
              />
            </FieldControl>
            <FieldError>{errors.nice_to_have_skills}</FieldError>
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field required invalid={Boolean(errors.experience_years_min)} data-offer-field="experience_years_min">
              <FieldLabel>Expérience demandée (années)</FieldLabel>
              <FieldControl>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={60}
                  value={String(values.experience_years_min)}
                  onChange={(event) =>
                    update("experience_years_min", event.target.value === "" ? 0 : Number(event.target.value))
                  }
                />
              </FieldControl>
              <FieldDescription>0 : débutant·e accepté·e.</FieldDescription>
              <FieldError>{errors.experience_years_min}</FieldError>
            </Field>
            <Field invalid={Boolean(errors.start_date)} data-offer-field="start_date">
              <FieldLabel>Date de prise de poste</FieldLabel>
              <FieldControl>
                <Input
                  type="date"
                  value={values.start_date ?? ""}
                  onChange={(event) => update("start_date", event.target.value === "" ? null : event.target.value)}
                />
              </FieldControl>
              <FieldDescription>Vide : dès que possible.</FieldDescription>
              <FieldError>{errors.start_date}</FieldError>
            </Field>
          </div>
          <Field invalid={Boolean(errors.languages)} data-offer-field="languages">
            <FieldLabel>Langues</FieldLabel>
            <FieldControl>
              <TagInput
                value={values.languages}
                onValueChange={(tags) => update("languages", tags)}
                maxTags={maxLanguages}
                maxLength={50}
                suggestions={commonLanguages}
                placeholder="Français, Anglais…"
              />
            </FieldControl>
            <FieldError>{errors.languages}</FieldError>
          </Field>
        </Section>
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-4 sm:flex-row sm:justify-end">
        {isDraft ? (
          <Button type="button" loading={publishing} onClick={() => void publish()}>
            Publier l'offre
          </Button>
        ) : (
          <Button type="submit" loading={saveState === "saving"} disabled={!hasChanges}>
            Enregistrer les modifications
          </Button>
        )}
      </div>
      {!isDraft ? (
        <p className="text-sm text-muted-foreground">
          {status === "published"
            ? "Cette offre est publiée : chaque modification respecte les règles de publication."
            : "Cette offre est fermée : rouvrez-la depuis la liste pour la rendre de nouveau visible."}
        </p>
      ) : null}
    </form>
  );
}

const typedOrNull = (amount: number | null) => (amount === null || Number.isNaN(amount) ? null : amount);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ChoiceGroup({
  name,
  legend,
  value,
  options,
  error,
  onChange,
}: {
  name: JobOfferFieldName;
  legend: string;
  value: string;
  options: { value: string; label: string }[];
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = React.useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      data-offer-field={name}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1 text-sm leading-none font-medium">
        {legend}
        <span aria-hidden className="text-destructive">
          {" "}
          *
        </span>
      </legend>
      <RadioGroup
        aria-label={legend}
        aria-invalid={error ? true : undefined}
        value={value}
        onValueChange={onChange}
        className="grid grid-cols-2 gap-2 sm:grid-cols-3"
      >
        {options.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <RadioGroupItem value={option.value} id={`${id}-${option.value}`} />
            <Label htmlFor={`${id}-${option.value}`} className="font-normal">
              {option.label}
            </Label>
          </div>
        ))}
      </RadioGroup>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function AmountField({
  name,
  label,
  text,
  error,
  onChange,
}: {
  name: JobOfferFieldName;
  label: string;
  text: string;
  error?: string;
  onChange: (text: string) => void;
}) {
  return (
    <Field required invalid={Boolean(error)} data-offer-field={name}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Input
          inputMode="numeric"
          autoComplete="off"
          placeholder="42 000"
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      </FieldControl>
      <FieldError>{error}</FieldError>
    </Field>
  );
}

/** The ROME job titles proposed for the title typed so far. */
function TitleSuggestions({ id, text, services }: { id: string; text: string; services: JobOfferServices }) {
  const [titles, setTitles] = React.useState<readonly string[]>([]);
  const typed = text.trim();
  React.useEffect(() => {
    if (typed.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      services.suggestJobTitles(typed, controller.signal).then(setTitles, () => setTitles([]));
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, services]);
  return (
    <datalist id={id}>
      {titles.map((title) => (
        <option key={title} value={title} />
      ))}
    </datalist>
  );
}

/** The net monthly estimate of a typed gross yearly amount, after a pause; null until known. */
function useNetEstimate(services: JobOfferServices, gross: number | null) {
  const [estimate, setEstimate] = React.useState<{ gross: number; net: number } | null>(null);
  React.useEffect(() => {
    if (gross === null || gross < 1000) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      services.estimateNet(gross, controller.signal).then(
        (net) => setEstimate({ gross, net: Math.round(net) }),
        () => undefined,
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [gross, services]);
  return estimate && estimate.gross === gross ? estimate.net : null;
}

export { JobOfferForm };
export type { JobOfferFormProps };
