import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import type { SubscriptionSummary } from "@fuse/domain/subscription/contract";

import { SubscriptionStatus } from "./subscription-status.tsx";

const active: SubscriptionSummary = {
  state: "active",
  plan: "yearly",
  provider: "stripe",
  current_period_end: "2027-11-25T10:00:00.000Z",
  checkout: "stripe",
  manageable: true,
};

const meta = {
  title: "Subscription/SubscriptionStatus",
  component: SubscriptionStatus,
  tags: ["autodocs"],
  args: { summary: active, onManage: fn() },
  render: (args) => (
    <div className="max-w-xl">
      <SubscriptionStatus {...args} />
    </div>
  ),
} satisfies Meta<typeof SubscriptionStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A running subscription: its plan, when it renews, and Stripe's portal to manage it. */
export const Active: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { name: /Mon abonnement/ })).toHaveTextContent("Actif");
    await expect(canvas.getByText("Formule annuelle")).toBeVisible();
    await expect(canvas.getByText(/actif jusqu'au 25 novembre 2027/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Gérer mon abonnement" }));
    await expect(args.onManage).toHaveBeenCalledOnce();
  },
};

/** Canceled at the period's end: still valid until then. */
export const Canceled: Story = {
  args: { summary: { ...active, state: "canceled" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: /Mon abonnement/ })).toHaveTextContent("Résilié");
    await expect(canvas.getByText(/vous gardez l'accès jusqu'au 25 novembre 2027/)).toBeVisible();
  },
};

/** A payment failed: the paid pages are suspended until the card is updated. */
export const PaymentFailed: Story = {
  args: { summary: { ...active, state: "payment_failed" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Le dernier paiement n'a pas abouti");
    await expect(canvas.getByRole("button", { name: "Gérer mon abonnement" })).toBeEnabled();
  },
};

/** No subscription yet. */
export const None: Story = {
  args: {
    summary: {
      state: "none",
      plan: null,
      provider: null,
      current_period_end: null,
      checkout: "local",
      manageable: false,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Vous n'avez pas d'abonnement en cours/)).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** A demonstration subscription: nothing to manage on Stripe. */
export const Demonstration: Story = {
  args: { summary: { ...active, plan: "monthly", provider: "embedded", checkout: "local", manageable: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Formule mensuelle (paiement de démonstration)")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Gérer mon abonnement" })).toBeNull();
  },
};

/** The portal did not open: the French reason. */
export const ManageFailed: Story = {
  args: { manageError: "Le service de paiement ne répond pas. Réessayez dans un instant." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Le service de paiement ne répond pas.");
  },
};

/**
 * « Résilier mon abonnement »: a confirmation (loaded at the press) says until when it stays active;
 * keeping it changes nothing.
 */
export const Cancelling: Story = {
  args: { onEnding: fn() },
  play: async ({ args, canvas }) => {
    canvas.getByRole("button", { name: "Résilier mon abonnement" }).focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("alertdialog", { name: "Résilier votre abonnement ?" });
    await expect(dialog).toHaveAccessibleDescription(/Il reste actif jusqu'au 25 novembre 2027/);
    await userEvent.click(screen.getByRole("button", { name: "Garder mon abonnement" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onEnding).not.toHaveBeenCalled();
    // The keyboard goes on from the button that opened it.
    await waitFor(() => expect(canvas.getByRole("button", { name: "Résilier mon abonnement" })).toHaveFocus());

    await userEvent.click(canvas.getByRole("button", { name: "Résilier mon abonnement" }));
    await userEvent.click(await screen.findByRole("button", { name: "Résilier" }));
    await expect(args.onEnding).toHaveBeenCalledWith(true);
  },
};

/** Canceled, it can be resumed until its period ends. */
export const Resuming: Story = {
  args: { summary: { ...active, state: "canceled" }, onEnding: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Résilier mon abonnement" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Reprendre mon abonnement" }));
    await expect(args.onEnding).toHaveBeenCalledWith(false);
  },
};

/** The cancellation could not be sent: the French reason. */
export const EndingFailed: Story = {
  args: { onEnding: fn(), endingError: "Le service de paiement ne répond pas. Réessayez dans un instant." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Le service de paiement ne répond pas.");
  },
};
