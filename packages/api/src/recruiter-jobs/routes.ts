import { Hono } from "hono";
import { z } from "zod/mini";

import type { ApiResponse } from "@fuse/domain/api/contract";
import type { RecruiterJob } from "@fuse/domain/recruiter-jobs/contract";
import {
  jobOfferDraftSchema,
  jobOfferLabels,
  maxDescriptionLength,
  publicationIssues,
  type JobOfferDraft,
} from "@fuse/domain/recruiter-jobs/job-offer-schema";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";

import { answer, refuse, type Outcome } from "../http/outcome.ts";
import { ownProfileOfType, type OwnProfile } from "../http/ownership.ts";
import { sanitizeRichText } from "../http/rich-text.ts";
import { databaseError } from "../http/validation.ts";
import { validated } from "../http/validator.ts";
import { requireUser, type AuthEnv } from "../http/verify.ts";
import { jobId } from "../jobs/search-params.ts";
import { jobNotFound } from "../jobs/search.ts";
import { knownTrade } from "../rome/trade-columns.ts";
import { hasValidSubscription } from "../subscription/subscription.ts";
import {
  copyOf,
  deleteOwnDraft,
  findOwnJob,
  hasOwnCompany,
  insertDraft,
  listOwnJobs,
  tradeOfCopy,
  updateOwnJob,
} from "./offers.ts";

export const offersSubscriptionRequired =
  "Un abonnement actif est nécessaire pour gérer vos offres d'emploi. Rendez-vous sur la page Abonnement.";
export const companyRequired =
  "Décrivez d'abord votre entreprise (nom et SIRET, dans Mon Profil) pour rédiger des offres.";
export const titleRequired = "Donnez un intitulé d'au moins 2 caractères pour enregistrer le brouillon.";

const messages = {
  alreadyPublished: "Cette offre est déjà publiée.",
  onlyPublishedCloses: "Seule une offre publiée peut être fermée.",
  onlyClosedReopens: "Seule une offre fermée peut être rouverte.",
  closedCannotPublish: "Cette offre est fermée : rouvrez-la pour la publier à nouveau.",
  onlyDraftsDeleted: "Seul un brouillon peut être supprimé : fermez plutôt l'offre publiée.",
  descriptionTooLong: `« Description » est trop long une fois nettoyé (${maxDescriptionLength} caractères au plus).`,
};

/** The database's rules on offers (supabase/migrations), by the field each is about. */
const offerRuleFields: Readonly<Record<string, string>> = {
  jobs_place_changes: "city",
  jobs_published_has_place: "city",
  jobs_published_has_salary_range: "salary_min",
};

const idParam = z.object({ id: jobId });
const idLabels = { id: "Identifiant" };

/**
 * The draft as it may be stored: a chosen trade that is a ROME family, and the description through
 * the spec §5 rule (a pasted `<script>` or `onerror` never reaches the database), still within
 * bounds once cleaned (escaping lengthens a text).
 */
function cleaned(draft: JobOfferDraft): Outcome<JobOfferDraft> {
  const trade = knownTrade(draft.rome_code, "rome_code");
  if (!trade.ok) return trade;
  if (draft.description === undefined) return { ok: true, value: draft };
  const description = sanitizeRichText(draft.description);
  if (description.length > maxDescriptionLength)
    return refuse(400, { error: messages.descriptionTooLong, field: "description" });
  return { ok: true, value: { ...draft, description } };
}

/** What a published offer must say; the first problem as a French refusal naming its field. */
function publishable(job: RecruiterJob): Outcome<true> {
  const [issue] = publicationIssues(job as unknown as Record<string, unknown>);
  return issue ? refuse(400, { error: issue.message, field: issue.field }) : { ok: true, value: true };
}

/**
 * A recruiter's own offers: `GET/POST /api/recruiter/jobs` (list, new draft), `GET/PATCH/DELETE
 * /api/recruiter/jobs/{id}` (read, autosave or edit, delete a draft) and `POST
 * /api/recruiter/jobs/{id}/{publish,close,reopen,duplicate}`. Everything runs as the caller, so
 * row-level security keeps each company to its offers (another's draft is "introuvable"); the
 * server enforces the recruiters' paid access when the payment setting is on, as the pages do and
 * as the database's own policies do.
 */
export function recruiterJobRoutes(ctx: ServerContext): RouteModule {
  const jobs = new Hono<AuthEnv>();
  jobs.use("*", requireUser(ctx), async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  });

  /** The caller as a recruiter with the paid access (when the payment setting is on). */
  const recruiter = async (tx: Sql): Promise<Outcome<OwnProfile>> => {
    const own = await ownProfileOfType(tx, "recruiter");
    if (!own.ok) return own;
    if (ctx.config.recruiterPaymentRequired && !(await hasValidSubscription(tx)))
      return refuse(403, { error: offersSubscriptionRequired });
    return own;
  };

  /** Runs `work` on one of the caller's offers (locked), or answers why not. */
  const onOwnJob = <T>(tx: Sql, id: string, work: (job: RecruiterJob) => Promise<Outcome<T>>) =>
    recruiter(tx).then(async (allowed): Promise<Outcome<T>> => {
      if (!allowed.ok) return allowed;
      const job = await findOwnJob(tx, id, { lock: true });
      if (!job) return refuse(404, { error: jobNotFound });
      return work(job);
    });

  /**
   * Runs a transaction as the caller; the database's paid-access policy answers like the server's
   * check, and its offer rules (how often a published offer's place may change) in their French words.
   */
  const asCaller = async <T>(
    claims: AuthEnv["Variables"]["user"]["claims"],
    work: (tx: Sql) => Promise<Outcome<T>>,
  ) => {
    try {
      return await ctx.db.asRole(claims, work);
    } catch (error) {
      const refused = databaseError(error);
      if (refused?.code === "42501") return refuse(403, { error: offersSubscriptionRequired });
      const field = refused?.code === "23514" ? offerRuleFields[refused.constraint ?? ""] : undefined;
      if (field) return refuse(409, { error: (error as Error).message, field });
      throw error;
    }
  };

  jobs.get("/", async (c) => {
    const outcome = await asCaller(
      c.var.user.claims,
      async (tx): Promise<Outcome<ApiResponse<"GET /api/recruiter/jobs">>> => {
        const allowed = await recruiter(tx);
        if (!allowed.ok) return allowed;
        return { ok: true, value: { jobs: await listOwnJobs(tx) } };
      },
    );
    return answer(c, outcome);
  });

  jobs.post("/", validated("json", jobOfferDraftSchema, jobOfferLabels), async (c) => {
    const body = cleaned(c.req.valid("json"));
    if (!body.ok) return answer(c, body);
    const draft = body.value;
    const outcome = await asCaller(c.var.user.claims, async (tx): Promise<Outcome<RecruiterJob>> => {
      const allowed = await recruiter(tx);
      if (!allowed.ok) return allowed;
      if (draft.title === undefined) return refuse(400, { error: titleRequired, field: "title" });
      if (!(await hasOwnCompany(tx, allowed.value.id))) return refuse(409, { error: companyRequired });
      return {
        ok: true,
        value: await insertDraft(tx, allowed.value.id, { ...draft, title: draft.title }),
        status: 201,
      };
    });
    return answer(c, outcome);
  });

  jobs.get("/:id", validated("param", idParam, idLabels), async (c) => {
    const { id } = c.req.valid("param");
    const outcome = await asCaller(c.var.user.claims, async (tx): Promise<Outcome<RecruiterJob>> => {
      const allowed = await recruiter(tx);
      if (!allowed.ok) return allowed;
      const job = await findOwnJob(tx, id);
      return job ? { ok: true, value: job } : refuse(404, { error: jobNotFound });
    });
    return answer(c, outcome);
  });

  jobs.patch(
    "/:id",
    validated("param", idParam, idLabels),
    validated("json", jobOfferDraftSchema, jobOfferLabels),
    async (c) => {
      const { id } = c.req.valid("param");
      const body = cleaned(c.req.valid("json"));
      if (!body.ok) return answer(c, body);
      const changes = body.value;
      const outcome = await asCaller(c.var.user.claims, (tx) =>
        onOwnJob(tx, id, async (job): Promise<Outcome<RecruiterJob>> => {
          // A draft is saved as it is being written; what candidates can read keeps every rule.
          if (job.status !== "draft") {
            const merged = { ...job, ...changes } as RecruiterJob;
            const rules = publishable(merged);
            if (!rules.ok) return rules;
          } else {
            const merged = { ...job, ...changes };
            if (merged.salary_min !== null && merged.salary_max !== null && merged.salary_min > merged.salary_max)
              return refuse(400, {
                error: "Le salaire maximum doit être supérieur ou égal au salaire minimum.",
                field: "salary_max",
              });
          }
          return { ok: true, value: await updateOwnJob(tx, id, changes, job.rome_code_chosen) };
        }),
      );
      return answer(c, outcome);
    },
  );

  jobs.post("/:id/publish", validated("param", idParam, idLabels), async (c) => {
    const { id } = c.req.valid("param");
    const outcome = await asCaller(c.var.user.claims, (tx) =>
      onOwnJob(tx, id, async (job): Promise<Outcome<RecruiterJob>> => {
        if (job.status === "published") return refuse(409, { error: messages.alreadyPublished });
        if (job.status === "closed") return refuse(409, { error: messages.closedCannotPublish });
        const rules = publishable(job);
        if (!rules.ok) return rules;
        return { ok: true, value: await updateOwnJob(tx, id, { status: "published" }) };
      }),
    );
    return answer(c, outcome);
  });

  jobs.post("/:id/close", validated("param", idParam, idLabels), async (c) => {
    const { id } = c.req.valid("param");
    const outcome = await asCaller(c.var.user.claims, (tx) =>
      onOwnJob(tx, id, async (job): Promise<Outcome<RecruiterJob>> => {
        if (job.status !== "published") return refuse(409, { error: messages.onlyPublishedCloses });
        return { ok: true, value: await updateOwnJob(tx, id, { status: "closed" }) };
      }),
    );
    return answer(c, outcome);
  });

  jobs.post("/:id/reopen", validated("param", idParam, idLabels), async (c) => {
    const { id } = c.req.valid("param");
    const outcome = await asCaller(c.var.user.claims, (tx) =>
      onOwnJob(tx, id, async (job): Promise<Outcome<RecruiterJob>> => {
        if (job.status !== "closed") return refuse(409, { error: messages.onlyClosedReopens });
        const rules = publishable(job);
        if (!rules.ok) return rules;
        return { ok: true, value: await updateOwnJob(tx, id, { status: "published" }) };
      }),
    );
    return answer(c, outcome);
  });

  jobs.post("/:id/duplicate", validated("param", idParam, idLabels), async (c) => {
    const { id } = c.req.valid("param");
    const outcome = await asCaller(c.var.user.claims, async (tx): Promise<Outcome<RecruiterJob>> => {
      const allowed = await recruiter(tx);
      if (!allowed.ok) return allowed;
      const job = await findOwnJob(tx, id);
      if (!job) return refuse(404, { error: jobNotFound });
      return { ok: true, value: await insertDraft(tx, allowed.value.id, copyOf(job), tradeOfCopy(job)), status: 201 };
    });
    return answer(c, outcome);
  });

  jobs.delete("/:id", validated("param", idParam, idLabels), async (c) => {
    const { id } = c.req.valid("param");
    const outcome = await asCaller(c.var.user.claims, (tx) =>
      onOwnJob(tx, id, async (job): Promise<Outcome<ApiResponse<"DELETE /api/recruiter/jobs/:id">>> => {
        if (job.status !== "draft") return refuse(409, { error: messages.onlyDraftsDeleted });
        await deleteOwnDraft(tx, id);
        return { ok: true, value: { id, deleted: true } };
      }),
    );
    return answer(c, outcome);
  });

  const routes = new Hono();
  routes.route("/recruiter/jobs", jobs);
  return { path: "/api", routes };
}
