import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { JobSalary } from "./job-salary.tsx";

const meta = {
  title: "Jobs/JobSalary",
  component: JobSalary,
  tags: ["autodocs"],
  args: { salaryMin: 42000, salaryMax: 50000, netMonthlyMin: 2747.4, netMonthlyMax: 3272.47 },
} satisfies Meta<typeof JobSalary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A published range: the gross as written in the offer, the net estimate beside it. */
export const Range: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/brut par an$/)).toBeVisible();
    await expect(canvas.getByText(/^soit environ .* net par mois$/)).toBeVisible();
  },
};

/** Only a floor. */
export const From: Story = {
  args: { salaryMax: null, netMonthlyMax: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^À partir de/)).toBeVisible();
  },
};

/** A freelance mission: fees, so no net salary. */
export const WithoutNet: Story = {
  args: { netMonthlyMin: null, netMonthlyMax: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/net par mois/)).toBeNull();
  },
};

/** An offer that does not give its pay. */
export const NotGiven: Story = {
  args: { salaryMin: null, salaryMax: null, netMonthlyMin: null, netMonthlyMax: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Salaire non communiqué")).toBeVisible();
  },
};
