import { Hono, type Context } from "hono";
import { z } from "zod/mini";

import type { ApiResponse } from "@fuse/domain/api/contract";
import { workflowStages, type SelfServiceProfileType, type WorkflowStage } from "@fuse/domain/vocabulary";
import { storageBuckets } from "@fuse/domain/vocabulary/storage-buckets";
import type {
  Application,
  Interview,
  PipelineCandidate,
  PipelineCard,
  WorkflowEvent,
  WorkflowEventKind,
} from "@fuse/domain/workflow/contract";
import {
  bookingSchema,
  closingMessageSchema,
  interviewProposalSchema,
  moveRequestSchema,
  noteSchema,
} from "@fuse/domain/workflow/requests";
import { defaultFollowUp, type RouteModule, type ServerContext } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";
import { bearerToken } from "@fuse/server-core/jwt.ts";

import { cardSettings } from "../candidate-card/routes.ts";
import { publicConfig } from "../config/routes.ts";
import { answer, refuse, type Outcome } from "../http/outcome.ts";
import { ownProfileOfType } from "../http/ownership.ts";
import { sanitizeRichText } from "../http/rich-text.ts";
import { signedUrlAsCaller, StorageReadError } from "../http/storage.ts";
import { databaseError } from "../http/validation.ts";
import { validated } from "../http/validator.ts";
import { requireUser, type AuthEnv } from "../http/verify.ts";
import { pipelineSubscriptionRequired } from "../recruiter-home/routes.ts";

export const cardNotFound = "Carte introuvable.";
export const applicationNotFound = "Candidature introuvable.";
export const interviewNotFound = "Entretien introuvable.";
export const cardMovedMeanwhile =
  "Cette carte a changé d'étape entre-temps : le tableau a été remis à jour, recommencez si besoin.";
export const cardWithdrawn = "Le candidat a retiré cette candidature : elle ne peut plus changer d'étape.";

const idParam = z.object({
  id: z.pipe(
    z.guid(),
    z.transform((id: string) => id.toLowerCase()),
  ),
});
const idLabels = { id: "Identifiant" };
const cardsQuery = z.strictObject({ job_id: z.optional(z.guid()) });
const labels = {
  from: "Étape de départ",
  to: "Étape",
  position: "Position",
  reason: "Motif",
  message: "Message",
  slots: "Créneaux",
  duration_minutes: "Durée",
  location: "Lieu",
  video_url: "Lien de visioconférence",
  slot: "Créneau",
};

// Each slot is checked against the moment of the request: the rule reads the clock when it runs.
const interviewProposal = interviewProposalSchema();

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

interface InterviewRow {
  id: string;
  status: Interview["status"];
  slots: Array<Date | string>;
  chosen_slot: Date | string | null;
  duration_minutes: number;
  location: string | null;
  video_url: string | null;
  message: string | null;
  updated_at: Date | string;
}

const toInterview = (row: InterviewRow): Interview => ({
  id: row.id,
  status: row.status,
  slots: row.slots.map((slot) => new Date(slot).toISOString()),
  chosen_slot: iso(row.chosen_slot),
  duration_minutes: row.duration_minutes,
  location: row.location,
  video_url: row.video_url,
  message: row.message,
  updated_at: new Date(row.updated_at).toISOString(),
});

interface CardRow {
  id: string;
  job_id: string;
  job_title: string;
  stage: WorkflowStage;
  stage_changed_at: Date;
  last_activity_at: Date;
  refusal_reason: PipelineCard["refusal_reason"];
  refusal_message: string | null;
  position: number;
  score: number | null;
  interview: InterviewRow | null;
  candidate_id: string;
  first_name: string | null;
  last_name: string | null;
  headline: string | null;
  phone: string | null;
  email: string;
}

const toCard = ({
  candidate_id,
  first_name,
  last_name,
  headline,
  phone,
  email,
  stage_changed_at,
  last_activity_at,
  interview,
  position,
  ...card
}: CardRow): PipelineCard => ({
  ...card,
  position: Number(position),
  stage_changed_at: new Date(stage_changed_at).toISOString(),
  last_activity_at: new Date(last_activity_at).toISOString(),
  interview: interview ? toInterview(interview) : null,
  candidate: { id: candidate_id, first_name, last_name, headline, phone, email },
});

interface EventRow {
  id: string;
  item_id: string;
  kind: WorkflowEventKind;
  from_stage: WorkflowStage | null;
  to_stage: WorkflowStage | null;
  reason: WorkflowEvent["reason"];
  message: string | null;
  private: boolean;
  actor_id: string | null;
  candidate_id: string;
  at: Date;
}

const toEvent = ({ item_id: _item, actor_id, candidate_id, at, ...event }: EventRow): WorkflowEvent => ({
  ...event,
  actor: actor_id === null ? "system" : actor_id === candidate_id ? "candidate" : "recruiter",
  at: new Date(at).toISOString(),
});

/** How long the address of a matched candidate's CV lasts: opened from the card, not kept. */
export const cvLinkSeconds = 600;

/** `my_pipeline_candidate`'s row: the card's content as stored, the last name and the CV's file. */
type CandidateRow = Omit<PipelineCandidate["card"], "settings"> & {
  last_name: string | null;
  card_settings: Record<string, unknown> | null;
  cv_path: string | null;
  cv_name: string | null;
};

/** The history of the given cards as the caller may read it (row-level security hides the notes from candidates). */
async function eventsOf(tx: Sql, itemIds: string[]) {
  const { rows } = await tx.query<EventRow>(
    `select e.id, e.item_id, e.kind, e.from_stage, e.to_stage, e.reason, e.message, e.private, e.actor_id,
            w.candidate_id, e.at
       from public.workflow_events e
       join public.workflow_items w on w.id = e.item_id
      where e.item_id = any($1::uuid[])
      order by e.at, e.seq`,
    [itemIds],
  );
  const byItem = new Map<string, WorkflowEvent[]>();
  for (const row of rows) byItem.set(row.item_id, [...(byItem.get(row.item_id) ?? []), toEvent(row)]);
  return byItem;
}

async function readCards(tx: Sql, jobId: string | null, itemId: string | null = null) {
  const { rows } = await tx.query<CardRow>("select * from public.my_pipeline_cards($1, $2)", [jobId, itemId]);
  return rows.map(toCard);
}

/** A card of the caller's offers, locked for the move. */
async function lockOwnCard(tx: Sql, id: string) {
  const { rows } = await tx.query<{ stage: WorkflowStage }>(
    `select stage from public.workflow_items
      where id = $1 and job_id in (select public.my_job_ids())
      for update`,
    [id],
  );
  return rows[0];
}

async function paidAccess(tx: Sql): Promise<Outcome<true>> {
  const { rows } = await tx.query<{ allowed: boolean }>("select public.recruiter_has_paid_access() as allowed");
  return rows[0]?.allowed ? { ok: true, value: true } : refuse(403, { error: pipelineSubscriptionRequired });
}

/** The rules the workflow's SQL functions raise, as answers: their French message, with its status. */
function functionRefusal(c: Context, error: unknown, notFound: string) {
  const code = databaseError(error)?.code;
  const text = error instanceof Error ? error.message : "";
  // A row the caller cannot see: PT404, which PostgREST answers 404 too.
  if (code === "PT404") return c.json({ error: notFound }, 404);
  // An argument past the functions' own bounds (the API's forms hold lower ones).
  if (code === "22023" && text) return c.json({ error: text }, 400);
  if (code === "42501") return c.json({ error: text || pipelineSubscriptionRequired }, 403);
  if (code === "23514" && text && !/violates check constraint/.test(text)) return c.json({ error: text }, 409);
  return undefined;
}

/**
 * Runs `work` as the caller (row-level security) once their profile is of `type`, and answers its
 * outcome; a rule raised by the workflow's SQL is answered in French with its status, `notFound`
 * for a row the caller may not see.
 */
async function asOwnProfile<T>(
  c: Context<AuthEnv>,
  ctx: ServerContext,
  type: SelfServiceProfileType,
  notFound: string,
  work: (tx: Sql) => Promise<Outcome<T>>,
) {
  try {
    const outcome = await ctx.db.asRole(c.var.user.claims, async (tx): Promise<Outcome<T>> => {
      const own = await ownProfileOfType(tx, type);
      return own.ok ? work(tx) : own;
    });
    return answer(c, outcome);
  } catch (error) {
    const refused = functionRefusal(c, error, notFound);
    if (refused) return refused;
    throw error;
  }
}

interface ApplicationRow {
  id: string;
  job_id: string;
  stage: WorkflowStage;
  stage_changed_at: Date;
  last_activity_at: Date;
  job_title: string | null;
  company_name: string | null;
  refusal_reason: Application["refusal_reason"];
  refusal_message: string | null;
  interview: InterviewRow | null;
}

const dayMs = 86_400_000;
const openStages: readonly WorkflowStage[] = ["new_match", "shortlisted", "interview", "offer"];

/** Days without news, once they reach the reminder delay, for an open application with no interview ahead. */
function silentDays(row: ApplicationRow, reminderDays: number, now: Date) {
  if (!openStages.includes(row.stage)) return null;
  const booked = row.interview?.status === "booked" && row.interview.chosen_slot;
  if (booked && new Date(booked).getTime() > now.getTime()) return null;
  const days = Math.floor((now.getTime() - new Date(row.last_activity_at).getTime()) / dayMs);
  return days >= reminderDays ? days : null;
}

/** The caller's applications (a candidate), each with its shared history; one when `id` is given. */
async function readApplications(tx: Sql, reminderDays: number, id: string | null = null): Promise<Application[]> {
  const { rows } = await tx.query<ApplicationRow>(
    `select w.id, w.job_id, w.stage, w.stage_changed_at, w.last_activity_at, j.title as job_title,
            co.name as company_name, w.refusal_reason, w.refusal_message,
            (select jsonb_build_object(
                      'id', i.id, 'status', i.status, 'slots', to_jsonb(i.slots), 'chosen_slot', i.chosen_slot,
                      'duration_minutes', i.duration_minutes, 'location', i.location, 'video_url', i.video_url,
                      'message', i.message, 'updated_at', i.updated_at)
               from public.workflow_interviews i
              where i.item_id = w.id and i.status <> 'cancelled') as interview
       from public.workflow_items w
       join public.profiles p on p.id = w.candidate_id and p.user_id = (select auth.uid())
       left join public.jobs j on j.id = w.job_id
       left join public.companies co on co.profile_id = j.company_id
      where $1::uuid is null or w.id = $1::uuid
      order by w.stage_changed_at desc, w.id
      limit 200`,
    [id],
  );
  const events = await eventsOf(
    tx,
    rows.map((row) => row.id),
  );
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    job_id: row.job_id,
    stage: row.stage,
    stage_changed_at: new Date(row.stage_changed_at).toISOString(),
    last_activity_at: new Date(row.last_activity_at).toISOString(),
    silent_days: silentDays(row, reminderDays, now),
    job_title: row.job_title,
    company_name: row.company_name,
    refusal_reason: row.refusal_reason,
    refusal_message: row.refusal_message,
    interview: row.interview ? toInterview(row.interview) : null,
    events: events.get(row.id) ?? [],
  }));
}

/**
 * The hiring workflow, for both sides. The recruiter (`/api/recruiter/pipeline/…`): the cards of
 * their offers, one card's whole history, moving a card (refusing with a reason), private notes,
 * interviews (propose, reschedule, cancel) and the funnel per offer. The candidate
 * (`/api/applications…`): their applications with the shared history, picking an interview slot,
 * cancelling it, withdrawing. Everything runs as the caller, through row-level security and the
 * workflow's SQL functions, which hold the same rules for the REST API; the e-mails follow from the
 * history (see notify.ts).
 */
export function workflowRoutes(ctx: ServerContext): RouteModule {
  const followUp = () => ctx.config.followUp ?? defaultFollowUp;
  const recruiter = new Hono<AuthEnv>();
  recruiter.use("*", requireUser(ctx), async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  });

  recruiter.get("/pipeline/cards", validated("query", cardsQuery, { job_id: "Offre" }), async (c) => {
    const { job_id } = c.req.valid("query");
    try {
      const outcome = await ctx.db.asRole(
        c.var.user.claims,
        async (tx): Promise<Outcome<ApiResponse<"GET /api/recruiter/pipeline/cards">>> => {
          const own = await ownProfileOfType(tx, "recruiter");
          if (!own.ok) return own;
          return { ok: true, value: { cards: await readCards(tx, job_id ?? null) } };
        },
      );
      return answer(c, outcome);
    } catch (error) {
      // The database's own rule: no paid access while payment is required.
      if (databaseError(error)?.code === "42501") return c.json({ error: pipelineSubscriptionRequired }, 403);
      throw error;
    }
  });

  recruiter.get("/pipeline/cards/:id", validated("param", idParam, idLabels), async (c) => {
    const { id } = c.req.valid("param");
    try {
      const outcome = await ctx.db.asRole(
        c.var.user.claims,
        async (tx): Promise<Outcome<ApiResponse<"GET /api/recruiter/pipeline/cards/:id">>> => {
          const own = await ownProfileOfType(tx, "recruiter");
          if (!own.ok) return own;
          const [card] = await readCards(tx, null, id);
          if (!card) return refuse(404, { error: cardNotFound });
          const events = await eventsOf(tx, [id]);
          return { ok: true, value: { card, events: events.get(id) ?? [] } };
        },
      );
      return answer(c, outcome);
    } catch (error) {
      if (databaseError(error)?.code === "42501") return c.json({ error: pipelineSubscriptionRequired }, 403);
      throw error;
    }
  });

  // The candidate of a card, as a whole: their card and portrait, and their CV through an address
  // signed as the recruiter (Storage lets the recruiters of a mutual match read it, nobody else).
  recruiter.get("/pipeline/cards/:id/candidate", validated("param", idParam, idLabels), async (c) => {
    const { id } = c.req.valid("param");
    let found: Outcome<CandidateRow>;
    try {
      found = await ctx.db.asRole(c.var.user.claims, async (tx): Promise<Outcome<CandidateRow>> => {
        const own = await ownProfileOfType(tx, "recruiter");
        if (!own.ok) return own;
        const { rows } = await tx.query<CandidateRow>("select * from public.my_pipeline_candidate($1)", [id]);
        return rows[0] ? { ok: true, value: rows[0] } : refuse(404, { error: cardNotFound });
      });
    } catch (error) {
      if (databaseError(error)?.code === "42501") return c.json({ error: pipelineSubscriptionRequired }, 403);
      throw error;
    }
    if (!found.ok) return answer(c, found);
    const { last_name, memo, card_settings, cv_path, cv_name, ...card } = found.value;
    const { accent } = cardSettings(card_settings);
    let cv: PipelineCandidate["cv"] = null;
    if (cv_path) {
      try {
        const url = await signedUrlAsCaller(ctx, bearerToken(c.req.header("authorization"))!, {
          bucket: storageBuckets.cvs,
          name: cv_path,
          expiresIn: cvLinkSeconds,
          storageUrl: publicConfig(c, ctx).supabaseUrl,
        });
        const expires_at = new Date(Date.now() + cvLinkSeconds * 1000).toISOString();
        cv = { name: cv_name ?? cv_path.split("/").at(-1)!, url, expires_at };
      } catch (error) {
        // The file is gone (deleted by its owner): the card shows without a CV.
        if (!(error instanceof StorageReadError && error.status < 500)) throw error;
      }
    }
    return c.json({
      card: {
        ...card,
        first_name: [card.first_name, last_name].filter(Boolean).join(" ") || null,
        memo: memo ? sanitizeRichText(memo) : null,
        // The card's colour; its public settings hide nothing from a mutual match.
        settings: { ...(accent ? { accent } : {}) },
      },
      cv,
    } satisfies ApiResponse<"GET /api/recruiter/pipeline/cards/:id/candidate">);
  });

  recruiter.post(
    "/pipeline/cards/:id/move",
    validated("param", idParam, idLabels),
    validated("json", moveRequestSchema, labels),
    async (c) => {
      const { id } = c.req.valid("param");
      const move = c.req.valid("json");
      return asOwnProfile(c, ctx, "recruiter", cardNotFound, async (tx): Promise<Outcome<PipelineCard>> => {
        const allowed = await paidAccess(tx);
        if (!allowed.ok) return allowed;
        const card = await lockOwnCard(tx, id);
        if (!card) return refuse(404, { error: cardNotFound });
        if (card.stage === "withdrawn") return refuse(409, { error: cardWithdrawn });
        if (card.stage !== move.from) return refuse(409, { error: cardMovedMeanwhile });
        if (move.to === move.from) {
          // A place in the same column: the order only, no event.
          await tx.query(
            "update public.workflow_items set position = coalesce($2, -extract(epoch from clock_timestamp())) where id = $1",
            [id, move.position ?? null],
          );
        } else {
          await tx.query(
            `update public.workflow_items
                set stage = $2, refusal_reason = $3, refusal_message = $4,
                    position = coalesce($5, -extract(epoch from clock_timestamp()))
              where id = $1`,
            [
              id,
              move.to,
              move.to === "rejected" ? move.reason : null,
              move.to === "rejected" ? move.message || null : null,
              move.position ?? null,
            ],
          );
        }
        const [moved] = await readCards(tx, null, id);
        return moved ? { ok: true, value: moved } : refuse(404, { error: cardNotFound });
      });
    },
  );

  recruiter.post(
    "/pipeline/cards/:id/notes",
    validated("param", idParam, idLabels),
    validated("json", noteSchema, labels),
    async (c) => {
      const { id } = c.req.valid("param");
      const { message } = c.req.valid("json");
      return asOwnProfile(c, ctx, "recruiter", cardNotFound, async (tx): Promise<Outcome<WorkflowEvent>> => {
        const card = await lockOwnCard(tx, id);
        if (!card) return refuse(404, { error: cardNotFound });
        const { rows } = await tx.query<EventRow>(
          `with note as (
             insert into public.workflow_events (item_id, kind, message, private) values ($1, 'note', $2, true)
             returning *
           )
           select n.id, n.item_id, n.kind, n.from_stage, n.to_stage, n.reason, n.message, n.private, n.actor_id,
                  w.candidate_id, n.at
             from note n join public.workflow_items w on w.id = n.item_id`,
          [id, message],
        );
        return { ok: true, value: toEvent(rows[0]!), status: 201 };
      });
    },
  );

  recruiter.post(
    "/pipeline/cards/:id/interviews",
    validated("param", idParam, idLabels),
    validated("json", interviewProposal, labels),
    async (c) => {
      const { id } = c.req.valid("param");
      const proposal = c.req.valid("json");
      return asOwnProfile(c, ctx, "recruiter", cardNotFound, async (tx): Promise<Outcome<Interview>> => {
        const { rows } = await tx.query<InterviewRow>(
          "select * from public.workflow_propose_interview($1, $2::timestamptz[], $3, $4, $5, $6)",
          [
            id,
            proposal.slots,
            proposal.duration_minutes,
            proposal.location || null,
            proposal.video_url || null,
            proposal.message || null,
          ],
        );
        return { ok: true, value: toInterview(rows[0]!), status: 201 };
      });
    },
  );

  recruiter.post(
    "/pipeline/interviews/:id/cancel",
    validated("param", idParam, idLabels),
    validated("json", closingMessageSchema, labels),
    async (c) => {
      const { id } = c.req.valid("param");
      const { message } = c.req.valid("json");
      return asOwnProfile(c, ctx, "recruiter", interviewNotFound, async (tx): Promise<Outcome<Interview>> => {
        const { rows } = await tx.query<InterviewRow>("select * from public.workflow_cancel_interview($1, $2)", [
          id,
          message || null,
        ]);
        return { ok: true, value: toInterview(rows[0]!) };
      });
    },
  );

  recruiter.get("/pipeline/funnel", async (c) => {
    const outcome = await ctx.db.asRole(
      c.var.user.claims,
      async (tx): Promise<Outcome<ApiResponse<"GET /api/recruiter/pipeline/funnel">>> => {
        const own = await ownProfileOfType(tx, "recruiter");
        if (!own.ok) return own;
        const { rows: offers } = await tx.query<{ id: string; title: string }>(
          `select j.id, j.title from public.jobs j
            where j.company_id = (select public.my_profile_id())
              and (j.status = 'published' or exists (select 1 from public.workflow_items w where w.job_id = j.id))
            order by j.status = 'published' desc, j.updated_at desc, j.id
            limit 100`,
        );
        const { rows } = await tx.query<{
          job_id: string;
          stage: WorkflowStage;
          cards: number;
          median_days: number | null;
        }>("select * from public.my_pipeline_funnel()");
        const cell = new Map(rows.map((row) => [`${row.job_id}:${row.stage}`, row]));
        return {
          ok: true,
          value: {
            offers: offers.map((offer) => ({
              job_id: offer.id,
              job_title: offer.title,
              stages: workflowStages.map((stage) => {
                const found = cell.get(`${offer.id}:${stage}`);
                const median = found?.median_days;
                return {
                  stage,
                  cards: found?.cards ?? 0,
                  median_days: median === null || median === undefined ? null : Math.round(Number(median) * 10) / 10,
                };
              }),
            })),
          },
        };
      },
    );
    return answer(c, outcome);
  });

  const applications = new Hono<AuthEnv>();
  applications.use("*", requireUser(ctx), async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  });

  applications.get("/", async (c) => {
    const outcome = await ctx.db.asRole(
      c.var.user.claims,
      async (tx): Promise<Outcome<ApiResponse<"GET /api/applications">>> => {
        const own = await ownProfileOfType(tx, "candidate");
        if (!own.ok) return own;
        const { reminderDays, closeDays } = followUp();
        return {
          ok: true,
          value: {
            applications: await readApplications(tx, reminderDays),
            follow_up: { reminder_days: reminderDays, close_days: closeDays },
          },
        };
      },
    );
    return answer(c, outcome);
  });

  applications.post(
    "/interviews/:id/book",
    validated("param", idParam, idLabels),
    validated("json", bookingSchema, labels),
    async (c) => {
      const { id } = c.req.valid("param");
      const { slot } = c.req.valid("json");
      return asOwnProfile(c, ctx, "candidate", interviewNotFound, async (tx): Promise<Outcome<Interview>> => {
        const { rows } = await tx.query<InterviewRow>(
          "select * from public.workflow_book_interview($1, $2::timestamptz)",
          [id, slot],
        );
        return { ok: true, value: toInterview(rows[0]!) };
      });
    },
  );

  applications.post(
    "/interviews/:id/cancel",
    validated("param", idParam, idLabels),
    validated("json", closingMessageSchema, labels),
    async (c) => {
      const { id } = c.req.valid("param");
      const { message } = c.req.valid("json");
      return asOwnProfile(c, ctx, "candidate", interviewNotFound, async (tx): Promise<Outcome<Interview>> => {
        const { rows } = await tx.query<InterviewRow>("select * from public.workflow_cancel_interview($1, $2)", [
          id,
          message || null,
        ]);
        return { ok: true, value: toInterview(rows[0]!) };
      });
    },
  );

  applications.post(
    "/:id/withdraw",
    validated("param", idParam, idLabels),
    validated("json", closingMessageSchema, labels),
    async (c) => {
      const { id } = c.req.valid("param");
      const { message } = c.req.valid("json");
      return asOwnProfile(c, ctx, "candidate", applicationNotFound, async (tx): Promise<Outcome<Application>> => {
        await tx.query("select public.workflow_withdraw($1, $2)", [id, message || null]);
        const [withdrawn] = await readApplications(tx, followUp().reminderDays, id);
        return withdrawn ? { ok: true, value: withdrawn } : refuse(404, { error: applicationNotFound });
      });
    },
  );

  const routes = new Hono();
  routes.route("/recruiter", recruiter);
  routes.route("/applications", applications);
  return { path: "/api", routes };
}
