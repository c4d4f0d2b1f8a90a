import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { expect, userEvent, within } from "storybook/test";

import { Toaster } from "@fuse/ui/toast";

import { fakeApiClient } from "../../api/fake-api-client.ts";
import { ApiError, createQueryClient, type JobMatch, type MatchPage } from "../../api/index.ts";
import { exampleCriteria, exampleJob } from "../lib/fixtures.ts";
import { PotentialMatchesScreen } from "./potential-matches-screen.tsx";

const second = { ...exampleJob, id: "7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b", title: "Intégrateur·rice web" };
const matches: MatchPage<JobMatch> = {
  matches: [
    {
      job: exampleJob,
      match: { score: 79, criteria: exampleCriteria, improvements: [] },
      decision: null,
      mutual: false,
      application_stage: null,
    },
    {
      job: second,
      match: { score: 61, criteria: exampleCriteria, improvements: [] },
      decision: "like",
      mutual: true,
      application_stage: null,
    },
  ],
  total: 2,
  page: 1,
  per_page: 10,
  pages: 1,
};

const apiWith = (answer: () => MatchPage<JobMatch>) =>
  fakeApiClient({
    "GET /api/matches/jobs": answer,
    "POST /api/matches/decisions": ({ body }) => ({
      job_id: body.job_id,
      candidate_id: "c",
      side: "candidate",
      decision: body.decision,
      mutual: false,
      match_id: null,
    }),
    "DELETE /api/matches/decisions": ({ body }) => ({ job_id: body.job_id, withdrawn: true }),
  }).api;

const meta = {
  title: "Features/Job search/PotentialMatchesScreen",
  component: PotentialMatchesScreen,
  parameters: { layout: "padded", a11y: { test: "error" } },
  args: { api: apiWith(() => matches) },
  decorators: [
    (Story) => (
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={["/dashboard/candidate/potential-matches"]}>
          <Story />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>
    ),
  ],
} satisfies Meta<typeof PotentialMatchesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Best first; a mutual match says so; a like can be given from the list. */
export const Ranked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("C'est un match !")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: `Ça m'intéresse : ${exampleJob.title}` }));
    await expect(await canvas.findByText(/Vous êtes intéressé·e par cette offre/)).toBeVisible();
  },
};

/** Nothing to propose yet. */
export const Empty: Story = {
  args: { api: apiWith(() => ({ matches: [], total: 0, page: 1, per_page: 10, pages: 0 })) },
};

/** The list could not load: a French message and « Réessayer ». */
export const Failed: Story = {
  args: {
    api: apiWith(() => {
      throw new ApiError(503, "Service momentanément indisponible.");
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Réessayer" }, { timeout: 10_000 })).toBeVisible();
  },
};
