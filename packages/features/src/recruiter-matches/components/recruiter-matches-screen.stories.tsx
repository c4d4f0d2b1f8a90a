import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClientProvider } from "@tanstack/react-query";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Toaster } from "@fuse/ui/toast";

import { fakeApiClient } from "../../api/fake-api-client.ts";
import { ApiError, createQueryClient, type CandidateMatch, type MatchPage } from "../../api/index.ts";
import { examplePage, interestedPage } from "../lib/fixtures.ts";
import { RecruiterMatchesScreen, type OfferChoice } from "./recruiter-matches-screen.tsx";

const offers: OfferChoice[] = [
  { id: "3f0c9a51-2b7d-4e8a-9c61-0d5e4f3a2b1c", title: "Comptable unique (H/F)", status: "draft" },
  { id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", title: "Développeur·se full-stack", status: "published" },
];

const apiWith = (answer: (jobId: string) => MatchPage<CandidateMatch>) =>
  fakeApiClient({
    "GET /api/matches/jobs/:id/candidates": ({ params }) => answer(params.id),
    "POST /api/matches/decisions": ({ body }) => ({
      job_id: body.job_id,
      candidate_id: body.candidate_id ?? "",
      side: "recruiter",
      decision: body.decision,
      mutual: false,
      match_id: null,
    }),
  }).api;

const empty: MatchPage<CandidateMatch> = { matches: [], total: 0, page: 1, per_page: 10, pages: 0 };

/** The screen as the page holds it: the chosen offer and page in its state (the address in the app). */
function Stateful(props: React.ComponentProps<typeof RecruiterMatchesScreen>) {
  const [choice, setChoice] = React.useState({ jobId: props.jobId, page: props.page });
  return (
    <RecruiterMatchesScreen
      {...props}
      jobId={choice.jobId}
      page={choice.page}
      onSelect={(next) => {
        props.onSelect(next);
        setChoice(next);
      }}
    />
  );
}

const meta = {
  title: "Features/Recruiter matches/RecruiterMatchesScreen",
  component: RecruiterMatchesScreen,
  tags: ["autodocs"],
  parameters: { layout: "padded", a11y: { test: "error" } },
  args: {
    api: apiWith((jobId) => (jobId === offers[1]!.id ? examplePage : empty)),
    offers,
    jobId: null,
    page: 1,
    onSelect: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <QueryClientProvider client={createQueryClient()}>
        <Story />
        <Toaster />
      </QueryClientProvider>
    ),
  ],
} satisfies Meta<typeof RecruiterMatchesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The published offer first, its candidates best first; a like is confirmed by a toast. */
export const Ranked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Offre" })).toHaveTextContent("Développeur·se full-stack");
    await expect(await canvas.findByText(/2 candidats correspondent/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: /^Ça m'intéresse : Camille/ }));
    await waitFor(() => expect(within(document.body).getByText("Intérêt enregistré")).toBeVisible());
  },
};

/** A candidate said « Ça m'intéresse » to the offer: first in the list, and only their card says so. */
export const InterestedFirst: Story = {
  args: { api: apiWith((jobId) => (jobId === offers[1]!.id ? interestedPage : empty)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/3 candidats correspondent/)).toHaveTextContent(/s'y intéressent d'abord/);
    const names = canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    // The server's order kept: the interested candidate first, though the least compatible.
    await expect(names).toEqual([
      expect.stringMatching(/^3 candidats potentiels/),
      "Nadia",
      "Camille",
      "Profil anonyme",
    ]);
    const badges = canvas.getAllByText("Intéressé·e par votre offre");
    await expect(badges).toHaveLength(1);
    const nadia = canvas.getByRole("heading", { name: "Nadia" }).closest("li")!;
    await expect(nadia).toContainElement(badges[0]!);
  },
};

/** Another offer, chosen from the list (keyboard), has no candidate yet. */
export const OtherOffer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/2 candidats correspondent/);
    canvas.getByRole("combobox", { name: "Offre" }).focus();
    await userEvent.keyboard("{Enter}");
    const option = await within(document.body).findByRole("option", { name: "Comptable unique (H/F) (brouillon)" });
    await userEvent.click(option);
    await expect(args.onSelect).toHaveBeenCalledWith({ jobId: offers[0]!.id, page: 1 });
    await expect(await canvas.findByText("Aucun candidat potentiel pour cette offre pour l'instant")).toBeVisible();
  },
};

/** No offer yet: the way to create one. */
export const NoOffer: Story = {
  args: { offers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Créer une offre" })).toBeVisible();
  },
};

/** The offers are loading. */
export const Loading: Story = { args: { offers: undefined } };

/** Payment required and no subscription: said, with the way to subscribe. */
export const SubscriptionNeeded: Story = {
  args: {
    api: apiWith(() => {
      throw new ApiError(403, "Un abonnement actif est nécessaire pour voir vos matchs potentiels.");
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "Voir les abonnements" })).toBeVisible();
  },
};

/** The service failed: a French message and « Réessayer ». */
export const Failed: Story = {
  args: {
    api: apiWith(() => {
      throw new ApiError(503, "Service momentanément indisponible.");
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Réessayer" }, { timeout: 10_000 })).toBeVisible();
  },
};
