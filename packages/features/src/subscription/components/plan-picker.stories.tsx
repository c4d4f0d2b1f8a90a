import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { PlanPicker } from "./plan-picker.tsx";

const meta = {
  title: "Subscription/PlanPicker",
  component: PlanPicker,
  tags: ["autodocs"],
  args: { onChoose: fn() },
  render: (args) => (
    <div className="max-w-3xl">
      <PlanPicker {...args} />
    </div>
  ),
} satisfies Meta<typeof PlanPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both plans with their price HT and TTC, and what the subscription unlocks. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const monthly = canvas.getByRole("article", { name: "Mensuel" });
    await expect(monthly).toHaveTextContent(/149\s€\s*HT \/ mois/);
    await expect(monthly).toHaveTextContent(/soit 178,80\s€ TTC/);
    const yearly = canvas.getByRole("article", { name: /Annuel/ });
    await expect(yearly).toHaveTextContent(/1\s490\s€\s*HT \/ an/);
    await expect(yearly).toHaveTextContent(/soit 1\s788\s€ TTC/);
    await expect(yearly).toHaveTextContent(/298\s€ HT d'économie/);
    await expect(canvas.getByRole("list", { name: "Ce que comprend l'abonnement" })).toHaveTextContent(
      "Publier et modifier vos offres d'emploi",
    );
    await userEvent.click(canvas.getByRole("button", { name: /Choisir la formule annuelle/ }));
    await expect(args.onChoose).toHaveBeenCalledWith("yearly");
  },
};

/** The chosen plan's checkout is opening: its button says so and no other choice is possible. */
export const Opening: Story = {
  args: { pending: "monthly" },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("button", { name: /Ouverture du paiement/ })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: /Choisir la formule annuelle/ })).toBeDisabled();
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};
