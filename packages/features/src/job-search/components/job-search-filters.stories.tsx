import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { exampleFacets } from "../lib/fixtures.ts";
import { JobSearchFilters } from "./job-search-filters.tsx";

const meta = {
  title: "Job search/JobSearchFilters",
  component: JobSearchFilters,
  tags: ["autodocs"],
  args: {
    value: { contracts: ["CDI"], remote: [], salaryMin: null, experience: null, publishedSince: 7 },
    facets: exampleFacets,
    onChange: fn(),
  },
  render: (args) => (
    <div className="max-w-xs">
      <JobSearchFilters {...args} />
    </div>
  ),
} satisfies Meta<typeof JobSearchFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each choice says how many offers it would give; ticking one reports the new filters. */
export const WithCounts: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("checkbox", { name: "CDI (12 offres)" })).toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: "CDD (3 offres)" }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ contracts: ["CDI", "CDD"] });
    await expect(canvas.getByRole("radio", { name: "7 derniers jours (9 offres)" })).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: /^40\s000\s€ et plus \(9 offres\)$/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ salaryMin: 40000 });
  },
};

/** Before the first answer: the choices, without counts. */
export const Loading: Story = {
  args: { facets: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "CDI" })).toBeVisible();
  },
};
