import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router";

import { likedJobs } from "./fixtures.tsx";
import { JobOfferList } from "./job-offer-list.tsx";

const meta = {
  title: "Features/Job alerts/JobOfferList",
  component: JobOfferList,
  tags: ["autodocs"],
  parameters: { layout: "padded", a11y: { test: "error" } },
  args: {
    label: "Offres qui vous intéressent",
    datePrefix: "Intérêt le",
    items: likedJobs.map((item) => ({ job: item.job, at: item.liked_at })),
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof JobOfferList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Liked: Story = {};
