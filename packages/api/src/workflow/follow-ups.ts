import { defaultFollowUp, type ServerConfig } from "@fuse/server-core/context.ts";
import type { Database } from "@fuse/server-core/db/database.ts";
import { sendEmail } from "@fuse/server-core/email/outbox.ts";
import type { ScheduledJob } from "@fuse/server-core/scheduler/scheduler.ts";

import { followUpReminderEmail, type SilentApplication } from "../email/workflow.ts";

/** The scheduled job's name (its runs in `public.scheduled_runs`). */
export const workflowFollowUpsJobName = "workflow-follow-ups";
const hour = 3_600_000;

type FollowUpSettings = Pick<ServerConfig, "publicUrl" | "followUp">;

// The open stages, written out as the partial index workflow_items_follow_up_idx states them, so the
// planner uses it (openWorkflowStages in @fuse/domain/vocabulary).
const open = "stage in ('new_match', 'shortlisted', 'interview', 'offer')";
// Not reminded yet, silent for `reminderDays` (parameter $n) but not yet for `closeDays` ($n+1):
// what a reminder lists.
const remindable = (n: number) => `w.reminded_at is null
  and w.last_activity_at < now() - make_interval(days => $${n})
  and w.last_activity_at >= now() - make_interval(days => $${n + 1})`;
// An interview booked and still to come holds the card: the silence is a wait, not a neglect.
const noInterviewAhead = `not exists (
  select from public.workflow_interviews i
  where i.item_id = w.id and i.status = 'booked' and i.chosen_slot > now())`;

export interface FollowUpOutcome {
  /** Cards closed « Sans suite » (the notifier tells their candidates). */
  closed: number;
  /** Reminder e-mails written (one per recruiter). */
  reminders: number;
  /** Cards listed in those reminders. */
  reminded: number;
}

interface SilentRow {
  id: string;
  recruiter_id: string;
  recruiter_email: string;
  job_title: string;
  first_name: string | null;
  last_name: string | null;
  days: number;
}

/**
 * The follow-ups of open applications left without shared activity: past `closeDays`, the card is
 * closed « Sans suite » by the server itself (no claims: the reason only it may give), which writes
 * its move event for the notifier to tell the candidate; past `reminderDays` and not reminded since,
 * its recruiter gets one e-mail listing them all. A booked interview still to come holds a card.
 * Every write re-checks its own conditions on the rows it changes, so a repeated or raced run (two
 * servers) closes nothing twice and reminds nobody twice; each reminder is written in the
 * transaction that marks its cards reminded. A card past `closeDays` is never in a reminder: one
 * that passed it after this run's closing (another run's change committed meanwhile) is closed
 * by the next run, not announced to its recruiter as waiting.
 */
export async function followUpApplications(db: Database, config: FollowUpSettings): Promise<FollowUpOutcome> {
  const { reminderDays, closeDays } = config.followUp ?? defaultFollowUp;
  const closed = await db.query<{ id: string }>(
    `update public.workflow_items w set stage = 'rejected', refusal_reason = 'no_response'
     where w.${open}
       and w.last_activity_at < now() - make_interval(days => $1)
       and ${noInterviewAhead}
     returning w.id`,
    [closeDays],
  );

  const { rows } = await db.query<SilentRow>(
    `select w.id, j.company_id as recruiter_id, ru.email as recruiter_email, j.title as job_title,
            ci.first_name, ci.last_name,
            floor(extract(epoch from now() - w.last_activity_at) / 86400)::int as days
     from public.workflow_items w
     join public.jobs j on j.id = w.job_id
     join public.profiles rp on rp.id = j.company_id
     join auth.users ru on ru.id = rp.user_id
     left join public.candidate_infos ci on ci.profile_id = w.candidate_id
     where w.${open}
       and ${remindable(1)}
       and ${noInterviewAhead}
       and ru.email is not null
     order by j.company_id, w.last_activity_at, w.id`,
    [reminderDays, closeDays],
  );
  const byRecruiter = new Map<string, SilentRow[]>();
  for (const row of rows) byRecruiter.set(row.recruiter_id, [...(byRecruiter.get(row.recruiter_id) ?? []), row]);

  let reminders = 0;
  let reminded = 0;
  for (const cards of byRecruiter.values()) {
    const marked = await db.transaction(async (tx) => {
      const { rows: still } = await tx.query<{ id: string }>(
        `update public.workflow_items w set reminded_at = now()
         where w.id = any ($1::uuid[])
           and w.${open}
           and ${remindable(2)}
           and ${noInterviewAhead}
         returning w.id`,
        [cards.map((card) => card.id), reminderDays, closeDays],
      );
      const ids = new Set(still.map((row) => row.id));
      const listed: SilentApplication[] = cards
        .filter((card) => ids.has(card.id))
        .map((card) => ({
          candidateName:
            [card.first_name, card.last_name]
              .map((part) => part?.trim())
              .filter(Boolean)
              .join(" ") || null,
          jobTitle: card.job_title,
          days: card.days,
        }));
      if (listed.length > 0) {
        await sendEmail(
          tx,
          followUpReminderEmail(cards[0]!.recruiter_email, config.publicUrl, listed, { reminderDays, closeDays }),
        );
      }
      return listed.length;
    });
    if (marked > 0) {
      reminders += 1;
      reminded += marked;
    }
  }
  return { closed: closed.rows.length, reminders, reminded };
}

/** The follow-ups as a scheduled job: hourly by default, once per period across servers. */
export function workflowFollowUpsJob(
  db: Database,
  config: FollowUpSettings,
  options: { intervalMs?: number | undefined } = {},
): ScheduledJob {
  return {
    name: workflowFollowUpsJobName,
    intervalMs: options.intervalMs ?? hour,
    run: async () => {
      await followUpApplications(db, config);
    },
  };
}
