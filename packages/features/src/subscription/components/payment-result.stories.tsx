import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router";
import { expect } from "storybook/test";

import { PaymentResult } from "./payment-result.tsx";

const meta = {
  title: "Subscription/PaymentResult",
  component: PaymentResult,
  tags: ["autodocs"],
  args: { outcome: "success", title: "Paiement réussi", description: "Votre abonnement a été activé avec succès" },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <main>
          <Story />
        </main>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof PaymentResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /success: the spec's words, and the way to the pages the subscription opened. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Paiement réussi" })).toBeVisible();
    await expect(canvas.getByText("Votre abonnement a été activé avec succès")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Accéder à mes offres" })).toHaveAttribute(
      "href",
      "/dashboard/recruiter/jobs",
    );
  },
};

/** /cancel: nothing charged, and the way back to the plans. */
export const Cancelled: Story = {
  args: { outcome: "cancel", title: "Paiement annulé", description: "Votre paiement a été annulé" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Paiement annulé" })).toBeVisible();
    await expect(canvas.getByText(/Aucun montant n'a été débité/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Revenir aux formules" })).toHaveAttribute(
      "href",
      "/dashboard/recruiter/subscribe",
    );
  },
};
