import * as React from "react";

import { formatNumber } from "@fuse/domain/format/number";
import type { PlatformFigures } from "@fuse/domain/home/contract";
import { Skeleton } from "@fuse/ui/skeleton";
import { cn } from "@fuse/ui/utils";

// French puts 0 and 1 in the singular: « 0 offre publiée », « 1 entreprise ».
const plural = new Intl.PluralRules("fr-FR");

const labels = {
  published_jobs: { one: "offre publiée", other: "offres publiées" },
  companies: { one: "entreprise", other: "entreprises" },
} as const;

type HomeFiguresProps = {
  /** Undefined while loading. */
  figures: PlatformFigures | undefined;
  /** The figures could not be read: a short line takes their place. */
  failed?: boolean;
  className?: string;
};

/** The platform in two live figures: offers published and companies recruiting. */
function HomeFigures({ figures, failed = false, className }: HomeFiguresProps) {
  const headingId = React.useId();
  const keys = ["published_jobs", "companies"] as const;
  return (
    <section aria-labelledby={headingId} data-slot="home-figures" className={cn("flex flex-col gap-3", className)}>
      <h2 id={headingId} className="text-lg font-semibold text-foreground">
        En ce moment sur Fuse
      </h2>
      {figures ? (
        <ul className="grid grid-cols-1 gap-3 min-[22rem]:grid-cols-2">
          {keys.map((key) => (
            <li key={key} className="flex min-h-20 flex-col justify-center rounded-lg border border-border px-4 py-3">
              <span className="text-3xl font-semibold text-foreground tabular-nums">{formatNumber(figures[key])}</span>{" "}
              <span className="text-muted-foreground">
                {labels[key][plural.select(figures[key]) === "one" ? "one" : "other"]}
              </span>
            </li>
          ))}
        </ul>
      ) : failed ? (
        <p className="text-sm text-muted-foreground">
          Les chiffres du moment ne sont pas disponibles pour l&apos;instant.
        </p>
      ) : (
        <div
          role="status"
          aria-label="Chargement des chiffres"
          className="grid grid-cols-1 gap-3 min-[22rem]:grid-cols-2"
        >
          {keys.map((key) => (
            <Skeleton key={key} className="h-20 w-full rounded-lg" />
          ))}
        </div>
      )}
    </section>
  );
}

export { HomeFigures };
export type { HomeFiguresProps };
