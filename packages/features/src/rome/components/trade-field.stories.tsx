import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { accountingTrade, developmentTrade, fakeTradeServices } from "../lib/fixtures.ts";
import { TradeField } from "./trade-field.tsx";

const meta = {
  title: "ROME/TradeField",
  component: TradeField,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: { trade: developmentTrade, searchTrades: fakeTradeServices.searchTrades, onChoose: fn() },
  render: (args) => (
    <div className="max-w-xl">
      <TradeField {...args} />
    </div>
  ),
} satisfies Meta<typeof TradeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title's family (or the one chosen), with « Changer ». */
export const Known: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Études et développement informatique (M1805)")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Changer" })).toHaveAccessibleDescription(
      "Métier : Études et développement informatique (M1805)",
    );
  },
};

/** No family close to the title: the line says to choose one. */
export const Unknown: Story = {
  args: { trade: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Métier non reconnu : choisissez-le dans la liste.")).toBeVisible();
  },
};

/** The family being looked up while the title is typed. */
export const Guessing: Story = {
  args: { trade: null, guessing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Métier : recherche…")).toBeVisible();
  },
};

/** By keyboard: « Changer », the words typed, the family picked with the arrows and Enter; focus back on « Changer ». */
export const ChangeByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Changer" }));
    const input = canvas.getByRole("combobox", { name: "Choisir le métier" });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, "compta");
    await expect(await canvas.findByRole("option", { name: "Comptabilité (M1203)" })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onChoose).toHaveBeenCalledWith(accountingTrade);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Changer" })).toHaveFocus());
  },
};

/** « Annuler » (or Escape) leaves the trade as it was. */
export const Cancel: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Changer" }));
    await waitFor(() => expect(canvas.getByRole("combobox", { name: "Choisir le métier" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Changer" })).toHaveFocus());
    await userEvent.click(canvas.getByRole("button", { name: "Changer" }));
    await userEvent.click(canvas.getByRole("button", { name: "Annuler" }));
    await expect(canvas.queryByRole("combobox")).toBeNull();
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** The server's refusal, said under the line. */
export const Refused: Story = {
  args: { error: "Métier : code ROME inconnu." },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Métier : code ROME inconnu.")).toBeVisible();
  },
};
