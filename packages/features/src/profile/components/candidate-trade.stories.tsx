import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { accountingTrade, developmentTrade, fakeTradeServices } from "../../rome/lib/fixtures.ts";
import { CandidateTrade } from "./candidate-trade.tsx";

const meta = {
  title: "Profile/CandidateTrade",
  component: CandidateTrade,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: {
    targetTitle: "Développeuse React",
    trade: developmentTrade,
    searchTrades: fakeTradeServices.searchTrades,
    onChoose: fn(),
  },
  render: (args) => (
    <div className="max-w-xl">
      <CandidateTrade {...args} />
    </div>
  ),
} satisfies Meta<typeof CandidateTrade>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The target title as written, its family, and « Changer » to pick another one. */
export const Known: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText("Développeuse React")).toBeVisible();
    await expect(canvas.getByText("Études et développement informatique (M1805)")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Changer" }));
    await userEvent.type(canvas.getByRole("combobox", { name: "Choisir le métier" }), "compta");
    await userEvent.click(await canvas.findByRole("option", { name: "Comptabilité (M1203)" }));
    await expect(args.onChoose).toHaveBeenCalledWith(accountingTrade);
  },
};

/** No target title yet, no family: the line asks to choose one. */
export const Empty: Story = {
  args: { targetTitle: null, trade: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("non renseigné")).toBeVisible();
    await expect(canvas.getByText("Métier non reconnu : choisissez-le dans la liste.")).toBeVisible();
  },
};

/** While the choice is saved, « Changer » waits. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Changer" })).toBeDisabled();
  },
};
