import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";

import { exampleApplications, fixtureNow } from "../lib/application-fixtures.ts";
import { ApplicationList } from "./application-list.tsx";

const meta = {
  title: "Features/Workflow/ApplicationList",
  component: ApplicationList,
  tags: ["autodocs"],
  parameters: { layout: "padded", a11y: { test: "error" } },
  args: {
    applications: exampleApplications,
    potentialMatchesHref: "/dashboard/candidate/potential-matches",
    now: fixtureNow,
    onBook: fn(),
    onCancelInterview: fn(),
    onWithdraw: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApplicationList>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole("article")
    .map((card) => within(card).getByRole("heading", { level: 3 }).textContent);

/** Those under way first, then those closed, each in the order received (the latest move first). */
export const OpenFirst: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "En cours (7)",
      "Terminées (4)",
    ]);
    await expect(titles(canvas.getByRole("list", { name: "En cours (7)" }))).toEqual([
      "Développeur·se full-stack",
      "Chef·fe de projet digital",
      "Technicien·ne de maintenance",
      "Data analyst",
      "Offre retirée",
      "Product designer",
      "Chargé·e de recrutement",
    ]);
    await expect(titles(canvas.getByRole("list", { name: "Terminées (4)" }))).toEqual([
      "Développeur·se back-end Java",
      "Assistant·e de direction",
      "Responsable marketing",
      "Comptable (H/F)",
    ]);
  },
};

/** No application yet: the way to the potential matches. */
export const Empty: Story = {
  args: { applications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Aucune candidature pour l'instant" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Voir mes matchs potentiels" })).toHaveAttribute(
      "href",
      "/dashboard/candidate/potential-matches",
    );
  },
};

/** The app's router renders the link. */
export const WithARouterLink: Story = {
  args: {
    applications: [],
    renderLink: ({ href, children, className, ref }) => (
      <a href={`#router${href}`} data-router-link className={className} ref={ref}>
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Voir mes matchs potentiels" })).toHaveAttribute(
      "href",
      "#router/dashboard/candidate/potential-matches",
    );
  },
};
