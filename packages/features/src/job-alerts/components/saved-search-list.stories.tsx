import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router";
import { expect, fn, userEvent, within } from "storybook/test";

import { lyonSearch, remoteSearch } from "./fixtures.tsx";
import { SavedSearchList } from "./saved-search-list.tsx";

const meta = {
  title: "Features/Job alerts/SavedSearchList",
  component: SavedSearchList,
  tags: ["autodocs"],
  parameters: { layout: "padded", a11y: { test: "error" } },
  args: {
    searches: [lyonSearch, remoteSearch],
    onToggleAlerts: fn(),
    onRename: fn(async () => undefined),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof SavedSearchList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Pending: Story = { args: { pendingIds: new Set([lyonSearch.id]) } };

export const ConfirmDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Supprimer la recherche « Développeur à Lyon »" }));
    const dialog = within(document.body).getByRole("alertdialog", { name: "Supprimer « Développeur à Lyon » ?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    await expect(args.onDelete).toHaveBeenCalledWith(lyonSearch.id);
  },
};
