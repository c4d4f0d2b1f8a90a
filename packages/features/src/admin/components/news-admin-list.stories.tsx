import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { exampleAdminNewsSummaries } from "../lib/fixtures.ts";
import { NewsAdminList, NewsAdminListSkeleton } from "./news-admin-list.tsx";

const [scheduled, published, draft] = exampleAdminNewsSummaries as [
  (typeof exampleAdminNewsSummaries)[number],
  (typeof exampleAdminNewsSummaries)[number],
  (typeof exampleAdminNewsSummaries)[number],
];

const meta = {
  title: "Admin/NewsAdminList",
  component: NewsAdminList,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: {
    news: exampleAdminNewsSummaries,
    total: 3,
    page: 1,
    pages: 1,
    query: "",
    timeZone: "Europe/Paris",
    newHref: "/admin/actualites/nouvelle",
    editHref: (id: string) => `/admin/actualites/${id}`,
    onSearch: fn(),
    onPageChange: fn(),
    onUnpublish: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[min(56rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsAdminList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each item with its state, its public and the actions its state allows. */
export const Filled: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText("3 actualités")).toBeVisible();
    const scheduledRow = canvas.getByRole("article", { name: scheduled.title });
    await expect(within(scheduledRow).getByText("Programmée le 1 décembre 2026 à 09:00")).toBeVisible();
    await expect(within(scheduledRow).getByText("Candidats")).toBeVisible();
    const publishedRow = canvas.getByRole("article", { name: published.title });
    await expect(within(publishedRow).getByText("Publiée le 18 novembre 2026")).toBeVisible();
    await expect(within(publishedRow).getByText("Recruteurs")).toBeVisible();
    const draftRow = canvas.getByRole("article", { name: draft.title });
    await expect(within(draftRow).getByText("Brouillon")).toBeVisible();
    // A draft is not published: nothing to take back.
    await expect(within(draftRow).queryByRole("button", { name: /^Dépublier/ })).toBeNull();
    await expect(within(draftRow).getByRole("link", { name: `Modifier « ${draft.title} »` })).toHaveAttribute(
      "href",
      `/admin/actualites/${draft.id}`,
    );
    await userEvent.click(within(publishedRow).getByRole("button", { name: `Dépublier « ${published.title} »` }));
    await expect(args.onUnpublish).toHaveBeenCalledWith(published.id);
  },
};

/** « Supprimer » asks first; « Garder l'actualité » changes nothing, « Supprimer » confirms. */
export const DeleteAfterConfirmation: Story = {
  play: async ({ args, canvas }) => {
    const remove = canvas.getByRole("button", { name: `Supprimer « ${published.title} »` });
    await userEvent.click(remove);
    const dialog = await screen.findByRole("alertdialog", { name: "Supprimer cette actualité ?" });
    await expect(dialog).toHaveTextContent(/disparaîtra du site/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Garder l'actualité" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(remove).toHaveFocus());

    // By keyboard this time.
    await userEvent.keyboard("{Enter}");
    const again = await screen.findByRole("alertdialog", { name: "Supprimer cette actualité ?" });
    await userEvent.click(within(again).getByRole("button", { name: "Supprimer" }));
    await expect(args.onDelete).toHaveBeenCalledWith(published.id);
  },
};

/** The search is sent as typed (trimmed); a search under way can be cleared. */
export const Search: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole("searchbox", { name: "Titre ou chapô" });
    await userEvent.type(box, "  salon  {Enter}");
    await expect(args.onSearch).toHaveBeenCalledWith("salon");
  },
};

/** A search that finds nothing says so, and offers to clear it. */
export const NothingFound: Story = {
  args: { news: [], total: 0, query: "congrès" },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText("0 actualité trouvée pour « congrès »")).toBeVisible();
    await expect(
      canvas.getByRole("heading", { level: 2, name: "Aucune actualité ne correspond à votre recherche" }),
    ).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Titre ou chapô" })).toHaveValue("congrès");
    await userEvent.click(canvas.getByRole("button", { name: "Effacer la recherche" }));
    await expect(args.onSearch).toHaveBeenCalledWith("");
  },
};

/** No item yet: the way to write the first. */
export const Empty: Story = {
  args: { news: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Aucune actualité pour le moment" })).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: "Nouvelle actualité" })[0]).toHaveAttribute(
      "href",
      "/admin/actualites/nouvelle",
    );
  },
};

/** Several pages: the pagination moves between them. */
export const Paged: Story = {
  args: { total: 45, page: 1, pages: 3 },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Pages des actualités" });
    await userEvent.click(within(nav).getByRole("button", { name: "Suivant" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** On a 360 px screen: nothing overflows. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>("[data-slot=news-admin-list]")!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** While the list loads. */
export const Loading: Story = {
  render: () => <NewsAdminListSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement des actualités" })).toBeInTheDocument();
  },
};
