import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClientProvider } from "@tanstack/react-query";
import { expect, fn, userEvent, within } from "storybook/test";

import type { AdminQuestionnaireResponses } from "@fuse/domain/admin/contract";
import { exampleQuestionnaireResponses } from "@fuse/domain/admin/questionnaires-fixtures";

import { fakeApiClient } from "../../api/fake-api-client.ts";
import { ApiError, createQueryClient } from "../../api/index.ts";
import { QuestionnaireResponsesList, QuestionnaireResponsesPanel } from "./questionnaires-responses.tsx";

const meta = {
  title: "Admin/QuestionnaireResponses",
  component: QuestionnaireResponsesList,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: { data: exampleQuestionnaireResponses, onPageChange: fn(), timeZone: "Europe/Paris", headingLevel: 2 },
  decorators: [
    (Story) => (
      <QueryClientProvider client={createQueryClient()}>
        <div className="w-[min(48rem,92vw)]">
          <Story />
        </div>
      </QueryClientProvider>
    ),
  ],
} satisfies Meta<typeof QuestionnaireResponsesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answers given before an edit: the label they were asked with, today's label, the removed question marked. */
export const AfterEdits: Story = {
  play: async ({ canvas }) => {
    const response = canvas.getByRole("article", { name: "Réponse du 23 novembre 2026 à 11:15" });
    await expect(within(response).getByText("Donnée en version 2")).toBeVisible();
    await expect(within(response).getByText("Envoyée")).toBeVisible();
    const terms = within(response).getAllByRole("term");
    await expect(terms.map((term) => term.textContent)).toEqual([
      "Votre prénom",
      "Où souhaitez-vous travailler ?Libellé actuel : « Comment souhaitez-vous travailler ? »",
      "Jusqu'où êtes-vous prêt·e à vous déplacer ?Question retirée",
    ]);
    const definitions = within(response).getAllByRole("definition");
    await expect(definitions.map((definition) => definition.textContent)).toEqual(["Camille", "Hybride", "30 km"]);
  },
};

const pageOf = (page: number): AdminQuestionnaireResponses => ({
  ...exampleQuestionnaireResponses,
  responses: exampleQuestionnaireResponses.responses.map((response) => ({
    ...response,
    id: `${response.id}-${page}`,
    updated_at: page === 1 ? response.updated_at : "2026-11-20T08:00:00.000Z",
  })),
  total: 21,
  page,
  pages: 2,
});

/** Page by page: « Suivant » reads the next twenty answers. */
export const Pages: StoryObj<typeof QuestionnaireResponsesPanel> = {
  render: (args) => <QuestionnaireResponsesPanel {...args} />,
  args: {
    api: fakeApiClient({
      "GET /api/admin/questionnaires/:slug/responses": ({ query }) => pageOf(query.page ?? 1),
    }).api,
    slug: "candidate",
    timeZone: "Europe/Paris",
    headingLevel: 2,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("article", { name: "Réponse du 23 novembre 2026 à 11:15" })).toBeVisible();
    await expect(canvas.getByText("21 réponses · questions en version 3")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Suivant" }));
    await expect(await canvas.findByRole("article", { name: "Réponse du 20 novembre 2026 à 09:00" })).toBeVisible();
  },
};

/** The answers could not be read: the reason and « Réessayer », which reads them again. */
export const LoadFailed: StoryObj<typeof QuestionnaireResponsesPanel> = {
  render: (args) => <QuestionnaireResponsesPanel {...args} />,
  args: (() => {
    let calls = 0;
    return {
      api: fakeApiClient({
        "GET /api/admin/questionnaires/:slug/responses": () => {
          calls += 1;
          if (calls === 1) throw new ApiError(403, "Accès réservé aux administrateurs.");
          return exampleQuestionnaireResponses;
        },
      }).api,
      slug: "candidate",
      timeZone: "Europe/Paris",
      headingLevel: 2 as const,
    };
  })(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Les réponses n'ont pas pu être chargées.")).toBeVisible();
    await expect(canvas.getByText("Accès réservé aux administrateurs.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Réessayer" }));
    await expect(await canvas.findByRole("article", { name: "Réponse du 23 novembre 2026 à 11:15" })).toBeVisible();
  },
};

/** While the answers load. */
export const Loading: StoryObj<typeof QuestionnaireResponsesPanel> = {
  render: (args) => <QuestionnaireResponsesPanel {...args} />,
  args: {
    api: fakeApiClient({ "GET /api/admin/questionnaires/:slug/responses": () => new Promise(() => undefined) }).api,
    slug: "candidate",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement des réponses" })).toBeInTheDocument();
  },
};

/** No answer yet. */
export const Empty: Story = {
  args: { data: { ...exampleQuestionnaireResponses, responses: [], total: 0, pages: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Aucune réponse pour le moment" })).toBeVisible();
  },
};

/** On a 360 px screen: nothing overflows. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>("[data-slot=questionnaire-responses]")!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
