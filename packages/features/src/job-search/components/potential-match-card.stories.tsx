import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { exampleMatch } from "../lib/fixtures.ts";
import { PotentialMatchCard } from "./potential-match-card.tsx";

const meta = {
  title: "Job search/PotentialMatchCard",
  component: PotentialMatchCard,
  tags: ["autodocs"],
  args: {
    match: exampleMatch,
    href: `/dashboard/candidate/search-jobs?offre=${exampleMatch.job.id}`,
    onDecide: fn(),
    onWithdraw: fn(),
  },
  render: (args) => (
    <div className="max-w-xl">
      <PotentialMatchCard {...args} />
    </div>
  ),
} satisfies Meta<typeof PotentialMatchCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not answered yet: like or pass, and the breakdown behind « Détail de la compatibilité ». */
export const New: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Passer : Développeur·se Full-Stack" }));
    await expect(args.onDecide).toHaveBeenCalledWith("pass");
    await userEvent.click(canvas.getByRole("button", { name: "Détail de la compatibilité" }));
    await expect(canvas.getByRole("link", { name: "Ajouter Docker à vos compétences" })).toBeVisible();
  },
};

/** Passed: said so, with « Annuler ». */
export const Passed: Story = {
  args: { match: { ...exampleMatch, decision: "pass" } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Vous avez passé cette offre/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: /^Annuler ma réponse/ }));
    await expect(args.onWithdraw).toHaveBeenCalled();
  },
};

/** A confirmed match: no more buttons, the next step instead. */
export const Mutual: Story = {
  args: { match: { ...exampleMatch, decision: "like", mutual: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("C'est un match !")).toBeVisible();
    await expect(canvas.getByText(/Suivi de mes candidatures/)).toBeVisible();
  },
};

/** While an answer is being saved. */
/** The recruiter refused the application the match opened: said as such, never « C'est un match ! ». */
export const Refused: Story = {
  args: { match: { ...exampleMatch, decision: "like", mutual: true, application_stage: "rejected" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Candidature non retenue")).toBeVisible();
    await expect(canvas.queryByText("C'est un match !")).toBeNull();
  },
};

/** The candidate withdrew the application. */
export const Withdrawn: Story = {
  args: { match: { ...exampleMatch, decision: "like", mutual: true, application_stage: "withdrawn" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Vous avez retiré votre candidature")).toBeVisible();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /^Ça m'intéresse/ })).toBeDisabled();
  },
};
