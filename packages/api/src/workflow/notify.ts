import type { RefusalReason, WorkflowStage } from "@fuse/domain/vocabulary";
import { defaultFollowUp, type ServerConfig } from "@fuse/server-core/context.ts";
import { isUnavailable, type Database, type Sql } from "@fuse/server-core/db/database.ts";
import { WakeLoop } from "@fuse/server-core/db/wake-loop.ts";
import { sendEmail, type OutgoingEmail } from "@fuse/server-core/email/outbox.ts";

import {
  calendarCancellationEmail,
  interviewBookedEmails,
  interviewCancelledEmail,
  interviewProposalEmail,
  stageMoveEmail,
  withdrawalEmail,
  type CalendarSlot,
  type CardParties,
  type InterviewDetails,
} from "../email/workflow.ts";

/** The channel the workflow_events trigger notifies (supabase/migrations/20261126100000_workflow_notify.sql). */
export const workflowEventsChannel = "workflow_events";
/** An event first seen this many days after it happened is no news any more: marked told, no e-mail. */
export const staleAfterDays = 7;
/** How far back untold events are looked for, so a pass reads an index range, not the whole history. */
const lookBackDays = 30;

type NotifierConfig = Pick<ServerConfig, "publicUrl" | "followUp">;

export interface WorkflowNotifierOptions {
  db: Database;
  /** Read at each e-mail (the public URL may be set after the server starts). */
  config: NotifierConfig;
  /** How often untold events are looked for without a notification (default 5 s). */
  pollMs?: number;
  /** Events read at a time (default 50). */
  batchSize?: number;
  /** Failures after which an event is marked told without e-mail, so it stops blocking the log (default 5). */
  maxAttempts?: number;
  log?: Pick<Console, "error">;
}

/** What one pass did. */
export interface NotifyReport {
  /** Events this server claimed (told, or marked told without e-mail). */
  events: number;
  /** E-mails written to the outbox. */
  emails: number;
}

interface PendingRow {
  id: string;
  item_id: string;
  stale: boolean;
}

interface EventRow {
  id: string;
  kind: string;
  from_stage: WorkflowStage | null;
  to_stage: WorkflowStage | null;
  reason: RefusalReason | null;
  message: string | null;
  actor_id: string | null;
  interview_id: string | null;
  candidate_id: string;
  job_title: string;
  company_name: string | null;
  first_name: string | null;
  last_name: string | null;
  candidate_email: string | null;
  recruiter_email: string | null;
  interview_status: "proposed" | "booked" | "cancelled" | null;
  slots: Array<Date | string> | null;
  chosen_slot: Date | string | null;
  duration_minutes: number | null;
  location: string | null;
  video_url: string | null;
  interview_message: string | null;
  sequence: number | null;
  /** A later event of the same interview exists: the interview row no longer shows this one's state. */
  superseded: boolean;
  /** An interview was proposed in the same transaction (the move into « Entretien » it caused). */
  with_proposal: boolean;
}

interface InvitationRecord {
  method: "REQUEST" | "CANCEL";
  start: Date;
  durationMinutes: number;
  sequence: number;
}

/** The e-mails an event gives, and the invitation they carry (what the parties' calendars will hold). */
interface Telling {
  emails: OutgoingEmail[];
  invitation?: InvitationRecord | undefined;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** The event with its card's two sides and its interview as they stand. */
const eventQuery = `
  select e.id, e.kind, e.from_stage, e.to_stage, e.reason, e.message, e.actor_id, e.interview_id,
         w.candidate_id, j.title as job_title, co.name as company_name, ci.first_name, ci.last_name,
         cu.email as candidate_email, ru.email as recruiter_email,
         i.status as interview_status, i.slots, i.chosen_slot, i.duration_minutes, i.location, i.video_url,
         i.message as interview_message, i.sequence,
         exists (
           select from public.workflow_events later
           where e.interview_id is not null and later.interview_id = e.interview_id and later.seq > e.seq
         ) as superseded,
         exists (
           select from public.workflow_events p
           where p.item_id = e.item_id and p.at = e.at and p.kind in ('interview_proposed', 'interview_rescheduled')
         ) as with_proposal
  from public.workflow_events e
  join public.workflow_items w on w.id = e.item_id
  join public.jobs j on j.id = w.job_id
  left join public.companies co on co.profile_id = j.company_id
  left join public.candidate_infos ci on ci.profile_id = w.candidate_id
  left join public.profiles cp on cp.id = w.candidate_id
  left join auth.users cu on cu.id = cp.user_id
  left join public.profiles rp on rp.id = j.company_id
  left join auth.users ru on ru.id = rp.user_id
  left join public.workflow_interviews i on i.id = e.interview_id
  where e.id = $1`;

/** The last invitation e-mailed for an interview, when it was a REQUEST: the time both calendars hold. */
async function heldInvitation(tx: Sql, interviewId: string): Promise<CalendarSlot | undefined> {
  const { rows } = await tx.query<{ method: string; start: Date | string; minutes: number; sequence: number }>(
    `select m.invitation_method as method, m.invitation_start as start, m.invitation_minutes as minutes,
            m.invitation_sequence as sequence
     from public.workflow_event_mails m
     join public.workflow_events e on e.id = m.event_id
     where e.interview_id = $1 and m.invitation_method is not null
     order by e.seq desc
     limit 1`,
    [interviewId],
  );
  const last = rows[0];
  if (!last || last.method !== "REQUEST") return undefined;
  return { start: new Date(last.start), durationMinutes: last.minutes, sequence: last.sequence };
}

function partiesOf(row: EventRow): CardParties {
  const name = [row.first_name, row.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return {
    jobTitle: row.job_title,
    companyName: row.company_name?.trim() || null,
    candidateName: name || null,
    candidateEmail: row.candidate_email,
    recruiterEmail: row.recruiter_email,
  };
}

function interviewOf(row: EventRow): InterviewDetails {
  return {
    id: row.interview_id!,
    slots: (row.slots ?? []).map((slot) => new Date(slot)),
    durationMinutes: row.duration_minutes ?? 60,
    location: row.location,
    videoUrl: row.video_url,
    message: row.interview_message,
  };
}

/** Who acted: the candidate, the recruiter (or anyone else signed in), or Fuse itself (no claims). */
const sideOf = (row: EventRow) =>
  row.actor_id === null ? "system" : row.actor_id === row.candidate_id ? "candidate" : "recruiter";

/**
 * Decides what one shared event tells, and to whom. `held` is the booking the calendars hold for
 * the event's interview, if any: a rescheduling or a cancellation withdraws it.
 */
function tellingOf(row: EventRow, held: CalendarSlot | undefined, config: NotifierConfig): Telling {
  const parties = partiesOf(row);
  const publicUrl = config.publicUrl;
  if (row.kind === "move") {
    // Entering the pipeline was told by the match's e-mails; a move into « Entretien » by proposing
    // an interview is told by the proposal's.
    if (row.from_stage === null || row.to_stage === null) return { emails: [] };
    if (row.to_stage === "withdrawn") {
      if (!parties.recruiterEmail) return { emails: [] };
      return { emails: [withdrawalEmail(parties.recruiterEmail, publicUrl, parties, row.message)] };
    }
    if (row.to_stage === "interview" && row.with_proposal) return { emails: [] };
    if (!parties.candidateEmail) return { emails: [] };
    const closeDays = (config.followUp ?? defaultFollowUp).closeDays;
    return {
      emails: [
        stageMoveEmail(parties.candidateEmail, publicUrl, parties, {
          stage: row.to_stage,
          reason: row.reason,
          message: row.message,
          closeDays,
        }),
      ],
    };
  }
  if (!row.kind.startsWith("interview_") || row.interview_id === null || row.interview_status === null) {
    // Notes are private, and nothing else is told.
    return { emails: [] };
  }
  const interview = interviewOf(row);
  // Withdrawing a booking: a revision above the booking's, and at least the interview's own when current.
  const withdrawn: CalendarSlot | undefined = held && {
    ...held,
    sequence: Math.max(held.sequence + 1, row.superseded ? 0 : (row.sequence ?? 0)),
  };
  const cancelRecord = withdrawn && { method: "CANCEL" as const, ...withdrawn };
  switch (row.kind) {
    case "interview_proposed":
    case "interview_rescheduled": {
      // Slots since replaced or booked are no longer worth choosing: only the calendars are put right.
      const current = !row.superseded && row.interview_status === "proposed";
      const emails = [
        current && parties.candidateEmail
          ? interviewProposalEmail(parties.candidateEmail, publicUrl, parties, interview, {
              rescheduled: row.kind === "interview_rescheduled",
              cancelled: withdrawn,
            })
          : withdrawn
            ? calendarCancellationEmail("candidate", publicUrl, parties, interview, withdrawn)
            : null,
        withdrawn ? calendarCancellationEmail("recruiter", publicUrl, parties, interview, withdrawn) : null,
      ];
      return { emails: emails.filter(present), invitation: cancelRecord };
    }
    case "interview_booked": {
      if (row.superseded || row.interview_status !== "booked" || row.chosen_slot === null) return { emails: [] };
      const booked: CalendarSlot = {
        start: new Date(row.chosen_slot),
        durationMinutes: interview.durationMinutes,
        sequence: row.sequence ?? 0,
      };
      const { candidate, recruiter } = interviewBookedEmails(publicUrl, parties, interview, booked);
      return { emails: [candidate, recruiter].filter(present), invitation: { method: "REQUEST", ...booked } };
    }
    case "interview_cancelled": {
      const by = sideOf(row);
      const told =
        by === "system"
          ? (["candidate", "recruiter"] as const)
          : ([by === "candidate" ? "recruiter" : "candidate"] as const);
      const emails = [
        ...told.map((recipient) =>
          interviewCancelledEmail(recipient, publicUrl, parties, interview, {
            by,
            message: row.message,
            cancelled: withdrawn,
          }),
        ),
        // The side that cancelled gets the calendar's side of it only.
        by !== "system" && withdrawn ? calendarCancellationEmail(by, publicUrl, parties, interview, withdrawn) : null,
      ];
      return { emails: emails.filter(present), invitation: cancelRecord };
    }
    default:
      return { emails: [] };
  }
}

/**
 * Tells one event, in one transaction: its card is locked for telling (so the events of one card
 * are told one after the other, whichever server tells them), the event is claimed in
 * `workflow_event_mails` and its e-mails are written to the outbox, all or nothing. Returns the
 * e-mails written, or null when another server had claimed it.
 */
async function tellEvent(db: Database, config: NotifierConfig, pending: PendingRow): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [
      `workflow_event_mails:${pending.item_id}`,
    ]);
    const row = (await tx.query<EventRow>(eventQuery, [pending.id])).rows[0];
    // Its card was deleted meanwhile: the event went with it.
    if (!row) return null;
    const held = row.interview_id ? await heldInvitation(tx, row.interview_id) : undefined;
    const telling = pending.stale ? { emails: [] } : tellingOf(row, held, config);
    const invitation = telling.invitation;
    const claimed = await tx.query(
      `insert into public.workflow_event_mails
         (event_id, invitation_method, invitation_start, invitation_minutes, invitation_sequence)
       values ($1, $2, $3, $4, $5)
       on conflict (event_id) do nothing
       returning event_id`,
      [
        pending.id,
        invitation?.method ?? null,
        invitation?.start ?? null,
        invitation?.durationMinutes ?? null,
        invitation?.sequence ?? null,
      ],
    );
    if (claimed.rows.length === 0) return null;
    for (const email of telling.emails) await sendEmail(tx, email);
    return telling.emails.length;
  });
}

/**
 * Tells every shared event not yet told (oldest first), a batch at a time. An event that fails is
 * left for the next pass, and after `maxAttempts` passes marked told without e-mail; the database
 * being unavailable ends the pass (thrown).
 */
export async function tellWorkflowEvents(
  db: Database,
  config: NotifierConfig,
  options: {
    batchSize?: number;
    maxAttempts?: number;
    failures?: Map<string, number>;
    log?: Pick<Console, "error">;
    stopped?: () => boolean;
  } = {},
): Promise<NotifyReport> {
  const { batchSize = 50, maxAttempts = 5, failures = new Map<string, number>(), log = console } = options;
  const report: NotifyReport = { events: 0, emails: 0 };
  const failedNow = new Set<string>();
  while (!options.stopped?.()) {
    const { rows } = await db.query<PendingRow>(
      `select e.id, e.item_id, e.at < now() - make_interval(days => $1) as stale
       from public.workflow_events e
       where not e.private and e.at > now() - make_interval(days => $2)
         -- Entering the pipeline is told by the match's own e-mails: never claimed here.
         and not (e.kind = 'move' and e.from_stage is null)
         and not exists (select from public.workflow_event_mails m where m.event_id = e.id)
         and e.id <> all ($3::uuid[])
       order by e.at, e.seq
       limit $4`,
      [staleAfterDays, lookBackDays, [...failedNow], batchSize],
    );
    for (const pending of rows) {
      if (options.stopped?.()) break;
      try {
        const emails = await tellEvent(db, config, pending);
        failures.delete(pending.id);
        if (emails !== null) {
          report.events += 1;
          report.emails += emails;
        }
      } catch (error) {
        if (isUnavailable(error)) throw error;
        failedNow.add(pending.id);
        const attempts = (failures.get(pending.id) ?? 0) + 1;
        failures.set(pending.id, attempts);
        if (attempts < maxAttempts) {
          log.error(
            `Suivi des candidatures : e-mail de l'événement ${pending.id} en échec (essai ${attempts}) :`,
            error,
          );
          continue;
        }
        log.error(
          `Suivi des candidatures : événement ${pending.id} abandonné après ${attempts} essais, marqué comme traité sans e-mail :`,
          error,
        );
        await db.query("insert into public.workflow_event_mails (event_id) values ($1) on conflict do nothing", [
          pending.id,
        ]);
        failures.delete(pending.id);
      }
    }
    if (rows.length < batchSize) break;
  }
  return report;
}

/**
 * Tells each shared event of the hiring workflow by e-mail, once, whichever path wrote it (the API,
 * REST, an rpc, the server's follow-ups) and however many servers share the database: a NOTIFY from
 * the events' trigger wakes it at once, a poll catches what a lost notification missed, `kick()`
 * looks now. Nothing ever throws out of it; `stop()` waits for the event being told.
 */
export class WorkflowNotifier {
  readonly #loop: WakeLoop<NotifyReport>;

  constructor(options: WorkflowNotifierOptions) {
    const { db, config, pollMs = 5_000, batchSize = 50, maxAttempts = 5, log = console } = options;
    const failures = new Map<string, number>();
    let unavailable = false;
    this.#loop = new WakeLoop({
      db,
      channel: workflowEventsChannel,
      pollMs,
      nothing: { events: 0, emails: 0 },
      pass: async (stopped) => {
        const report = await tellWorkflowEvents(db, config, { batchSize, maxAttempts, failures, log, stopped });
        unavailable = false;
        return report;
      },
      onError: (error) => {
        if (!isUnavailable(error)) {
          log.error(
            "Suivi des candidatures : échec de l'envoi des notifications, nouvel essai au prochain passage :",
            error,
          );
        } else if (!unavailable) {
          // Said once per outage, not at every poll.
          log.error(
            `Suivi des candidatures : base de données indisponible, e-mails en attente, nouvel essai toutes les ${Math.round(pollMs / 1000)} s (${messageOf(error)})`,
          );
        }
        unavailable = isUnavailable(error);
      },
    });
  }

  /** Listens for new events, looks at once, then every `pollMs`, until `stop()`. */
  start() {
    this.#loop.start();
  }

  /**
   * Looks now. Resolves with what the pass did; during a pass, one more follows it, since the pass
   * under way may have looked before the new event was committed.
   */
  kick(): Promise<NotifyReport> {
    return this.#loop.kick();
  }

  /** Stops listening and polling, and waits for the pass under way. */
  stop() {
    return this.#loop.stop();
  }
}
