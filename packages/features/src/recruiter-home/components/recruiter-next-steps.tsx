import type { NextStep } from "@fuse/domain/recruiter-home/next-steps";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@fuse/ui/card";
import { TextLink } from "@fuse/ui/text-link";

import { plainLink, type LinkRenderer } from "../../job-search/index.ts";

type RecruiterNextStepsProps = {
  steps: NextStep[];
  renderLink?: LinkRenderer;
};

/** « À faire »: the recruiter's next steps, each a link to where it is done. */
function RecruiterNextSteps({ steps, renderLink = plainLink }: RecruiterNextStepsProps) {
  return (
    <Card data-slot="recruiter-next-steps">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-base font-semibold">À faire</h2>
        </CardTitle>
        <CardDescription>
          {steps.length === 0
            ? "Tout est en ordre : vos offres sont publiées et vos candidats ont une réponse."
            : "Le plus important d'abord."}
        </CardDescription>
      </CardHeader>
      {steps.length > 0 ? (
        <CardContent>
          <ol className="flex flex-col gap-3">
            {steps.map((step) => (
              <li key={step.key} className="flex flex-col gap-0.5">
                <TextLink asChild className="font-medium">
                  {renderLink({ href: step.href, children: step.title })}
                </TextLink>
                <span className="text-sm text-muted-foreground">{step.description}</span>
              </li>
            ))}
          </ol>
        </CardContent>
      ) : null}
    </Card>
  );
}

export { RecruiterNextSteps };
export type { RecruiterNextStepsProps };
