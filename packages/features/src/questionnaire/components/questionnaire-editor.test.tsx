import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { ApiError } from "@fuse/domain/api/client";
import type { Answers, SaveAnswersRequest } from "@fuse/domain/questionnaire/contract";

import { questionnaire, services } from "./fixtures.ts";
import { QuestionnaireEditor } from "./questionnaire-editor.tsx";

const opened: Answers = {
  firstName: "Camille",
  lastName: "Martin",
  targetTitle: "Comptable",
  city: "Lyon",
  contractTypes: ["CDI"],
  salary: 42000,
  experience: 6,
  skills: ["Comptabilité", "Excel"],
};

const experience = () => page.getByRole("spinbutton", { name: /Années d'expérience/ });
const salary = () => page.getByRole("spinbutton", { name: /Salaire annuel brut/ });
const saveButton = () => page.getByRole("button", { name: "Enregistrer mes réponses" });

async function editor(onSaveStep: (request: SaveAnswersRequest) => Promise<void>, onStale = vi.fn()) {
  const props = { questionnaire, services, onSaveStep, onStale };
  const screen = await render(<QuestionnaireEditor {...props} initialAnswers={opened} />);
  return {
    screen,
    rerender: (answers: Answers) => screen.rerender(<QuestionnaireEditor {...props} initialAnswers={answers} />),
  };
}

describe("QuestionnaireEditor", () => {
  it("sends only what the person changed, with what it was when the form opened", async () => {
    const onSaveStep = vi.fn(async () => {});
    await editor(onSaveStep);
    await userEvent.fill(salary(), "45000");
    await saveButton().click();
    await expect.element(page.getByText("Vos réponses sont enregistrées.")).toBeVisible();
    expect(onSaveStep).toHaveBeenCalledTimes(1);
    expect(onSaveStep).toHaveBeenCalledWith({ step: 3, answers: { salary: 45000 }, base: { salary: 42000 } });

    // Saved: the next save starts from it, and sends nothing when nothing changed since.
    await saveButton().click();
    await expect.element(page.getByText("Aucune réponse n'a changé : rien à enregistrer.")).toBeVisible();
    expect(onSaveStep).toHaveBeenCalledTimes(1);
  });

  it("shows what another screen saved in every question not touched, keeping what was typed", async () => {
    const onSaveStep = vi.fn(async () => {});
    const { rerender } = await editor(onSaveStep);
    await userEvent.fill(salary(), "45000");
    // The CV analysis, elsewhere, changed the experience and the salary.
    await rerender({ ...opened, experience: 8, salary: 50000 });
    await expect.element(experience()).toHaveValue(8);
    await expect.element(salary()).toHaveValue(45000);
    await saveButton().click();
    await expect.element(page.getByText("Vos réponses sont enregistrées.")).toBeVisible();
    expect(onSaveStep).toHaveBeenCalledWith({ step: 3, answers: { salary: 45000 }, base: { salary: 50000 } });
  });

  it("on a 409, shows the answer as it now stands and asks the page to read it again", async () => {
    const onStale = vi.fn();
    const onSaveStep = vi.fn(async () => {
      throw new ApiError(
        409,
        "« Années d'expérience » a changé depuis l'ouverture de cette page.",
        "answers.experience",
      );
    });
    const { rerender } = await editor(onSaveStep, onStale);
    await userEvent.fill(experience(), "7");
    await saveButton().click();
    await expect
      .element(page.getByText("« Années d'expérience » a changé depuis l'ouverture de cette page."))
      .toBeVisible();
    expect(onStale).toHaveBeenCalledTimes(1);
    await expect.element(experience()).toHaveValue(6);
    // The page's new reading arrives: the current answer shows.
    await rerender({ ...opened, experience: 9 });
    await expect.element(experience()).toHaveValue(9);
  });
});
