import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";

import { developmentTrade, fakeTradeServices } from "../lib/fixtures.ts";
import { TitleTradeField } from "./trade-field.tsx";

const meta = {
  title: "ROME/TitleTradeField",
  component: TitleTradeField,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: { title: "Comptable", shown: true, chosen: null, trades: fakeTradeServices, onChoose: fn() },
  render: (args) => (
    <div className="max-w-xl">
      <TitleTradeField {...args} />
    </div>
  ),
} satisfies Meta<typeof TitleTradeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The family the server files the title under, looked up after a pause in typing. */
export const FromTitle: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText("Comptabilité (M1203)")).toBeVisible(), { timeout: 5000 });
  },
};

/** A family picked with « Changer » stands, whatever the title says. */
export const Chosen: Story = {
  args: { chosen: developmentTrade },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Études et développement informatique (M1805)")).toBeVisible();
  },
};

/** The title is not to be applied: no line. */
export const NotShown: Story = {
  args: { shown: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=trade-field]")).toBeNull();
  },
};
