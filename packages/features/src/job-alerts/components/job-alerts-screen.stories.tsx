import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { likedJobs, lyonSearch, Providers, remoteSearch, statefulApi, viewedJobs } from "./fixtures.tsx";
import { JobAlertsScreen } from "./job-alerts-screen.tsx";

const meta = {
  title: "Features/Job alerts/JobAlertsScreen",
  component: JobAlertsScreen,
  tags: ["autodocs"],
  parameters: { layout: "padded", a11y: { test: "error" } },
  args: { api: statefulApi().api, userId: "u1" },
  decorators: [
    (Story) => (
      <Providers>
        <Story />
      </Providers>
    ),
  ],
} satisfies Meta<typeof JobAlertsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: { api: statefulApi({ searches: [lyonSearch, remoteSearch], liked: likedJobs, viewed: viewedJobs }).api },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Développeur à Lyon" })).toBeVisible();
    await expect(canvas.getByText("« développeur » · Lyon (20 km) · CDI, CDD")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Développeur·se React" })).toHaveAttribute(
      "href",
      "/dashboard/candidate/search-jobs?offre=a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
    );
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Aucune recherche enregistrée" })).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: "Rechercher des offres" })).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { api: { request: () => new Promise(() => {}) } },
};

export const Failed: Story = {
  args: { api: statefulApi({ fail: "all" }).api },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Vos recherches enregistrées n'ont pas pu être chargées.")).toBeVisible();
    await expect(canvas.getAllByRole("button", { name: "Réessayer" })).toHaveLength(3);
  },
};

export const SaveFromHere: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Enregistrer une recherche" }));
    const dialog = within(document.body).getByRole("dialog", { name: "Enregistrer une recherche" });
    await expect(within(dialog).getByRole("textbox", { name: "Mots-clés" })).toHaveValue("");
  },
};
