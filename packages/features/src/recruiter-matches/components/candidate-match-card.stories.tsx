import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import {
  anonymousCandidateMatch,
  exampleCandidateMatch,
  interestedCandidateMatch,
  mutualCandidateMatch,
} from "../lib/fixtures.ts";
import { CandidateMatchCard } from "./candidate-match-card.tsx";

const meta = {
  title: "Features/Recruiter matches/CandidateMatchCard",
  component: CandidateMatchCard,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: { match: exampleCandidateMatch, onDecide: fn() },
  render: (args) => (
    <div className="max-w-xl">
      <CandidateMatchCard {...args} />
    </div>
  ),
} satisfies Meta<typeof CandidateMatchCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not answered yet: the card without contact nor exact distance, like or pass, and the breakdown. */
export const New: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { name: "Camille" })).toBeVisible();
    await expect(canvas.getByText(/à 5–10 km de l'offre/)).toBeVisible();
    await expect(canvas.queryByText(/E-mail/)).toBeNull();
    await expect(canvas.queryByText("Intéressé·e par votre offre")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: /^Ça m'intéresse : Camille/ }));
    await expect(args.onDecide).toHaveBeenCalledWith("like");
    await userEvent.click(canvas.getByRole("button", { name: "Détail de la compatibilité" }));
    await expect(canvas.getByRole("heading", { name: "Compatibilité : 82 %" })).toBeVisible();
  },
};

/** Anonymous mode: no first name, no photo, no card link until a mutual match. */
export const Anonymous: Story = {
  args: { match: anonymousCandidateMatch },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { name: "Profil anonyme" })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Voir sa MaFuseCard" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: /^Passer : Profil anonyme/ }));
    await expect(args.onDecide).toHaveBeenCalledWith("pass");
  },
};

/** The candidate said « Ça m'intéresse » to the offer: said on the card, before the recruiter answers. */
export const Interested: Story = {
  args: { match: interestedCandidateMatch },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { name: "Nadia" })).toBeVisible();
    await expect(canvas.getByText("Intéressé·e par votre offre")).toBeVisible();
    // Still no contact before the recruiter's like makes the match.
    await expect(canvas.queryByText(/E-mail/)).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: /^Ça m'intéresse : Nadia/ }));
    await expect(args.onDecide).toHaveBeenCalledWith("like");
  },
};

/** Liked, waiting for the candidate. */
export const Liked: Story = {
  args: { match: { ...exampleCandidateMatch, decision: "like" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /^Ça m'intéresse/ })).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByText(/vous verrez ses coordonnées/)).toBeVisible();
  },
};

/** A mutual match: the full name, the contact and the way to the workflow. */
export const Mutual: Story = {
  args: { match: mutualCandidateMatch },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Camille Martin" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "camille.martin@example.fr" })).toHaveAttribute(
      "href",
      "mailto:camille.martin@example.fr",
    );
    await expect(canvas.getByRole("link", { name: "Ouvrir le suivi des recrutements" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Passer/ })).toBeNull();
  },
};

/** While an answer is saved. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /^Ça m'intéresse/ })).toBeDisabled();
  },
};

/** A candidate of the offer's own trade: « Même métier » beside the score and in the breakdown. */
export const SameTrade: Story = {
  args: { match: { ...exampleCandidateMatch, match: { ...exampleCandidateMatch.match, trade: "same" } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Même métier")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Détail de la compatibilité" }));
    await expect(canvas.getByText(/de la même famille de métiers du ROME/)).toBeVisible();
  },
};
