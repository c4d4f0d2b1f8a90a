import type { Database } from "@fuse/server-core/db/database.ts";
import type { ScheduledJob } from "@fuse/server-core/scheduler/scheduler.ts";

/** The scheduled job's name (its runs in `public.scheduled_runs`). */
export const retentionPurgeJobName = "retention-purge";
const hour = 3_600_000;
const day = 24 * hour;

/** How long the visitors' forms are kept, in days after the last exchange. */
export interface RetentionSettings {
  /** RETENTION_CONTACT_MESSAGES_DAYS (default 1095: three years). */
  contactMessageDays: number;
  /** RETENTION_PRE_REGISTRATIONS_DAYS (default 1095: three years). */
  preRegistrationDays: number;
}

/** The privacy policy's promise: « au plus tard trois ans après le dernier échange ». */
export const defaultRetention: RetentionSettings = { contactMessageDays: 1095, preRegistrationDays: 1095 };

export interface PurgeOutcome {
  contactMessages: number;
  preRegistrations: number;
}

/**
 * Deletes the contact messages and company pre-registrations whose last exchange is older than
 * their delay, as the privacy policy promises. The last exchange is the latest of what the person
 * sent and what was sent to them: a contact message's writing or its reply; a pre-registration's
 * writing, its refresh by a second sending, or its latest invitation. Handling a request in the
 * inbox is not an exchange with the person. Runs as the database owner; a repeated or concurrent
 * run deletes nothing twice.
 */
export async function purgeExpiredForms(db: Database, settings: RetentionSettings): Promise<PurgeOutcome> {
  const contact = await db.query(
    `delete from public.contact_messages
     where greatest(created_at, replied_at) < now() - make_interval(days => $1)`,
    [settings.contactMessageDays],
  );
  const preRegistrations = await db.query(
    `delete from public.pre_registrations
     where greatest(created_at, updated_at, invited_at) < now() - make_interval(days => $1)`,
    [settings.preRegistrationDays],
  );
  return { contactMessages: contact.rowCount, preRegistrations: preRegistrations.rowCount };
}

/**
 * The purge as a scheduled job: daily, in periods starting at 02:00 UTC (the night in France), once
 * per period across servers.
 */
export function retentionPurgeJob(db: Database, settings: RetentionSettings): ScheduledJob {
  return {
    name: retentionPurgeJobName,
    intervalMs: day,
    offsetMs: 2 * hour,
    run: async () => {
      const purged = await purgeExpiredForms(db, settings);
      if (purged.contactMessages + purged.preRegistrations > 0) {
        console.info(
          `Durées de conservation : ${purged.contactMessages} message(s) de contact et ${purged.preRegistrations} pré-inscription(s) supprimé(s).`,
        );
      }
    },
  };
}
