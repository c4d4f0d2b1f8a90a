import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { exampleCards } from "../lib/fixtures.ts";
import { PipelineBoard } from "./pipeline-board.tsx";

const meta = {
  title: "Features/Workflow/PipelineBoard",
  component: PipelineBoard,
  tags: ["autodocs"],
  parameters: { layout: "padded", a11y: { test: "error" } },
  args: { cards: exampleCards, now: new Date("2026-11-25T12:00:00Z") },
} satisfies Meta<typeof PipelineBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every stage, its count, and each card's contact and days at its stage. */
export const Stages: Story = {
  play: async ({ canvas }) => {
    const stages = canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.firstChild?.textContent);
    await expect(stages).toEqual(["Nouveau match", "Présélection", "Entretien", "Offre", "Embauché", "Refusé"]);
    const interview = within(canvas.getByRole("list", { name: /^Entretien/ }));
    await expect(interview.getByRole("heading", { name: "Hugo Bernard" })).toBeVisible();
    await expect(interview.getByText("depuis 1 jour")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "camille.martin@example.fr" })).toHaveAttribute(
      "href",
      "mailto:camille.martin@example.fr",
    );
    await expect(canvas.getByText("Motif : Le poste a été pourvu.")).toBeVisible();
  },
};

/** All offers at once: each card names its offer. */
export const AllOffers: Story = {
  args: { showOffer: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Comptable unique (H/F)")).toBeVisible();
  },
};

/** Nobody in the pipeline yet. */
export const Empty: Story = {
  args: { cards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("Personne à cette étape.")).toHaveLength(6);
  },
};

/** A phone-sized screen: the stages stack. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  render: (args) => (
    <div style={{ width: 360 }}>
      <PipelineBoard {...args} />
    </div>
  ),
};
