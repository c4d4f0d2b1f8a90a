// What the recruiter's questionnaires write into their company: the columns of the company form
// (its rules apply, as for « Mon Profil »), the person the account speaks for, and the culture
// answers of the company analyzer.
import type { PreRegistrationPrefill } from "@fuse/domain/pre-registration/contract";
import { sectorOfNaf } from "@fuse/domain/pre-registration/naf";
import { formatSiret, normalizeFrenchPhone, preRegistrationMessages } from "@fuse/domain/pre-registration/schema";
import type { Answers, CityAnswer, Question, QuestionnaireProgress } from "@fuse/domain/questionnaire/contract";
import type { Sql } from "@fuse/server-core/db/database.ts";

import { companyForm } from "../company-card/company-info.ts";
import { upsertByProfile } from "../http/ownership.ts";
import { databaseError, type Refusal } from "../http/validation.ts";

const prefix = "companies.";
const contactColumns = ["contact_name", "contact_role", "contact_phone"] as const;
/** Culture questions whose answers the company card also lists: the question's id, the card's column. */
const cardLists: Readonly<Record<string, string>> = { values: "company_values", benefits: "benefits" };

const fieldOf = (question: Question) => `answers.${question.id}`;
const invalid = (question: Question, detail = ""): Refusal => ({
  error: `La réponse à « ${question.label} » n'est pas valide.${detail ? ` ${detail}` : ""}`,
  field: fieldOf(question),
});

/** A rule's message as a sentence: a full stop added only where it has none. */
const sentence = (message: string) => (/[.!?…]$/.test(message) ? message : `${message}.`);

export const siretTakenMessage =
  "Entreprise déjà enregistrée : un compte existe déjà pour ce SIRET. Demandez à la personne qui l'a créé de vous inviter, ou contactez-nous.";

/** Whether the questionnaire writes into the company (`field` « companies.… »). */
export const fillsCompany = (questions: readonly Question[]) =>
  questions.some((question) => question.field?.startsWith(prefix));

/**
 * Writes the answers of one step into the recruiter's company. The company is created with its
 * name and SIRET; a SIRET another company has is refused at its question, and then nothing of the
 * step is written.
 */
export async function writeCompanyAnswers(
  tx: Sql,
  profileId: string,
  questions: readonly Question[],
  answers: Answers,
): Promise<(Refusal & { status: 400 | 409 }) | undefined> {
  const form: Record<string, unknown> = {};
  const contact: Record<string, string | null> = {};
  const culture: Record<string, unknown> = {};
  const questionOf = new Map<string, Question>();
  for (const question of questions) {
    if (!(question.id in answers) || !question.field?.startsWith(prefix)) continue;
    const column = question.field.slice(prefix.length);
    const answer = answers[question.id] ?? null;
    if (column === "culture") {
      culture[question.id] = answer;
      // The values and benefits chosen also fill the company card's lists, in their words.
      const cardList = cardLists[question.id];
      if (cardList && cardList in companyForm.shape) {
        form[cardList] = (Array.isArray(answer) ? answer : []).map(
          (value) => question.options?.find((option) => option.value === value)?.label ?? String(value),
        );
        questionOf.set(cardList, question);
      }
    } else if (question.type === "city") {
      const place = answer as CityAnswer | null;
      Object.assign(form, {
        city: place?.city ?? null,
        postal_code: place?.postal_code ?? null,
        lat: place?.lat ?? null,
        lng: place?.lng ?? null,
      });
      for (const key of ["city", "postal_code", "lat", "lng"]) questionOf.set(key, question);
    } else if ((contactColumns as readonly string[]).includes(column)) {
      const text = typeof answer === "string" ? answer.trim() : "";
      if (column === "contact_phone" && text) {
        const phone = normalizeFrenchPhone(text);
        if (!phone) return { status: 400, error: preRegistrationMessages.phone, field: fieldOf(question) };
        contact[column] = phone;
      } else {
        contact[column] = text || null;
      }
    } else {
      form[column] = answer === "" ? null : answer;
      questionOf.set(column, question);
    }
  }

  const parsed = companyForm.safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const question = questionOf.get(String(issue?.path[0] ?? ""));
    if (!question) return { status: 400, error: "Vos réponses n'ont pas pu être enregistrées.", field: "answers" };
    return { status: 400, ...invalid(question, issue?.code === "custom" ? sentence(issue.message) : "") };
  }
  const values = { ...parsed.data, ...contact };

  const { rows } = await tx.query("select 1 from public.companies where profile_id = $1", [profileId]);
  const exists = rows.length > 0;
  if (!exists && Object.keys(culture).length > 0) {
    return {
      status: 409,
      error: "Présentez d'abord votre entreprise dans le questionnaire recruteur.",
      field: "answers",
    };
  }
  if (!exists && Object.keys(values).length > 0 && (values.name == null || values.siret == null)) {
    const missing = questions.find(
      (question) => question.field === `${prefix}${values.name == null ? "name" : "siret"}`,
    );
    return {
      status: 400,
      error: `« ${missing?.label ?? "Nom de l'entreprise"} » est requis.`,
      field: missing ? fieldOf(missing) : "answers",
    };
  }
  await tx.query("savepoint company_answers");
  try {
    if (Object.keys(values).length > 0) {
      await upsertByProfile(tx, "companies", profileId, values, { company_values: "text[]", benefits: "text[]" }, [
        "profile_id",
      ]);
      // The NAF code the pre-registration chose, for the company it described.
      await tx.query(
        `update public.companies c set naf_code = p.sector
         from public.my_pre_registration() p
         where c.profile_id = $1 and c.naf_code is null and p.siret = c.siret and p.sector is not null`,
        [profileId],
      );
    }
    if (Object.keys(culture).length > 0) {
      await tx.query("update public.companies set culture = culture || $2::jsonb where profile_id = $1", [
        profileId,
        JSON.stringify(culture),
      ]);
    }
  } catch (error) {
    const constraint = databaseError(error)?.constraint;
    if (constraint !== "companies_siret_key") throw error;
    await tx.query("rollback to savepoint company_answers");
    const question = questions.find((candidate) => candidate.field === `${prefix}siret`);
    return { status: 409, error: siretTakenMessage, field: question ? fieldOf(question) : "answers" };
  }
  await tx.query("release savepoint company_answers");
  return undefined;
}

/** The answers of the questions filling `companies.<column>`, from values by column (options checked). */
function answersOf(questions: readonly Question[], byColumn: Record<string, Answers[string]>): QuestionnaireProgress {
  const answers: Answers = {};
  for (const question of questions) {
    const column = question.field?.startsWith(prefix) ? question.field.slice(prefix.length) : undefined;
    const value = column ? byColumn[column] : undefined;
    if (value === undefined || value === null) continue;
    const offered = question.options?.map((option) => option.value);
    if (offered && (typeof value !== "string" || !offered.includes(value))) continue;
    answers[question.id] = value;
  }
  return { answers, current_step: 1, submitted_at: null };
}

interface CompanyRow {
  name: string;
  siret: string;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  lat: number | null;
  lng: number | null;
  size: string | null;
  sector: string | null;
  description: string | null;
  contact_name: string | null;
  contact_role: string | null;
  contact_phone: string | null;
}

/**
 * The recruiter questionnaire as the caller's company already answers it: a company described
 * before any answer was saved (an account made otherwise, or answers written elsewhere) shows its
 * values, not blanks; undefined when the company does not exist yet.
 */
async function prefillFromCompany(tx: Sql, questions: readonly Question[]) {
  const { rows } = await tx.query<CompanyRow>(
    `select name, siret, address, city, postal_code, lat, lng, size, sector, description,
            contact_name, contact_role, contact_phone
     from public.companies where profile_id = (select public.my_profile_id())`,
  );
  const found = rows[0];
  if (!found) return undefined;
  return answersOf(questions, {
    ...found,
    siret: formatSiret(found.siret),
    city: found.city ? { city: found.city, postal_code: found.postal_code, lat: found.lat, lng: found.lng } : null,
  });
}

/**
 * The recruiter questionnaire as the caller's pre-registration answers it (found by their confirmed
 * address), so they only check and complete; undefined when there is none.
 */
async function prefillFromPreRegistration(tx: Sql, questions: readonly Question[]) {
  const { rows } = await tx.query<PreRegistrationPrefill>("select * from public.my_pre_registration()");
  const found = rows[0];
  if (!found) return undefined;
  return answersOf(questions, {
    name: found.company_name,
    siret: formatSiret(found.siret),
    address: found.address,
    city: found.city ? { city: found.city, postal_code: found.postal_code, lat: found.lat, lng: found.lng } : null,
    size: found.size,
    sector: found.sector ? sectorOfNaf(found.sector) : null,
    contact_name: found.contact_name,
    contact_phone: found.phone,
  });
}

/**
 * Where a recruiter with no saved answer starts the recruiter questionnaire: their company as it
 * stands, else their pre-registration; undefined when neither exists.
 */
export async function prefillRecruiterAnswers(
  tx: Sql,
  questions: readonly Question[],
): Promise<QuestionnaireProgress | undefined> {
  return (await prefillFromCompany(tx, questions)) ?? (await prefillFromPreRegistration(tx, questions));
}
