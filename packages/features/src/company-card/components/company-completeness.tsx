import { CheckIcon } from "lucide-react";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@fuse/ui/card";
import { Progress } from "@fuse/ui/progress";

import type { CompanyCompleteness as Completeness } from "../lib/completeness.ts";
import type { CompanyCardLink } from "./company-card-view.tsx";

export type CompanyCompletenessProps = {
  completeness: Completeness;
  /** Renders the links to another screen (the culture questionnaire); fields of the form are anchors. */
  renderLink: CompanyCardLink;
};

/** The card's completeness: a bar, then what to add, the biggest gain first, each a link to do it. */
export function CompanyCompleteness({ completeness, renderLink }: CompanyCompletenessProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-base">Complétez votre carte</h2>
        </CardTitle>
        <CardDescription>Une carte complète attire des candidatures plus justes.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Progress
          value={completeness.score}
          label="Carte complétée"
          showValue
          getValueLabel={(value) => `${value} %`}
        />
        {completeness.next.length === 0 ? (
          <p className="flex items-center gap-2 text-sm">
            <CheckIcon aria-hidden className="size-4 text-primary" />
            Votre carte est complète.
          </p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="À ajouter">
            {completeness.next.map((item) => {
              const className = "font-medium text-primary underline-offset-4 hover:underline";
              const children = `${item.label} (+${item.points} %)`;
              return (
                <li key={item.id} className="flex flex-col gap-0.5">
                  {item.href.startsWith("#") ? (
                    <a href={item.href} className={className}>
                      {children}
                    </a>
                  ) : (
                    renderLink({ href: item.href, className, children })
                  )}
                  <span className="text-sm text-muted-foreground">{item.hint}</span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
