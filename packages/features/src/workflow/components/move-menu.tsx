import { ArrowRightLeftIcon } from "lucide-react";

import { recruiterWorkflowStages, workflowStageLabels, type WorkflowStage } from "@fuse/domain/vocabulary";
import type { RecruiterStage } from "@fuse/domain/workflow/board";
import { Button } from "@fuse/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@fuse/ui/dropdown-menu";

type MoveMenuProps = {
  /** Whose card it is: every name said aloud includes it. */
  candidateName: string;
  /** The card's stage, left out of the choices. */
  stage: WorkflowStage;
  onSelect: (stage: RecruiterStage) => void;
};

/**
 * « Déplacer vers… »: the other recruiter stages in a menu, the way to move a card without dragging
 * it (WCAG 2.5.7). « Refusé » asks for a reason before anything moves.
 */
function MoveMenu({ candidateName, stage, onSelect }: MoveMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" data-slot="move-menu-trigger">
          <ArrowRightLeftIcon aria-hidden />
          {/* The visible words stay in order in the name, with the candidate between them. */}
          <span>
            Déplacer<span className="sr-only"> {candidateName}</span> vers…
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Étape</DropdownMenuLabel>
        {recruiterWorkflowStages
          .filter((choice) => choice !== stage)
          .map((choice) => (
            <DropdownMenuItem
              key={choice}
              variant={choice === "rejected" ? "destructive" : "default"}
              onSelect={() => onSelect(choice)}
            >
              {workflowStageLabels[choice]}
            </DropdownMenuItem>
          ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export { MoveMenu };
export type { MoveMenuProps };
