import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { ErrorPage } from "./error-page";

const circles = (root: HTMLElement) => root.querySelectorAll('[data-slot="error-page-circle"]');

const meta = {
  title: "Feedback/ErrorPage",
  component: ErrorPage,
  tags: ["autodocs"],
  // A fixed seed keeps the random background identical from one screenshot to the next.
  args: { seed: 8 },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: { status: 404 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Oops! Une erreur s'est produite" })).toBeVisible();
    await expect(canvas.getByText("La page que vous recherchez n'existe pas.")).toBeVisible();
    await expect(canvas.getByText("Erreur 404")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/");
    await expect(circles(canvasElement)).toHaveLength(10);
  },
};

export const ServerError: Story = {
  args: { status: 500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Quelque chose s'est mal passé.")).toBeVisible();
    await expect(canvas.getByText("Erreur 500")).toBeVisible();
  },
};

export const Unknown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Quelque chose s'est mal passé.")).toBeVisible();
    await expect(canvas.getByText("Erreur Inconnue")).toBeVisible();
  },
};

/** For routers that navigate in code: a button calling `onHome` instead of a link. */
export const WithCallback: Story = {
  args: { status: 500, onHome: fn() },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Retour à l'accueil" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onHome).toHaveBeenCalledTimes(1);
  },
};

/** Under 768 px wide the background keeps 6 circles. */
export const Mobile: Story = {
  args: { status: 404 },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(circles(canvasElement)).toHaveLength(6));
  },
};

export const Dark: Story = {
  args: { status: 404 },
  globals: { theme: "sombre" },
};

/** Every text can be replaced, here in English. */
export const CustomTexts: Story = {
  args: {
    status: 403,
    title: "Oops! Something went wrong",
    message: "You do not have access to this page.",
    statusLabel: "Error 403",
    homeLabel: "Back to home",
  },
};
