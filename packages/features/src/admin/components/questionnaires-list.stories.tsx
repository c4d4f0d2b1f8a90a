import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { exampleQuestionnaireSummaries } from "@fuse/domain/admin/questionnaires-fixtures";

import { ApiError } from "../../api/index.ts";
import { QuestionnairesList, QuestionnairesListSkeleton } from "./questionnaires-list.tsx";

const meta = {
  title: "Admin/QuestionnairesList",
  component: QuestionnairesList,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: {
    questionnaires: exampleQuestionnaireSummaries,
    editHref: (slug: string) => `/admin/questionnaires/${slug}`,
    onCreate: fn(async () => undefined),
    timeZone: "Europe/Paris",
  },
  decorators: [
    (Story) => (
      <div className="w-[min(56rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuestionnairesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every questionnaire with its public, counts, version, last update, public address and editor's link. */
export const List: Story = {
  play: async ({ canvas }) => {
    const candidate = canvas.getByRole("article", { name: "Votre profil candidat" });
    await expect(within(candidate).getByText("Candidats")).toBeVisible();
    await expect(within(candidate).getByText("Version 3")).toBeVisible();
    await expect(within(candidate).getByText("24 novembre 2026 à 10:30")).toBeVisible();
    await expect(within(candidate).getByRole("link", { name: "/questionnaire/candidate" })).toHaveAttribute(
      "href",
      "/questionnaire/candidate",
    );
    await expect(within(candidate).getByRole("link", { name: "Modifier « Votre profil candidat »" })).toHaveAttribute(
      "href",
      "/admin/questionnaires/candidate",
    );
    const recruiter = canvas.getByRole("article", { name: "Votre entreprise" });
    await expect(within(recruiter).getByText("14")).toBeVisible();
    await expect(canvas.getByRole("article", { name: "La culture de votre entreprise" })).toBeVisible();
  },
};

/** « Nouveau questionnaire » by keyboard: checked in French, then created with a first question. */
export const Create: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole("button", { name: "Nouveau questionnaire" }).focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Nouveau questionnaire" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Créer et modifier les questions" }));
    const title = within(dialog).getByRole("textbox", { name: /^Titre/ });
    await waitFor(() => expect(title).toHaveAccessibleDescription("Le titre ne peut pas être vide."));
    await expect(title).toHaveFocus();
    await userEvent.paste("Votre avis sur Fuse");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Adresse/ }), "avis fuse");
    await userEvent.click(within(dialog).getByRole("radio", { name: "Candidats" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Créer et modifier les questions" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("textbox", { name: /^Adresse/ })).toHaveAccessibleDescription(
        /L'adresse ne peut contenir que des lettres sans accent et des chiffres, séparés par des tirets\./,
      ),
    );
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.clear(within(dialog).getByRole("textbox", { name: /^Adresse/ }));
    await userEvent.paste("avis-fuse");
    await userEvent.click(within(dialog).getByRole("button", { name: "Créer et modifier les questions" }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        slug: "avis-fuse",
        title: "Votre avis sur Fuse",
        audience: "candidate",
        questions: [{ id: "question1", type: "short_text", label: "Votre réponse", required: false }],
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** An address already taken: the server's French message beside it, the dialog still open. */
export const SlugTaken: Story = {
  args: {
    onCreate: fn(async () => {
      throw new ApiError(409, "Un questionnaire a déjà cette adresse : choisissez-en une autre.", "slug");
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Nouveau questionnaire" }));
    const dialog = await screen.findByRole("dialog", { name: "Nouveau questionnaire" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Titre/ }), "Doublon");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Adresse/ }), "candidate");
    await userEvent.click(within(dialog).getByRole("button", { name: "Créer et modifier les questions" }));
    const slug = within(dialog).getByRole("textbox", { name: /^Adresse/ });
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(/Un questionnaire a déjà cette adresse : choisissez-en une autre\./),
    );
    await expect(slug).toHaveFocus();
  },
};

/** No questionnaire yet. */
export const Empty: Story = {
  args: { questionnaires: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Aucun questionnaire pour le moment" })).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: StoryObj<typeof QuestionnairesListSkeleton> = {
  render: () => <QuestionnairesListSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement des questionnaires" })).toBeInTheDocument();
  },
};

/** On a 360 px screen: nothing overflows. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>("[data-slot=questionnaires-list]")!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
