import { FileTextIcon } from "lucide-react";

import { Button, buttonVariants } from "@fuse/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@fuse/ui/card";

import { plainLink, type LinkRenderer } from "../../job-search/index.ts";

export type CvFirstProps = {
  /** Where the CV is sent and read (the CV analyser). */
  cvHref: string;
  /** Goes on to the questionnaire without a CV. */
  onSkip: () => void;
  /** Renders the link to the analyser (the router's Link in the app). */
  renderLink?: LinkRenderer;
};

/**
 * Where a new candidate's onboarding starts: their CV first, if they want. Read, it fills the
 * questionnaire that follows (they only check and complete it); without one they answer it all.
 */
export function CvFirst({ cvHref, onSkip, renderLink = plainLink }: CvFirstProps) {
  return (
    <Card data-slot="cv-first">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <FileTextIcon aria-hidden className="size-5 text-primary" />
            Commencez par votre CV (facultatif)
          </h2>
        </CardTitle>
        <CardDescription>
          Nous lisons votre CV et remplissons le questionnaire pour vous : vous n'aurez plus qu'à vérifier et compléter.
          PDF ou DOCX, 10 Mo au plus.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row">
        {renderLink({ href: cvHref, className: buttonVariants(), children: "Importer mon CV" })}
        <Button type="button" variant="outline" onClick={onSkip}>
          Continuer sans CV
        </Button>
      </CardContent>
    </Card>
  );
}
