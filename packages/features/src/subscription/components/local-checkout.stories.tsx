import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { LocalCheckout } from "./local-checkout.tsx";

const meta = {
  title: "Subscription/LocalCheckout",
  component: LocalCheckout,
  tags: ["autodocs"],
  args: { plan: "monthly", onPay: fn(), onCancel: fn() },
} satisfies Meta<typeof LocalCheckout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labelled a demonstration, no card asked; HT, VAT and TTC; « Payer » and « Annuler ». */
export const Monthly: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText("Paiement de démonstration — aucune carte n'est demandée")).toBeVisible();
    await expect(canvas.queryAllByRole("textbox")).toHaveLength(0);
    await expect(canvas.getByText("Total TTC").nextElementSibling).toHaveTextContent(/178,80\s€/);
    await expect(canvas.getByText("TVA (20 %)").nextElementSibling).toHaveTextContent(/29,80\s€/);
    await userEvent.click(canvas.getByRole("button", { name: "Payer" }));
    await expect(args.onPay).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Annuler" }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Yearly: Story = {
  args: { plan: "yearly" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Abonnement Fuse — formule annuelle" })).toBeVisible();
    await expect(canvas.getByText("Total TTC").nextElementSibling).toHaveTextContent(/1\s788\s€/);
  },
};

/** The payment is under way: neither button can be pressed again. */
export const Paying: Story = {
  args: { pending: "pay" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Paiement…" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Annuler" })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: "Vous avez déjà un abonnement en cours. Gérez-le depuis la page Abonnement." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Vous avez déjà un abonnement en cours.");
  },
};
