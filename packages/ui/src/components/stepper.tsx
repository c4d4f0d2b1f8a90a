import { CheckIcon } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/utils";

type StepperStep = {
  /** The step's short name. */
  label: React.ReactNode;
};

type StepperStepState = "completed" | "current" | "upcoming";

type StepperProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The steps, in order. */
  steps: readonly StepperStep[];
  /** Zero-based index of the current step; `steps.length` marks every step completed. */
  current: number;
  /** Makes completed steps buttons that go back to them. */
  onStepClick?: (index: number) => void;
  /** The progress text, from the one-based step number and the number of steps. */
  formatProgress?: (step: number, total: number) => string;
  /** Read by assistive technology after a completed step's label. */
  completedLabel?: string;
};

const defaultFormatProgress = (step: number, total: number) => `Étape ${step} sur ${total}`;

function stepState(index: number, current: number): StepperStepState {
  if (index < current) return "completed";
  return index === current ? "current" : "upcoming";
}

/** Shows where the user is in a sequence of steps, such as a multi-page form. */
function Stepper({
  className,
  steps,
  current,
  onStepClick,
  formatProgress = defaultFormatProgress,
  completedLabel = "terminée",
  ...props
}: StepperProps) {
  const progressId = React.useId();
  const total = steps.length;
  const currentIndex = Math.min(Math.max(Math.trunc(current), 0), total);

  return (
    <div data-slot="stepper" className={cn("flex w-full flex-col gap-3", className)} {...props}>
      <p id={progressId} data-slot="stepper-progress" className="text-sm font-medium text-muted-foreground">
        {formatProgress(Math.min(currentIndex + 1, total), total)}
      </p>
      <ol aria-labelledby={progressId} data-slot="stepper-list" className="flex w-full items-start">
        {steps.map((step, index) => {
          const state = stepState(index, currentIndex);
          const content = (
            <>
              <span
                data-slot="stepper-indicator"
                data-state={state}
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full border-2 bg-background text-sm font-semibold data-[state=completed]:border-primary data-[state=completed]:bg-primary data-[state=completed]:text-primary-foreground data-[state=current]:border-primary data-[state=current]:text-primary data-[state=upcoming]:border-input data-[state=upcoming]:text-muted-foreground"
              >
                {state === "completed" ? <CheckIcon className="size-4" strokeWidth={3} /> : index + 1}
              </span>
              <span
                data-slot="stepper-label"
                data-state={state}
                className="text-xs text-balance data-[state=completed]:text-foreground data-[state=current]:font-medium data-[state=current]:text-foreground data-[state=upcoming]:text-muted-foreground max-sm:not-data-[state=current]:sr-only sm:text-sm"
              >
                {step.label}
                {state === "completed" ? <span className="sr-only"> ({completedLabel})</span> : null}
              </span>
            </>
          );
          return (
            <li
              // Steps have no identity beyond their position.
              key={index}
              data-slot="stepper-step"
              data-state={state}
              aria-current={state === "current" ? "step" : undefined}
              className="relative flex flex-1 flex-col items-center gap-2 px-1 text-center not-last:after:absolute not-last:after:top-4 not-last:after:right-[calc(-50%+1.25rem)] not-last:after:left-[calc(50%+1.25rem)] not-last:after:h-0.5 not-last:after:-translate-y-1/2 not-last:after:rounded-full not-last:after:bg-border data-[state=completed]:not-last:after:bg-primary"
            >
              {state === "completed" && onStepClick ? (
                <button
                  type="button"
                  data-slot="stepper-step-button"
                  onClick={() => onStepClick(index)}
                  className="flex cursor-pointer flex-col items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background *:data-[slot=stepper-label]:underline-offset-4 hover:*:data-[slot=stepper-label]:underline"
                >
                  {content}
                </button>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export { Stepper };
export type { StepperProps, StepperStep, StepperStepState };
