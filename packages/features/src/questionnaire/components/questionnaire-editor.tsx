import * as React from "react";

import { Alert, AlertDescription } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";

import { ApiError } from "../../api/client.ts";
import type { Answer, Answers, Question, Questionnaire, SaveAnswersRequest } from "../api/contract.ts";
import { anchorOf, answersOf, missingAnswers, questionOfField, stepsOf } from "../lib/steps.ts";
import { QuestionField, type QuestionServices } from "./question-field.tsx";

export type QuestionnaireEditorProps = {
  questionnaire: Questionnaire;
  initialAnswers?: Answers;
  /** Saves one step's answers (the server takes them step by step); rejects with an `ApiError`. */
  onSaveStep: (request: SaveAnswersRequest) => Promise<void>;
  services: QuestionServices;
  /** The level of each step's heading (3 inside a page section). */
  headingLevel?: 2 | 3;
  /** Every step was saved (the page's « Profil mis à jour avec succès »). */
  onSaved?: () => void;
  /** The save failed on the server's side or the network's (the page's red toast). */
  onSaveFailed?: (error: unknown) => void;
};

/**
 * Every question of a questionnaire on one page, to change answers given before (« Mon Profil »):
 * one save for all, each step sent in turn; a refused answer shows at its question.
 */
export function QuestionnaireEditor({
  questionnaire,
  initialAnswers = {},
  onSaveStep,
  services,
  headingLevel = 3,
  onSaved,
  onSaveFailed,
}: QuestionnaireEditorProps) {
  const Heading = `h${headingLevel}` as const;
  const steps = React.useMemo(() => stepsOf(questionnaire.questions), [questionnaire.questions]);
  const [answers, setAnswers] = React.useState<Answers>(initialAnswers);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [status, setStatus] = React.useState<{ tone: "success" | "destructive"; text: string } | null>(null);
  const [saving, setSaving] = React.useState(false);

  const focus = (id: string) => {
    const question = questionnaire.questions.find((candidate) => candidate.id === id);
    const container = question ? document.getElementById(anchorOf(question)) : null;
    container?.scrollIntoView({ block: "center" });
    container?.querySelector<HTMLElement>("input, textarea, button, [role=radio], [role=checkbox]")?.focus();
  };

  const change = (question: Question) => (value: Answer) => {
    setAnswers((before) => ({ ...before, [question.id]: value }));
    setErrors(({ [question.id]: _, ...rest }) => rest);
  };

  const save = async () => {
    setStatus(null);
    const missing = missingAnswers(questionnaire.questions, answers);
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      focus(Object.keys(missing)[0]!);
      return;
    }
    setSaving(true);
    try {
      for (const { step, questions } of steps) await onSaveStep({ step, answers: answersOf(questions, answers) });
      setStatus({ tone: "success", text: "Vos réponses sont enregistrées." });
      onSaved?.();
    } catch (error) {
      onSaveFailed?.(error);
      const question = error instanceof ApiError ? questionOfField(error.field) : undefined;
      if (question) {
        setErrors({ [question]: error instanceof Error ? error.message : "Réponse refusée." });
        focus(question);
      } else {
        setStatus({
          tone: "destructive",
          text:
            error instanceof ApiError
              ? error.message
              : "Vos réponses n'ont pas pu être enregistrées. Vérifiez votre connexion puis réessayez.",
        });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={questionnaire.title}
      className="flex flex-col gap-8"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {steps.map(({ step, questions }, index) => (
        <section key={step} aria-labelledby={`questionnaire-editor-step-${step}`} className="flex flex-col gap-5">
          <Heading id={`questionnaire-editor-step-${step}`} className="text-base font-semibold">
            {index + 1}. {questions[0]?.label}
          </Heading>
          {questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              value={answers[question.id]}
              onChange={change(question)}
              error={errors[question.id]}
              services={services}
              personName={[answers.firstName, answers.lastName].filter((part) => typeof part === "string").join(" ")}
            />
          ))}
        </section>
      ))}
      {status ? (
        <Alert variant={status.tone} role={status.tone === "destructive" ? "alert" : "status"}>
          <AlertDescription>{status.text}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" loading={saving} className="self-start">
        Enregistrer mes réponses
      </Button>
    </form>
  );
}
