import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { ApiError } from "../../api/client.ts";
import { fakePlaces } from "../../job-search/lib/fake-places.ts";
import type { Questionnaire } from "../api/contract.ts";
import type { QuestionServices } from "./question-field.tsx";
import { QuestionnaireRenderer } from "./questionnaire-renderer.tsx";

/** Story services: suggestions from short lists, a photo "stored" as a data URL, a flat 78 % net estimate. */
const services: QuestionServices = {
  places: fakePlaces,
  suggestJobTitles: async (text) =>
    ["Développeur / Développeuse web", "Développeur / Développeuse full-stack", "Comptable"].filter((title) =>
      title.toLowerCase().startsWith(text.toLowerCase().slice(0, 3)),
    ),
  suggestSkills: async (text) =>
    ["React", "Redux", "Rédaction", "TypeScript"].filter((skill) => skill.toLowerCase().startsWith(text.toLowerCase())),
  uploadPhoto: async (file) =>
    new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsDataURL(file);
    }),
  estimateNet: async (gross) => Math.round((gross / 12) * 0.78),
};

/** Every type of question the renderer knows, in four steps. */
const questionnaire: Questionnaire = {
  slug: "exemple",
  title: "Votre profil candidat",
  description: "Quelques questions pour vous proposer les offres qui vous correspondent vraiment.",
  audience: "candidate",
  questions: [
    { id: "firstName", step: 1, type: "short_text", label: "Votre prénom", required: true },
    { id: "lastName", step: 1, type: "short_text", label: "Votre nom", required: true },
    {
      id: "photo",
      step: 1,
      type: "photo",
      label: "Votre photo",
      help: "Facultative : sans photo, vos initiales s'affichent.",
    },
    { id: "targetTitle", step: 2, type: "job_title", label: "Le métier que vous recherchez", required: true },
    { id: "city", step: 2, type: "city", label: "Votre ville", required: true },
    {
      id: "contractTypes",
      step: 2,
      type: "multiple_choice",
      label: "Quels contrats vous intéressent ?",
      required: true,
      options: [
        { value: "CDI", label: "CDI" },
        { value: "CDD", label: "CDD" },
        { value: "freelance", label: "Freelance" },
      ],
    },
    {
      id: "remote",
      step: 2,
      type: "single_choice",
      label: "Comment souhaitez-vous travailler ?",
      options: [
        { value: "onsite", label: "Sur site" },
        { value: "hybrid", label: "Hybride" },
      ],
    },
    { id: "salary", step: 3, type: "salary", label: "Salaire annuel brut souhaité (en euros)", min: 0, max: 300000 },
    { id: "experience", step: 3, type: "number", label: "Années d'expérience", min: 0, max: 60, required: true },
    { id: "training", step: 3, type: "scale", label: "L'importance de la formation pour vous", min: 1, max: 5 },
    { id: "skills", step: 4, type: "tags", label: "Vos compétences principales", required: true, max: 10 },
    { id: "languages", step: 4, type: "languages", label: "Les langues que vous parlez, avec votre niveau" },
    { id: "motivation", step: 4, type: "long_text", label: "Qu'est-ce qui vous motive ?" },
  ],
};

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
    await expect(canvas.getByRole("textbox", { name: /Votre nom/ })).toHaveFocus();
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
