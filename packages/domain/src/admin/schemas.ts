import { z } from "zod/mini";

import { publicSlugPattern } from "../candidate-card/public-slug.ts";
import { questionTypes, type Question } from "../questionnaire/contract.ts";
import { audiences, isOneLine, oneLineMessage, type Audience } from "../vocabulary/index.ts";
import { isVocabularyName, vocabularies } from "../vocabulary/registry.ts";

// `zod/mini`: the administrators' forms ship these schemas to the browser; the server validates the
// same bodies with them, so a form shows the messages the server would answer with. Every rule
// carries its own French message (the server passes custom messages through as they are).

/** Who a piece of content is for: the vocabulary's audiences, which the admin's forms read here. */
export { audiences, type Audience };

/** Bounds of the database's checks (supabase/migrations/20261121160000_content.sql). */
export const contentLimits = {
  newsTitle: 200,
  newsExcerpt: 500,
  newsBody: 50_000,
  slug: 120,
  faqQuestion: 300,
  faqAnswer: 10_000,
  faqCategory: 80,
  pageTitle: 200,
  pageBody: 100_000,
  questionnaireTitle: 200,
  questionnaireDescription: 2_000,
  questionnaireSlug: 80,
  questions: 200,
} as const;

/** The slug of a news item or a page (/actualites/…, /p/…): the rule of every public page's address. */
export const contentSlugPattern = publicSlugPattern;
/** The slug of a questionnaire (/questionnaire/companyAnalyzer): letters of either case allowed. */
export const questionnaireSlugPattern = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;

/**
 * An address made from a title: accents dropped, lower case, words joined by dashes, cut at a word
 * boundary to fit `max` characters. Empty when the title has no letter or digit.
 */
export function slugify(title: string, max = 80): string {
  const words = title
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/œ/gi, "oe")
    .replace(/æ/gi, "ae")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > max) return slug || word.slice(0, max);
    slug = next;
  }
  return slug;
}

const text = (label: string, max: number) =>
  z.string({ error: `${label} doit être un texte.` }).check(
    z.trim(),
    z.refine((value) => value.length > 0, { error: `${label} ne peut pas être vide.`, abort: true }),
    z.refine((value) => value.length <= max, { error: `${label} ne peut pas dépasser ${max} caractères.` }),
  );

/** A text on one line: a title, a label, a question, an e-mail's subject. */
const line = (label: string, max: number) =>
  z.string({ error: `${label} doit être un texte.` }).check(
    z.trim(),
    z.refine((value) => value.length > 0, { error: `${label} ne peut pas être vide.`, abort: true }),
    z.refine((value) => value.length <= max, { error: `${label} ne peut pas dépasser ${max} caractères.` }),
    z.refine(isOneLine, { error: oneLineMessage(label) }),
  );

const optionalLongText = (label: string, max: number) =>
  z.string({ error: `${label} doit être un texte.` }).check(
    z.trim(),
    z.refine((value) => value.length <= max, { error: `${label} ne peut pas dépasser ${max} caractères.` }),
  );

/** Rich text as sent; the server sanitises it and checks the length again once cleaned. */
const richText = (label: string, max: number) =>
  z
    .string({ error: `${label} doit être un texte.` })
    .check(z.refine((value) => value.length <= max, { error: `${label} ne peut pas dépasser ${max} caractères.` }));

const slug = (label: string, max: number, pattern: RegExp, letters: string) =>
  z.string({ error: `${label} doit être un texte.` }).check(
    z.trim(),
    z.refine((value) => value.length > 0, { error: `${label} ne peut pas être vide.`, abort: true }),
    z.refine((value) => value.length <= max, { error: `${label} ne peut pas dépasser ${max} caractères.` }),
    z.refine((value) => pattern.test(value), {
      error: `${label} ne peut contenir que des ${letters} sans accent et des chiffres, séparés par des tirets.`,
    }),
  );

const audience = z.enum(audiences, { error: "Choisissez le public : tous, candidats ou recruteurs." });

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` can be the id of a row (an address naming an item, a page, an account). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
const id = (label: string) =>
  z
    .string({ error: `${label} doit être un identifiant.` })
    .check(z.refine((value) => uuidPattern.test(value), { error: `${label} n'est pas un identifiant valide.` }));

// News ------------------------------------------------------------------------------------------------

/** How a news item is published: kept as a draft, now, or at a date (`publish_at`). */
export const publishModes = ["none", "now", "at"] as const;
export type PublishMode = (typeof publishModes)[number];

const dateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A moment with its time zone (`2026-12-01T09:00:00+01:00`), as the server can place it. */
const publishAt = z.string({ error: "La date de publication doit être une date et une heure." }).check(
  z.refine((value) => dateTimePattern.test(value) && !Number.isNaN(Date.parse(value)), {
    error: "La date de publication doit être une date et une heure avec son fuseau (2026-12-01T09:00:00+01:00).",
    abort: true,
  }),
  z.refine((value) => value >= "2000" && value < "2101", {
    error: "La date de publication doit être comprise entre 2000 et 2100.",
  }),
);

const newsFields = {
  title: line("Le titre", contentLimits.newsTitle),
  slug: slug("L'adresse", contentLimits.slug, contentSlugPattern, "lettres minuscules"),
  excerpt: optionalLongText("Le chapô", contentLimits.newsExcerpt),
  body: richText("Le texte", contentLimits.newsBody),
  audience,
  publish: z.enum(publishModes, {
    error: "Choisissez la publication : brouillon (none), maintenant (now) ou à une date (at).",
  }),
  publish_at: z.nullable(publishAt),
};

type PublishFields = { publish?: PublishMode | undefined; publish_at?: string | null | undefined };

const publishRule = z.superRefine<PublishFields>((news, ctx) => {
  if (news.publish === "at" && !news.publish_at)
    ctx.addIssue({
      code: "custom",
      input: news,
      path: ["publish_at"],
      message: "Indiquez la date et l'heure de publication.",
    });
  if (news.publish_at && news.publish !== "at")
    ctx.addIssue({
      code: "custom",
      input: news,
      path: ["publish"],
      message: "Une date de publication va avec « publish » : « at ».",
    });
});

/** `POST /api/admin/news`: a title at least; the address is made from it when not given. */
export const newsCreateSchema = z
  .strictObject({
    title: newsFields.title,
    slug: z.optional(newsFields.slug),
    excerpt: z.optional(newsFields.excerpt),
    body: z.optional(newsFields.body),
    audience: z.optional(newsFields.audience),
    publish: z.optional(newsFields.publish),
    publish_at: z.optional(newsFields.publish_at),
  })
  .check(publishRule);

/** `PATCH /api/admin/news/{id}`: the fields that change; `publish` absent keeps the item's state. */
export const newsUpdateSchema = z
  .strictObject({
    title: z.optional(newsFields.title),
    slug: z.optional(newsFields.slug),
    excerpt: z.optional(newsFields.excerpt),
    body: z.optional(newsFields.body),
    audience: z.optional(newsFields.audience),
    publish: z.optional(newsFields.publish),
    publish_at: z.optional(newsFields.publish_at),
  })
  .check(publishRule);

export type NewsCreate = z.output<typeof newsCreateSchema>;
export type NewsUpdate = z.output<typeof newsUpdateSchema>;

// FAQ ------------------------------------------------------------------------------------------------

export const faqCategorySchema = z.strictObject({ label: line("Le nom de la catégorie", contentLimits.faqCategory) });
export type FaqCategoryInput = z.output<typeof faqCategorySchema>;

const faqItemFields = {
  question: line("La question", contentLimits.faqQuestion),
  answer: richText("La réponse", contentLimits.faqAnswer),
  audience,
  category_id: z.nullable(id("La catégorie")),
};

/** `POST /api/admin/faq/items`: a question and its answer, in a category or none (« Autres questions »). */
export const faqItemCreateSchema = z.strictObject({
  question: faqItemFields.question,
  answer: faqItemFields.answer,
  audience: z.optional(faqItemFields.audience),
  category_id: z.optional(faqItemFields.category_id),
});

export const faqItemUpdateSchema = z.strictObject({
  question: z.optional(faqItemFields.question),
  answer: z.optional(faqItemFields.answer),
  audience: z.optional(faqItemFields.audience),
  category_id: z.optional(faqItemFields.category_id),
});

export type FaqItemCreate = z.output<typeof faqItemCreateSchema>;
export type FaqItemUpdate = z.output<typeof faqItemUpdateSchema>;

const idList = (label: string) =>
  z.array(id(label), { error: `${label} : une liste d'identifiants est attendue.` }).check(
    z.refine((ids) => ids.length <= 1000, { error: `${label} : 1 000 au plus.` }),
    z.refine((ids) => new Set(ids.map((value) => value.toLowerCase())).size === ids.length, {
      error: `${label} : un identifiant apparaît deux fois.`,
    }),
  );

/**
 * `PUT /api/admin/faq/order`: every category in its new order, each with every one of its questions
 * in order, and the questions without a category. Lists that leave one out, or add one, are refused.
 */
export const faqOrderSchema = z.strictObject({
  categories: z
    .array(z.strictObject({ id: id("La catégorie"), items: idList("Les questions de la catégorie") }), {
      error: "« categories » doit être une liste.",
    })
    .check(
      z.refine((categories) => categories.length <= 200, { error: "Trop de catégories (200 au plus)." }),
      z.refine(
        (categories) => new Set(categories.map((category) => category.id.toLowerCase())).size === categories.length,
        { error: "Une catégorie apparaît deux fois." },
      ),
    ),
  uncategorized: idList("Les questions sans catégorie"),
});
export type FaqOrder = z.output<typeof faqOrderSchema>;

// Pages ----------------------------------------------------------------------------------------------

const pageFields = {
  slug: slug("L'adresse", contentLimits.slug, contentSlugPattern, "lettres minuscules"),
  title: line("Le titre", contentLimits.pageTitle),
  body: richText("Le texte", contentLimits.pageBody),
  published: z.boolean({ error: "« Publiée » doit valoir true ou false." }),
};

/** `POST /api/admin/pages`: a page at /p/{slug}, unpublished unless said. */
export const pageCreateSchema = z.strictObject({
  slug: pageFields.slug,
  title: pageFields.title,
  body: z.optional(pageFields.body),
  published: z.optional(pageFields.published),
});

export const pageUpdateSchema = z.strictObject({
  slug: z.optional(pageFields.slug),
  title: z.optional(pageFields.title),
  body: z.optional(pageFields.body),
  published: z.optional(pageFields.published),
});

export type PageCreate = z.output<typeof pageCreateSchema>;
export type PageUpdate = z.output<typeof pageUpdateSchema>;

// Questionnaires -----------------------------------------------------------------------------------

const questionnaireFields = {
  title: line("Le titre", contentLimits.questionnaireTitle),
  description: optionalLongText("La description", contentLimits.questionnaireDescription),
  // Checked one by one by `checkQuestions`, whose messages name the question at fault.
  questions: z.array(z.unknown(), { error: "« questions » doit être une liste de questions." }),
};

/** `PUT /api/admin/questionnaires/{slug}`: its texts and its questions (the whole list). */
export const questionnaireUpdateSchema = z.strictObject({
  title: questionnaireFields.title,
  description: z.optional(questionnaireFields.description),
  questions: questionnaireFields.questions,
});

/** `POST /api/admin/questionnaires`: a new questionnaire, answered at /questionnaire/{slug}. */
export const questionnaireCreateSchema = z.strictObject({
  slug: slug("L'adresse", contentLimits.questionnaireSlug, questionnaireSlugPattern, "lettres"),
  title: questionnaireFields.title,
  description: z.optional(questionnaireFields.description),
  audience: z.optional(audience),
  questions: questionnaireFields.questions,
});

export type QuestionnaireUpdate = z.output<typeof questionnaireUpdateSchema>;
export type QuestionnaireCreate = z.output<typeof questionnaireCreateSchema>;

/** The questions a renderer offers choices for: they need two options at least. */
const choiceTypes: readonly string[] = ["single_choice", "multiple_choice"];
const questionKeys = [
  "id",
  "type",
  "label",
  "step",
  "required",
  "help",
  "placeholder",
  "options",
  "vocabulary",
  "min",
  "max",
  "field",
] as const;
const questionIdPattern = /^[a-z][a-zA-Z0-9_]*$/;

export interface QuestionIssue {
  error: string;
  /** `questions.<index>.<key>`. */
  field: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isText = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.trim() !== "" && value.length <= max;

/** How a message names a question: by its label when it has one, else by its rank. */
function nameOf(question: unknown, index: number) {
  const label = isRecord(question) && typeof question.label === "string" ? question.label.trim() : "";
  return label ? `Question « ${label.length > 60 ? `${label.slice(0, 59)}…` : label} »` : `Question n° ${index + 1}`;
}

/** The first problem of one question, as `[key, message]`. */
function questionProblem(
  question: Record<string, unknown>,
  allowedFields: ReadonlySet<string> | undefined,
): [string, string] | undefined {
  const unknown = Object.keys(question).find((key) => !(questionKeys as readonly string[]).includes(key));
  if (unknown) return [unknown, `le champ « ${unknown} » n'existe pas.`];
  const { id, type, label, step, required, help, placeholder, options, vocabulary, min, max, field } = question;
  if (typeof id !== "string" || !questionIdPattern.test(id) || id.length > 60)
    return [
      "id",
      "l'identifiant doit commencer par une lettre minuscule, suivie de lettres, de chiffres ou de « _ » (60 caractères au plus).",
    ];
  if (typeof type !== "string" || !(questionTypes as readonly string[]).includes(type))
    return ["type", `le type doit être l'un de : ${questionTypes.join(", ")}.`];
  if (!isText(label, 300)) return ["label", "le libellé est requis (300 caractères au plus)."];
  if (step !== undefined && (typeof step !== "number" || !Number.isInteger(step) || step < 1 || step > 100))
    return ["step", "l'étape doit être un nombre entier de 1 à 100."];
  if (required !== undefined && typeof required !== "boolean")
    return ["required", "« required » doit valoir true ou false."];
  if (help !== undefined && (typeof help !== "string" || help.length > 1000))
    return ["help", "l'aide doit être un texte de 1 000 caractères au plus."];
  if (placeholder !== undefined && (typeof placeholder !== "string" || placeholder.length > 200))
    return ["placeholder", "l'exemple de saisie doit être un texte de 200 caractères au plus."];
  for (const [key, bound] of [
    ["min", min],
    ["max", max],
  ] as const) {
    if (bound !== undefined && (typeof bound !== "number" || !Number.isFinite(bound)))
      return [key, `« ${key} » doit être un nombre.`];
  }
  if (typeof min === "number" && typeof max === "number" && min > max)
    return ["max", "le maximum doit être supérieur ou égal au minimum."];
  if (vocabulary !== undefined) {
    if (!choiceTypes.includes(type))
      return ["vocabulary", "seule une question à choix tire ses réponses d'un vocabulaire."];
    if (!isVocabularyName(vocabulary))
      return ["vocabulary", `« vocabulary » nomme l'un de : ${Object.keys(vocabularies).join(", ")}.`];
    if (options !== undefined)
      return ["options", "une question qui tire ses réponses d'un vocabulaire n'en recopie pas : retirez « options »."];
  } else if (options !== undefined || choiceTypes.includes(type)) {
    if (!Array.isArray(options) || (choiceTypes.includes(type) && options.length < 2))
      return ["options", "une question à choix propose au moins deux réponses."];
    if (options.length > 100) return ["options", "100 réponses proposées au plus."];
    const values = new Set<string>();
    for (const option of options) {
      if (!isRecord(option) || !isText(option.value, 100) || !isText(option.label, 200))
        return [
          "options",
          "chaque réponse proposée a une valeur (100 caractères au plus) et un libellé (200 au plus).",
        ];
      if (Object.keys(option).some((key) => key !== "value" && key !== "label"))
        return ["options", "une réponse proposée n'a qu'une valeur et un libellé."];
      if (values.has(option.value)) return ["options", `la valeur « ${option.value} » est proposée deux fois.`];
      values.add(option.value);
    }
  }
  if (field !== undefined) {
    if (typeof field !== "string" || field.length > 80) return ["field", "« field » doit être un texte."];
    if (allowedFields && !allowedFields.has(field))
      return [
        "field",
        allowedFields.size === 0
          ? "les réponses à ce questionnaire ne remplissent aucune colonne du profil : retirez « field »."
          : `« ${field} » n'est pas une colonne que le public de ce questionnaire peut remplir.`,
      ];
    if (type === "city" && !field.endsWith(".city"))
      return ["field", "une question de type « city » remplit la ville (« ….city »)."];
  }
  return undefined;
}

/**
 * Checks a questionnaire's questions with the database's rules (`public.is_valid_questionnaire`)
 * and the renderer's (its types, steps, bounds and options), and the columns the answers may fill
 * (`allowedFields`, the set the questionnaire's audience may write; undefined: not checked). The
 * first problem comes back in French, naming the question.
 */
export function checkQuestions(
  questions: readonly unknown[],
  allowedFields?: ReadonlySet<string>,
): { ok: true; questions: Question[] } | ({ ok: false } & QuestionIssue) {
  if (questions.length === 0) return { ok: false, error: "Ajoutez au moins une question.", field: "questions" };
  if (questions.length > contentLimits.questions)
    return { ok: false, error: `${contentLimits.questions} questions au plus.`, field: "questions" };
  const seen = new Set<string>();
  for (const [index, question] of questions.entries()) {
    if (!isRecord(question))
      return { ok: false, error: `Question n° ${index + 1} : une question est un objet.`, field: `questions.${index}` };
    const problem = questionProblem(question, allowedFields);
    if (problem)
      return {
        ok: false,
        error: `${nameOf(question, index)} : ${problem[1]}`,
        field: `questions.${index}.${problem[0]}`,
      };
    const questionId = question.id as string;
    if (seen.has(questionId))
      return {
        ok: false,
        error: `${nameOf(question, index)} : l'identifiant « ${questionId} » est déjà celui d'une autre question.`,
        field: `questions.${index}.id`,
      };
    seen.add(questionId);
  }
  return { ok: true, questions: questions as Question[] };
}

// Journal ----------------------------------------------------------------------------------------------

/** What the journal records actions on. */
export const journalEntities = [
  "news",
  "faq_items",
  "faq_categories",
  "pages",
  "questionnaires",
  "contact_messages",
  "pre_registrations",
  "users",
] as const;
export type JournalEntity = (typeof journalEntities)[number];

/** French names of the fields, for the server's messages. */
export const adminContentLabels = {
  title: "Titre",
  slug: "Adresse",
  excerpt: "Chapô",
  body: "Texte",
  audience: "Public",
  publish: "Publication",
  publish_at: "Date de publication",
  label: "Nom de la catégorie",
  question: "Question",
  answer: "Réponse",
  category_id: "Catégorie",
  categories: "Catégories",
  uncategorized: "Questions sans catégorie",
  items: "Questions",
  published: "Publiée",
  description: "Description",
  questions: "Questions",
  id: "Identifiant",
  q: "Recherche",
  status: "État",
  page: "Page",
  entity: "Objet",
} as const;

/** An answer to a contact message (`POST /api/admin/contact-messages/{id}/reply`). */
export const contactReplySchema = z.strictObject({
  subject: z.optional(line("L'objet", 200)),
  message: text("La réponse", 5000),
});
export type ContactReply = z.output<typeof contactReplySchema>;
export type ContactReplyValues = z.input<typeof contactReplySchema>;
