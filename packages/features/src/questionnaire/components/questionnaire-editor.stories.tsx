import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { ApiError } from "@fuse/domain/api/client";

import { questionnaire, services } from "./fixtures.ts";
import { QuestionnaireEditor } from "./questionnaire-editor.tsx";

const answered = {
  firstName: "Camille",
  lastName: "Martin",
  targetTitle: "Comptable",
  city: "Lyon",
  contractTypes: ["CDI"],
  salary: 42000,
  experience: 6,
  skills: ["Comptabilité", "Excel"],
};

const meta = {
  title: "Features/Questionnaire/QuestionnaireEditor",
  component: QuestionnaireEditor,
  args: {
    questionnaire,
    services,
    initialAnswers: answered,
    onSaveStep: fn(async () => {}),
    onSaved: fn(),
    onSaveFailed: fn(),
  },
  parameters: { layout: "padded" },
} satisfies Meta<typeof QuestionnaireEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every question on one page; one save sends only the answers changed, step by step. */
export const Answered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("spinbutton", { name: /Salaire annuel brut/ })).toHaveValue(42000);
    await userEvent.clear(canvas.getByRole("spinbutton", { name: /Années d'expérience/ }));
    await userEvent.type(canvas.getByRole("spinbutton", { name: /Années d'expérience/ }), "7");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer mes réponses" }));
    await expect(await canvas.findByText("Vos réponses sont enregistrées.")).toBeVisible();
    await expect(args.onSaveStep).toHaveBeenCalledTimes(1);
    await expect(args.onSaveStep).toHaveBeenCalledWith({
      step: 3,
      answers: { experience: 7 },
      base: { experience: 6 },
    });
    await expect(args.onSaved).toHaveBeenCalledTimes(1);
    await expect(args.onSaveFailed).not.toHaveBeenCalled();
  },
};

/** A required answer emptied: named at its question, focused, and nothing is sent. */
export const RequiredAnswerMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole("textbox", { name: /Votre nom/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer mes réponses" }));
    await expect(await canvas.findByText("« Votre nom » est requis.")).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: /Votre nom/ })).toHaveFocus());
    await expect(args.onSaveStep).not.toHaveBeenCalled();
  },
};

/** The server refuses an answer: its French message shows at that question. */
export const RefusedByTheServer: Story = {
  args: {
    onSaveStep: fn(async ({ step }: { step: number }) => {
      if (step === 3)
        throw new ApiError(400, "La réponse à « Années d'expérience » n'est pas valide.", "answers.experience");
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("spinbutton", { name: /Années d'expérience/ }), "0");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer mes réponses" }));
    await expect(await canvas.findByText("La réponse à « Années d'expérience » n'est pas valide.")).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("spinbutton", { name: /Années d'expérience/ })).toHaveFocus());
  },
};

/** The network fails: a French message, everything typed kept. */
export const SaveFailed: Story = {
  args: {
    onSaveStep: fn(async () => {
      throw new TypeError("Failed to fetch");
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Votre prénom/ }), "-Rose");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer mes réponses" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/n'ont pas pu être enregistrées/);
    await expect(canvas.getByRole("textbox", { name: /Votre prénom/ })).toHaveValue("Camille-Rose");
    await expect(args.onSaveFailed).toHaveBeenCalledTimes(1);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** An answer changed on another screen since the form opened: refused, and the page reads the answers again. */
export const ChangedElsewhere: Story = {
  args: {
    onStale: fn(),
    onSaveStep: fn(async () => {
      throw new ApiError(
        409,
        "« Vos compétences principales » a changé depuis l'ouverture de cette page (sur un autre écran ou un autre appareil) : la réponse actuelle est affichée, vérifiez-la puis enregistrez à nouveau.",
        "answers.skills",
      );
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("spinbutton", { name: /Années d'expérience/ }), "0");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer mes réponses" }));
    await expect(await canvas.findByText(/a changé depuis l'ouverture de cette page/)).toBeVisible();
    await expect(args.onStale).toHaveBeenCalledTimes(1);
  },
};

/** On a 360 px screen. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
};
