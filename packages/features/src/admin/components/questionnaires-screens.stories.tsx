import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import type { AdminQuestionnaire } from "@fuse/domain/admin/contract";
import {
  exampleQuestionnaire,
  exampleQuestionnaireResponses,
  exampleQuestionnaireSummaries,
} from "@fuse/domain/admin/questionnaires-fixtures";

import { fakeApiClient } from "../../api/fake-api-client.ts";
import { ApiError } from "../../api/index.ts";
import { services } from "../../questionnaire/components/fixtures.ts";
import { failingOnce, withAdminClient } from "./admin-story-support.tsx";
import { AdminQuestionnairesScreen, QuestionnaireEditorScreen } from "./questionnaires-screens.tsx";

const withClient = withAdminClient();

const meta = {
  title: "Admin/AdminQuestionnairesScreen",
  component: AdminQuestionnairesScreen,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  decorators: [withClient],
  args: {
    api: fakeApiClient({
      "GET /api/admin/questionnaires": () => ({ questionnaires: exampleQuestionnaireSummaries }),
    }).api,
    editHref: (slug: string) => `/admin/questionnaires/${slug}`,
    onCreated: fn(),
    timeZone: "Europe/Paris",
  },
} satisfies Meta<typeof AdminQuestionnairesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new questionnaire created through the API: « Questionnaire créé », then its editor opens. */
export const Creates: Story = {
  args: {
    api: fakeApiClient({
      "GET /api/admin/questionnaires": () => ({ questionnaires: exampleQuestionnaireSummaries }),
      "POST /api/admin/questionnaires": ({ body }) => ({
        ...exampleQuestionnaire,
        slug: body.slug,
        title: body.title,
        audience: body.audience ?? "all",
        questions: body.questions as AdminQuestionnaire["questions"],
        response_count: 0,
        version: 1,
      }),
    }).api,
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Nouveau questionnaire" }));
    const dialog = await screen.findByRole("dialog", { name: "Nouveau questionnaire" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Titre/ }), "Avis");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Adresse/ }), "avis");
    await userEvent.click(within(dialog).getByRole("button", { name: "Créer et modifier les questions" }));
    // A toast fades in: wait until it is fully shown.
    await waitFor(() => expect(screen.getByText("Questionnaire créé")).toBeVisible());
    await expect(args.onCreated).toHaveBeenCalledWith("avis");
  },
};

/** The list could not be read: the reason and « Réessayer », which reads it again. */
export const LoadFailed: Story = {
  args: {
    api: fakeApiClient({
      "GET /api/admin/questionnaires": failingOnce(new ApiError(403, "Accès réservé aux administrateurs."), () => ({
        questionnaires: exampleQuestionnaireSummaries,
      })),
    }).api,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Les questionnaires n'ont pas pu être chargés.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Réessayer" }));
    await expect(await canvas.findByRole("article", { name: "Votre profil candidat" })).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { api: fakeApiClient({ "GET /api/admin/questionnaires": () => new Promise(() => undefined) }).api },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement des questionnaires" })).toBeInTheDocument();
  },
};

/** On a 360 px screen: nothing overflows. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("list", { name: "Questionnaires" });
    const list = canvasElement.querySelector<HTMLElement>("[data-slot=questionnaires-list]")!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

type EditorStory = StoryObj<typeof QuestionnaireEditorScreen>;

const editorArgs = () => {
  let stored = exampleQuestionnaire;
  return {
    api: fakeApiClient({
      "GET /api/admin/questionnaires/:slug": () => stored,
      "PUT /api/admin/questionnaires/:slug": ({ body }) => {
        stored = { ...stored, ...body, questions: body.questions as AdminQuestionnaire["questions"], version: 4 };
        return stored;
      },
      "GET /api/admin/questionnaires/:slug/responses": () => exampleQuestionnaireResponses,
    }).api,
    slug: "candidate",
    services,
    listHref: "/admin/questionnaires",
    timeZone: "Europe/Paris",
  };
};

/** Saved through the API: the toast names the new version of the questions, and so does the form. */
export const EditorSaves: EditorStory = {
  render: (args) => <QuestionnaireEditorScreen {...args} />,
  args: editorArgs(),
  play: async ({ canvas }) => {
    const label = await canvas.findByDisplayValue("Votre prénom");
    await userEvent.clear(label);
    await userEvent.paste("Votre prénom usuel");
    await userEvent.click(canvas.getByText("Enregistrer"));
    // A toast fades in: wait until it is fully shown.
    await waitFor(() => expect(screen.getByText("Questionnaire enregistré : version 4 des questions")).toBeVisible());
    await waitFor(() => expect(canvas.getByText("Version 4 des questions")).toBeVisible());
  },
};

/** « Réponses » shows the answers as asked; back on « Questions », the unsaved edits are still there. */
export const EditorResponses: EditorStory = {
  render: (args) => <QuestionnaireEditorScreen {...args} />,
  args: editorArgs(),
  play: async ({ canvas }) => {
    const label = await canvas.findByDisplayValue("Votre prénom");
    await userEvent.clear(label);
    await userEvent.paste("Votre prénom usuel");
    await userEvent.click(canvas.getByRole("tab", { name: "Réponses (2)" }));
    await expect(await canvas.findByText("Question retirée")).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Questions" }));
    await expect(canvas.getByDisplayValue("Votre prénom usuel")).toBeVisible();
  },
};

/** A questionnaire that does not exist: said, without « Réessayer ». */
export const EditorMissing: EditorStory = {
  render: (args) => <QuestionnaireEditorScreen {...args} />,
  args: {
    api: fakeApiClient({
      "GET /api/admin/questionnaires/:slug": () => {
        throw new ApiError(404, "Questionnaire introuvable");
      },
    }).api,
    slug: "inconnu",
    services,
    listHref: "/admin/questionnaires",
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Ce questionnaire n'existe pas.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Réessayer" })).toBeNull();
  },
};

/** While the questionnaire loads. */
export const EditorLoading: EditorStory = {
  render: (args) => <QuestionnaireEditorScreen {...args} />,
  args: {
    api: fakeApiClient({ "GET /api/admin/questionnaires/:slug": () => new Promise(() => undefined) }).api,
    slug: "candidate",
    services,
    listHref: "/admin/questionnaires",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement du questionnaire" })).toBeInTheDocument();
  },
};
