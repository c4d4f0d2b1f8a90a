import type { Meta, StoryObj } from "@storybook/react-vite";
import { InboxIcon } from "lucide-react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { AdminListShell, AdminListSkeleton, countOf } from "./inbox-list.tsx";

type Row = { id: string; title: string };
const rows: Row[] = [
  { id: "1", title: "Question sur mon compte" },
  { id: "2", title: "Partenariat avec un salon de l'emploi à Lille, au palais des congrès" },
];

const meta = {
  title: "Admin/AdminListShell",
  component: AdminListShell<Row, "new" | "handled" | "all">,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: {
    label: "Messages de contact",
    countLabel: countOf("message", "messages", { one: "trouvé", many: "trouvés" }),
    items: rows,
    itemKey: (row: Row) => row.id,
    renderItem: (row: Row) => (
      <article className="rounded-lg border border-border p-4">
        <h2 className="font-semibold break-words">{row.title}</h2>
      </article>
    ),
    total: 2,
    page: 1,
    pages: 1,
    onPageChange: fn(),
    filterLabel: "Afficher",
    filter: "new",
    filterOptions: [
      { value: "new", label: "À traiter" },
      { value: "handled", label: "Traités" },
      { value: "all", label: "Tous" },
    ],
    onFilterChange: fn(),
    query: "",
    searchLabel: "Nom, e-mail, objet ou texte",
    onSearch: fn(),
    empty: { icon: <InboxIcon aria-hidden />, title: "Aucun message à traiter", searchedTitle: "Aucun message trouvé" },
  },
  decorators: [
    (Story) => (
      <div className="w-[min(56rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminListShell<Row, "new" | "handled" | "all">>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rows under their count, in a list named after what it holds. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("2 messages")).toBeVisible();
    const list = canvas.getByRole("list", { name: "Messages de contact" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    await expect(canvas.getByRole("combobox", { name: "Afficher" })).toHaveTextContent("À traiter");
  },
};

/** The filter, chosen by keyboard alone, applies at once. */
export const FilterByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const filter = canvas.getByRole("combobox", { name: "Afficher" });
    filter.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("option", { name: "Traités" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(args.onFilterChange).toHaveBeenCalledWith("handled"));
  },
};

/** The search is sent trimmed with Entrée. */
export const Search: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: "Nom, e-mail, objet ou texte" }), "  martin {Enter}");
    await expect(args.onSearch).toHaveBeenCalledWith("martin");
  },
};

/** A search that finds nothing says so, and can be cleared. */
export const NothingFound: Story = {
  args: { items: [], total: 0, query: "congrès" },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText("0 message trouvé pour « congrès »")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Aucun message trouvé" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Effacer la recherche" }));
    await expect(args.onSearch).toHaveBeenCalledWith("");
  },
};

/** Nothing in this state. */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Aucun message à traiter" })).toBeVisible();
  },
};

/** Several pages: the pagination moves between them. */
export const Paged: Story = {
  args: { total: 45, pages: 3 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText("45 messages")).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "Pages : messages de contact" });
    await userEvent.click(within(nav).getByRole("button", { name: "Suivant" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** On a 360 px screen: nothing overflows. */
export const Narrow: Story = {
  args: { total: 45, pages: 3, query: "salon" },
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>("[data-slot=admin-list]")!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** While a list loads. */
export const Loading: Story = {
  render: () => <AdminListSkeleton label="Chargement des messages" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement des messages" })).toBeInTheDocument();
  },
};
