import { CheckIcon } from "lucide-react";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@fuse/ui/card";
import { Progress } from "@fuse/ui/progress";

import type { LinkRenderer } from "../../job-search/lib/links.tsx";
import type { Completeness } from "../lib/completeness.ts";

export type CompletenessPanelProps = {
  completeness: Completeness;
  renderLink: LinkRenderer;
  /** How many next steps to list (all by default). */
  limit?: number;
};

/** The card's completeness: a bar, then what to add, the biggest gain first, each a link to do it. */
export function CompletenessPanel({ completeness, renderLink, limit }: CompletenessPanelProps) {
  const next = completeness.next.slice(0, limit);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-base">Complétez votre carte</h2>
        </CardTitle>
        <CardDescription>Une carte complète reçoit des matchs plus justes.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Progress
          value={completeness.score}
          label="Carte complétée"
          showValue
          getValueLabel={(value) => `${value} %`}
        />
        {next.length === 0 ? (
          <p className="flex items-center gap-2 text-sm">
            <CheckIcon aria-hidden className="size-4 text-primary" />
            Votre carte est complète.
          </p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="À ajouter">
            {next.map((item) => (
              <li key={item.id} className="flex flex-col gap-0.5">
                {renderLink({
                  href: item.href,
                  className: "font-medium text-primary underline-offset-4 hover:underline",
                  children: `${item.label} (+${item.points} %)`,
                })}
                <span className="text-sm text-muted-foreground">{item.hint}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
