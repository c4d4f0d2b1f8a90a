import { describe, expect, it } from "vitest";

import { answersSchema, checkAnswer, firstUnanswered } from "./answers-schema.ts";
import type { Question } from "./contract.ts";

const questions: Question[] = [
  { id: "firstName", type: "short_text", label: "Votre prénom", required: true },
  { id: "experience", type: "number", label: "Années d'expérience", min: 0, max: 60 },
  { id: "languages", type: "languages", label: "Vos langues" },
  { id: "photo", type: "photo", label: "Votre photo" },
];
const [firstName, experience, languages, photo] = questions as [Question, Question, Question, Question];

const issuesOf = (answers: Record<string, unknown>, isChecked?: (question: Question) => boolean) => {
  const parsed = answersSchema(questions, { isChecked }).safeParse(answers);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe("an answer's rules", () => {
  it("refuses an answer its question cannot take, in the words the form and the server both show", () => {
    expect(checkAnswer(experience, 61)).toEqual({
      ok: false,
      error: "La réponse à « Années d'expérience » n'est pas valide. Saisissez un nombre de 0 à 60.",
    });
    expect(checkAnswer(languages, [{ language: "Anglais", level: "" }])).toEqual({
      ok: false,
      error: "La réponse à « Vos langues » n'est pas valide. Choisissez le niveau de chaque langue.",
    });
    expect(checkAnswer(experience, 2.5)).toEqual({
      ok: false,
      error: "La réponse à « Années d'expérience » n'est pas valide. Saisissez un nombre entier.",
    });
    expect(checkAnswer(experience, "3")).toEqual({
      ok: false,
      error: "La réponse à « Années d'expérience » n'est pas valide.",
    });
    expect(checkAnswer(experience, null)).toEqual({ ok: true, answer: null });
  });

  it("takes what only the server knows: whose photo it is", () => {
    const url = "/storage/v1/object/public/avatars/u1/photo.png";
    expect(checkAnswer(photo, url).ok).toBe(true);
    expect(checkAnswer(photo, url, { isOwnPhoto: () => false })).toEqual({
      ok: false,
      error: "La réponse à « Votre photo » n'est pas valide. La photo doit être une image que vous avez envoyée.",
    });
  });
});

describe("the answers a form sends", () => {
  it("names each required question left unanswered and each answer refused, at the question", () => {
    expect(issuesOf({ firstName: "  ", experience: 70 })).toEqual({
      firstName: "« Votre prénom » est requis.",
      experience: "La réponse à « Années d'expérience » n'est pas valide. Saisissez un nombre de 0 à 60.",
    });
    expect(firstUnanswered(questions, { firstName: "" })).toBe(firstName);
    expect(issuesOf({ firstName: "Camille", experience: 6 })).toEqual({});
  });

  it("checks only the answers that will be sent, and every required one", () => {
    expect(issuesOf({ experience: 70 }, (question) => question.id !== "experience")).toEqual({
      firstName: "« Votre prénom » est requis.",
    });
  });
});
