import * as React from "react";

import { mergeSkills } from "@fuse/domain/analysis/merge-skills";
import { ApiError } from "@fuse/domain/api/client";
import type { ApplyCvRequest, CvFacts } from "@fuse/domain/cv-analysis/contract";
import type { YearMonth } from "@fuse/domain/cv-analysis/dates";
import { languageLevelCodes, languageLevelLabels } from "@fuse/domain/vocabulary";
import { Alert, AlertDescription } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Checkbox } from "@fuse/ui/checkbox";
import { Field, FieldControl, FieldDescription, FieldLabel } from "@fuse/ui/field";
import { Input } from "@fuse/ui/input";
import { Label } from "@fuse/ui/label";
import { CityAutocomplete } from "@fuse/ui/place-autocomplete";
import type { PlacesProvider } from "@fuse/ui/places";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@fuse/ui/select";
import { TagInput } from "@fuse/ui/tag-input";

import { JobTitleInput } from "../../rome/components/job-title-input.tsx";

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
};

type Text = { apply: boolean; value: string };
type City = {
  apply: boolean;
  text: string;
  postal_code: string | null;
  lat: number | null;
  lng: number | null;
  /** The suggestion's full text, which the combobox writes when it is picked. */
  picked?: string;
};
type Row<T> = T & { keep: boolean };

const monthNames = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."];
const dateText = (date: YearMonth | null) =>
  date ? `${date.month ? `${monthNames[date.month - 1]} ` : ""}${date.year}` : "";
const isoMonth = (date: YearMonth | null) =>
  date ? (date.month ? `${date.year}-${String(date.month).padStart(2, "0")}` : String(date.year)) : null;
const text = (value: string | number | null | undefined): Text => ({
  apply: value !== null && value !== undefined && String(value).trim() !== "",
  value: value === null || value === undefined ? "" : String(value),
});

/** The list with its entry at `index` changed. */
const update = <T,>(all: readonly T[], index: number, change: Partial<T>): T[] =>
  all.map((entry, at) => (at === index ? { ...entry, ...change } : entry));

/**
 * A value beside its « Reprendre » box. The row follows the form's own width, not the screen's: in a
 * narrow column on a wide screen, a row would squeeze the input to a few characters.
 */
const choiceRow = "flex flex-col gap-2 @2xl:flex-row @2xl:items-end @2xl:gap-4";

/** A labelled text input of a list's entry. */
function TextField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Input value={value} onChange={(event) => onChange(event.target.value)} />
      </FieldControl>
    </Field>
  );
}

/** One found value: the input to correct it and the box that takes it to the profile. */
/**
 * One text the CV gave, and whether it goes to the profile. Given `suggestJobTitles`, the text is a
 * trade: picked from the ROME titles or kept as typed on purpose, never taken half-typed.
 */
function TextChoice({
  id,
  label,
  choice,
  onChange,
  inputMode,
  suggestJobTitles,
}: {
  id: string;
  label: string;
  choice: Text;
  onChange: (next: Text) => void;
  inputMode?: "numeric" | "tel";
  suggestJobTitles?: (text: string, signal: AbortSignal) => Promise<readonly string[]>;
}) {
  return (
    <div className={choiceRow}>
      <Field className="min-w-0 flex-1">
        <FieldLabel>{label}</FieldLabel>
        <FieldControl>
          {suggestJobTitles ? (
            <JobTitleInput
              id={id}
              value={choice.value.trim() === "" ? null : choice.value}
              suggestJobTitles={suggestJobTitles}
              onValueChange={(value) => onChange({ apply: value !== null, value: value ?? "" })}
            />
          ) : (
            <Input
              id={id}
              value={choice.value}
              inputMode={inputMode}
              onChange={(event) => onChange({ apply: event.target.value.trim() !== "", value: event.target.value })}
            />
          )}
        </FieldControl>
      </Field>
      <ApplyBox
        id={`${id}-apply`}
        label={`Reprendre « ${label} » dans mon profil`}
        checked={choice.apply}
        disabled={choice.value.trim() === ""}
        onChange={(apply) => onChange({ ...choice, apply })}
      />
    </div>
  );
}

function ApplyBox({
  id,
  label,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex min-h-10 items-center gap-2 @2xl:w-72 @2xl:shrink-0">
      <Checkbox id={id} checked={checked} disabled={disabled} onCheckedChange={(value) => onChange(value === true)} />
      <Label htmlFor={id} className="text-sm font-normal">
        {label}
      </Label>
    </div>
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

/**
 * What the CV analysis found, for the candidate to check: every value can be corrected, and only
 * the ones they tick go to their profile. The e-mail address is shown, never applied (it is the
 * account's). A city applies once chosen from the list (it brings its position for the distances).
 */
export function CvReview({ facts, places, onApply, suggestJobTitles }: CvReviewProps) {
  const [firstName, setFirstName] = React.useState(text(facts.first_name));
  const [lastName, setLastName] = React.useState(text(facts.last_name));
  const [phone, setPhone] = React.useState(text(facts.phone));
  const [title, setTitle] = React.useState(text(facts.headline));
  const [years, setYears] = React.useState(text(facts.experience_years));
  const [city, setCity] = React.useState<City>({
    apply: false,
    text: facts.city ?? "",
    postal_code: facts.postal_code,
    lat: null,
    lng: null,
  });
  // An analysis made before skills were merged may still list « Excel » beside « Excel avancé ».
  const [skills, setSkills] = React.useState(() => {
    const found = mergeSkills(facts.skills);
    return { apply: found.length > 0, value: found };
  });
  const [languages, setLanguages] = React.useState<Row<{ language: string; level: string | null }>[]>(
    facts.languages.map((entry) => ({ ...entry, keep: true })),
  );
  const [experiences, setExperiences] = React.useState(
    facts.experiences.map((job) => ({
      keep: true,
      title: job.title,
      employer: job.employer ?? "",
      start: job.start,
      end: job.end,
    })),
  );
  const [education, setEducation] = React.useState(
    facts.education.map((school) => ({
      keep: true,
      degree: school.degree,
      school: school.school ?? "",
      year: school.year,
    })),
  );
  const [error, setError] = React.useState<string | null>(null);
  const [saving, setSaving] = React.useState(false);
  const errorRef = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const request = (): ApplyCvRequest => {
    const chosen: ApplyCvRequest = {};
    if (firstName.apply) chosen.first_name = firstName.value.trim();
    if (lastName.apply) chosen.last_name = lastName.value.trim();
    if (phone.apply) chosen.phone = phone.value.trim();
    if (title.apply) chosen.target_title = title.value.trim();
    if (years.apply && /^\d{1,2}$/.test(years.value.trim())) chosen.experience_years = Number(years.value.trim());
    if (city.apply && city.lat !== null && city.lng !== null)
      Object.assign(chosen, { city: city.text, postal_code: city.postal_code, lat: city.lat, lng: city.lng });
    if (skills.apply && skills.value.length > 0) chosen.skills = skills.value;
    const spoken = languages.filter((entry) => entry.keep);
    if (spoken.length > 0) chosen.languages = spoken.map(({ language, level }) => ({ language, level }));
    const jobs = experiences.filter((job) => job.keep && job.title.trim());
    if (jobs.length > 0)
      chosen.experiences = jobs.map((job) => ({
        title: job.title.trim(),
        employer: job.employer.trim() || null,
        start: isoMonth(job.start),
        end: isoMonth(job.end),
      }));
    const schools = education.filter((school) => school.keep && school.degree.trim());
    if (schools.length > 0)
      chosen.education = schools.map((school) => ({
        degree: school.degree.trim(),
        school: school.school.trim() || null,
        year: school.year,
      }));
    return chosen;
  };

  const submit = async (choice: ApplyCvRequest) => {
    setError(null);
    setSaving(true);
    try {
      await onApply(choice);
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? caught.message
          : "Vos choix n'ont pas pu être enregistrés. Vérifiez votre connexion puis réessayez.",
      );
    } finally {
      setSaving(false);
    }
  };

  const yearsInvalid = years.apply && years.value.trim() !== "" && !/^\d{1,2}$/.test(years.value.trim());

  return (
    <form
      noValidate
      aria-label="Vérifier les informations de mon CV"
      className="@container flex w-full min-w-0 flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(request());
      }}
    >
      <Section title="Vos coordonnées" description="Votre adresse e-mail reste celle de votre compte.">
        <TextChoice id="cv-first-name" label="Prénom" choice={firstName} onChange={setFirstName} />
        <TextChoice id="cv-last-name" label="Nom" choice={lastName} onChange={setLastName} />
        <TextChoice id="cv-phone" label="Téléphone" choice={phone} onChange={setPhone} inputMode="tel" />
        {facts.email ? (
          <p className="text-sm text-muted-foreground">
            Adresse e-mail trouvée : <span className="font-medium text-foreground">{facts.email}</span>
          </p>
        ) : null}
        <div className={choiceRow}>
          <Field className="min-w-0 flex-1">
            <FieldLabel>Ville</FieldLabel>
            <FieldControl>
              <CityAutocomplete
                id="cv-city"
                provider={places}
                value={city.text}
                listLabel="Villes suggérées"
                loadingText="Recherche…"
                emptyText="Aucune ville trouvée"
                onValueChange={(next) =>
                  // Typing again forgets the place chosen: only a suggestion carries its position.
                  setCity((before) =>
                    next === before.text || next === before.picked
                      ? before
                      : { apply: false, text: next, postal_code: null, lat: null, lng: null },
                  )
                }
                onSelect={(found) => {
                  const located = !(found.lat === 0 && found.lng === 0);
                  setCity((before) => ({
                    apply: located,
                    text: found.city,
                    postal_code: before.postal_code,
                    lat: located ? found.lat : null,
                    lng: located ? found.lng : null,
                    picked: found.description,
                  }));
                }}
              />
            </FieldControl>
            <FieldDescription>
              Choisissez-la dans la liste pour la reprendre : elle sert à calculer les distances.
            </FieldDescription>
          </Field>
          <ApplyBox
            id="cv-city-apply"
            label="Reprendre « Ville » dans mon profil"
            checked={city.apply}
            disabled={city.lat === null}
            onChange={(apply) => setCity({ ...city, apply })}
          />
        </div>
      </Section>

      <Section title="Votre métier">
        <TextChoice
          id="cv-title"
          label="Métier recherché"
          choice={title}
          onChange={setTitle}
          suggestJobTitles={suggestJobTitles}
        />
        <TextChoice id="cv-years" label="Années d'expérience" choice={years} onChange={setYears} inputMode="numeric" />
        {yearsInvalid ? <p className="text-sm text-destructive">Indiquez un nombre d'années entre 0 et 60.</p> : null}
      </Section>

      <Section
        title="Vos expériences"
        description={experiences.length === 0 ? "Aucune expérience n'a été trouvée dans ce CV." : undefined}
      >
        <ul className="flex flex-col gap-4">
          {experiences.map((job, index) => (
            <li key={index} className="flex flex-col gap-2 border-b border-border pb-4 last:border-0 last:pb-0">
              <ApplyBox
                id={`cv-job-${index}`}
                label={`Garder l'expérience ${index + 1}${job.start ? ` (${dateText(job.start)} – ${job.end ? dateText(job.end) : "aujourd'hui"})` : ""}`}
                checked={job.keep}
                onChange={(keep) => setExperiences((all) => update(all, index, { keep }))}
              />
              <div className="grid gap-3 @2xl:grid-cols-2">
                <TextField
                  label={`Intitulé du poste ${index + 1}`}
                  value={job.title}
                  onChange={(value) => setExperiences((all) => update(all, index, { title: value }))}
                />
                <TextField
                  label={`Employeur ${index + 1}`}
                  value={job.employer}
                  onChange={(value) => setExperiences((all) => update(all, index, { employer: value }))}
                />
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title="Votre formation"
        description={education.length === 0 ? "Aucun diplôme n'a été trouvé dans ce CV." : undefined}
      >
        <ul className="flex flex-col gap-4">
          {education.map((school, index) => (
            <li key={index} className="flex flex-col gap-2">
              <ApplyBox
                id={`cv-school-${index}`}
                label={`Garder la formation ${index + 1}${school.year ? ` (${school.year})` : ""}`}
                checked={school.keep}
                onChange={(keep) => setEducation((all) => update(all, index, { keep }))}
              />
              <div className="grid gap-3 @2xl:grid-cols-2">
                <TextField
                  label={`Diplôme ${index + 1}`}
                  value={school.degree}
                  onChange={(value) => setEducation((all) => update(all, index, { degree: value }))}
                />
                <TextField
                  label={`École ${index + 1}`}
                  value={school.school}
                  onChange={(value) => setEducation((all) => update(all, index, { school: value }))}
                />
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Vos compétences" description="Elles s'ajoutent à celles de votre profil.">
        <Field>
          <FieldLabel>Compétences trouvées</FieldLabel>
          <FieldControl>
            <TagInput
              value={skills.value}
              onValueChange={(value) => setSkills({ apply: value.length > 0, value })}
              max={50}
            />
          </FieldControl>
        </Field>
        <ApplyBox
          id="cv-skills-apply"
          label="Ajouter ces compétences à mon profil"
          checked={skills.apply}
          disabled={skills.value.length === 0}
          onChange={(apply) => setSkills({ ...skills, apply })}
        />
      </Section>

      <Section
        title="Vos langues"
        description={
          languages.length === 0
            ? "Aucune langue n'a été trouvée dans ce CV."
            : "Elles remplacent celles de votre profil."
        }
      >
        <ul className="flex flex-col gap-3">
          {languages.map((entry, index) => (
            <li key={entry.language} className="flex flex-col gap-2 @2xl:flex-row @2xl:items-center @2xl:gap-4">
              <ApplyBox
                id={`cv-language-${index}`}
                label={`Garder ${entry.language}`}
                checked={entry.keep}
                onChange={(keep) => setLanguages((all) => update(all, index, { keep }))}
              />
              <Select
                value={entry.level ?? "none"}
                onValueChange={(level) =>
                  setLanguages((all) => update(all, index, { level: level === "none" ? null : level }))
                }
              >
                <SelectTrigger aria-label={`Niveau en ${entry.language}`} className="w-full @2xl:w-56">
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
            </li>
          ))}
        </ul>
      </Section>

      {error ? (
        <Alert variant="destructive" ref={errorRef} tabIndex={-1}>
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" loading={saving} disabled={yearsInvalid}>
          Appliquer à mon profil
        </Button>
        <Button type="button" variant="outline" disabled={saving} onClick={() => void submit({})}>
          Ne rien reprendre et continuer
        </Button>
      </div>
    </form>
  );
}
