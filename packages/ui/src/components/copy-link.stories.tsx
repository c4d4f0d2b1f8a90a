import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { CopyLink } from "./copy-link";

const meta = {
  title: "Actions/CopyLink",
  component: CopyLink,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: {
    url: "https://fuse.example/carte/camille-martin",
    copy: fn(async () => {}),
  },
} satisfies Meta<typeof CopyLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address is copied, and a screen reader hears so. */
export const Copied: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("");
    await userEvent.click(canvas.getByRole("button", { name: "Copier le lien" }));
    await expect(args.copy).toHaveBeenCalledWith("https://fuse.example/carte/camille-martin");
    await expect(canvas.getByRole("status")).toHaveTextContent("Lien copié dans le presse-papiers.");
  },
};

/** The clipboard refuses: the address stays on screen, and the person is told to copy it by hand. */
export const Refused: Story = {
  args: { copy: fn(async () => Promise.reject(new Error("NotAllowedError"))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Copier le lien" }));
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "La copie a échoué : sélectionnez le lien et copiez-le.",
    );
    await expect(canvas.getByText("https://fuse.example/carte/camille-martin")).toBeVisible();
  },
};

/** By keyboard: Tab reaches the button, Entrée copies. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Copier le lien" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.copy).toHaveBeenCalledTimes(1);
  },
};

/** On a 360 px phone the long address wraps and the button goes under it. */
export const Narrow: Story = {
  args: { url: "https://fuse.example/entreprise/une-entreprise-au-nom-vraiment-tres-long-pour-voir" },
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("button", { name: "Copier le lien" })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
