import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon, Trash2Icon } from "lucide-react";
import * as React from "react";
import { useController, type FieldErrors, type Resolver, type UseFormReturn } from "react-hook-form";
import { z } from "zod/mini";

import { ApiError } from "@fuse/domain/api/client";
import { formatEuros } from "@fuse/domain/format/number";
import { answersSchema } from "@fuse/domain/questionnaire/answers-schema";
import type { Answer, Answers, CityAnswer, LanguageAnswer, Question } from "@fuse/domain/questionnaire/contract";
import { anchorOf, questionOfField } from "@fuse/domain/questionnaire/steps";
import { languageLevelCodes, languageLevelLabels } from "@fuse/domain/vocabulary";
import { Avatar } from "@fuse/ui/avatar";
import { Button } from "@fuse/ui/button";
import { Checkbox } from "@fuse/ui/checkbox";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { FileDrop } from "@fuse/ui/file-drop";
import { Input } from "@fuse/ui/input";
import { Label } from "@fuse/ui/label";
import { CityAutocomplete } from "@fuse/ui/place-autocomplete";
import type { PlacesProvider } from "@fuse/ui/places";
import { RadioGroup, RadioGroupItem } from "@fuse/ui/radio-group";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@fuse/ui/select";
import { TagInput } from "@fuse/ui/tag-input";
import { Textarea } from "@fuse/ui/textarea";

import { JobTitleInput } from "../../rome/components/job-title-input.tsx";

/** What the inputs need from outside: suggestions, places, the photo upload and the net estimate. */
export interface QuestionServices {
  places: PlacesProvider;
  /** Job titles (ROME and offers) beginning with the typed words. */
  suggestJobTitles: (text: string, signal: AbortSignal) => Promise<readonly string[]>;
  /** Skills beginning with the typed words. */
  suggestSkills: (text: string, signal: AbortSignal) => Promise<readonly string[]>;
  /** Stores the photo and gives its public URL. */
  uploadPhoto: (file: File) => Promise<string>;
  /** The net monthly pay (before income tax) of a gross yearly salary: an estimate. */
  estimateNet: (grossYearly: number, signal: AbortSignal) => Promise<number>;
}

/** The levels offered for a language, as the vocabulary declares them. */
export const languageLevels = languageLevelCodes.map((value) => ({ value, label: languageLevelLabels[value] }));

const commonLanguages = ["Français", "Anglais", "Espagnol", "Allemand", "Italien", "Arabe", "Portugais", "Chinois"];

export type QuestionFieldProps = {
  question: Question;
  value: Answer | undefined;
  onChange: (value: Answer) => void;
  error?: string;
  services: QuestionServices;
  /** Who the photo shows, for its initials and its text alternative. */
  personName?: string;
};

/** One question of a questionnaire, with the input its type calls for, its help and its error. */
export function QuestionField({ question, value, onChange, error, services, personName }: QuestionFieldProps) {
  const id = React.useId();
  const required = Boolean(question.required);
  const help = question.help ? <FieldDescription>{question.help}</FieldDescription> : null;

  switch (question.type) {
    case "single_choice":
    case "multiple_choice":
    case "languages":
    case "photo":
    case "scale":
      return (
        <fieldset
          id={anchorOf(question)}
          className="flex flex-col gap-2"
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
        >
          <legend className="mb-1 text-sm leading-none font-medium">
            {question.label}
            {required ? (
              <span aria-hidden className="text-destructive">
                {" "}
                *
              </span>
            ) : null}
          </legend>
          {question.help ? <p className="text-sm text-muted-foreground">{question.help}</p> : null}
          <GroupInput
            question={question}
            value={value}
            onChange={onChange}
            services={services}
            personName={personName}
            invalid={Boolean(error)}
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </fieldset>
      );
    default:
      return (
        <Field invalid={Boolean(error)} required={required} id={anchorOf(question)}>
          <FieldLabel>{question.label}</FieldLabel>
          <FieldControl>
            <SingleInput question={question} value={value} onChange={onChange} services={services} />
          </FieldControl>
          {question.type === "salary" ? (
            <NetEstimate gross={typeof value === "number" ? value : null} services={services} />
          ) : null}
          {help}
          <FieldError>{error}</FieldError>
        </Field>
      );
  }
}

/** The values of a form of answers (react-hook-form): each question's answer at `answers.<id>`. */
export type AnswerValues = { answers: Answers };

/**
 * The answers to `questions` checked as the server checks them (the domain's rules): each required
 * question answered, each answer given valid for its question (of those `isChecked` says: the ones
 * sent). What is sent is what was typed (`raw`): the server cleans it.
 */
export const answersResolver = (
  questions: readonly Question[],
  isChecked?: (question: Question) => boolean,
): Resolver<AnswerValues> =>
  zodResolver(z.object({ answers: answersSchema(questions, { isChecked }) }), undefined, {
    raw: true,
  }) as unknown as Resolver<AnswerValues>;

/** The name the photo's initials come from: the first and last name answered, when there are. */
export function personNameOf(answers: Answers | undefined) {
  return [answers?.firstName, answers?.lastName].filter((part) => typeof part === "string").join(" ");
}

/** The first of `questions` with an error, in their order. */
export const firstInvalid = (questions: readonly Question[], errors: FieldErrors<AnswerValues>) =>
  questions.find((question) => errors.answers?.[question.id])?.id;

/**
 * A save the server refused: shown at its question when it names one of `questions` (which then
 * takes the focus), else the text to show above the button (the server's words, or ours when it
 * could not be reached).
 */
export function showSaveRefusal(
  form: UseFormReturn<AnswerValues>,
  questions: readonly Question[],
  error: unknown,
  focus: (question: string) => void,
): string | null {
  const question = error instanceof ApiError ? questionOfField(error.field) : undefined;
  if (question && questions.some((candidate) => candidate.id === question)) {
    form.setError(`answers.${question}`, {
      type: "server",
      message: error instanceof Error ? error.message : "Réponse refusée.",
    });
    focus(question);
    return null;
  }
  return error instanceof ApiError
    ? error.message
    : "Vos réponses n'ont pas pu être enregistrées. Vérifiez votre connexion puis réessayez.";
}

export type AnswerFieldProps = Omit<QuestionFieldProps, "value" | "onChange" | "error"> & {
  form: UseFormReturn<AnswerValues>;
};

/**
 * A question of a form of answers: its answer at `answers.<id>`, its error from the form's check or
 * the server. Changing the answer clears its error until the next check.
 */
export function AnswerField({ form, question, ...props }: AnswerFieldProps) {
  const name = `answers.${question.id}` as const;
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <QuestionField
      {...props}
      question={question}
      value={field.value}
      onChange={(value) => {
        field.onChange(value);
        if (fieldState.error) form.clearErrors(name);
      }}
      error={fieldState.error?.message}
    />
  );
}

type InputProps = Pick<QuestionFieldProps, "question" | "value" | "onChange" | "services">;

/** The inputs a label names directly: texts, numbers, the trade, the city, the skills. */
function SingleInput({ question, value, onChange, services, ...control }: InputProps) {
  const text = typeof value === "string" ? value : "";
  // The suggestion last picked: the field then reports its whole description as typed text, which
  // must not be taken for new typing (that would forget the place chosen).
  const picked = React.useRef<string | null>(null);
  switch (question.type) {
    case "long_text":
    case "rich_text":
      return (
        <Textarea
          {...control}
          value={text}
          rows={4}
          maxLength={4000}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case "number":
    case "salary":
      return (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={question.min}
          max={question.max}
          step={question.type === "salary" ? 1000 : 1}
          value={typeof value === "number" ? String(value) : ""}
          onChange={(event) => onChange(event.target.value === "" ? null : Math.trunc(Number(event.target.value)))}
        />
      );
    case "city":
      return (
        <CityAutocomplete
          {...control}
          provider={services.places}
          value={(value as CityAnswer | null)?.city ?? ""}
          listLabel="Villes suggérées"
          loadingText="Recherche…"
          emptyText="Aucune ville trouvée"
          placeholder="Lyon, Nantes, 33000…"
          onValueChange={(next) => {
            if (next === picked.current) return;
            // Typing again forgets the place chosen: only a suggestion carries its position.
            if (next !== (value as CityAnswer | null)?.city)
              onChange(next.trim() ? { city: next, postal_code: null, lat: null, lng: null } : null);
          }}
          onSelect={(city) => {
            picked.current = city.description;
            onChange({
              city: city.city,
              postal_code: null,
              lat: city.lat === 0 && city.lng === 0 ? null : city.lat,
              lng: city.lat === 0 && city.lng === 0 ? null : city.lng,
            });
          }}
        />
      );
    case "tags":
      return (
        <TagInput
          {...control}
          value={Array.isArray(value) ? (value as string[]) : []}
          onValueChange={onChange}
          maxTags={question.max ?? 10}
          maxLength={100}
          loadSuggestions={services.suggestSkills}
          placeholder="Ajoutez une compétence puis Entrée"
        />
      );
    case "job_title":
      // A title is picked among the ROME titles or kept as typed on purpose: half typed, it is no answer.
      return (
        <JobTitleInput
          {...control}
          value={text.trim() ? text : null}
          placeholder={question.placeholder}
          suggestJobTitles={services.suggestJobTitles}
          onValueChange={(next) => onChange(next)}
        />
      );
    default:
      return (
        <Input
          {...control}
          value={text}
          maxLength={200}
          placeholder={question.placeholder}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

/** The net beside the gross: an estimate from the official rules, said as such. */
function NetEstimate({ gross, services }: { gross: number | null; services: QuestionServices }) {
  const [net, setNet] = React.useState<{ gross: number; net: number | null } | null>(null);
  React.useEffect(() => {
    if (!gross || gross < 1000) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      services.estimateNet(gross, controller.signal).then(
        (value) => setNet({ gross, net: value }),
        () => {
          if (!controller.signal.aborted) setNet({ gross, net: null });
        },
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [gross, services]);
  let text = "Indiquez un montant brut annuel : l'estimation nette s'affiche ici.";
  if (gross && gross >= 1000 && net?.gross === gross) {
    text =
      net.net === null
        ? "L'estimation nette n'est pas disponible pour le moment."
        : `Soit environ ${formatEuros(net.net)} net par mois avant impôt (estimation, salarié non cadre).`;
  } else if (gross && gross >= 1000) {
    text = "Calcul de l'estimation nette…";
  }
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {text}
    </p>
  );
}

type GroupInputProps = Pick<QuestionFieldProps, "question" | "value" | "onChange" | "services" | "personName"> & {
  invalid: boolean;
};

/** The inputs made of several controls, named by the fieldset's legend. */
function GroupInput({ question, value, onChange, services, personName, invalid }: GroupInputProps) {
  const id = React.useId();
  switch (question.type) {
    case "single_choice":
      return (
        <RadioGroup
          aria-label={question.label}
          aria-invalid={invalid || undefined}
          value={typeof value === "string" ? value : ""}
          onValueChange={onChange}
          className="grid gap-2 sm:grid-cols-2"
        >
          {(question.options ?? []).map((option) => (
            <div key={option.value} className="flex items-center gap-2">
              <RadioGroupItem id={`${id}-${option.value}`} value={option.value} />
              <Label htmlFor={`${id}-${option.value}`} className="font-normal">
                {option.label}
              </Label>
            </div>
          ))}
        </RadioGroup>
      );
    case "multiple_choice": {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <div className="grid gap-2 sm:grid-cols-2">
          {(question.options ?? []).map((option) => (
            <div key={option.value} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-${option.value}`}
                checked={chosen.includes(option.value)}
                onCheckedChange={(checked) =>
                  onChange(checked ? [...chosen, option.value] : chosen.filter((item) => item !== option.value))
                }
              />
              <Label htmlFor={`${id}-${option.value}`} className="font-normal">
                {option.label}
              </Label>
            </div>
          ))}
        </div>
      );
    }
    case "scale": {
      const min = question.min ?? 1;
      const max = question.max ?? 5;
      return (
        <RadioGroup
          aria-label={question.label}
          value={typeof value === "number" ? String(value) : ""}
          onValueChange={(next) => onChange(Number(next))}
          className="flex flex-wrap gap-3"
        >
          {Array.from({ length: max - min + 1 }, (_, index) => String(min + index)).map((level) => (
            <div key={level} className="flex items-center gap-1">
              <RadioGroupItem id={`${id}-${level}`} value={level} />
              <Label htmlFor={`${id}-${level}`} className="font-normal">
                {level}
              </Label>
            </div>
          ))}
        </RadioGroup>
      );
    }
    case "languages":
      return <LanguagesInput value={Array.isArray(value) ? (value as LanguageAnswer[]) : []} onChange={onChange} />;
    case "photo":
      return (
        <PhotoInput
          value={typeof value === "string" ? value : null}
          onChange={onChange}
          upload={services.uploadPhoto}
          personName={personName}
        />
      );
    default:
      return null;
  }
}

/** Languages, each with its level; one line per language, added and removed by buttons. */
function LanguagesInput({ value, onChange }: { value: LanguageAnswer[]; onChange: (value: Answer) => void }) {
  const id = React.useId();
  const rows = value.length > 0 ? value : [];
  const update = (index: number, next: Partial<LanguageAnswer>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...next } : row)));
  return (
    <div className="flex flex-col gap-3">
      <datalist id={`${id}-languages`}>
        {commonLanguages.map((language) => (
          <option key={language} value={language} />
        ))}
      </datalist>
      {rows.map((row, index) => (
        <div key={index} className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[2fr_2fr_auto] sm:items-end">
          <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
            <Label htmlFor={`${id}-language-${index}`}>Langue {index + 1}</Label>
            <Input
              id={`${id}-language-${index}`}
              list={`${id}-languages`}
              value={row.language}
              maxLength={50}
              onChange={(event) => update(index, { language: event.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label id={`${id}-level-label-${index}`}>Niveau en {row.language || `langue ${index + 1}`}</Label>
            <Select value={row.level} onValueChange={(level) => update(index, { level })}>
              <SelectTrigger aria-labelledby={`${id}-level-label-${index}`} className="w-full">
                <SelectValue placeholder="Choisir" />
              </SelectTrigger>
              <SelectContent>
                {languageLevels.map((level) => (
                  <SelectItem key={level.value} value={level.value}>
                    {level.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Retirer ${row.language || `la langue ${index + 1}`}`}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          >
            <Trash2Icon aria-hidden />
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        className="self-start"
        onClick={() =>
          onChange([
            ...rows,
            { language: rows.length === 0 ? "Français" : "", level: rows.length === 0 ? "Langue maternelle" : "B2" },
          ])
        }
      >
        <PlusIcon aria-hidden />
        Ajouter une langue
      </Button>
    </div>
  );
}

/** The photo: sent as soon as it is chosen; without one, the initials show. */
function PhotoInput({
  value,
  onChange,
  upload,
  personName,
}: {
  value: string | null;
  onChange: (value: Answer) => void;
  upload: (file: File) => Promise<string>;
  personName?: string;
}) {
  const [state, setState] = React.useState<{ status: "idle" | "uploading" | "error"; file?: File; message?: string }>({
    status: "idle",
  });
  const send = async (file: File) => {
    setState({ status: "uploading", file });
    try {
      onChange(await upload(file));
      setState({ status: "idle" });
    } catch (error) {
      setState({
        status: "error",
        file,
        message: error instanceof Error && error.message ? error.message : "L'envoi de la photo a échoué.",
      });
    }
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Avatar size="lg" src={value ?? undefined} alt={personName?.trim() || "Votre photo"} />
      <div className="flex flex-1 flex-col gap-2">
        <FileDrop
          accept="image/png,image/jpeg,image/webp"
          maxSize={2 * 1024 * 1024}
          buttonLabel="Choisir une photo"
          hint="PNG, JPEG ou WebP, 2 Mo au plus."
          file={state.file ? { name: state.file.name, size: state.file.size } : undefined}
          status={state.status === "uploading" ? "uploading" : state.status === "error" ? "error" : undefined}
          errorMessage={state.message}
          onRetry={state.file ? () => void send(state.file!) : undefined}
          onFilesAccepted={([file]) => {
            if (file) void send(file);
          }}
          onFilesRejected={([rejection]) => setState({ status: "error", message: rejection?.message })}
        />
        {value ? (
          <Button type="button" variant="ghost" className="self-start" onClick={() => onChange(null)}>
            Retirer la photo
          </Button>
        ) : null}
      </div>
    </div>
  );
}
