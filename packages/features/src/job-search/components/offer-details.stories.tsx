import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { exampleOffer } from "../lib/fixtures.ts";
import { OfferDetails, OfferDetailsError, OfferDetailsSkeleton } from "./offer-details.tsx";

const meta = {
  title: "Job search/OfferDetails",
  component: OfferDetails,
  tags: ["autodocs"],
  args: {
    offer: exampleOffer,
    standing: { decision: null, mutual: false },
    onDecide: fn(),
    onWithdraw: fn(),
  },
  render: (args) => (
    <div className="max-w-2xl">
      <h2 className="mb-4 text-lg font-semibold">{args.offer.title}</h2>
      <OfferDetails {...args} />
    </div>
  ),
} satisfies Meta<typeof OfferDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offer, the answer buttons, the breakdown, the sanitised description and the company card. */
export const Open: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { name: "Compatibilité : 79 %" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Description du poste" })).toBeVisible();
    await expect(canvas.getByText("deux jours de télétravail par semaine.")).toBeVisible();
    await expect(canvas.getByText(/Édition de logiciels · 10 à 49 salariés · Lyon/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Ça m'intéresse : Développeur·se Full-Stack" }));
    await expect(args.onDecide).toHaveBeenCalledWith("like");
  },
};

/** Liked: « Annuler » withdraws it. */
export const Liked: Story = {
  args: { standing: { decision: "like", mutual: false } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("button", { name: /^Ça m'intéresse/ })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(canvas.getByRole("button", { name: /^Annuler ma réponse/ }));
    await expect(args.onWithdraw).toHaveBeenCalled();
  },
};

/** Both sides liked. */
export const Mutual: Story = {
  args: { standing: { decision: "like", mutual: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("C'est un match !")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Voir le suivi de mes candidatures" })).toHaveAttribute(
      "href",
      "/dashboard/candidate/workflow",
    );
    await expect(canvas.queryByRole("button", { name: /^Passer/ })).toBeNull();
  },
};

/** Out of the candidate's reach: why, instead of a score. */
export const OutOfReach: Story = {
  args: {
    offer: {
      ...exampleOffer,
      match: { excluded: true, reason: "Poste à 310 km, au-delà du rayon de mobilité", criteria: [] },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Cette offre sort de vos critères")).toBeVisible();
  },
};

/** While the offer loads. */
export const Loading: Story = { render: () => <OfferDetailsSkeleton /> };

/** The offer could not be read. */
export const Failed: Story = {
  render: () => <OfferDetailsError message="Le service ne répond pas. Vérifiez votre connexion." onRetry={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Réessayer" })).toBeVisible();
  },
};
