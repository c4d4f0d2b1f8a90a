import { describe, expect, it } from "vitest";

import type { Question } from "./contract.ts";
import { answersOf, isAnswered, missingAnswers, questionOfField, stepsOf } from "./steps.ts";

const questions: Question[] = [
  { id: "city", step: 2, type: "city", label: "Votre ville", required: true },
  { id: "firstName", type: "short_text", label: "Votre prénom", required: true },
  { id: "skills", step: 2, type: "tags", label: "Vos compétences", required: true },
  { id: "motivation", step: 3, type: "long_text", label: "Ce qui vous motive" },
];

describe("questionnaire steps", () => {
  it("orders the steps and puts a question without a step on the first", () => {
    expect(stepsOf(questions).map(({ step, questions: list }) => [step, list.map((q) => q.id)])).toEqual([
      [1, ["firstName"]],
      [2, ["city", "skills"]],
      [3, ["motivation"]],
    ]);
  });

  it("counts an empty text or list as no answer", () => {
    expect([undefined, null, "", "  ", []].map(isAnswered)).toEqual([false, false, false, false, false]);
    expect([0, "a", ["React"], { city: "Lyon", postal_code: null, lat: null, lng: null }].map(isAnswered)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it("names each required question left unanswered, in French", () => {
    expect(missingAnswers(questions, { firstName: "Camille", skills: [] })).toEqual({
      city: "« Votre ville » est requis.",
      skills: "« Vos compétences » est requis.",
    });
  });

  it("sends only the answers of the step's questions", () => {
    expect(answersOf(stepsOf(questions)[1]!.questions, { firstName: "Camille", skills: ["React"] })).toEqual({
      skills: ["React"],
    });
  });

  it("finds the question a server error names", () => {
    expect(questionOfField("answers.city")).toBe("city");
    expect(questionOfField("step")).toBeUndefined();
  });
});
