import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import type { AdminNewsStatus } from "@fuse/domain/admin/contract";

import { fakeApiClient } from "../../api/fake-api-client.ts";
import { ApiError } from "../../api/index.ts";
import { exampleAdminActions } from "../lib/fixtures.ts";
import { AdminOverview } from "./admin-overview.tsx";
import { withAdminClient } from "./admin-story-support.tsx";

const withClient = withAdminClient({ toasts: false });

const totals: Record<AdminNewsStatus, number> = { draft: 2, scheduled: 1, published: 14 };
const newsCounts = ({ query }: { query?: { status?: AdminNewsStatus } }) => ({
  news: [],
  total: totals[query?.status ?? "published"],
  page: 1,
  per_page: 20,
  pages: 1,
});
const journal = { actions: exampleAdminActions, total: 3, page: 1, per_page: 50, pages: 1 };

const meta = {
  title: "Admin/AdminOverview",
  component: AdminOverview,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  decorators: [withClient],
  args: {
    api: fakeApiClient({ "GET /api/admin/news": newsCounts, "GET /api/admin/actions": () => journal }).api,
    newsHref: "/admin/actualites",
    newNewsHref: "/admin/actualites/nouvelle",
    timeZone: "Europe/Paris",
  },
} satisfies Meta<typeof AdminOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The counts by state and the journal, newest first, with who did what. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const drafts = await canvas.findByText("2");
    await expect(drafts.previousElementSibling).toHaveTextContent("Brouillons");
    await expect(canvas.getByText("14").previousElementSibling).toHaveTextContent("Publiées");
    await expect(canvas.getByText("1").previousElementSibling).toHaveTextContent("Programmées");
    await expect(canvas.getByRole("link", { name: "Gérer les actualités" })).toHaveAttribute(
      "href",
      "/admin/actualites",
    );
    const entries = within(await canvas.findByRole("list", { name: "Journal" })).getAllByRole("listitem");
    await expect(entries).toHaveLength(3);
    await expect(entries[0]).toHaveTextContent(
      /Création · actualité « Cinq conseils pour votre portrait » — admin@fuse\.test/,
    );
    await expect(entries[2]).toHaveTextContent(/Suppression · question de la FAQ .* — compte supprimé/);
  },
};

/** Only the last ten entries of the journal show. */
export const LastTen: Story = {
  args: {
    api: fakeApiClient({
      "GET /api/admin/news": newsCounts,
      "GET /api/admin/actions": () => ({
        ...journal,
        actions: Array.from({ length: 14 }, (_, index) => ({
          ...exampleAdminActions[0]!,
          id: String(index + 1),
          summary: `Actualité n° ${index + 1}`,
        })),
      }),
    }).api,
  },
  play: async ({ canvas }) => {
    const entries = within(await canvas.findByRole("list", { name: "Journal" })).getAllByRole("listitem");
    await expect(entries).toHaveLength(10);
  },
};

/** The counts could not be read: said, with « Réessayer », which reads them again. */
export const CountsFailed: Story = {
  args: (() => {
    const failedOnce = new Set<string>();
    return {
      api: fakeApiClient({
        "GET /api/admin/news": (request) => {
          const status = request.query?.status ?? "";
          if (!failedOnce.has(status)) {
            failedOnce.add(status);
            throw new ApiError(403, "Accès réservé aux administrateurs.");
          }
          return newsCounts(request);
        },
        "GET /api/admin/actions": () => journal,
      }).api,
    };
  })(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Le tableau de bord n'a pas pu être chargé.")).toBeVisible();
    await expect(canvas.getByText("Accès réservé aux administrateurs.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Réessayer" }));
    await expect(await canvas.findByText("14")).toBeVisible();
  },
};

/** On a 360 px screen: nothing overflows. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("list", { name: "Journal" });
    const overview = canvasElement.querySelector<HTMLElement>("[data-slot=admin-overview]")!;
    await expect(overview.scrollWidth).toBeLessThanOrEqual(overview.clientWidth);
  },
};
