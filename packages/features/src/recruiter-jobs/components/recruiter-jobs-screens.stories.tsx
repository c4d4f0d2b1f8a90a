import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClientProvider } from "@tanstack/react-query";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { Toaster } from "@fuse/ui/toast";

import { fakeApiClient } from "../../api/fake-api-client.ts";
import { ApiError, createQueryClient } from "../../api/index.ts";
import { exampleOffers } from "../lib/fixtures.ts";
import { RecruiterJobsScreen } from "./recruiter-jobs-screens.tsx";

const withClient = (Story: () => React.ReactNode) => (
  <QueryClientProvider client={createQueryClient()}>
    <div className="w-[min(56rem,92vw)]">
      <Story />
    </div>
    <Toaster />
  </QueryClientProvider>
);

const meta = {
  title: "Recruiter jobs/RecruiterJobsScreen",
  component: RecruiterJobsScreen,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  decorators: [withClient],
  args: {
    formPath: "/dashboard/recruiter/jobs/add-or-edit",
    api: fakeApiClient({ "GET /api/recruiter/jobs": () => ({ jobs: exampleOffers }) }).api,
  },
} satisfies Meta<typeof RecruiterJobsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offers from the API; publishing an incomplete draft is refused with the server's French message. */
export const PublishRefused: Story = {
  args: {
    api: fakeApiClient({
      "GET /api/recruiter/jobs": () => ({ jobs: exampleOffers }),
      "POST /api/recruiter/jobs/:id/publish": () => {
        throw new ApiError(400, "Indiquez le salaire minimum brut annuel.", "salary_min");
      },
    }).api,
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Publier « Développeur·se full-stack »" }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText("Indiquez le salaire minimum brut annuel.")).toBeVisible(), {
      timeout: 5000,
    });
  },
};

/** The list could not be read: the reason and « Réessayer ». */
export const LoadFailed: Story = {
  args: {
    api: fakeApiClient({
      "GET /api/recruiter/jobs": () => {
        throw new ApiError(403, "Un abonnement actif est nécessaire pour gérer vos offres d'emploi.");
      },
    }).api,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Vos offres n'ont pas pu être chargées.")).toBeVisible();
    await expect(canvas.getByText(/Un abonnement actif est nécessaire/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Réessayer" })).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { api: fakeApiClient({ "GET /api/recruiter/jobs": () => new Promise(() => undefined) }).api },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement de vos offres" })).toBeInTheDocument();
  },
};
