import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { exampleJob } from "../lib/fixtures.ts";
import { JobResultCard } from "./job-result-card.tsx";

const meta = {
  title: "Job search/JobResultCard",
  component: JobResultCard,
  tags: ["autodocs"],
  args: { job: exampleJob, href: `?offre=${exampleJob.id}`, score: 79 },
  render: (args) => (
    <div className="max-w-xl">
      <JobResultCard {...args} />
    </div>
  ),
} satisfies Meta<typeof JobResultCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A result for a signed-in candidate: company, place and distance, contract, pay with the net, score. */
export const Scored: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Développeur·se Full-Stack" })).toHaveAttribute(
      "href",
      `?offre=${exampleJob.id}`,
    );
    await expect(canvas.getByText("Compatibilité 79 %")).toBeVisible();
    await expect(canvas.getByText(/Lyon · à 4,2 km/)).toBeVisible();
    await expect(canvas.getByText(/net par mois/)).toBeVisible();
  },
};

/** An offer out of the candidate's reach. */
export const OutOfReach: Story = {
  args: { score: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Hors de vos critères")).toBeVisible();
  },
};

/** A mutual match, its company private, no salary given, no place searched. */
export const Mutual: Story = {
  args: {
    job: {
      ...exampleJob,
      company: null,
      distance_km: null,
      salary_min: null,
      salary_max: null,
      salary_net_monthly_min: null,
      salary_net_monthly_max: null,
    },
    decision: "like",
    mutual: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("C'est un match !")).toBeVisible();
    await expect(canvas.getByText("Entreprise confidentielle")).toBeVisible();
    await expect(canvas.getByText("Salaire non communiqué")).toBeVisible();
  },
};
