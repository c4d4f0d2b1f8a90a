import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { AdminSearchForm } from "./admin-search-form.tsx";

const meta = {
  title: "Admin/AdminSearchForm",
  component: AdminSearchForm,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: {
    label: "Rechercher parmi les actualités",
    searchLabel: "Titre ou chapô",
    query: "",
    onSearch: fn(),
  },
} satisfies Meta<typeof AdminSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Entrée sends the words typed, trimmed; nothing to clear yet. */
export const Search: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("search", { name: "Rechercher parmi les actualités" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Effacer la recherche" })).toBeNull();
    await userEvent.type(canvas.getByRole("searchbox", { name: "Titre ou chapô" }), "  salon {Enter}");
    await expect(args.onSearch).toHaveBeenCalledWith("salon");
  },
};

/** A search under way shows in the box, and « Effacer la recherche » clears it. */
export const Searched: Story = {
  args: { query: "salon" },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("searchbox", { name: "Titre ou chapô" })).toHaveValue("salon");
    await userEvent.click(canvas.getByRole("button", { name: "Effacer la recherche" }));
    await expect(args.onSearch).toHaveBeenCalledWith("");
  },
};
