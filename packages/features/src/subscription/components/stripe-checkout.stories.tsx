import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { StripeCheckout } from "./stripe-checkout.tsx";

const meta = {
  title: "Subscription/StripeCheckout",
  component: StripeCheckout,
  tags: ["autodocs"],
  // Stripe.js is not reachable offline: the loader is injected, as the network is faked at the boundary.
  args: { clientSecret: "cs_test_1_secret_fake", publishableKey: "pk_test_fake", load: fn(async () => null) },
  render: (args) => (
    <div className="max-w-xl">
      <StripeCheckout {...args} />
    </div>
  ),
} satisfies Meta<typeof StripeCheckout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stripe.js could not load (offline, blocked): a French message and « Réessayer », which loads it again. */
export const StripeUnavailable: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      await canvas.findByText("Le formulaire de paiement Stripe n'a pas pu être chargé.", {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(args.load).toHaveBeenCalledWith("pk_test_fake");
    const calls = (args.load as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.click(canvas.getByRole("button", { name: "Réessayer" }));
    await waitFor(() => expect((args.load as ReturnType<typeof fn>).mock.calls.length).toBeGreaterThan(calls));
  },
};

/** While Stripe.js loads: the checkout's place is kept. */
export const Loading: Story = {
  args: { load: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("region", { name: "Paiement sécurisé par Stripe" })).toBeVisible();
  },
};
