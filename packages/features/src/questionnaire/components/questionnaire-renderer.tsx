import * as React from "react";
import { useForm, useWatch } from "react-hook-form";

import type { Answers, Question, Questionnaire, SaveAnswersRequest } from "@fuse/domain/questionnaire/contract";
import { anchorOf, answersOf, stepsOf } from "@fuse/domain/questionnaire/steps";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Stepper } from "@fuse/ui/stepper";

import {
  AnswerField,
  answersResolver,
  firstInvalid,
  personNameOf,
  showSaveRefusal,
  type AnswerValues,
  type QuestionServices,
} from "./question-field.tsx";

export type QuestionnaireRendererProps = {
  questionnaire: Questionnaire;
  /** The answers given so far (resuming), by question id. */
  initialAnswers?: Answers;
  /** The step to open (1-based step number, as saved): where the person left off. */
  initialStep?: number;
  /** Saves the answers of the step being left; rejects with an `ApiError` naming the field at fault. */
  onSaveStep: (request: SaveAnswersRequest) => Promise<void>;
  /** Called once the last step is saved with `complete`. */
  onComplete?: () => void;
  services: QuestionServices;
  /** The label of the last step's button. */
  finishLabel?: string;
};

/** A short name for each step, from its first question. */
function stepLabel(questions: readonly Question[]) {
  const first = questions[0]?.label ?? "";
  return first.length > 28 ? `${first.slice(0, 26)}…` : first;
}

/**
 * A questionnaire in steps: its questions come from data, one input per question type. Each step is
 * saved when it is left (« Suivant »), so whoever leaves resumes where they were; the last step
 * finishes it. Errors show at their question, in French; a failed save keeps everything typed.
 */
export function QuestionnaireRenderer({
  questionnaire,
  initialAnswers = {},
  initialStep = 1,
  onSaveStep,
  onComplete,
  services,
  finishLabel = "Terminer",
}: QuestionnaireRendererProps) {
  const steps = React.useMemo(() => stepsOf(questionnaire.questions), [questionnaire.questions]);
  const [index, setIndex] = React.useState(() =>
    Math.max(
      0,
      steps.findIndex(({ step }) => step >= initialStep),
    ),
  );
  const [failure, setFailure] = React.useState<string | null>(null);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const moved = React.useRef(false);

  const current = steps[index] ?? steps[0]!;
  const last = index === steps.length - 1;
  // Only the step being left is checked: the others are checked when they are left.
  const resolver = React.useMemo(() => answersResolver(current.questions), [current.questions]);
  const form = useForm<AnswerValues>({
    resolver,
    // A question's error stays until it is changed (which clears it) or the step is checked again.
    reValidateMode: "onSubmit",
    shouldFocusError: false,
    defaultValues: { answers: initialAnswers },
  });
  const saving = form.formState.isSubmitting;
  const personName = personNameOf(useWatch({ control: form.control, name: "answers" }));

  React.useEffect(() => {
    // Moving to another step takes the focus to its heading, so a screen reader starts there.
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [index]);

  const focusQuestion = (id: string) =>
    requestAnimationFrame(() => {
      const question = questionnaire.questions.find((candidate) => candidate.id === id);
      const container = question ? document.getElementById(anchorOf(question)) : null;
      const target =
        container?.matches("input, textarea, button, [tabindex]") === true
          ? container
          : container?.querySelector<HTMLElement>(
              "input, textarea, button, [role=radio], [role=checkbox], [role=combobox]",
            );
      target?.focus();
    });

  const next = form.handleSubmit(
    async ({ answers }) => {
      setFailure(null);
      try {
        await onSaveStep({
          step: current.step,
          answers: answersOf(current.questions, answers),
          complete: last || undefined,
        });
        if (last) onComplete?.();
        else setIndex(index + 1);
      } catch (error) {
        setFailure(showSaveRefusal(form, current.questions, error, focusQuestion));
      }
    },
    (errors) => {
      const question = firstInvalid(current.questions, errors);
      if (question) focusQuestion(question);
    },
  );

  return (
    <div className="flex flex-col gap-6">
      <Stepper
        steps={steps.map(({ questions }) => ({ label: stepLabel(questions) }))}
        current={index}
        onStepClick={(target) => setIndex(target)}
        completedLabel="terminée"
      />
      <form
        noValidate
        aria-labelledby="questionnaire-step-heading"
        className="flex flex-col gap-6"
        onSubmit={(event) => void next(event)}
      >
        <h2
          id="questionnaire-step-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold outline-none"
        >
          Étape {index + 1} sur {steps.length}
        </h2>
        {current.questions.map((question) => (
          <AnswerField key={question.id} form={form} question={question} services={services} personName={personName} />
        ))}
        {failure ? (
          <Alert variant="destructive">
            <AlertTitle>Enregistrement impossible</AlertTitle>
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        ) : null}
        <div className="flex flex-wrap justify-between gap-3">
          <Button type="button" variant="outline" disabled={index === 0 || saving} onClick={() => setIndex(index - 1)}>
            Précédent
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? "Enregistrement…" : last ? finishLabel : failure ? "Réessayer" : "Suivant"}
          </Button>
        </div>
      </form>
    </div>
  );
}
