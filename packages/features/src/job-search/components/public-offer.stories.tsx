import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { exampleJob } from "../lib/fixtures.ts";
import { GoneOffer, OfferInterestInvitation, SimilarOffers } from "./public-offer.tsx";

const meta = {
  title: "Features/Job search/Public offer",
  component: OfferInterestInvitation,
  parameters: { layout: "padded", a11y: { test: "error" } },
  args: {
    signUpHref: "/register/candidate/inscription?redirectFrom=%2Foffres%2Fx%3Finteret%3D1",
    signInHref: "/login?redirectFrom=%2Foffres%2Fx%3Finteret%3D1",
  },
} satisfies Meta<typeof OfferInterestInvitation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** « Ça m'intéresse » for a visitor: the sign-up, or the sign-in, each coming back to the offer. */
export const Invitation: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("link", { name: "Ça m'intéresse" })).toHaveAttribute("href", args.signUpHref);
    await expect(canvas.getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", args.signInHref);
  },
};

const hrefOf = (job: { id: string }) => `/offres/developpeur-se-full-stack-${job.id}`;
const other = { ...exampleJob, id: "0a6f3c2e-5b7d-4e8f-9a1b-2c3d4e5f6a7b", title: "Développeuse React" };

/** Open offers like the one on the page, each linking to its own page. */
export const Similar: Story = {
  render: () => <SimilarOffers jobs={[exampleJob, other]} hrefOf={hrefOf} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Offres similaires" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Développeuse React" })).toHaveAttribute("href", hrefOf(other));
  },
};

/** While the similar offers load: a skeleton, announced as busy. */
export const SimilarLoading: Story = {
  render: () => <SimilarOffers jobs={undefined} hrefOf={hrefOf} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement des offres similaires" })).toBeInTheDocument();
  },
};

/** A closed or deleted offer's page: what it was, why it is gone, and where to look instead. */
export const Gone: Story = {
  render: () => (
    <GoneOffer
      title="Comptable fournisseurs (H/F)"
      similar={[exampleJob, other]}
      hrefOf={hrefOf}
      searchHref="/offres?q=Comptable+fournisseurs"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Cette offre n'est plus disponible" })).toBeVisible();
    await expect(canvas.getByText("Comptable fournisseurs (H/F)")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "voir les offres ouvertes pour ce métier" })).toHaveAttribute(
      "href",
      "/offres?q=Comptable+fournisseurs",
    );
    await expect(canvas.getByRole("heading", { level: 2, name: "Offres ouvertes similaires" })).toBeVisible();
  },
};

/** On a 360 px phone. */
export const GonePhone: Story = {
  ...Gone,
  globals: { viewport: { value: "mobile1" } },
};
