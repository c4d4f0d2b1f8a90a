import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { ShareLinks } from "./share-links";

const url = "https://fuse.example/offres/comptable-unique-h-f-7d3c5f8e-2f1a-4b7e-9c3d-1a2b3c4d5e6f";

const meta = {
  title: "Actions/ShareLinks",
  component: ShareLinks,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: { url, title: "Comptable unique (H/F) — Lyon", label: "Partager l'offre", copy: fn(async () => {}) },
} satisfies Meta<typeof ShareLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copy, e-mail and LinkedIn, each naming what it does; the copy is announced. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("group", { name: "Partager l'offre" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Envoyer par e-mail" })).toHaveAttribute(
      "href",
      `mailto:?subject=${encodeURIComponent(args.title)}&body=${encodeURIComponent(`${args.title}\n${url}`)}`,
    );
    const linkedIn = canvas.getByRole("link", { name: /Partager sur LinkedIn/ });
    await expect(linkedIn).toHaveAttribute(
      "href",
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    );
    await expect(linkedIn).toHaveAttribute("target", "_blank");
    await expect(linkedIn).toHaveAccessibleName("Partager sur LinkedIn (nouvel onglet)");
    await userEvent.click(canvas.getByRole("button", { name: "Copier le lien" }));
    await expect(args.copy).toHaveBeenCalledWith(url);
    await expect(canvas.getByRole("status")).toHaveTextContent("Lien copié dans le presse-papiers.");
  },
};

/** The clipboard refuses: the address appears, to be copied by hand, and the person is told so. */
export const Refused: Story = {
  args: { copy: fn(async () => Promise.reject(new Error("NotAllowedError"))) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(url)).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Copier le lien" }));
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "La copie a échoué : sélectionnez le lien et copiez-le.",
    );
    await expect(canvas.getByText(url)).toBeVisible();
  },
};

/** By keyboard: Tab goes from the copy button to the e-mail and LinkedIn links. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Copier le lien" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.copy).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Envoyer par e-mail" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: /Partager sur LinkedIn/ })).toHaveFocus();
  },
};

/** On a 360 px phone the buttons wrap. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile1" } },
};
