import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { exampleFunnel } from "../lib/application-fixtures.ts";
import { PipelineFunnel } from "./pipeline-funnel.tsx";

const meta = {
  title: "Features/Workflow/PipelineFunnel",
  component: PipelineFunnel,
  tags: ["autodocs"],
  parameters: { layout: "padded", a11y: { test: "error" } },
  args: { funnel: exampleFunnel },
} satisfies Meta<typeof PipelineFunnel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One row per offer, one column per stage: the cards there and the median days, spelled out for screen readers. */
export const Cells: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Entonnoir par offre" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      "Offre",
      "Nouveau match",
      "Présélection",
      "Entretien",
      "Offre",
      "Embauché",
      "Refusé",
      "Retirée",
    ]);
    const rows = within(table).getAllByRole("row").slice(1);
    await expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "Data analyst",
      "Product designer",
    ]);
    const data = within(rows[0]!).getAllByRole("cell");
    await expect(data.map((cell) => cell.querySelector("[aria-hidden]")?.textContent)).toEqual([
      "3 · 4,5 j",
      "2 · 2 j",
      "1 · 6,3 j",
      "0 · 3 j",
      "1",
      "4",
      "0",
    ]);
    await expect(data[0]).toHaveAccessibleName("3 candidats, médiane 4,5 jours");
    await expect(within(rows[0]!).getByRole("cell", { name: "1 candidat, médiane 6,3 jours" })).toBeVisible();
    await expect(within(rows[0]!).getAllByRole("cell", { name: "aucun candidat" })).toHaveLength(1);
    await expect(within(rows[1]!).getByRole("cell", { name: "1 candidat, médiane 0,4 jour" })).toBeVisible();
  },
};

/** No card in any pipeline yet. */
export const Empty: Story = {
  args: { funnel: { offers: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Aucun candidat dans le suivi" })).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

/** A phone's width: the table scrolls sideways inside its own focusable region, not the page. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const funnel = canvasElement.querySelector<HTMLElement>("[data-slot=pipeline-funnel]")!;
    await expect(funnel.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    const region = canvas.getByRole("region", { name: "Entonnoir par offre" });
    await expect(region).toHaveAttribute("tabindex", "0");
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};
