import { describe, expect, it } from "vitest";

import type { Question } from "../questionnaire/contract.ts";
import { companySizeLabels, companySizes } from "../vocabulary/index.ts";
import {
  checkDraft,
  describeAnswer,
  draftOf,
  newQuestionDraft,
  newQuestionId,
  questionOf,
  type QuestionnaireDraft,
} from "./questionnaires-editing.ts";
import { exampleQuestionnaire } from "./questionnaires-fixtures.ts";

const allowed = exampleQuestionnaire.allowed_fields;
const draftFrom = (questions: readonly Question[]): QuestionnaireDraft => ({
  title: "Votre profil candidat",
  description: "",
  questions: questions.map(draftOf),
});

describe("a question's draft", () => {
  it("gives back the stored question unchanged, so saving untouched questions makes no new version", () => {
    for (const question of exampleQuestionnaire.questions)
      expect(questionOf(draftOf(question), question)).toEqual(question);
    const withoutRequired: Question = { id: "city", type: "city", label: "Votre ville" };
    expect(questionOf(draftOf(withoutRequired), withoutRequired)).toEqual(withoutRequired);
  });

  it("keeps only the attributes of its type, and makes new options' values from their labels", () => {
    const draft = {
      ...newQuestionDraft([]),
      type: "single_choice" as const,
      label: " Votre rythme ",
      placeholder: "ignored for a choice",
      min: "3",
      options: [
        { value: "", label: "Temps plein" },
        { value: "partiel", label: "Temps partiel" },
        { value: "", label: "Temps plein " },
      ],
    };
    expect(questionOf(draft)).toEqual({
      id: "question1",
      type: "single_choice",
      label: "Votre rythme",
      options: [
        { value: "temps-plein", label: "Temps plein" },
        { value: "partiel", label: "Temps partiel" },
        { value: "temps-plein-2", label: "Temps plein" },
      ],
    });
  });

  it("shows a question naming a vocabulary with its options, and gives it back with the name only", () => {
    const size: Question = {
      id: "size",
      type: "single_choice",
      label: "Effectif",
      required: true,
      vocabulary: "companySizes",
    };
    const draft = draftOf(size);
    expect(draft.vocabulary).toBe("companySizes");
    expect(draft.options).toEqual(companySizes.map((value) => ({ value, label: companySizeLabels[value] })));
    expect(questionOf(draft, size)).toEqual(size);
    expect(checkDraft({ title: "Votre entreprise", description: "", questions: [draft] }, [], [size])).toEqual({
      ok: true,
      questions: [size],
    });
    // Turned into another type, it names no vocabulary any more.
    expect(questionOf({ ...draft, type: "short_text" }, size)).not.toHaveProperty("vocabulary");
  });

  it("gets an identifier no other question has", () => {
    expect(newQuestionId(["question1", "firstName"])).toBe("question3");
    expect(newQuestionId(["question2", "question3"])).toBe("question4");
  });
});

describe("checkDraft", () => {
  it("sends the questions as the server stores them", () => {
    const result = checkDraft(draftFrom(exampleQuestionnaire.questions), allowed, exampleQuestionnaire.questions);
    expect(result).toEqual({ ok: true, questions: exampleQuestionnaire.questions });
  });

  it("says in French, at each input, what is missing", () => {
    const draft = draftFrom(exampleQuestionnaire.questions);
    draft.title = "  ";
    draft.questions[0]!.label = "";
    draft.questions[1]!.options = [{ value: "onsite", label: "Sur site" }];
    draft.questions[2]!.min = "10";
    draft.questions[2]!.max = "2";
    draft.questions[2]!.step = "0";
    const result = checkDraft(draft, allowed);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues).toEqual(
      expect.arrayContaining([
        { field: "title", error: "Le titre ne peut pas être vide." },
        { field: "questions.0.label", error: "Le libellé de la question est requis." },
        { field: "questions.1.options", error: "Proposez au moins deux réponses." },
        { field: "questions.2.max", error: "Le maximum doit être supérieur ou égal au minimum." },
        { field: "questions.2.step", error: "L'étape est un nombre entier de 1 à 100." },
      ]),
    );
  });

  it("refuses an empty questionnaire and a column its public may not fill, as the server would", () => {
    expect(checkDraft({ title: "Vide", description: "", questions: [] }, allowed)).toEqual({
      ok: false,
      issues: [{ field: "questions", error: "Ajoutez au moins une question." }],
    });
    const draft = draftFrom(exampleQuestionnaire.questions);
    draft.questions[0]!.field = "companies.name";
    expect(checkDraft(draft, allowed)).toEqual({
      ok: false,
      issues: [
        {
          field: "questions.0.field",
          error:
            "Question « Votre prénom » : « companies.name » n'est pas une colonne que le public de ce questionnaire peut remplir.",
        },
      ],
    });
  });
});

describe("describeAnswer", () => {
  it("reads each kind of answer in French", () => {
    expect(describeAnswer("hybrid", ["Hybride"])).toBe("Hybride");
    expect(describeAnswer(42000, null)).toBe(new Intl.NumberFormat("fr-FR").format(42000));
    expect(describeAnswer(null, null)).toBe("Sans réponse");
    expect(describeAnswer(["React", "TypeScript"], null)).toBe("React, TypeScript");
    expect(describeAnswer([{ language: "Anglais", level: "C1" }], null)).toBe("Anglais (C1)");
    expect(describeAnswer({ city: "Lyon", postal_code: "69001", lat: 45.7, lng: 4.8 }, null)).toBe("Lyon (69001)");
    expect(describeAnswer("<p>Une <strong>équipe</strong> soudée</p>", null, "rich_text")).toBe("Une équipe soudée");
  });
});
