import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { recruiterNextSteps } from "@fuse/domain/recruiter-home/next-steps";

import { RecruiterNextSteps } from "./recruiter-next-steps.tsx";

const meta = {
  title: "Features/Recruiter home/RecruiterNextSteps",
  component: RecruiterNextSteps,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: {
    steps: recruiterNextSteps({
      company: { description: null, logo_url: null, culture: {} },
      offers: [{ status: "draft", potential_candidates: null }],
      pipeline: { stages: [{ stage: "new_match", count: 2 }], total: 2 },
      paymentRequired: true,
      subscription: { valid: false, paymentFailed: false },
    }),
  },
  render: (args) => (
    <div className="max-w-lg">
      <RecruiterNextSteps {...args} />
    </div>
  ),
} satisfies Meta<typeof RecruiterNextSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new recruiter: subscribe, describe the company, publish, answer the matches. */
export const NewRecruiter: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual([
      "Choisir un abonnement",
      "Compléter la carte de votre entreprise",
      "Décrire la culture de votre entreprise",
      "Publier votre offre en brouillon",
      "Contacter vos 2 nouveaux matchs",
    ]);
    await expect(canvas.getByRole("link", { name: "Choisir un abonnement" })).toHaveAttribute(
      "href",
      "/dashboard/recruiter/subscribe",
    );
  },
};

/** Nothing left to do. */
export const AllDone: Story = {
  args: { steps: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Tout est en ordre/)).toBeVisible();
  },
};
