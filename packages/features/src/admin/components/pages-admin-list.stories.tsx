import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { examplePageSummaries } from "@fuse/domain/admin/pages-content";

import { PagesAdminList, PagesAdminListSkeleton } from "./pages-admin-list.tsx";

const [legal, about, hidden] = examplePageSummaries as [
  (typeof examplePageSummaries)[number],
  (typeof examplePageSummaries)[number],
  (typeof examplePageSummaries)[number],
];

const meta = {
  title: "Admin/PagesAdminList",
  component: PagesAdminList,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: {
    pages: examplePageSummaries,
    timeZone: "Europe/Paris",
    newHref: "/admin/pages/nouvelle",
    editHref: (id: string) => `/admin/pages/${id}`,
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[min(56rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PagesAdminList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each page with its address, its state and its last change; a published one links to its public page. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("3 pages dont 2 publiées")).toBeVisible();
    const aboutRow = canvas.getByRole("article", { name: about.title });
    await expect(within(aboutRow).getByText("Publiée")).toBeVisible();
    await expect(within(aboutRow).getByText("Modifiée le 18 novembre 2026 à 11:30")).toBeVisible();
    const address = within(aboutRow).getByRole("link", { name: "/p/qui-sommes-nous (nouvel onglet)" });
    await expect(address).toHaveAttribute("href", "/p/qui-sommes-nous");
    await expect(address).toHaveAttribute("target", "_blank");
    await expect(within(aboutRow).getByRole("link", { name: `Modifier « ${about.title} »` })).toHaveAttribute(
      "href",
      `/admin/pages/${about.id}`,
    );

    const legalRow = canvas.getByRole("article", { name: legal.title });
    await expect(within(legalRow).getByText("Page légale")).toBeVisible();

    // Unpublished: its address leads nowhere yet, so it is no link.
    const hiddenRow = canvas.getByRole("article", { name: hidden.title });
    await expect(within(hiddenRow).getByText("Non publiée")).toBeVisible();
    await expect(within(hiddenRow).getByText("/p/salon-de-printemps")).toBeVisible();
    await expect(within(hiddenRow).queryByRole("link", { name: /\/p\// })).toBeNull();
  },
};

/** « Supprimer » asks first; « Garder la page » changes nothing; by keyboard, « Supprimer » confirms. */
export const DeleteAfterConfirmation: Story = {
  play: async ({ args, canvas }) => {
    const remove = canvas.getByRole("button", { name: `Supprimer « ${about.title} »` });
    await userEvent.click(remove);
    const dialog = await screen.findByRole("alertdialog", { name: "Supprimer cette page ?" });
    await expect(dialog).toHaveTextContent(/\/p\/qui-sommes-nous mènera à une page introuvable/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Garder la page" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(remove).toHaveFocus());

    await userEvent.keyboard("{Enter}");
    const again = await screen.findByRole("alertdialog", { name: "Supprimer cette page ?" });
    await userEvent.click(within(again).getByRole("button", { name: "Supprimer" }));
    await expect(args.onDelete).toHaveBeenCalledWith(about.id);
  },
};

/** Deleting a legal page warns that the site's footer links to it. */
export const DeleteLegalPage: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: `Supprimer « ${legal.title} »` }));
    const dialog = await screen.findByRole("alertdialog", { name: "Supprimer cette page ?" });
    await expect(dialog).toHaveTextContent(/C'est une page légale : le pied de page du site y renvoie\./);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** A deletion under way: that page's « Supprimer » waits. */
export const Deleting: Story = {
  args: { pendingId: about.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: `Supprimer « ${about.title} »` })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: `Supprimer « ${legal.title} »` })).toBeEnabled();
  },
};

/** No page yet: the way to write the first. */
export const Empty: Story = {
  args: { pages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Aucune page pour le moment" })).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: "Nouvelle page" })[0]).toHaveAttribute(
      "href",
      "/admin/pages/nouvelle",
    );
  },
};

/** On a 360 px screen: nothing overflows. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>("[data-slot=pages-admin-list]")!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** While the list loads. */
export const Loading: Story = {
  render: () => <PagesAdminListSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement des pages" })).toBeInTheDocument();
  },
};
