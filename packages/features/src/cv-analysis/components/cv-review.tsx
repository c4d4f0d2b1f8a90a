import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import {
  Controller,
  get,
  set,
  useFieldArray,
  useForm,
  useWatch,
  type FieldErrors,
  type FieldPath,
  type Resolver,
  type ResolverOptions,
  type UseFormReturn,
} from "react-hook-form";

import { mergeSkills } from "@fuse/domain/analysis/merge-skills";
import { ApiError } from "@fuse/domain/api/client";
import type { CvFacts } from "@fuse/domain/cv-analysis/contract";
import type { YearMonth } from "@fuse/domain/cv-analysis/dates";
import {
  applyCvLabels,
  applyCvSchema,
  applyCvSkillLimits,
  type ApplyCvRequest,
} from "@fuse/domain/cv-analysis/requests";
import { languageLevelCodes, languageLevelLabels, type LanguageLevel } from "@fuse/domain/vocabulary";
import { Alert, AlertDescription } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Checkbox } from "@fuse/ui/checkbox";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Input } from "@fuse/ui/input";
import { Label } from "@fuse/ui/label";
import { CityAutocomplete } from "@fuse/ui/place-autocomplete";
import type { PlacesProvider } from "@fuse/ui/places";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@fuse/ui/select";
import { TagInput } from "@fuse/ui/tag-input";

import { JobTitleInput } from "../../rome/components/job-title-input.tsx";
import { TitleTradeField, type ShownTrade, type TradeServices } from "../../rome/index.ts";

export type CvReviewProps = {
  facts: CvFacts;
  places: PlacesProvider;
  /** Applies the chosen fields; rejects with an `ApiError` (French message, field) when refused. */
  onApply: (request: ApplyCvRequest) => Promise<void>;
  /**
   * ROME job titles beginning with the typed words: the trade sought is then picked from them or
   * kept as typed on purpose, never taken half-typed. Without it the trade is a plain text.
   */
  suggestJobTitles?: (text: string, signal: AbortSignal) => Promise<readonly string[]>;
  /**
   * The ROME families: under the trade sought, the family it is filed under (« Métier : … »), which
   * the candidate may change. Without them no family is shown and the server files the title itself.
   */
  trades?: TradeServices;
};

/** A value the CV gave, as corrected, and whether it goes to the profile (its « Reprendre » box). */
type Choice<T> = { apply: boolean; value: T };

type CityValue = {
  text: string;
  postal_code: string | null;
  lat: number | null;
  lng: number | null;
  /** The suggestion's full text, which the combobox writes when it is picked. */
  picked?: string;
};

interface CvReviewValues {
  first_name: Choice<string>;
  last_name: Choice<string>;
  phone: Choice<string>;
  city: Choice<CityValue>;
  target_title: Choice<string>;
  /** The family picked in the trade line; null while the title's own family stands. */
  rome_code: ShownTrade | null;
  experience_years: Choice<string>;
  experiences: { keep: boolean; title: string; employer: string; start: YearMonth | null; end: YearMonth | null }[];
  education: { keep: boolean; degree: string; school: string; year: number | null }[];
  skills: Choice<string[]>;
  languages: { keep: boolean; language: string; level: LanguageLevel | null }[];
}

/** The values typed in a text input beside their « Reprendre » box. */
type TextKey = "first_name" | "last_name" | "phone" | "target_title" | "experience_years";
type ListKey = "languages" | "experiences" | "education";

const monthNames = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."];
const dateText = (date: YearMonth | null) =>
  date ? `${date.month ? `${monthNames[date.month - 1]} ` : ""}${date.year}` : "";
const isoMonth = (date: YearMonth | null) =>
  date ? (date.month ? `${date.year}-${String(date.month).padStart(2, "0")}` : String(date.year)) : null;
const textChoice = (value: string | number | null | undefined): Choice<string> => ({
  apply: value !== null && value !== undefined && String(value).trim() !== "",
  value: value === null || value === undefined ? "" : String(value),
});

/** Everything found, ticked (but the city, until chosen from the list). */
function valuesOf(facts: CvFacts): CvReviewValues {
  // An analysis made before skills were merged may still list « Excel » beside « Excel avancé ».
  const skills = mergeSkills(facts.skills);
  return {
    first_name: textChoice(facts.first_name),
    last_name: textChoice(facts.last_name),
    phone: textChoice(facts.phone),
    city: {
      apply: false,
      value: { text: facts.city ?? "", postal_code: facts.postal_code, lat: null, lng: null },
    },
    target_title: textChoice(facts.headline),
    rome_code: null,
    experience_years: textChoice(facts.experience_years),
    experiences: facts.experiences.map((job) => ({
      keep: true,
      title: job.title,
      employer: job.employer ?? "",
      start: job.start,
      end: job.end,
    })),
    education: facts.education.map((school) => ({
      keep: true,
      degree: school.degree,
      school: school.school ?? "",
      year: school.year,
    })),
    skills: { apply: skills.length > 0, value: skills },
    languages: facts.languages.map((entry) => ({ ...entry, keep: true })),
  };
}

/** The rows of each list that the request carries: kept, and (a job, a school) named. */
function rowsOf(values: CvReviewValues): Record<ListKey, number[]> {
  const where = <T,>(rows: readonly T[], taken: (row: T) => boolean) =>
    rows.flatMap((row, at) => (taken(row) ? [at] : []));
  return {
    languages: where(values.languages, (entry) => entry.keep),
    experiences: where(values.experiences, (job) => job.keep && job.title.trim() !== ""),
    education: where(values.education, (school) => school.keep && school.degree.trim() !== ""),
  };
}

/** The request the ticked values make, as corrected. */
function requestOf(values: CvReviewValues, rows = rowsOf(values)): ApplyCvRequest {
  const chosen: ApplyCvRequest = {};
  for (const key of ["first_name", "last_name", "phone", "target_title"] as const)
    if (values[key].apply) chosen[key] = values[key].value.trim();
  if (values.target_title.apply && values.rome_code) chosen.rome_code = values.rome_code.rome;
  const years = values.experience_years.value.trim();
  // Digits only: anything else is no number of years, which the schema refuses at the field.
  if (values.experience_years.apply && years !== "")
    chosen.experience_years = /^\d+$/.test(years) ? Number(years) : Number.NaN;
  const city = values.city.value;
  if (values.city.apply && city.lat !== null && city.lng !== null)
    Object.assign(chosen, { city: city.text, postal_code: city.postal_code, lat: city.lat, lng: city.lng });
  if (values.skills.apply && values.skills.value.length > 0) chosen.skills = values.skills.value;
  if (rows.languages.length > 0)
    chosen.languages = rows.languages.map((at) => {
      const { language, level } = values.languages[at]!;
      return { language, level };
    });
  if (rows.experiences.length > 0)
    chosen.experiences = rows.experiences.map((at) => {
      const job = values.experiences[at]!;
      return {
        title: job.title.trim(),
        employer: job.employer.trim() || null,
        start: isoMonth(job.start),
        end: isoMonth(job.end),
      };
    });
  if (rows.education.length > 0)
    chosen.education = rows.education.map((at) => {
      const school = values.education[at]!;
      return { degree: school.degree.trim(), school: school.school.trim() || null, year: school.year };
    });
  return chosen;
}

/** The texts of a list's row that can be corrected; anything else about the row shows at its box. */
const rowTexts: Record<ListKey, readonly string[]> = {
  languages: [],
  experiences: ["title", "employer"],
  education: ["degree", "school"],
};

/**
 * Where the form shows what the schema says of a request's field: at the value that makes it (the
 * city's code and position at the city), a list's row at the text or at its « Garder » box, and the
 * list as a whole at its first row sent.
 */
function fieldOf([key = "", at, leaf]: readonly string[], rows: Record<ListKey, number[]>): FieldPath<CvReviewValues> {
  if (key === "city" || key === "postal_code" || key === "lat" || key === "lng") return "city.value";
  if (key === "skills") return "skills.value";
  if (key === "languages" || key === "experiences" || key === "education") {
    const row = rows[key][Number(at)] ?? rows[key][0] ?? 0;
    return `${key}.${row}.${leaf !== undefined && rowTexts[key].includes(leaf) ? leaf : "keep"}` as FieldPath<CvReviewValues>;
  }
  return `${key as TextKey}.value`;
}

type Reported = { path: readonly string[]; type: string; message?: string };

/** Each error of a nested error object, with its path. */
function errorsIn(node: unknown, path: readonly string[] = []): Reported[] {
  if (!node || typeof node !== "object") return [];
  const { type, message } = node as { type?: unknown; message?: string };
  return [
    ...(typeof type === "string" ? [{ path, type, message }] : []),
    ...Object.entries(node).flatMap(([key, child]) =>
      key === "ref" || key === "types" ? [] : errorsIn(child, key === "root" ? path : [...path, key]),
    ),
  ];
}

// `raw`: the form keeps its own values; what is sent is built from them at the submission.
const requestResolver = zodResolver(applyCvSchema, undefined, { raw: true });

/** The server's own schema judges the request the ticked values make; each error shows at its field. */
const resolver: Resolver<CvReviewValues> = async (values, context, options) => {
  const rows = rowsOf(values);
  const { errors } = await requestResolver(requestOf(values, rows), context, {
    ...options,
    fields: {},
    names: [],
  } as unknown as ResolverOptions<ApplyCvRequest>);
  const found: FieldErrors<CvReviewValues> = {};
  for (const { path, type, message } of errorsIn(errors)) {
    const field = fieldOf(path, rows);
    if (!get(found, field)) set(found, field, { type, message });
  }
  return Object.keys(found).length === 0 ? { values, errors: {} } : { values: {}, errors: found };
};

/**
 * A value beside its « Reprendre » box. The row follows the form's own width, not the screen's: in a
 * narrow column on a wide screen, a row would squeeze the input to a few characters.
 */
const choiceRow = "flex flex-col gap-2 @2xl:flex-row @2xl:items-end @2xl:gap-4";

/** A labelled text input of a list's entry. */
function TextField({ label, error, ...props }: React.ComponentProps<typeof Input> & { label: string; error?: string }) {
  return (
    <Field invalid={Boolean(error)}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Input {...props} />
      </FieldControl>
      <FieldError>{error}</FieldError>
    </Field>
  );
}

/** The box that takes a value, or a list's row, to the profile; a list's row may be refused here. */
function ApplyBox({
  id,
  label,
  checked,
  disabled,
  onChange,
  onBlur,
  error,
  ref,
}: {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  error?: string;
  ref?: React.Ref<HTMLButtonElement>;
}) {
  return (
    <>
      <div className="flex min-h-10 items-center gap-2 @2xl:w-72 @2xl:shrink-0">
        <Checkbox
          id={id}
          ref={ref}
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onCheckedChange={(value) => onChange(value === true)}
          onBlur={onBlur}
        />
        <Label htmlFor={id} className="text-sm font-normal">
          {label}
        </Label>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A « Reprendre » box of the form, enabled once its value holds something. */
function ApplyChoice({
  form,
  name,
  id,
  label,
  disabled,
}: {
  form: UseFormReturn<CvReviewValues>;
  name: TextKey | "city" | "skills";
  id: string;
  label: string;
  disabled: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={`${name}.apply`}
      render={({ field }) => (
        <ApplyBox
          id={id}
          ref={field.ref}
          label={label}
          checked={field.value}
          disabled={disabled}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** One text the CV gave, typed in an input, and whether it goes to the profile. */
function TextChoice({
  form,
  name,
  id,
  inputMode,
  error,
}: {
  form: UseFormReturn<CvReviewValues>;
  name: TextKey;
  id: string;
  inputMode?: "numeric" | "tel";
  error?: string;
}) {
  const label = applyCvLabels[name];
  const value = useWatch({ control: form.control, name: `${name}.value` });
  return (
    <div className={choiceRow}>
      <Field className="min-w-0 flex-1" invalid={Boolean(error)}>
        <FieldLabel>{label}</FieldLabel>
        <FieldControl>
          <Input
            id={id}
            inputMode={inputMode}
            {...form.register(`${name}.value`, {
              onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
                form.setValue(`${name}.apply`, event.target.value.trim() !== ""),
            })}
          />
        </FieldControl>
        <FieldError>{error}</FieldError>
      </Field>
      <ApplyChoice
        form={form}
        name={name}
        id={`${id}-apply`}
        label={`Reprendre « ${label} » dans mon profil`}
        disabled={value.trim() === ""}
      />
    </div>
  );
}

/** The trade sought: picked from the ROME titles or kept as typed on purpose, never taken half-typed. */
function TitleChoice({
  form,
  id,
  suggestJobTitles,
  error,
}: {
  form: UseFormReturn<CvReviewValues>;
  id: string;
  suggestJobTitles: (text: string, signal: AbortSignal) => Promise<readonly string[]>;
  error?: string;
}) {
  const label = applyCvLabels.target_title;
  const value = useWatch({ control: form.control, name: "target_title.value" });
  return (
    <div className={choiceRow}>
      <Controller
        control={form.control}
        name="target_title.value"
        render={({ field }) => (
          <Field className="min-w-0 flex-1" invalid={Boolean(error)}>
            <FieldLabel>{label}</FieldLabel>
            <FieldControl>
              <JobTitleInput
                id={id}
                ref={field.ref}
                value={field.value.trim() === "" ? null : field.value}
                suggestJobTitles={suggestJobTitles}
                onBlur={field.onBlur}
                onValueChange={(chosen) => {
                  field.onChange(chosen ?? "");
                  form.setValue("target_title.apply", chosen !== null);
                }}
              />
            </FieldControl>
            <FieldError>{error}</FieldError>
          </Field>
        )}
      />
      <ApplyChoice
        form={form}
        name="target_title"
        id={`${id}-apply`}
        label={`Reprendre « ${label} » dans mon profil`}
        disabled={value.trim() === ""}
      />
    </div>
  );
}

/** The trade line under the trade sought, while it is to be applied (`TitleTradeField`). */
function TitleTrade({ form, trades }: { form: UseFormReturn<CvReviewValues>; trades: TradeServices }) {
  const [title, applying, chosen] = useWatch({
    control: form.control,
    name: ["target_title.value", "target_title.apply", "rome_code"],
  });
  return (
    <TitleTradeField
      title={title}
      shown={applying}
      chosen={chosen}
      trades={trades}
      onChoose={(trade) => form.setValue("rome_code", trade)}
    />
  );
}

/** The city: it applies once chosen from the list, which brings its position for the distances. */
function CityChoice({
  form,
  places,
  error,
}: {
  form: UseFormReturn<CvReviewValues>;
  places: PlacesProvider;
  error?: string;
}) {
  const city = useWatch({ control: form.control, name: "city.value" });
  return (
    <div className={choiceRow}>
      <Controller
        control={form.control}
        name="city.value"
        render={({ field }) => (
          <Field className="min-w-0 flex-1" invalid={Boolean(error)}>
            <FieldLabel>{applyCvLabels.city}</FieldLabel>
            <FieldControl>
              <CityAutocomplete
                id="cv-city"
                ref={field.ref}
                provider={places}
                value={field.value.text}
                listLabel="Villes suggérées"
                loadingText="Recherche…"
                emptyText="Aucune ville trouvée"
                onBlur={field.onBlur}
                onValueChange={(next) => {
                  // Read at the call: picking a suggestion writes its text and selects it in one go.
                  const before = form.getValues("city.value");
                  if (next === before.text || next === before.picked) return;
                  // Typing again forgets the place chosen: only a suggestion carries its position.
                  field.onChange({ text: next, postal_code: null, lat: null, lng: null });
                  form.setValue("city.apply", false);
                }}
                onSelect={(found) => {
                  const located = !(found.lat === 0 && found.lng === 0);
                  field.onChange({
                    text: found.city,
                    postal_code: form.getValues("city.value").postal_code,
                    lat: located ? found.lat : null,
                    lng: located ? found.lng : null,
                    picked: found.description,
                  });
                  form.setValue("city.apply", located);
                }}
              />
            </FieldControl>
            <FieldDescription>
              Choisissez-la dans la liste pour la reprendre : elle sert à calculer les distances.
            </FieldDescription>
            <FieldError>{error}</FieldError>
          </Field>
        )}
      />
      <ApplyChoice
        form={form}
        name="city"
        id="cv-city-apply"
        label={`Reprendre « ${applyCvLabels.city} » dans mon profil`}
        disabled={city.lat === null}
      />
    </div>
  );
}

/** A « Garder » box of a list's row. */
function KeepBox({
  form,
  name,
  id,
  label,
  error,
}: {
  form: UseFormReturn<CvReviewValues>;
  name: `${ListKey}.${number}.keep`;
  id: string;
  label: string;
  error?: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <ApplyBox
          id={id}
          ref={field.ref}
          label={label}
          checked={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  const id = React.useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <div className="flex flex-col gap-1">
        <h3 id={id} className="text-base font-semibold">
          {title}
        </h3>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

const unreachable = "Vos choix n'ont pas pu être enregistrés. Vérifiez votre connexion puis réessayez.";

/**
 * What the CV analysis found, for the candidate to check: every value can be corrected, and only
 * the ones they tick go to their profile. The e-mail address is shown, never applied (it is the
 * account's). A city applies once chosen from the list (it brings its position for the distances).
 * The request the ticked values make is judged as it is typed by the server's own schema.
 */
export function CvReview({ facts, places, onApply, suggestJobTitles, trades }: CvReviewProps) {
  const [defaultValues] = React.useState(() => valuesOf(facts));
  const form = useForm<CvReviewValues>({ resolver, mode: "onChange", defaultValues });
  const { errors } = form.formState;
  const experiences = useFieldArray({ control: form.control, name: "experiences" });
  const education = useFieldArray({ control: form.control, name: "education" });
  const languages = useFieldArray({ control: form.control, name: "languages" });
  const skills = useWatch({ control: form.control, name: "skills.value" });
  const [failure, setFailure] = React.useState<string | null>(null);
  const [saving, setSaving] = React.useState(false);
  const failureRef = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  // A box unticked takes its value out of the request: while an error shows, each change judges
  // the whole review again, so an error goes with the value that made it.
  React.useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ errors }) => {
          if (Object.keys(errors ?? {}).length > 0) void form.trigger();
        },
      }),
    [form],
  );

  const send = async (request: ApplyCvRequest) => {
    setFailure(null);
    setSaving(true);
    try {
      await onApply(request);
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.message : unreachable);
    } finally {
      setSaving(false);
    }
  };
  const submit = form.handleSubmit((values) => send(requestOf(values)));

  return (
    <form
      noValidate
      aria-label="Vérifier les informations de mon CV"
      className="@container flex w-full min-w-0 flex-col gap-6"
      onSubmit={(event) => void submit(event)}
    >
      <Section title="Vos coordonnées" description="Votre adresse e-mail reste celle de votre compte.">
        <TextChoice form={form} name="first_name" id="cv-first-name" error={errors.first_name?.value?.message} />
        <TextChoice form={form} name="last_name" id="cv-last-name" error={errors.last_name?.value?.message} />
        <TextChoice form={form} name="phone" id="cv-phone" inputMode="tel" error={errors.phone?.value?.message} />
        {facts.email ? (
          <p className="text-sm text-muted-foreground">
            Adresse e-mail trouvée : <span className="font-medium text-foreground">{facts.email}</span>
          </p>
        ) : null}
        <CityChoice form={form} places={places} error={errors.city?.value?.message} />
      </Section>

      <Section title="Votre métier">
        {suggestJobTitles ? (
          <TitleChoice
            form={form}
            id="cv-title"
            suggestJobTitles={suggestJobTitles}
            error={errors.target_title?.value?.message}
          />
        ) : (
          <TextChoice form={form} name="target_title" id="cv-title" error={errors.target_title?.value?.message} />
        )}
        {trades ? <TitleTrade form={form} trades={trades} /> : null}
        <TextChoice
          form={form}
          name="experience_years"
          id="cv-years"
          inputMode="numeric"
          error={errors.experience_years?.value?.message}
        />
      </Section>

      <Section
        title="Vos expériences"
        description={experiences.fields.length === 0 ? "Aucune expérience n'a été trouvée dans ce CV." : undefined}
      >
        <ul className="flex flex-col gap-4">
          {experiences.fields.map((job, index) => (
            <li key={job.id} className="flex flex-col gap-2 border-b border-border pb-4 last:border-0 last:pb-0">
              <KeepBox
                form={form}
                name={`experiences.${index}.keep`}
                id={`cv-job-${index}`}
                label={`Garder l'expérience ${index + 1}${job.start ? ` (${dateText(job.start)} – ${job.end ? dateText(job.end) : "aujourd'hui"})` : ""}`}
                error={errors.experiences?.[index]?.keep?.message}
              />
              <div className="grid gap-3 @2xl:grid-cols-2">
                <TextField
                  label={`Intitulé du poste ${index + 1}`}
                  error={errors.experiences?.[index]?.title?.message}
                  {...form.register(`experiences.${index}.title`)}
                />
                <TextField
                  label={`Employeur ${index + 1}`}
                  error={errors.experiences?.[index]?.employer?.message}
                  {...form.register(`experiences.${index}.employer`)}
                />
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title="Votre formation"
        description={education.fields.length === 0 ? "Aucun diplôme n'a été trouvé dans ce CV." : undefined}
      >
        <ul className="flex flex-col gap-4">
          {education.fields.map((school, index) => (
            <li key={school.id} className="flex flex-col gap-2">
              <KeepBox
                form={form}
                name={`education.${index}.keep`}
                id={`cv-school-${index}`}
                label={`Garder la formation ${index + 1}${school.year ? ` (${school.year})` : ""}`}
                error={errors.education?.[index]?.keep?.message}
              />
              <div className="grid gap-3 @2xl:grid-cols-2">
                <TextField
                  label={`Diplôme ${index + 1}`}
                  error={errors.education?.[index]?.degree?.message}
                  {...form.register(`education.${index}.degree`)}
                />
                <TextField
                  label={`École ${index + 1}`}
                  error={errors.education?.[index]?.school?.message}
                  {...form.register(`education.${index}.school`)}
                />
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Vos compétences" description="Elles s'ajoutent à celles de votre profil.">
        <Controller
          control={form.control}
          name="skills.value"
          render={({ field }) => (
            <Field invalid={Boolean(errors.skills?.value)}>
              <FieldLabel>Compétences trouvées</FieldLabel>
              <FieldControl>
                <TagInput
                  ref={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onValueChange={(value) => {
                    field.onChange(value);
                    form.setValue("skills.apply", value.length > 0);
                  }}
                  maxTags={applyCvSkillLimits.count}
                  maxLength={applyCvSkillLimits.length}
                />
              </FieldControl>
              <FieldError>{errors.skills?.value?.message}</FieldError>
            </Field>
          )}
        />
        <ApplyChoice
          form={form}
          name="skills"
          id="cv-skills-apply"
          label="Ajouter ces compétences à mon profil"
          disabled={skills.length === 0}
        />
      </Section>

      <Section
        title="Vos langues"
        description={
          languages.fields.length === 0
            ? "Aucune langue n'a été trouvée dans ce CV."
            : "Elles remplacent celles de votre profil."
        }
      >
        <ul className="flex flex-col gap-3">
          {languages.fields.map((entry, index) => (
            <li key={entry.id} className="flex flex-col gap-2 @2xl:flex-row @2xl:items-center @2xl:gap-4">
              <KeepBox
                form={form}
                name={`languages.${index}.keep`}
                id={`cv-language-${index}`}
                label={`Garder ${entry.language}`}
                error={errors.languages?.[index]?.keep?.message}
              />
              <Controller
                control={form.control}
                name={`languages.${index}.level`}
                render={({ field }) => (
                  <Select
                    value={field.value ?? "none"}
                    onValueChange={(level) => field.onChange(level === "none" ? null : (level as LanguageLevel))}
                  >
                    <SelectTrigger
                      ref={field.ref}
                      onBlur={field.onBlur}
                      aria-label={`Niveau en ${entry.language}`}
                      className="w-full @2xl:w-56"
                    >
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value="none">Niveau non précisé</SelectItem>
                      {languageLevelCodes.map((level) => (
                        <SelectItem key={level} value={level}>
                          {languageLevelLabels[level]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </li>
          ))}
        </ul>
      </Section>

      {failure ? (
        <Alert variant="destructive" ref={failureRef} tabIndex={-1}>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" loading={saving} disabled={Object.keys(errors).length > 0}>
          Appliquer à mon profil
        </Button>
        <Button type="button" variant="outline" disabled={saving} onClick={() => void send({})}>
          Ne rien reprendre et continuer
        </Button>
      </div>
    </form>
  );
}
