import * as React from "react";

import { paths } from "@fuse/domain/vocabulary/paths";
import { buttonVariants } from "@fuse/ui/button";
import { cn } from "@fuse/ui/utils";

import type { LinkRenderer } from "../../job-search/lib/links.tsx";

/** What each side gets: promises the product keeps (DESIGN §5, spec §1), not slogans. */
const audiences = [
  {
    key: "candidate",
    title: "Vous cherchez un emploi",
    promises: [
      "Un score de compatibilité expliqué critère par critère : compétences, distance, contrat, salaire, expérience.",
      "Chaque salaire affiché en brut et en net estimé.",
      "Vos coordonnées restent privées jusqu'à un intérêt réciproque.",
      "Votre candidature suivie à chaque étape : sans nouvelles après 21 jours, le recruteur est relancé.",
    ],
    action: { href: paths.register.candidate, label: "Créer mon profil candidat" },
  },
  {
    key: "recruiter",
    title: "Vous recrutez",
    promises: [
      "Des candidats proposés pour chaque offre, avec le détail de leur compatibilité.",
      "Le contact avec un candidat s'ouvre dès que l'intérêt est réciproque.",
      "Un suivi par offre, du premier match à l'embauche, que les candidats voient en direct.",
    ],
    action: { href: paths.preRegistration, label: "Inscrire mon entreprise" },
  },
] as const;

type HomeHeroProps = {
  renderLink: LinkRenderer;
  /** Shown under the statement, before the two audiences: the job search box. */
  children?: React.ReactNode;
  className?: string;
};

/** What Fuse is in one sentence, then what it promises to job seekers and to recruiters, with a way in for each. */
function HomeHero({ renderLink, children, className }: HomeHeroProps) {
  const id = React.useId();
  return (
    <div data-slot="home-hero" className={cn("flex flex-col gap-8", className)}>
      <div className="flex max-w-3xl flex-col gap-4">
        <p className="text-3xl font-semibold tracking-tight text-balance text-foreground sm:text-4xl">
          Fuse rapproche candidats et recruteurs par des correspondances expliquées, et le contact ne s&apos;ouvre
          qu&apos;une fois l&apos;intérêt réciproque.
        </p>
        {children}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {audiences.map((audience) => (
          <section
            key={audience.key}
            aria-labelledby={`${id}-${audience.key}`}
            className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground"
          >
            <h2 id={`${id}-${audience.key}`} className="text-xl font-semibold">
              {audience.title}
            </h2>
            <ul className="flex flex-1 list-disc flex-col gap-2 pl-5 text-muted-foreground">
              {audience.promises.map((promise) => (
                <li key={promise}>{promise}</li>
              ))}
            </ul>
            {renderLink({
              href: audience.action.href,
              className: cn(buttonVariants(), "self-start text-center whitespace-normal"),
              children: audience.action.label,
            })}
          </section>
        ))}
      </div>
    </div>
  );
}

export { HomeHero };
export type { HomeHeroProps };
