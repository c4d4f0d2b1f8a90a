import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { AdminPageFrame } from "./admin-page-frame.tsx";

const meta = {
  title: "Admin/AdminPageFrame",
  component: AdminPageFrame,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: {
    title: "Actualités",
    description: "Les actualités du site : rédigez-les, programmez-les, retirez-les.",
    children: <p>Le contenu de la page.</p>,
  },
} satisfies Meta<typeof AdminPageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list's page: its title and what it is for, then its content. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Actualités" })).toBeVisible();
    await expect(canvas.getByText("Les actualités du site : rédigez-les, programmez-les, retirez-les.")).toBeVisible();
    await expect(canvas.getByText("Le contenu de la page.")).toBeVisible();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

/** A form's page: the way back to its list above the title. */
export const Form: Story = {
  args: {
    title: "Modifier l'actualité",
    description: undefined,
    back: { href: "/admin/actualites", label: "Actualités" },
    width: "narrow",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "← Actualités" })).toHaveAttribute("href", "/admin/actualites");
    await expect(canvas.getByRole("heading", { level: 1, name: "Modifier l'actualité" })).toBeVisible();
  },
};
