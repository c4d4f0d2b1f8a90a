import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { ConfirmDelete } from "./confirm-delete.tsx";

const meta = {
  title: "Admin/ConfirmDelete",
  component: ConfirmDelete,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: {
    label: "Supprimer « Mentions légales »",
    title: "Supprimer cette page ?",
    description: "« Mentions légales » sera supprimée définitivement. Cette action est irréversible.",
    keepLabel: "Garder la page",
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDelete>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is deleted until confirmed; « Garder la page » closes the dialog and keeps it. */
export const Confirmed: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Supprimer « Mentions légales »" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("alertdialog", { name: "Supprimer cette page ?" });
    await expect(dialog).toHaveAccessibleDescription(/sera supprimée définitivement/);
    await userEvent.click(screen.getByRole("button", { name: "Garder la page" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("button", { name: "Supprimer" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** While another action on the row is under way, the button waits. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Supprimer « Mentions légales »" })).toBeDisabled();
  },
};
