// The administrators' questionnaire editor: its French words, the form's shape (a draft of each
// question, as its inputs hold it), the checks made before saving and the questions a draft becomes.
import { z } from "zod/mini";

import { formatNumber } from "../format/number.ts";
import { questionTypes, type Question, type QuestionType } from "../questionnaire/contract.ts";
import { withVocabularyOptions } from "../questionnaire/options.ts";
import { paths, pathTo } from "../vocabulary/paths.ts";
import { isVocabularyName, vocabularies, type VocabularyName } from "../vocabulary/registry.ts";
import { checkQuestions, contentLimits, slugify, type QuestionIssue } from "./schemas.ts";

/** What the questionnaire screens say, in French. */
export const adminQuestionnaireMessages = {
  listFailed: "Les questionnaires n'ont pas pu être chargés.",
  itemFailed: "Ce questionnaire n'a pas pu être chargé.",
  missing: "Ce questionnaire n'existe pas.",
  responsesFailed: "Les réponses n'ont pas pu être chargées.",
  saveFailed: "Le questionnaire n'a pas pu être enregistré. Vérifiez votre connexion puis réessayez.",
  createFailed: "Le questionnaire n'a pas pu être créé. Vérifiez votre connexion puis réessayez.",
  created: "Questionnaire créé",
  saved: (version: number) => `Questionnaire enregistré : version ${version} des questions`,
  savedTexts: (version: number) => `Questionnaire enregistré (questions inchangées, version ${version})`,
  retry: "Réessayer",
  offline: "Vérifiez votre connexion puis réessayez.",
} as const;

/** Each question type as the editor names it. */
export const questionTypeLabels: Record<QuestionType, string> = {
  single_choice: "Choix unique",
  multiple_choice: "Choix multiple",
  short_text: "Texte court",
  long_text: "Texte long",
  rich_text: "Texte mis en forme",
  number: "Nombre",
  scale: "Échelle",
  city: "Ville",
  tags: "Mots-clés (compétences)",
  photo: "Photo",
  job_title: "Intitulé de poste",
  salary: "Salaire",
  languages: "Langues et niveaux",
};

export const choiceTypes: readonly QuestionType[] = ["single_choice", "multiple_choice"];
/** The types whose input shows an example of what to type. */
export const placeholderTypes: readonly QuestionType[] = [
  "short_text",
  "long_text",
  "rich_text",
  "job_title",
  "number",
  "salary",
];
/** The types bounded from below (a number, a salary, the first level of a scale). */
export const minTypes: readonly QuestionType[] = ["number", "salary", "scale"];
/** The types bounded from above (and how many tags or choices at most). */
export const maxTypes: readonly QuestionType[] = ["number", "salary", "scale", "tags", "multiple_choice"];

/** One question as the editor's inputs hold it: every text as typed, numbers included. */
export interface QuestionDraft {
  id: string;
  type: QuestionType;
  label: string;
  required: boolean;
  help: string;
  placeholder: string;
  /** The step, as typed ("" for step 1). */
  step: string;
  min: string;
  max: string;
  /** The column its answer fills; "" for none. */
  field: string;
  /** For a choice question; `value` is "" until saved (made from the label), then kept for good. */
  options: { value: string; label: string }[];
  /** The vocabulary a choice question takes its options from (shown, not edited); "" for its own. */
  vocabulary: VocabularyName | "";
}

export interface QuestionnaireDraft {
  title: string;
  description: string;
  questions: QuestionDraft[];
}

const numberText = (value: number | undefined) => (value === undefined ? "" : String(value));

/** A stored question as the editor shows it; a question naming a vocabulary shows its options. */
export function draftOf(stored: Question): QuestionDraft {
  const question = withVocabularyOptions(stored);
  return {
    id: question.id,
    type: question.type,
    label: question.label,
    required: question.required ?? false,
    help: question.help ?? "",
    placeholder: question.placeholder ?? "",
    step: numberText(question.step),
    min: numberText(question.min),
    max: numberText(question.max),
    field: question.field ?? "",
    options: (question.options ?? []).map((option) => ({ ...option })),
    vocabulary: question.vocabulary ?? "",
  };
}

/** How the editor names the vocabulary a question takes its options from. */
export const vocabularyTitle = (name: VocabularyName) => vocabularies[name].title;

/** An identifier no other question has: `question1`, `question2`… */
export function newQuestionId(taken: readonly string[]): string {
  const used = new Set(taken);
  let rank = taken.length + 1;
  while (used.has(`question${rank}`)) rank += 1;
  return `question${rank}`;
}

/** A new short text question, on the step of the last one. */
export function newQuestionDraft(questions: readonly QuestionDraft[]): QuestionDraft {
  return {
    id: newQuestionId(questions.map((question) => question.id)),
    type: "short_text",
    label: "",
    required: false,
    help: "",
    placeholder: "",
    step: questions.at(-1)?.step ?? "",
    min: "",
    max: "",
    field: "",
    options: [],
    vocabulary: "",
  };
}

/** The value an option is stored with: made from its label, unlike every other one of the question. */
function optionValues(options: QuestionDraft["options"]): string[] {
  const values: string[] = [];
  for (const option of options) {
    if (option.value) {
      values.push(option.value);
      continue;
    }
    const base = (slugify(option.label, 90) || "reponse").slice(0, 90);
    let value = base;
    for (let rank = 2; values.includes(value) || options.some((other) => other.value === value); rank += 1)
      value = `${base}-${rank}`;
    values.push(value);
  }
  return values;
}

const integerOf = (text: string) => (text.trim() === "" ? undefined : Number(text.trim().replace(",", ".")));

/**
 * The question a draft stands for, as the server stores it: the attributes of its type only, empty
 * texts left out, option values made from new options' labels. `required: false` is written only
 * when the stored question said so, so saving an untouched question does not make a new version.
 */
export function questionOf(draft: QuestionDraft, stored?: Question): Question {
  const question: Question = { id: draft.id, type: draft.type, label: draft.label.trim() };
  if (draft.required || stored?.required !== undefined) question.required = draft.required;
  const step = integerOf(draft.step);
  if (step !== undefined) question.step = step;
  if (draft.help.trim()) question.help = draft.help.trim();
  if (placeholderTypes.includes(draft.type) && draft.placeholder.trim())
    question.placeholder = draft.placeholder.trim();
  const min = integerOf(draft.min);
  const max = integerOf(draft.max);
  if (minTypes.includes(draft.type) && min !== undefined) question.min = min;
  if (maxTypes.includes(draft.type) && max !== undefined) question.max = max;
  if (choiceTypes.includes(draft.type) && draft.vocabulary) {
    question.vocabulary = draft.vocabulary;
  } else if (choiceTypes.includes(draft.type)) {
    const values = optionValues(draft.options);
    question.options = draft.options.map((option, index) => ({ value: values[index]!, label: option.label.trim() }));
  }
  if (draft.field) question.field = draft.field;
  return question;
}

const isNumberText = (text: string) => text.trim() === "" || Number.isFinite(Number(text.trim().replace(",", ".")));

const questionDraftSchema = z
  .object({
    id: z.string(),
    type: z.enum(questionTypes, { error: "Choisissez le type de la question." }),
    label: z.string(),
    required: z.boolean(),
    help: z.string(),
    placeholder: z.string(),
    step: z.string(),
    min: z.string(),
    max: z.string(),
    field: z.string(),
    options: z.array(z.object({ value: z.string(), label: z.string() })),
    vocabulary: z.custom<VocabularyName | "">((value) => value === "" || isVocabularyName(value)),
  })
  .check(
    z.superRefine((draft, ctx) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.issues.push({ code: "custom", path, message, input: draft });
      const label = draft.label.trim();
      if (!label) issue(["label"], "Le libellé de la question est requis.");
      else if (label.length > 300) issue(["label"], "Le libellé ne peut pas dépasser 300 caractères.");
      if (draft.help.length > 1000) issue(["help"], "L'aide ne peut pas dépasser 1 000 caractères.");
      if (draft.placeholder.length > 200) issue(["placeholder"], "L'exemple ne peut pas dépasser 200 caractères.");
      const step = integerOf(draft.step);
      if (step !== undefined && !(Number.isInteger(step) && step >= 1 && step <= 100))
        issue(["step"], "L'étape est un nombre entier de 1 à 100.");
      if (!isNumberText(draft.min)) issue(["min"], "Le minimum doit être un nombre.");
      if (!isNumberText(draft.max)) issue(["max"], "Le maximum doit être un nombre.");
      const min = integerOf(draft.min);
      const max = integerOf(draft.max);
      if (
        minTypes.includes(draft.type) &&
        min !== undefined &&
        max !== undefined &&
        Number.isFinite(min) &&
        Number.isFinite(max) &&
        min > max
      )
        issue(["max"], "Le maximum doit être supérieur ou égal au minimum.");
      if (choiceTypes.includes(draft.type) && !draft.vocabulary) {
        if (draft.options.length < 2) issue(["options"], "Proposez au moins deux réponses.");
        draft.options.forEach((option, index) => {
          if (!option.label.trim()) issue(["options", index, "label"], "Le libellé de la réponse est requis.");
          else if (option.label.trim().length > 200)
            issue(["options", index, "label"], "Le libellé ne peut pas dépasser 200 caractères.");
        });
        const labels = draft.options.map((option) => option.label.trim().toLowerCase()).filter(Boolean);
        const twice = labels.find((text, index) => labels.indexOf(text) !== index);
        if (twice) issue(["options"], "Deux réponses proposées ont le même libellé.");
      }
    }),
  );

/** The editor's form, checked before anything is sent; every message in French, beside its input. */
export const questionnaireDraftSchema = z.object({
  title: z.string().check(
    z.trim(),
    z.refine((value) => value.length > 0, { error: "Le titre ne peut pas être vide.", abort: true }),
    z.refine((value) => value.length <= contentLimits.questionnaireTitle, {
      error: `Le titre ne peut pas dépasser ${contentLimits.questionnaireTitle} caractères.`,
    }),
  ),
  description: z.string().check(
    z.refine((value) => value.trim().length <= contentLimits.questionnaireDescription, {
      error: `La description ne peut pas dépasser ${contentLimits.questionnaireDescription} caractères.`,
    }),
  ),
  questions: z.array(questionDraftSchema).check(
    z.refine((questions) => questions.length > 0, { error: "Ajoutez au moins une question." }),
    z.refine((questions) => questions.length <= contentLimits.questions, {
      error: `${contentLimits.questions} questions au plus.`,
    }),
  ),
});

/** A problem of the form: its path (`questions.2.label`) and its French message. */
export type DraftIssue = QuestionIssue;

/**
 * Checks the editor's form: its own rules, then the server's rules for questions (the columns the
 * audience may fill included). The questions to send, or every problem found with its path.
 */
export function checkDraft(
  draft: QuestionnaireDraft,
  allowedFields: readonly string[],
  stored: readonly Question[] = [],
): { ok: true; questions: Question[] } | { ok: false; issues: DraftIssue[] } {
  const parsed = questionnaireDraftSchema.safeParse(draft);
  if (!parsed.success)
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        error: issue.message,
        field: issue.path.length > 0 ? issue.path.join(".") : "questions",
      })),
    };
  const storedById = new Map(stored.map((question) => [question.id, question]));
  const questions = draft.questions.map((question) => questionOf(question, storedById.get(question.id)));
  const checked = checkQuestions(questions, new Set(allowedFields));
  if (!checked.ok) return { ok: false, issues: [{ error: checked.error, field: checked.field }] };
  return { ok: true, questions: checked.questions };
}

/** A starter question for a new questionnaire: the server wants one at least. */
export const firstQuestion: Question = { id: "question1", type: "short_text", label: "Votre réponse", required: false };

/** The column a question fills, as the editor names it (`candidate_infos.city` → « Ville (profil candidat) »). */
export function describeField(field: string): string {
  const [table, column] = field.split(".");
  const owner = table === "candidate_infos" ? "profil candidat" : table === "companies" ? "entreprise" : table;
  return `${column} (${owner})`;
}

/** An answer as the responses list shows it, in French. */
export function describeAnswer(answer: unknown, choices: readonly string[] | null, type?: QuestionType | null): string {
  if (choices && choices.length > 0) return choices.join(", ");
  if (answer === null || answer === undefined || answer === "") return "Sans réponse";
  if (typeof answer === "boolean") return answer ? "Oui" : "Non";
  if (typeof answer === "number") return formatNumber(answer);
  // Rich text is read here as plain text: its words, without the markup.
  if (typeof answer === "string")
    return type === "rich_text"
      ? answer
          .replace(/<[^>]*>/g, " ")
          .replace(/\s+/g, " ")
          .trim()
      : answer;
  if (Array.isArray(answer)) {
    if (answer.length === 0) return "Sans réponse";
    return answer
      .map((item) =>
        item && typeof item === "object" && "language" in item
          ? `${String((item as { language: unknown }).language)} (${String((item as { level?: unknown }).level ?? "")})`
          : describeAnswer(item, null),
      )
      .join(", ");
  }
  if (typeof answer === "object" && "city" in answer) {
    const place = answer as { city: unknown; postal_code?: unknown };
    return place.postal_code ? `${String(place.city)} (${String(place.postal_code)})` : String(place.city);
  }
  return JSON.stringify(answer);
}

/** The public address of a questionnaire. */
export const questionnaireAddress = (slug: string) => pathTo(paths.questionnaire.bySlug, { slug });
