import { formatDay } from "@fuse/domain/format/date";
import type { RecruiterJob } from "@fuse/domain/recruiter-jobs/contract";
import { Badge } from "@fuse/ui/badge";
import { cn } from "@fuse/ui/utils";

import type { CompanySummary, JobOfferResponse } from "../../api/index.ts";
import { OfferDetails } from "../../job-search/index.ts";

type JobOfferPreviewProps = {
  offer: Omit<
    RecruiterJob,
    "id" | "created_at" | "updated_at" | "published_at" | "status" | "rome_code" | "rome_label" | "rome_code_chosen"
  > & {
    id?: string;
    published_at?: string | null;
  };
  /** The company card candidates would see beside the offer (null when it is private). */
  company?: (CompanySummary & { size: string | null; sector: string | null; description: string | null }) | null;
  /** The estimated net monthly bounds, when known. */
  netMonthly?: { min: number | null; max: number | null };
  className?: string;
};

/**
 * The offer as candidates will read it on its page, from what the form holds now: the same panel
 * as the job search's, without the candidate's buttons or match (there is no candidate here).
 */
function JobOfferPreview({ offer, company = null, netMonthly, className }: JobOfferPreviewProps) {
  const shown: JobOfferResponse = {
    id: offer.id ?? "apercu",
    title: offer.title || "Intitulé du poste",
    rome: null,
    excerpt: "",
    contract_type: offer.contract_type,
    remote_mode: offer.remote_mode,
    city: offer.city,
    postal_code: offer.postal_code,
    lat: offer.lat,
    lng: offer.lng,
    distance_km: null,
    salary_min: offer.salary_min,
    salary_max: offer.salary_max,
    salary_net_monthly_min: netMonthly?.min ?? null,
    salary_net_monthly_max: netMonthly?.max ?? null,
    skills: offer.skills,
    nice_to_have_skills: offer.nice_to_have_skills,
    experience_years_min: offer.experience_years_min,
    languages: offer.languages,
    published_at: offer.published_at ?? new Date().toISOString(),
    status: "published",
    description: offer.description || "<p>La description du poste s'affichera ici.</p>",
    company: company ? { ...company, culture: null } : null,
    match: null,
  };
  return (
    <section
      data-slot="job-offer-preview"
      aria-label="Aperçu de l'offre"
      className={cn("flex flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:p-6", className)}
    >
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Aperçu côté candidat</p>
      <h2 className="text-xl font-semibold break-words">{shown.title}</h2>
      <OfferDetails offer={shown} onDecide={() => undefined} onWithdraw={() => undefined} />
      {offer.nice_to_have_skills.length > 0 || offer.languages.length > 0 || offer.start_date ? (
        <dl className="flex flex-col gap-3 text-sm">
          {offer.nice_to_have_skills.length > 0 ? (
            <div className="flex flex-col gap-1">
              <dt className="font-semibold">Compétences appréciées</dt>
              <dd className="flex flex-wrap gap-2">
                {offer.nice_to_have_skills.map((skill) => (
                  <Badge key={skill} variant="muted">
                    {skill}
                  </Badge>
                ))}
              </dd>
            </div>
          ) : null}
          {offer.languages.length > 0 ? (
            <div className="flex flex-col gap-1">
              <dt className="font-semibold">Langues</dt>
              <dd>{offer.languages.join(", ")}</dd>
            </div>
          ) : null}
          {offer.start_date ? (
            <div className="flex flex-col gap-1">
              <dt className="font-semibold">Prise de poste</dt>
              <dd>{formatDay(`${offer.start_date}T12:00:00Z`)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}

export { JobOfferPreview };
export type { JobOfferPreviewProps };
