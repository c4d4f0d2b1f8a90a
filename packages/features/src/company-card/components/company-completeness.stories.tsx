import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { companyCompletenessOf } from "../lib/completeness.ts";
import { CompanyCompleteness } from "./company-completeness.tsx";
import { emptyValues, filledValues } from "./fixtures.ts";

const meta = {
  title: "Features/Company card/CompanyCompleteness",
  component: CompanyCompleteness,
  tags: ["autodocs"],
  args: {
    completeness: companyCompletenessOf(emptyValues, { cultureAnswered: false }),
    renderLink: ({ href, children, className }) => (
      <a href={href} className={className}>
        {children}
      </a>
    ),
  },
  render: (args) => (
    <div className="max-w-md">
      <CompanyCompleteness {...args} />
    </div>
  ),
} satisfies Meta<typeof CompanyCompleteness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new card: what to add, the biggest gain first, each a link to where it is done. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getByRole("list", { name: "À ajouter" });
    await expect(items).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Une présentation d'au moins 200 caractères/ })).toHaveAttribute(
      "href",
      "#company-description",
    );
  },
};

/** Everything there: said, nothing left to add. */
export const Complete: Story = {
  args: { completeness: { score: 100, items: [], next: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Votre carte est complète.")).toBeVisible();
    await expect(canvas.queryByRole("list", { name: "À ajouter" })).toBeNull();
  },
};

/** Half done: the score, and what remains. */
export const HalfDone: Story = {
  args: { completeness: companyCompletenessOf(filledValues, { cultureAnswered: false }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "Carte complétée" })).toBeVisible();
  },
};
