import type { ServerConfig } from "@fuse/server-core/context.ts";
import type { Database } from "@fuse/server-core/db/database.ts";
import { sendEmail } from "@fuse/server-core/email/outbox.ts";
import { anonClaims } from "@fuse/server-core/jwt.ts";
import type { ScheduledJob } from "@fuse/server-core/scheduler/scheduler.ts";

import { jobAlertsEmail, type SearchNews } from "../email/job-alerts.ts";
import { searchJobs, type NetEstimate } from "../jobs/search.ts";
import { parseSavedQuery } from "./saved-query.ts";

/** The scheduled job's name (its runs in `public.scheduled_runs`). */
export const jobAlertsJobName = "job-alerts-digest";
const day = 86_400_000;

interface AlertRow {
  id: string;
  profile_id: string;
  name: string;
  query: string;
  last_alert_at: Date | string;
  unsubscribe_token: string;
  email: string;
}

/** A saved search with its news, as the e-mail tells them. */
interface AlertNews extends Omit<SearchNews, "name" | "query" | "unsubscribeToken"> {
  row: AlertRow;
}

/** The new offers of one saved search: its own criteria through the job search, published in (since, until]. */
async function newOffers(
  db: Database,
  row: AlertRow,
  until: Date,
  estimateNet: NetEstimate | undefined,
): Promise<Omit<AlertNews, "row"> | undefined> {
  const parsed = parseSavedQuery(row.query);
  if (!parsed.ok) return undefined;
  const since = new Date(row.last_alert_at);
  // Whole days for the search's filter (at least one), then the exact window on the dates.
  const days = Math.min(365, Math.max(1, Math.ceil((Date.now() - since.getTime()) / day) + 1));
  const perPage = 50;
  const result = await db.asRole(anonClaims, (tx) =>
    searchJobs(tx, { ...parsed.value.search, sort: "date", page: 1, perPage, publishedSinceDays: days }, estimateNet, {
      // An alert sends what the saved search asks, never what a relaxed one would find.
      relax: false,
    }),
  );
  const jobs = result.jobs.filter((job) => {
    const published = new Date(job.published_at).getTime();
    return published > since.getTime() && published <= until.getTime();
  });
  const oldestRead = result.jobs.at(-1);
  const more = result.jobs.length === perPage && oldestRead !== undefined && new Date(oldestRead.published_at) > since;
  return { jobs, more };
}

export interface DigestOutcome {
  /** Saved searches with alerts looked at. */
  searches: number;
  /** E-mails written to the outbox (one per candidate with news). */
  emails: number;
}

/**
 * The daily alerts: for each saved search with its alert on, the offers published since its last
 * alert that match it (the job search itself, not a copy of it); one French e-mail per candidate
 * listing them, each search with its unsubscribe link; nothing when nothing is new. Each candidate's
 * e-mail and the move of their searches' last alert go in one transaction, after checking that no
 * other run moved them meanwhile: a run repeated (or raced) sends nothing twice.
 */
export async function sendJobAlerts(
  db: Database,
  config: Pick<ServerConfig, "publicUrl">,
  options: { estimateNet?: NetEstimate; now?: Date } = {},
): Promise<DigestOutcome> {
  const until = options.now ?? new Date();
  const { rows } = await db.query<AlertRow>(
    `select s.id, s.profile_id, s.name, s.query, s.last_alert_at, s.unsubscribe_token, u.email
       from public.saved_searches s
       join public.profiles p on p.id = s.profile_id and p.type = 'candidate'
       join auth.users u on u.id = p.user_id
      where s.alerts and s.last_alert_at < $1 and u.email is not null
      order by s.profile_id, s.created_at, s.id`,
    [until],
  );
  const byCandidate = new Map<string, AlertRow[]>();
  for (const row of rows) byCandidate.set(row.profile_id, [...(byCandidate.get(row.profile_id) ?? []), row]);
  let emails = 0;
  for (const searches of byCandidate.values()) {
    const news: AlertNews[] = [];
    for (const row of searches) {
      const found = await newOffers(db, row, until, options.estimateNet);
      if (found && found.jobs.length > 0) news.push({ row, ...found });
    }
    const sent = await db.transaction(async (tx) => {
      const { rows: current } = await tx.query<{ id: string; last_alert_at: Date | string; alerts: boolean }>(
        "select id, last_alert_at, alerts from public.saved_searches where id = any($1::uuid[]) for update",
        [searches.map((row) => row.id)],
      );
      const unchanged = new Set(
        current
          .filter((row) => {
            const read = searches.find((search) => search.id === row.id);
            return (
              row.alerts && read && new Date(row.last_alert_at).getTime() === new Date(read.last_alert_at).getTime()
            );
          })
          .map((row) => row.id),
      );
      const still = news.filter((item) => unchanged.has(item.row.id));
      if (still.length > 0) {
        const told = still.map(({ row, jobs, more }) => ({
          name: row.name,
          query: row.query,
          unsubscribeToken: row.unsubscribe_token,
          jobs,
          more,
        }));
        await sendEmail(tx, jobAlertsEmail(searches[0]!.email, told, config.publicUrl));
      }
      await tx.query("update public.saved_searches set last_alert_at = $2 where id = any($1::uuid[])", [
        [...unchanged],
        until,
      ]);
      return still.length > 0;
    });
    if (sent) emails += 1;
  }
  return { searches: rows.length, emails };
}

/** The alerts as a scheduled job: daily by default, from 06:00 UTC (7 or 8 in the morning in France). */
export function jobAlertsJob(
  db: Database,
  config: Pick<ServerConfig, "publicUrl">,
  options: { intervalMs?: number; estimateNet?: NetEstimate } = {},
): ScheduledJob {
  return {
    name: jobAlertsJobName,
    intervalMs: options.intervalMs ?? day,
    offsetMs: 6 * 3_600_000,
    run: async () => {
      await sendJobAlerts(db, config, { estimateNet: options.estimateNet });
    },
  };
}
