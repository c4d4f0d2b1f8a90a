import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { HomeFigures } from "./home-figures.tsx";

const meta = {
  title: "Features/Home/HomeFigures",
  component: HomeFigures,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: { figures: { published_jobs: 1234, companies: 87 } },
  decorators: [
    (Story) => (
      <div className="w-[min(40rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HomeFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both figures, written the French way (a space between thousands). */
export const Figures: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "En ce moment sur Fuse" })).toBeVisible();
    const items = canvas.getAllByRole("listitem");
    await expect(items[0]).toHaveTextContent("1 234 offres publiées");
    await expect(items[1]).toHaveTextContent("87 entreprises");
  },
};

/** French singular for 0 and 1. */
export const Singular: Story = {
  args: { figures: { published_jobs: 1, companies: 0 } },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole("listitem");
    await expect(items[0]).toHaveTextContent("1 offre publiée");
    await expect(items[1]).toHaveTextContent("0 entreprise");
  },
};

/** While the figures load: shapes of their size, announced once. */
export const Loading: Story = {
  args: { figures: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement des chiffres" })).toBeInTheDocument();
    await expect(canvas.queryByRole("listitem")).not.toBeInTheDocument();
  },
};

/** The figures could not be read: a short line, never an empty area. */
export const Failed: Story = {
  args: { figures: undefined, failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Les chiffres du moment ne sont pas disponibles pour l'instant.")).toBeVisible();
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
  },
};

/** On a small phone: one figure under the other, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile1" } },
  args: { figures: { published_jobs: 1_234_567, companies: 98_765 } },
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(canvas.getAllByRole("listitem")[0]).toHaveTextContent("1 234 567 offres publiées");
  },
};
