import { hashKey } from "@tanstack/react-query";
import * as React from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";

import { ApiError } from "@fuse/domain/api/client";
import type { Answer, Answers, Questionnaire, SaveAnswersRequest } from "@fuse/domain/questionnaire/contract";
import { anchorOf, answersOf, questionOfField, stepsOf } from "@fuse/domain/questionnaire/steps";
import { Alert, AlertDescription } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";

import {
  AnswerField,
  answersResolver,
  firstInvalid,
  personNameOf,
  showSaveRefusal,
  type AnswerValues,
  type QuestionServices,
} from "./question-field.tsx";

export type QuestionnaireEditorProps = {
  questionnaire: Questionnaire;
  /**
   * The answers as the server has them. When they change (another screen saved, the page read them
   * again), every question the person has not touched shows the new value.
   */
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
  /** An answer changed elsewhere since the form opened (a 409): the page reads the answers again. */
  onStale?: () => void;
};

const noAnswers: Answers = {};

/** Answers compare as JSON: a missing answer is no answer. */
const same = (a: Answer | undefined, b: Answer | undefined) => hashKey([a ?? null]) === hashKey([b ?? null]);

/**
 * Every question of a questionnaire on one page, to change answers given before (« Mon Profil »):
 * one save for all, sending only the answers the person changed, each with what it was when the
 * form opened (the server refuses to overwrite one changed elsewhere since); a refused answer
 * shows at its question.
 */
export function QuestionnaireEditor({
  questionnaire,
  initialAnswers = noAnswers,
  onSaveStep,
  services,
  headingLevel = 3,
  onSaved,
  onSaveFailed,
  onStale,
}: QuestionnaireEditorProps) {
  const Heading = `h${headingLevel}` as const;
  const steps = React.useMemo(() => stepsOf(questionnaire.questions), [questionnaire.questions]);
  // What the server had when each answer was last read or saved: an answer differing from it is the person's change.
  const [base, setBase] = React.useState<Answers>(initialAnswers);
  // Every required question answered; the answers changed, which are the ones sent, valid for their question.
  const resolver = React.useMemo<Resolver<AnswerValues>>(
    () => (values, context, options) =>
      answersResolver(questionnaire.questions, (question) => !same(values.answers[question.id], base[question.id]))(
        values,
        context,
        options,
      ),
    [questionnaire.questions, base],
  );
  const form = useForm<AnswerValues>({
    resolver,
    // A question's error stays until it is changed (which clears it) or the answers are checked again.
    reValidateMode: "onSubmit",
    shouldFocusError: false,
    defaultValues: { answers: initialAnswers },
  });
  const personName = personNameOf(useWatch({ control: form.control, name: "answers" }));
  const seen = React.useRef(initialAnswers);
  React.useEffect(() => {
    if (seen.current === initialAnswers) return;
    seen.current = initialAnswers;
    // The server's answers changed: untouched questions follow them; changed ones keep what was typed.
    const current = form.getValues("answers");
    const next: Answers = { ...current };
    for (const id of new Set([...Object.keys(current), ...Object.keys(initialAnswers)])) {
      if (same(current[id], base[id])) {
        if (initialAnswers[id] === undefined) delete next[id];
        else next[id] = initialAnswers[id]!;
      }
    }
    setBase(initialAnswers);
    form.reset({ answers: next }, { keepErrors: true });
  }, [initialAnswers, base, form]);
  const [status, setStatus] = React.useState<{ tone: "success" | "destructive"; text: string } | null>(null);
  const saving = form.formState.isSubmitting;

  const focus = (id: string) => {
    const question = questionnaire.questions.find((candidate) => candidate.id === id);
    const container = question ? document.getElementById(anchorOf(question)) : null;
    container?.scrollIntoView({ block: "center" });
    container?.querySelector<HTMLElement>("input, textarea, button, [role=radio], [role=checkbox]")?.focus();
  };

  const save = form.handleSubmit(
    async ({ answers }) => {
      const changes = steps
        .map(({ step, questions }) => {
          const changed = questions.filter((question) => !same(answers[question.id], base[question.id]));
          return {
            step,
            answers: answersOf(changed, answers),
            base: Object.fromEntries(changed.map((question) => [question.id, base[question.id] ?? null])),
          };
        })
        .filter((change) => Object.keys(change.answers).length > 0);
      if (changes.length === 0) {
        setStatus({ tone: "success", text: "Aucune réponse n'a changé : rien à enregistrer." });
        return;
      }
      try {
        for (const change of changes) {
          await onSaveStep(change);
          setBase((before) => ({ ...before, ...change.answers }));
        }
        setStatus({ tone: "success", text: "Vos réponses sont enregistrées." });
        onSaved?.();
      } catch (error) {
        onSaveFailed?.(error);
        const question = error instanceof ApiError ? questionOfField(error.field) : undefined;
        if (error instanceof ApiError && error.status === 409 && question) {
          // Changed elsewhere: the form shows the current answer, read again, in place of the stale one.
          form.setValue(`answers.${question}`, base[question] ?? null);
          onStale?.();
        }
        const failure = showSaveRefusal(form, questionnaire.questions, error, focus);
        if (failure) setStatus({ tone: "destructive", text: failure });
      }
    },
    (errors) => {
      const question = firstInvalid(questionnaire.questions, errors);
      if (question) focus(question);
    },
  );

  return (
    <form
      noValidate
      aria-label={questionnaire.title}
      className="flex flex-col gap-8"
      onSubmit={(event) => {
        setStatus(null);
        void save(event);
      }}
    >
      {steps.map(({ step, questions }, index) => (
        <section key={step} aria-labelledby={`questionnaire-editor-step-${step}`} className="flex flex-col gap-5">
          <Heading id={`questionnaire-editor-step-${step}`} className="text-base font-semibold">
            {index + 1}. {questions[0]?.label}
          </Heading>
          {questions.map((question) => (
            <AnswerField
              key={question.id}
              form={form}
              question={question}
              services={services}
              personName={personName}
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
