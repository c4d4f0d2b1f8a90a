import type { JobSummary } from "@fuse/domain/api/contract";
import { contractTypeLabels, countOf } from "@fuse/domain/vocabulary";
import { paths } from "@fuse/domain/vocabulary/paths";
import { heading, layoutEmail, link, linkList, paragraph, section } from "@fuse/server-core/email/layout.ts";
import type { OutgoingEmail } from "@fuse/server-core/email/outbox.ts";

/** Offers listed per saved search in one e-mail; the search's link shows the others. */
export const offersPerSearch = 10;

/** An offer as the alert lists it. */
export type AlertOffer = Pick<JobSummary, "id" | "title" | "city" | "contract_type"> & {
  company: Pick<NonNullable<JobSummary["company"]>, "name"> | null;
};

/** One saved search's news: its name, its criteria (a query string), its unsubscribe token and its new offers. */
export interface SearchNews {
  name: string;
  query: string;
  unsubscribeToken: string;
  /** The new offers, newest first. */
  jobs: AlertOffer[];
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

function offerLine(job: AlertOffer) {
  const where = [job.company?.name, job.city].filter(Boolean).join(", ");
  return `${job.title}${where ? ` — ${where}` : ""} (${contractTypeLabels[job.contract_type]})`;
}

/** One French e-mail for one candidate: each saved search with its new offers and its own unsubscribe link. */
export function jobAlertsEmail(to: string, news: SearchNews[], publicUrl: string): OutgoingEmail {
  const links = alertLinks(publicUrl);
  const total = news.reduce((sum, item) => sum + item.jobs.length, 0);
  const searches = news.map((item) => {
    const others = item.jobs.length - Math.min(item.jobs.length, offersPerSearch);
    const moreText =
      others > 0 || item.more
        ? `Et ${item.more ? "d'autres offres" : countOf(others, "autre offre", "autres offres")} : voir la recherche`
        : "Voir la recherche";
    return section(
      heading(
        `« ${item.name} » : ${countOf(item.jobs.length, "nouvelle offre", "nouvelles offres")}${item.more ? " et plus" : ""}`,
      ),
      linkList(
        item.jobs
          .slice(0, offersPerSearch)
          .map((job) => ({ label: offerLine(job), href: links.search(item.query, job.id) })),
      ),
      link(moreText, links.search(item.query)),
      link("Ne plus recevoir cette alerte", links.unsubscribe(item.unsubscribeToken), { muted: true }),
    );
  });
  return layoutEmail({
    to,
    subject:
      news.length === 1
        ? `${countOf(total, "nouvelle offre", "nouvelles offres")} pour « ${news[0]!.name} »`
        : `${countOf(total, "nouvelle offre", "nouvelles offres")} pour vos recherches enregistrées`,
    body: [
      paragraph("De nouvelles offres correspondent à vos recherches enregistrées sur Fuse."),
      ...searches,
      link("Gérer vos recherches et vos alertes", links.home),
      paragraph("Vous recevez ce message parce que vous avez activé une alerte e-mail sur une recherche enregistrée.", {
        muted: true,
      }),
    ],
  });
}
