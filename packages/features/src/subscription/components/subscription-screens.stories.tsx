import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes } from "react-router";
import { expect, fn, userEvent, within } from "storybook/test";

import type { SubscriptionSummary } from "@fuse/domain/subscription/contract";

import { fakeApiClient } from "../../api/fake-api-client.ts";
import { ApiError, createQueryClient } from "../../api/index.ts";
import { LocalCheckoutScreen } from "./local-checkout-screen.tsx";
import { SubscribeScreen } from "./subscribe-screen.tsx";

const none: SubscriptionSummary = {
  state: "none",
  plan: null,
  provider: null,
  current_period_end: null,
  checkout: "local",
  manageable: false,
};

const apiWith = (summary: () => SubscriptionSummary) =>
  fakeApiClient({
    "GET /api/subscription": summary,
    "POST /api/subscription/checkout": ({ body }) => ({
      kind: "local",
      url: `/dashboard/recruiter/subscribe/demonstration?plan=${body.plan}`,
    }),
    "POST /api/subscription/local-checkout/complete": () => ({ url: "/success?session_id=demo_1" }),
    "POST /api/subscription/local-checkout/cancel": () => ({ url: "/cancel" }),
  }).api;

/** Where the screens lead: the page's path, shown so the stories can check it. */
function Landing({ name }: { name: string }) {
  return <p>Arrivé sur {name}</p>;
}

const meta = {
  title: "Features/Subscription/Screens",
  component: SubscribeScreen,
  tags: ["autodocs"],
  parameters: { layout: "padded" },
  args: { api: apiWith(() => none), openExternal: fn() },
  render: (args) => (
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/dashboard/recruiter/subscribe"]}>
        <Routes>
          <Route path="/dashboard/recruiter/subscribe" element={<SubscribeScreen {...args} />} />
          <Route
            path="/dashboard/recruiter/subscribe/demonstration"
            element={<LocalCheckoutScreen api={args.api} plan="monthly" />}
          />
          <Route path="/success" element={<Landing name="/success" />} />
          <Route path="/cancel" element={<Landing name="/cancel" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  ),
} satisfies Meta<typeof SubscribeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No subscription: a plan chosen opens the demonstration checkout, whose « Payer » lands on /success. */
export const ChooseAndPay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const choose = await canvas.findAllByRole("button", { name: /^Choisir/ });
    await userEvent.click(choose[0]!);
    await userEvent.click(await canvas.findByRole("button", { name: "Payer" }));
    await expect(await canvas.findByText("Arrivé sur /success", {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The demonstration checkout cancelled: /cancel. */
export const ChooseAndCancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const choose = await canvas.findAllByRole("button", { name: /^Choisir/ });
    await userEvent.click(choose[0]!);
    await userEvent.click(await canvas.findByRole("button", { name: "Annuler" }));
    await expect(await canvas.findByText("Arrivé sur /cancel", {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A running subscription: its state, no plans to choose. */
export const Active: Story = {
  args: {
    api: apiWith(() => ({
      ...none,
      state: "active",
      plan: "yearly",
      provider: "embedded",
      current_period_end: "2027-11-25T00:00:00Z",
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Votre abonnement est actif jusqu'au 25 novembre 2027/)).toBeVisible();
    await expect(canvas.queryAllByRole("button", { name: /^Choisir/ })).toHaveLength(0);
  },
};

/** The state could not be read: a French message and « Réessayer ». */
export const Failed: Story = {
  args: {
    api: apiWith(() => {
      throw new ApiError(503, "Service momentanément indisponible.");
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Votre abonnement n'a pas pu être chargé.", {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Réessayer" })).toBeVisible();
  },
};
