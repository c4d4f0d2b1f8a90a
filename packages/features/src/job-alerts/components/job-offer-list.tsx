import { Link } from "react-router";

import { formatDayMonth } from "@fuse/domain/format/date";
import { offerHref } from "@fuse/domain/job-alerts/links";
import { contractTypeLabels, remoteModeLabels } from "@fuse/domain/vocabulary";
import { Badge } from "@fuse/ui/badge";

import type { JobSummary } from "../../api/index.ts";

export interface DatedJob {
  job: JobSummary;
  /** When the candidate liked or viewed it (ISO). */
  at: string;
}

export interface JobOfferListProps {
  /** The list's accessible name. */
  label: string;
  items: DatedJob[];
  /** « Aimée le », « Consultée le »… before the date. */
  datePrefix: string;
}

/** Offers as compact cards, each a link that opens the offer in the search screen. */
export function JobOfferList({ label, items, datePrefix }: JobOfferListProps) {
  return (
    <ul aria-label={label} className="grid gap-3 md:grid-cols-2">
      {items.map(({ job, at }) => (
        <li
          key={job.id}
          className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 text-card-foreground"
        >
          <h3 className="font-semibold break-words">
            <Link
              to={offerHref(job.id)}
              className="rounded-xs text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            >
              {job.title}
            </Link>
          </h3>
          <p className="text-sm break-words text-muted-foreground">
            {[job.company?.name ?? "Entreprise confidentielle", job.city].filter(Boolean).join(" · ")}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{contractTypeLabels[job.contract_type]}</Badge>
            <Badge variant="outline">{remoteModeLabels[job.remote_mode]}</Badge>
            <span className="text-xs text-muted-foreground">
              {datePrefix} {formatDayMonth(at)}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
