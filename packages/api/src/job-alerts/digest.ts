import { contractTypeLabels, countOf } from "@fuse/domain/vocabulary";
import { paths } from "@fuse/domain/vocabulary/paths";
import type { ServerConfig } from "@fuse/server-core/context.ts";
import type { Database } from "@fuse/server-core/db/database.ts";
import { escapeHtml } from "@fuse/server-core/email/html.ts";
import { sendEmail, type OutgoingEmail } from "@fuse/server-core/email/outbox.ts";
import { anonClaims } from "@fuse/server-core/jwt.ts";
import type { ScheduledJob } from "@fuse/server-core/scheduler/scheduler.ts";

import type { JobSummary } from "../jobs/search.ts";
import { searchJobs, type NetEstimate } from "../jobs/search.ts";
import { parseSavedQuery } from "./saved-query.ts";

/** The scheduled job's name (its runs in `public.scheduled_runs`). */
export const jobAlertsJobName = "job-alerts-digest";
/** Offers listed per saved search in one e-mail; the search's link shows the others. */
export const offersPerSearch = 10;
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

interface SearchNews {
  row: AlertRow;
  /** The new offers, newest first. */
  jobs: JobSummary[];
  /** More new offers than the page read: the count is a lower bound. */
  more: boolean;
}

/** Where the e-mail's links lead: the search screen (with an offer open), the unsubscribe link. */
export function alertLinks(publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, "");
  const search = (query: string, offer?: string) => {
    const params = new URLSearchParams(query);
    if (offer) params.set("offre", offer);
    const text = params.toString();
    return `${base}${paths.candidate.searchJobs}${text ? `?${text}` : ""}`;
  };
  return {
    search,
    unsubscribe: (token: string) => `${base}/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
    home: `${base}${paths.candidate.jobs}`,
  };
}

function offerLine(job: JobSummary) {
  const where = [job.company?.name, job.city].filter(Boolean).join(", ");
  return `${job.title}${where ? ` — ${where}` : ""} (${contractTypeLabels[job.contract_type]})`;
}

/** One French e-mail for one candidate: each saved search with its new offers and its own unsubscribe link. */
export function composeDigest(to: string, news: SearchNews[], publicUrl: string): OutgoingEmail {
  const links = alertLinks(publicUrl);
  const total = news.reduce((sum, item) => sum + item.jobs.length, 0);
  const subject =
    news.length === 1
      ? `${countOf(total, "nouvelle offre", "nouvelles offres")} pour « ${news[0]!.row.name} »`
      : `${countOf(total, "nouvelle offre", "nouvelles offres")} pour vos recherches enregistrées`;
  const allLinks: string[] = [];
  const textParts: string[] = [
    "Bonjour,",
    "",
    "De nouvelles offres correspondent à vos recherches enregistrées sur Fuse.",
    "",
  ];
  const htmlParts: string[] = [];
  for (const item of news) {
    const shown = item.jobs.slice(0, offersPerSearch);
    const others = item.jobs.length - shown.length;
    const searchLink = links.search(item.row.query);
    const unsubscribe = links.unsubscribe(item.row.unsubscribe_token);
    const heading = `« ${item.row.name} » : ${countOf(item.jobs.length, "nouvelle offre", "nouvelles offres")}${item.more ? " et plus" : ""}`;
    textParts.push(heading);
    const htmlOffers: string[] = [];
    for (const job of shown) {
      const link = links.search(item.row.query, job.id);
      allLinks.push(link);
      textParts.push(`- ${offerLine(job)}`, `  ${link}`);
      htmlOffers.push(`<li><a href="${escapeHtml(link)}">${escapeHtml(offerLine(job))}</a></li>`);
    }
    const moreText =
      others > 0 || item.more
        ? `Et ${item.more ? "d'autres offres" : countOf(others, "autre offre", "autres offres")} : voir la recherche`
        : "Voir la recherche";
    allLinks.push(searchLink, unsubscribe);
    textParts.push(`${moreText} : ${searchLink}`, `Ne plus recevoir cette alerte : ${unsubscribe}`, "");
    htmlParts.push(`<h2 style="font-size: 17px; margin: 24px 0 8px;">${escapeHtml(heading)}</h2>
  <ul>${htmlOffers.join("")}</ul>
  <p><a href="${escapeHtml(searchLink)}">${escapeHtml(moreText)}</a></p>
  <p style="font-size: 13px; color: #5f5f6b;"><a href="${escapeHtml(unsubscribe)}" style="color: #5f5f6b;">Ne plus recevoir cette alerte</a></p>`);
  }
  allLinks.push(links.home);
  textParts.push(
    `Gérer vos recherches et vos alertes : ${links.home}`,
    "",
    "Vous recevez ce message parce que vous avez activé une alerte e-mail sur une recherche enregistrée.",
    "",
    "L'équipe Fuse",
  );
  const html = `<!doctype html>
<html lang="fr">
<body style="font-family: system-ui, sans-serif; color: #1f1f24;">
  <p>Bonjour,</p>
  <p>De nouvelles offres correspondent à vos recherches enregistrées sur Fuse.</p>
  ${htmlParts.join("\n  ")}
  <p><a href="${escapeHtml(links.home)}">Gérer vos recherches et vos alertes</a></p>
  <p style="font-size: 13px; color: #5f5f6b;">Vous recevez ce message parce que vous avez activé une alerte e-mail sur une recherche enregistrée.</p>
  <p>L'équipe Fuse</p>
</body>
</html>`;
  return { to, subject, text: textParts.join("\n"), html, links: allLinks };
}

/** The new offers of one saved search: its own criteria through the job search, published in (since, until]. */
async function newOffers(
  db: Database,
  row: AlertRow,
  until: Date,
  estimateNet: NetEstimate | undefined,
): Promise<Omit<SearchNews, "row"> | undefined> {
  const parsed = parseSavedQuery(row.query);
  if (!parsed.ok) return undefined;
  const since = new Date(row.last_alert_at);
  // Whole days for the search's filter (at least one), then the exact window on the dates.
  const days = Math.min(365, Math.max(1, Math.ceil((Date.now() - since.getTime()) / day) + 1));
  const perPage = 50;
  const result = await db.asRole(anonClaims, (tx) =>
    searchJobs(tx, { ...parsed.value.search, sort: "date", page: 1, perPage, publishedSinceDays: days }, estimateNet),
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
    const news: SearchNews[] = [];
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
      if (still.length > 0) await sendEmail(tx, composeDigest(searches[0]!.email, still, config.publicUrl));
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
