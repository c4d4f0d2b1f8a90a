import { Hono } from "hono";
import { z } from "zod/mini";

import type { ApiResponse } from "@fuse/domain/api/contract";
import { clearable } from "@fuse/domain/api/request-fields";
import {
  cardSettingsFields,
  cardSettingsLabels,
  publicCardNeedsAddress,
  storedCardSettingsSchema,
} from "@fuse/domain/candidate-card/card-settings-schema";
import { chosenRomeCode, unknownRomeCode } from "@fuse/domain/rome/trade";
import { tradeOf } from "@fuse/domain/rome/trades";
import { contractTypes, isOneLine, oneLineMessage, remotePreferences } from "@fuse/domain/vocabulary";
import type { ServerContext } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";

import { answer, type Outcome } from "../http/outcome.ts";
import {
  accessDenied,
  isForeignUserId,
  ownProfileOfType,
  ownRowReadRoute,
  upsertByProfile,
} from "../http/ownership.ts";
import { databaseError, userId, type FieldLabels } from "../http/validation.ts";
import { validated } from "../http/validator.ts";
import type { AuthEnv } from "../http/verify.ts";
import { tradeColumns, withRomeLabel } from "../rome/trade-columns.ts";
import { jsonObject, latitude, longitude, optionalPattern, optionalText, postalCode, richText } from "./fields.ts";

/**
 * What a candidate may write about themselves (columns of `public.candidate_infos`). Every key is
 * optional: absent keys keep their value, null clears a nullable one. The portrait is sanitised.
 */
export const candidateForm = z.strictObject({
  first_name: optionalText(100),
  last_name: optionalText(100),
  headline: clearable(cardSettingsFields.headline),
  /** The trade the candidate is looking for, in their words; its ROME family is worked out on write. */
  target_title: optionalText(200),
  phone: optionalPattern(30, /^\+?[0-9][0-9 ().-]*$/, "« Téléphone » n'est pas un numéro valide."),
  /** The photo: the public URL of the candidate's object in the avatars bucket. */
  avatar_url: optionalPattern(
    500,
    /^(https?:\/\/[^/\s"<>]+)?\/storage\/v1\/object\/public\/avatars\/[^\s"<>]+$/,
    "« Photo » doit être une image envoyée sur Fuse.",
  ),
  city: optionalText(200),
  postal_code: postalCode,
  lat: latitude,
  lng: longitude,
  mobility_radius_km: z.optional(z.int().check(z.minimum(0), z.maximum(1000))),
  contract_types: z.optional(
    z.pipe(
      z.array(z.enum(contractTypes)).check(z.maxLength(contractTypes.length * 2)),
      z.transform((types) => [...new Set(types)]),
    ),
  ),
  remote_preference: z.optional(z.enum(remotePreferences)),
  salary_expectation: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(1_000_000)))),
  skills: z.optional(
    z
      .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100), z.refine(isOneLine, oneLineMessage())))
      .check(z.maxLength(50)),
  ),
  languages: z.optional(
    z
      .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(50), z.refine(isOneLine, oneLineMessage())))
      .check(z.maxLength(20)),
  ),
  experience_years: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(60)))),
  memo: richText(20_000, "Mon portrait"),
  analyzer_cv: z.optional(z.boolean()),
  cv_analysis: z.optional(z.nullable(jsonObject(100_000))),
  voice_analysis: z.optional(z.nullable(jsonObject(100_000))),
  card_slug: clearable(cardSettingsFields.card_slug),
  card_visible: z.optional(z.boolean()),
  card_settings: z.optional(z.pipe(jsonObject(10_000), storedCardSettingsSchema)),
  /** The card at /p/{slug} for anyone, when true; `card_indexable` lets search engines list it. */
  card_public: z.optional(z.boolean()),
  card_indexable: z.optional(z.boolean()),
  /** Name and photo hidden from recruiters until a mutual match. */
  anonymous: z.optional(z.boolean()),
});

export type CandidateForm = z.output<typeof candidateForm>;

/**
 * What the candidate writes from their own screens: the form and the ROME family they chose for
 * their trade (null clears it), kept when the target title changes later; absent, the target
 * title's family is worked out as before. Not a questionnaire's column: a family is picked from
 * the ROME's list, never typed.
 */
const ownCandidateForm = z.extend(candidateForm, {
  rome_code: z.optional(
    chosenRomeCode.check(z.refine((code) => code === null || tradeOf(code) !== undefined, unknownRomeCode)),
  ),
});

type OwnCandidateForm = z.output<typeof ownCandidateForm>;

/** `POST /api/profile/info` body (spec §7: `{form}`); `user_id`, if sent, must be the caller. */
const saveCandidateInfo = z.strictObject({
  user_id: z.optional(userId),
  form: ownCandidateForm.check(publicCardNeedsAddress),
});

const labels: FieldLabels = {
  user_id: "Identifiant utilisateur",
  form: "Formulaire",
  first_name: "Prénom",
  last_name: "Nom",
  target_title: "Métier recherché",
  rome_code: "Métier",
  phone: "Téléphone",
  avatar_url: "Photo",
  city: "Ville",
  postal_code: "Code postal",
  lat: "Latitude",
  lng: "Longitude",
  mobility_radius_km: "Rayon de mobilité (km)",
  contract_types: "Types de contrat",
  remote_preference: "Télétravail",
  salary_expectation: "Prétentions salariales",
  skills: "Compétences",
  languages: "Langues",
  experience_years: "Années d'expérience",
  memo: "Mon portrait",
  analyzer_cv: "CV analysé",
  cv_analysis: "Analyse du CV",
  voice_analysis: "Analyse de la présentation orale",
  ...cardSettingsLabels,
};

const casts: Record<string, string> = {
  contract_types: "text[]",
  skills: "text[]",
  languages: "text[]",
  cv_analysis: "jsonb",
  voice_analysis: "jsonb",
  card_settings: "jsonb",
};

/**
 * The candidate info as answered: every writable field, the ROME family of the target trade
 * (France Travail — ROME, Licence Ouverte; null when no ROME title is close) with its label and
 * whether the candidate chose it, and when it last changed.
 */
export type CandidateInfo = { [K in keyof CandidateForm]-?: Exclude<CandidateForm[K], undefined> } & {
  rome_code: string | null;
  rome_label: string | null;
  rome_code_chosen: boolean;
  updated_at: string | null;
};

const columns = [...Object.keys(candidateForm.shape), "rome_code", "rome_code_chosen", "updated_at"];

/**
 * The form as written, with its trade (`tradeColumns`): a code given is the candidate's choice; a
 * target trade given (or cleared) brings its ROME family along unless they chose one. Their choice
 * is read under a lock, so a title written at the same time cannot undo it.
 */
async function withTrade(tx: Sql, profileId: string, form: OwnCandidateForm): Promise<Record<string, unknown>> {
  if (form.target_title === undefined && form.rome_code === undefined) return form;
  const { rows } = await tx.query<{ rome_code_chosen: boolean }>(
    "select rome_code_chosen from public.candidate_infos where profile_id = $1 for update",
    [profileId],
  );
  const trade = tradeColumns(
    { title: form.target_title, rome_code: form.rome_code },
    rows[0]?.rome_code_chosen ?? false,
  );
  return { ...form, ...trade };
}

/** A candidate who has not written anything yet reads the table's defaults (no memo: spec §4 step 3). */
const emptyCandidateInfo: CandidateInfo = {
  first_name: null,
  last_name: null,
  headline: null,
  target_title: null,
  phone: null,
  avatar_url: null,
  city: null,
  postal_code: null,
  lat: null,
  lng: null,
  mobility_radius_km: 30,
  contract_types: [],
  remote_preference: "any",
  salary_expectation: null,
  skills: [],
  languages: [],
  experience_years: null,
  memo: null,
  analyzer_cv: false,
  cv_analysis: null,
  voice_analysis: null,
  card_slug: null,
  card_visible: false,
  card_settings: {},
  card_public: false,
  card_indexable: false,
  anonymous: false,
  rome_code: null,
  rome_label: null,
  rome_code_chosen: false,
  updated_at: null,
};

/**
 * Writes fields of a candidate's info (a validated form: absent keys keep their value), the ROME
 * family following the target trade; answers the whole row. Runs as the caller: RLS applies.
 */
export async function writeCandidateInfo(tx: Sql, profileId: string, form: OwnCandidateForm): Promise<CandidateInfo> {
  const values = await withTrade(tx, profileId, form);
  return withRomeLabel(
    (await upsertByProfile(tx, "candidate_infos", profileId, values, casts, columns)) as Omit<
      CandidateInfo,
      "rome_label"
    >,
  );
}

/** Constraints of `candidate_infos` that zod cannot check (uniqueness) or may judge otherwise. */
export const constraintRefusals: Record<string, { status: 400 | 409; error: string; field: string }> = {
  candidate_infos_card_slug_key: {
    status: 409,
    error: "Cette adresse de carte est déjà prise.",
    field: "form.card_slug",
  },
  // The database's own check that the portrait is sanitised HTML, should it disagree with the sanitiser.
  candidate_infos_memo_check: { status: 400, error: "« Mon portrait » n'est pas valide.", field: "form.memo" },
};

/**
 * `GET /api/profile/info?id={userId}` reads the caller's candidate info; `POST /api/profile/info`
 * with `{form}` creates or updates it. `id` is the auth user id, like `GET /api/profile`.
 */
export function candidateInfoRoutes(ctx: ServerContext) {
  const routes = new Hono<AuthEnv>();

  ownRowReadRoute(routes, "/info", ctx.db, {
    type: "candidate",
    table: "candidate_infos",
    columns,
    empty: emptyCandidateInfo satisfies ApiResponse<"GET /api/profile/info">,
    present: withRomeLabel,
  });

  routes.post("/info", validated("json", saveCandidateInfo, labels), async (c) => {
    const body = c.req.valid("json");
    if (isForeignUserId(c, body.user_id)) return c.json({ error: accessDenied }, 403);
    try {
      const outcome = await ctx.db.asRole(c.var.user.claims, async (tx): Promise<Outcome<CandidateInfo>> => {
        const own = await ownProfileOfType(tx, "candidate");
        if (!own.ok) return own;
        return { ok: true, value: await writeCandidateInfo(tx, own.value.id, body.form) };
      });
      return answer<ApiResponse<"POST /api/profile/info">>(c, outcome);
    } catch (error) {
      const refusal = constraintRefusals[databaseError(error)?.constraint ?? ""];
      if (refusal) return c.json({ error: refusal.error, field: refusal.field }, refusal.status);
      throw error;
    }
  });

  return routes;
}
