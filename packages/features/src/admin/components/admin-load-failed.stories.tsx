import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { ApiError } from "../../api/index.ts";
import { AdminLoadFailed } from "./admin-load-failed.tsx";

const meta = {
  title: "Admin/AdminLoadFailed",
  component: AdminLoadFailed,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: {
    title: "Les messages de contact n'ont pas pu être chargés.",
    error: new ApiError(403, "Accès réservé aux administrateurs."),
    onRetry: fn(),
  },
} satisfies Meta<typeof AdminLoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Data that could not be read: the server's words, and « Réessayer », which asks again. */
export const LoadFailed: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText("Les messages de contact n'ont pas pu être chargés.")).toBeVisible();
    await expect(canvas.getByText("Accès réservé aux administrateurs.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Réessayer" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A network failure: said in French, whatever the browser's words. */
export const Offline: Story = {
  args: { title: "Les utilisateurs n'ont pas pu être chargés.", error: new TypeError("fetch") },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Vérifiez votre connexion puis réessayez.")).toBeVisible();
    await expect(canvas.queryByText("fetch")).toBeNull();
  },
};

/** Nothing to read again (an item that no longer exists): no « Réessayer ». */
export const WithoutRetry: Story = {
  args: { title: "Cette actualité n'existe pas ou a été supprimée.", error: new ApiError(404, ""), onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Cette actualité n'existe pas ou a été supprimée.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Réessayer" })).toBeNull();
  },
};
