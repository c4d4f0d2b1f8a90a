import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { ApiError } from "@fuse/domain/api/client";

import { questionnaire, services } from "./fixtures.ts";
import { QuestionnaireRenderer } from "./questionnaire-renderer.tsx";

const meta = {
  title: "Features/Questionnaire/QuestionnaireRenderer",
  component: QuestionnaireRenderer,
  args: { questionnaire, services, onSaveStep: fn(async () => {}), onComplete: fn() },
  parameters: { layout: "padded" },
} satisfies Meta<typeof QuestionnaireRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step: a required question left empty is named in French and nothing is saved. */
export const FirstStep: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Étape 1 sur 4" })).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: /Votre prénom/ }), "Camille");
    await userEvent.click(canvas.getByRole("button", { name: "Suivant" }));
    await expect(await canvas.findByText("« Votre nom » est requis.")).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: /Votre nom/ })).toHaveFocus());
    await expect(args.onSaveStep).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByRole("textbox", { name: /Votre nom/ }), "Martin");
    await userEvent.click(canvas.getByRole("button", { name: "Suivant" }));
    await waitFor(() =>
      expect(args.onSaveStep).toHaveBeenCalledWith({ step: 1, answers: { firstName: "Camille", lastName: "Martin" } }),
    );
    await expect(await canvas.findByRole("heading", { name: "Étape 2 sur 4" })).toHaveFocus();
  },
};

/** Resuming at the third step, with the answers given before kept. */
export const Resumed: Story = {
  args: {
    initialStep: 3,
    initialAnswers: { firstName: "Camille", lastName: "Martin", targetTitle: "Comptable", salary: 42000 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Étape 3 sur 4" })).toBeVisible();
    await expect(canvas.getByRole("spinbutton", { name: /Salaire annuel brut/ })).toHaveValue(42000);
    await expect(await canvas.findByText(/Soit environ 2\s730\s€ net par mois/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Précédent" }));
    await expect(canvas.getByRole("combobox", { name: /Le métier que vous recherchez/ })).toHaveValue("Comptable");
  },
};

/** The last step: skills as tags, languages with a level, then « Terminer ». */
export const LastStep: Story = {
  args: { initialStep: 4, initialAnswers: { firstName: "Camille", lastName: "Martin" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("combobox", { name: /Vos compétences principales/ }), "React{Enter}");
    await userEvent.click(canvas.getByRole("button", { name: "Ajouter une langue" }));
    await expect(canvas.getByRole("combobox", { name: "Langue 1" })).toHaveValue("Français");
    await userEvent.click(canvas.getByRole("button", { name: "Terminer" }));
    await waitFor(() =>
      expect(args.onSaveStep).toHaveBeenCalledWith({
        step: 4,
        answers: { skills: ["React"], languages: [{ language: "Français", level: "Langue maternelle" }] },
        complete: true,
      }),
    );
    await waitFor(() => expect(args.onComplete).toHaveBeenCalled());
  },
};

/** The server refuses an answer: its French message shows at that question, and the step stays. */
export const RefusedByTheServer: Story = {
  args: {
    initialStep: 3,
    onSaveStep: fn(async () => {
      throw new ApiError(400, "La réponse à « Années d'expérience » n'est pas valide.", "answers.experience");
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("spinbutton", { name: /Années d'expérience/ }), "12");
    await userEvent.click(canvas.getByRole("button", { name: "Suivant" }));
    await expect(await canvas.findByText("La réponse à « Années d'expérience » n'est pas valide.")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Étape 3 sur 4" })).toBeVisible();
  },
};

/** The network fails: a French message and « Réessayer », with everything typed kept. */
export const SaveFailed: Story = {
  args: {
    onSaveStep: fn(async () => {
      throw new TypeError("Failed to fetch");
    }),
    initialAnswers: { firstName: "Camille", lastName: "Martin" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Suivant" }));
    await expect(await canvas.findByText(/n'ont pas pu être enregistrées/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Réessayer" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Votre prénom/ })).toHaveValue("Camille");
  },
};

/** On a 360 px screen. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  args: { initialStep: 4 },
};

/**
 * The trade: a title typed half-way is no answer (the step names it as missing); a ROME title is
 * picked from the suggestions, or the person's own words kept through « Garder « … » tel quel ».
 */
export const TradeChosenNotHalfTyped: Story = {
  args: { initialStep: 2, initialAnswers: { firstName: "Camille", lastName: "Martin" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trade = canvas.getByRole("combobox", { name: /Le métier que vous recherchez/ });
    await userEvent.type(trade, "comptab");
    await expect(await canvas.findByRole("option", { name: "Garder « comptab » tel quel" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Suivant" }));
    await expect(await canvas.findByText("« Le métier que vous recherchez » est requis.")).toBeVisible();
    await expect(args.onSaveStep).not.toHaveBeenCalled();

    await userEvent.click(trade);
    await userEvent.click(await canvas.findByRole("option", { name: "Comptable" }));
    await expect(trade).toHaveValue("Comptable");
    await expect(canvas.queryByText("« Le métier que vous recherchez » est requis.")).not.toBeInTheDocument();
  },
};
