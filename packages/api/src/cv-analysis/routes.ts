import { Hono } from "hono";
import { z } from "zod/mini";

import { mergeSkills } from "@fuse/domain/analysis";
import type { ApiResponse } from "@fuse/domain/api/contract";
import type { CvAnalysis } from "@fuse/domain/cv-analysis/contract";
import { applyCvLabels, applyCvSchema } from "@fuse/domain/cv-analysis/requests";
import { storageBuckets } from "@fuse/domain/vocabulary/storage-buckets";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";
import { rateCounter } from "@fuse/server-core/http/rate-counter.ts";
import { bearerToken } from "@fuse/server-core/jwt.ts";

import { fileWorkPool, FileWorkRefused } from "../http/file-work.ts";
import { answer, refuse, type Outcome } from "../http/outcome.ts";
import { ownProfileOfType } from "../http/ownership.ts";
import { downloadAsCaller, removeAsCaller, StorageReadError } from "../http/storage.ts";
import { databaseError, type FieldLabels } from "../http/validation.ts";
import { validated } from "../http/validator.ts";
import { requireUser, type AuthEnv } from "../http/verify.ts";
import { candidateForm, constraintRefusals, writeCandidateInfo } from "../profile/candidate-info.ts";
import { knownTrade } from "../rome/trade-columns.ts";
import { cvLimits, cvMessages } from "./extract.ts";
import type { CvReading } from "./reading-worker.ts";

const analyseRequest = z.strictObject({
  path: z.string().check(z.maxLength(300), z.regex(/^[0-9a-f-]{36}\/[A-Za-z0-9._-]{1,200}$/)),
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
});

const labels: FieldLabels = { path: "Fichier", name: "Nom du fichier", ...applyCvLabels };

const fileNotFound = "Ce fichier est introuvable. Envoyez votre CV à nouveau.";

async function readOwnAnalysis(tx: Sql) {
  const { rows } = await tx.query<{ cv_analysis: CvAnalysis | null; analyzer_cv: boolean; skills: string[] }>(
    `select cv_analysis, analyzer_cv, skills from public.candidate_infos
      where profile_id = (select public.my_profile_id())`,
  );
  return rows[0] ?? { cv_analysis: null, analyzer_cv: false, skills: [] };
}

/** What the person is told when their CV could not be read in the pool, and with which status. */
const fileWorkAnswers = {
  "user-busy": {
    status: 429,
    error: "L'analyse de votre CV précédent n'est pas terminée : attendez son résultat avant d'en lancer une autre.",
  },
  "pool-busy": {
    status: 503,
    error: "Beaucoup de CV sont en cours d'analyse : réessayez dans une minute.",
  },
  deadline: { status: 422, error: cvMessages.tooComplex },
  memory: { status: 422, error: cvMessages.tooComplex },
} as const;

type Apply = z.output<typeof applyCvSchema>;

async function apply(tx: Sql, choice: Apply): Promise<Outcome<{ analyzer_cv: true; applied: string[] }>> {
  const profile = await ownProfileOfType(tx, "candidate");
  if (!profile.ok) return profile;
  const before = await readOwnAnalysis(tx);
  // Skills join those already on the profile, one per skill: « Excel » does not join « Excel avancé ».
  const skills = choice.skills ? mergeSkills(before.skills, choice.skills) : undefined;
  if (skills && skills.length > 50)
    return refuse(400, { error: "Votre profil ne peut pas compter plus de 50 compétences.", field: "skills" });
  const form = {
    first_name: choice.first_name,
    last_name: choice.last_name,
    phone: choice.phone,
    target_title: choice.target_title,
    experience_years: choice.experience_years,
    skills,
    languages: choice.languages?.map(({ language, level }) => (level ? `${language} (${level})` : language)),
    // A city moves the candidate only with its coordinates (chosen from the places list).
    ...(choice.city !== undefined && choice.lat !== undefined && choice.lng !== undefined
      ? { city: choice.city, postal_code: choice.postal_code ?? null, lat: choice.lat, lng: choice.lng }
      : {}),
  };
  const trade = knownTrade(choice.rome_code, "rome_code");
  if (!trade.ok) return trade;
  if (choice.city !== undefined && (choice.lat === undefined || choice.lng === undefined))
    return refuse(400, { error: "Choisissez votre ville dans la liste pour l'appliquer.", field: "city" });
  const checked = candidateForm.safeParse(form);
  if (!checked.success) {
    const field = String(checked.error.issues[0]?.path[0] ?? "");
    return refuse(400, { error: `« ${labels[field] ?? field} » n'est pas valide.`, field });
  }
  const applied = Object.entries(choice)
    .filter(([key, value]) => value !== undefined && !["lat", "lng", "postal_code"].includes(key))
    .map(([key]) => key);
  const analysis = before.cv_analysis;
  await writeCandidateInfo(tx, profile.value.id, {
    ...checked.data,
    ...(choice.rome_code !== undefined ? { rome_code: choice.rome_code } : {}),
    analyzer_cv: true,
    cv_analysis: analysis
      ? {
          ...analysis,
          applied,
          reviewed: { experiences: choice.experiences ?? null, education: choice.education ?? null },
        }
      : { applied, reviewed: { experiences: choice.experiences ?? null, education: choice.education ?? null } },
  });
  return { ok: true, value: { analyzer_cv: true, applied } };
}

/**
 * The CV analysis of `/register/candidate/cvAnalyzer`: `POST /api/cv-analysis` reads the CV the
 * candidate uploaded to their folder of the private `cvs` bucket (through Storage, as them), finds
 * its facts and keeps them; `POST …/apply` writes what they chose; `DELETE …/file` deletes the file.
 */
export function cvAnalysisRoutes(ctx: ServerContext, { analysesPerHour = 30 } = {}): RouteModule {
  const routes = new Hono<AuthEnv>();
  routes.use("*", requireUser(ctx), async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  });
  // Reading a PDF costs the server: a few dozen an hour are plenty for one person.
  const analyses = rateCounter(ctx.db, "cv-analyses", analysesPerHour, 3600);
  // The file is read in a process of its own, with a deadline and a memory cap (http/file-work.ts).
  const reading = fileWorkPool<Uint8Array, CvReading>(
    new URL("./reading-worker.ts", import.meta.url),
    ctx.config.fileWork,
  );

  routes.get("/", async (c) => {
    const found = await ctx.db.asRole(c.var.user.claims, readOwnAnalysis);
    return c.json({
      analysis: found.cv_analysis?.facts ? found.cv_analysis : null,
      analyzer_cv: found.analyzer_cv,
    } satisfies ApiResponse<"GET /api/cv-analysis">);
  });

  routes.post("/", validated("json", analyseRequest, labels), async (c) => {
    const { path, name } = c.req.valid("json");
    const user = c.var.user;
    if (!path.startsWith(`${user.id}/`)) return c.json({ error: fileNotFound, field: "path" }, 404);
    const profile = await ctx.db.asRole(user.claims, (tx) => ownProfileOfType(tx, "candidate"));
    if (!profile.ok) return answer(c, profile);
    const wait = await analyses.take(user.id);
    if (wait) {
      c.header("retry-after", String(wait));
      return c.json({ error: `Trop d'analyses en peu de temps : réessayez dans ${Math.ceil(wait / 60)} min.` }, 429);
    }
    let bytes: Uint8Array;
    try {
      bytes = await downloadAsCaller(ctx, bearerToken(c.req.header("authorization"))!, storageBuckets.cvs, path, {
        signal: c.req.raw.signal,
        maxBytes: cvLimits.maxBytes,
      });
    } catch (error) {
      if (error instanceof StorageReadError && error.status === 413)
        return c.json({ error: cvMessages.tooLarge, field: "path" }, 413);
      if (error instanceof StorageReadError && error.status < 500)
        return c.json({ error: fileNotFound, field: "path" }, 404);
      throw error;
    }
    let read: CvReading;
    try {
      read = await reading.run(user.id, bytes);
    } catch (error) {
      if (!(error instanceof FileWorkRefused)) throw error;
      const { status, error: message } = fileWorkAnswers[error.reason];
      if (status === 503) c.header("retry-after", "60");
      return c.json({ error: message, field: "path" }, status);
    }
    if (!read.ok) return c.json({ error: read.message, field: "path" }, 422);
    const analysis: CvAnalysis = {
      file: { path, name: name ?? path.split("/").at(-1)!, format: read.format },
      language: read.language,
      analysed_at: new Date().toISOString(),
      facts: read.facts,
      applied: null,
    };
    await ctx.db.asRole(user.claims, (tx) =>
      writeCandidateInfo(tx, profile.value.id, { cv_analysis: analysis as unknown as Record<string, unknown> }),
    );
    return c.json(analysis satisfies ApiResponse<"POST /api/cv-analysis">);
  });

  routes.post("/apply", validated("json", applyCvSchema, labels), async (c) => {
    try {
      const outcome = await ctx.db.asRole(c.var.user.claims, (tx) => apply(tx, c.req.valid("json")));
      return answer<ApiResponse<"POST /api/cv-analysis/apply">>(c, outcome);
    } catch (error) {
      const refusal = constraintRefusals[databaseError(error)?.constraint ?? ""];
      if (refusal) return c.json({ error: refusal.error, field: refusal.field }, refusal.status);
      throw error;
    }
  });

  routes.delete("/file", async (c) => {
    const user = c.var.user;
    const found = await ctx.db.asRole(user.claims, readOwnAnalysis);
    const file = found.cv_analysis?.file;
    if (!file) return c.json({ deleted: false } satisfies ApiResponse<"DELETE /api/cv-analysis/file">);
    const deleted = await removeAsCaller(
      ctx,
      bearerToken(c.req.header("authorization"))!,
      storageBuckets.cvs,
      file.path,
    );
    await ctx.db.asRole(user.claims, async (tx) => {
      const profile = await ownProfileOfType(tx, "candidate");
      if (profile.ok)
        await writeCandidateInfo(tx, profile.value.id, {
          cv_analysis: { ...found.cv_analysis, file: null } as unknown as Record<string, unknown>,
        });
    });
    return c.json({ deleted } satisfies ApiResponse<"DELETE /api/cv-analysis/file">);
  });

  const mounted = new Hono();
  mounted.route("/cv-analysis", routes);
  return { path: "/api", routes: mounted, attach: async () => () => reading.close() };
}
