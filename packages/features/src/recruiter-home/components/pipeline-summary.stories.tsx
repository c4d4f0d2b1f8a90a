import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { PipelineSummaryView } from "./pipeline-summary.tsx";

const meta = {
  title: "Features/Recruiter home/PipelineSummaryView",
  component: PipelineSummaryView,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: {
    summary: {
      stages: [
        { stage: "new_match", count: 3 },
        { stage: "shortlisted", count: 2 },
        { stage: "interview", count: 1 },
        { stage: "offer", count: 0 },
        { stage: "hired", count: 1 },
        { stage: "rejected", count: 4 },
      ],
      total: 11,
    },
  },
} satisfies Meta<typeof PipelineSummaryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Candidates at each stage. */
export const Counts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nouveau match").nextElementSibling).toHaveTextContent("3");
    await expect(canvas.getByText("Refusé").nextElementSibling).toHaveTextContent("4");
  },
};

/** Nobody in the pipeline yet. */
export const Empty: Story = {
  args: { summary: { stages: [], total: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Aucun candidat dans le suivi/)).toBeVisible();
  },
};
