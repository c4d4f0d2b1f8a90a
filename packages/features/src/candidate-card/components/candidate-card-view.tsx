import { BriefcaseIcon, MapPinIcon } from "lucide-react";

import type { CandidateCardContent, CardAccent } from "@fuse/domain/candidate-card/contract";
import {
  contractTypeLabels,
  remotePreferenceLabels,
  type ContractType,
  type RemotePreference,
} from "@fuse/domain/vocabulary";
import { Avatar } from "@fuse/ui/avatar";
import { Badge } from "@fuse/ui/badge";
import { Card, CardContent, CardHeader } from "@fuse/ui/card";
import { SafeHtml } from "@fuse/ui/safe-html";
import { cn } from "@fuse/ui/utils";

const accentBorder: Record<CardAccent, string> = {
  violet: "border-t-primary",
  vert: "border-t-green-700",
  bleu: "border-t-blue-700",
  orange: "border-t-orange-600",
};

export const accentLabels: Record<CardAccent, string> = {
  violet: "Violet Fuse",
  vert: "Vert",
  bleu: "Bleu",
  orange: "Orange",
};

export type CandidateCardViewProps = {
  card: CandidateCardContent;
  /** The heading level of the card's name (2 inside a page, 1 on the public page). */
  headingLevel?: 1 | 2 | 3 | 4;
  className?: string;
};

/** MaFuseCard as others see it: photo or initials, title, trade, place, skills, languages, portrait. */
export function CandidateCardView({ card, headingLevel = 2, className }: CandidateCardViewProps) {
  const Heading = `h${headingLevel}` as const;
  const name = card.first_name ?? "Profil anonyme";
  const contracts = card.contract_types.map((type) => contractTypeLabels[type as ContractType] ?? type);
  return (
    <Card className={cn("border-t-4", accentBorder[card.settings.accent ?? "violet"], className)}>
      <CardHeader className="flex flex-row items-center gap-4">
        <Avatar size="xl" src={card.avatar_url ?? undefined} alt={card.first_name ?? ""} />
        <div className="flex min-w-0 flex-col gap-1">
          <Heading className="text-xl font-semibold tracking-tight">{name}</Heading>
          {card.headline ? <p className="text-muted-foreground">{card.headline}</p> : null}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground" aria-label="En bref">
          {card.target_title ? (
            <li className="flex items-center gap-1">
              <BriefcaseIcon aria-hidden className="size-4" />
              {card.target_title}
              {card.experience_years !== null
                ? `, ${card.experience_years} an${card.experience_years > 1 ? "s" : ""} d'expérience`
                : ""}
            </li>
          ) : null}
          {card.city ? (
            <li className="flex items-center gap-1">
              <MapPinIcon aria-hidden className="size-4" />
              {card.city}
            </li>
          ) : null}
          {contracts.length > 0 ? <li>{contracts.join(", ")}</li> : null}
          <li>{remotePreferenceLabels[card.remote_preference as RemotePreference] ?? ""}</li>
        </ul>
        {card.skills.length > 0 ? (
          <section aria-label="Compétences" className="flex flex-wrap gap-2">
            {card.skills.map((skill) => (
              <Badge key={skill} variant="secondary">
                {skill}
              </Badge>
            ))}
          </section>
        ) : null}
        {card.languages.length > 0 ? (
          <p className="text-sm">
            <span className="font-medium">Langues : </span>
            {card.languages.join(", ")}
          </p>
        ) : null}
        {card.memo ? (
          <section aria-label="Portrait" className="prose-sm border-t pt-4 text-sm [&_p]:mb-2">
            <SafeHtml html={card.memo} />
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
