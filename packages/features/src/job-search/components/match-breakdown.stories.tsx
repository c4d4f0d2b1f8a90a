import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { profileFieldHref } from "@fuse/domain/job-search/profile-fields";

import { exampleCriteria } from "../lib/fixtures.ts";
import { MatchBreakdown } from "./match-breakdown.tsx";

const meta = {
  title: "Job search/MatchBreakdown",
  component: MatchBreakdown,
  tags: ["autodocs"],
  args: { score: 79, criteria: exampleCriteria, improvementHref: profileFieldHref },
  render: (args) => (
    <div className="max-w-md">
      <MatchBreakdown {...args} />
    </div>
  ),
} satisfies Meta<typeof MatchBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The candidate's view: each criterion's points and sentence, then what would raise the score, as links. */
export const Candidate: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Compatibilité : 79 %" })).toBeVisible();
    await expect(canvas.getByText("26,7 / 40 points")).toBeVisible();
    await expect(canvas.getByRole("progressbar", { name: "Compétences" })).toHaveAttribute(
      "aria-valuetext",
      "26,7 points sur 40",
    );
    // Biggest gain first: 13.3 points of skills before 7.5 of salary.
    const links = canvas.getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual([
      "Ajouter Docker à vos compétences",
      "Revoir l'attente de salaire à 44 000 €",
    ]);
    await expect(links[0]).toHaveAttribute("href", "/dashboard/candidate/profile#skills");
    await expect(links[1]).toHaveAttribute("href", "/dashboard/candidate/profile#salary_expectation");
  },
};

/** The recruiter's view: the same breakdown, the improvements as plain text. */
export const Recruiter: Story = {
  args: { improvementHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Ajouter Docker à vos compétences")).toBeVisible();
    await expect(canvas.queryAllByRole("link")).toHaveLength(0);
  },
};

/** A full match: nothing to improve. */
export const Full: Story = {
  args: {
    score: 100,
    criteria: exampleCriteria.map((criterion) => ({ ...criterion, points: criterion.weight, improvement: null })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("Pour améliorer ce score")).toBeNull();
  },
};

/** An offer of the candidate's own trade: said above the criteria, worth no points. */
export const SameTrade: Story = {
  args: { trade: "same" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Même métier")).toBeVisible();
    await expect(canvas.getByText(/de la même famille de métiers du ROME/)).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Compatibilité : 79 %" })).toBeVisible();
  },
};

/** An offer of the same ROME domain as the candidate's trade. */
export const NearTrade: Story = {
  args: { trade: "near" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Métier proche")).toBeVisible();
    await expect(canvas.queryByText("Même métier")).toBeNull();
  },
};
