import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes } from "react-router";
import { expect, waitFor, within } from "storybook/test";

import { noAdjustment } from "@fuse/domain/job-search/contract";
import { Toaster } from "@fuse/ui/toast";

import { fakeApiClient } from "../../api/fake-api-client.ts";
import { createQueryClient, type JobSearchResponse } from "../../api/index.ts";
import { fakePlaces } from "../lib/fake-places.ts";
import { exampleFacets, exampleJob, exampleOffer } from "../lib/fixtures.ts";
import { JobSearchScreen } from "./job-search-screen.tsx";

const found: JobSearchResponse = {
  jobs: [exampleJob],
  total: 1,
  page: 1,
  per_page: 10,
  pages: 1,
  sort: "relevance",
  facets: exampleFacets,
  adjusted: null,
  total_estimated: false,
};

const api = fakeApiClient({
  "GET /api/jobs": () => found,
  "GET /api/jobs/:id": () => exampleOffer,
  "GET /api/jobs/titles": () => ({ titles: [] }),
  "GET /api/matches/scores": ({ query }) => ({
    scores: query.job_ids.split(",").map((job_id) => ({
      job_id,
      score: 79,
      excluded_reason: null,
      decision: null,
      mutual: false,
      application_stage: null,
    })),
  }),
}).api;

const at = (search: string) => (Story: () => React.ReactNode) => (
  <QueryClientProvider client={createQueryClient()}>
    <MemoryRouter initialEntries={[`/dashboard/candidate/search-jobs${search}`]}>
      <Routes>
        <Route path="/dashboard/candidate/search-jobs" element={<Story />} />
      </Routes>
      <Toaster />
    </MemoryRouter>
  </QueryClientProvider>
);

const meta = {
  title: "Features/Job search/JobSearchScreen",
  component: JobSearchScreen,
  parameters: { layout: "padded", a11y: { test: "error" } },
  args: { api, places: fakePlaces },
} satisfies Meta<typeof JobSearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A search from its address: results, facets with their counts, the score of each offer. */
export const Results: Story = {
  decorators: [at("?q=developpeuse")],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: exampleJob.title })).toBeVisible();
    await expect(await canvas.findByText("Compatibilité 79 %")).toBeVisible();
  },
};

/** The search answering `adjusted` (what it changed to find something), the rest as in `Results`. */
const adjustedApi = (adjusted: JobSearchResponse["adjusted"]) =>
  fakeApiClient({
    "GET /api/jobs": () => ({ ...found, adjusted }),
    "GET /api/jobs/:id": () => exampleOffer,
    "GET /api/jobs/titles": () => ({ titles: [] }),
    "GET /api/matches/scores": () => ({ scores: [] }),
  }).api;

/** A typo the search corrected: the results say what was searched instead, and why. */
export const Corrected: Story = {
  args: { api: adjustedApi({ ...noAdjustment, query: "développeuse", corrected: true }) },
  decorators: [at("?q=developeuse")],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Résultats pour « développeuse »")).toBeVisible();
    await expect(
      canvas.getByText("Aucune offre ne correspond à « developeuse » : nous avons corrigé l'orthographe."),
    ).toBeVisible();
    await expect(await canvas.findByRole("link", { name: exampleJob.title })).toBeVisible();
  },
};

/** Nothing near the words: the newest offers, said as such. */
export const NothingNear: Story = {
  args: { api: adjustedApi({ ...noAdjustment, query: "", dropped: ["astronaute"] }) },
  decorators: [at("?q=astronaute")],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Voici les offres les plus récentes")).toBeVisible();
    await expect(canvas.getByText("Aucune offre ne correspond à « astronaute ».")).toBeVisible();
  },
};

/** So many offers answer that the count is an estimate and the newest come first: said as such. */
export const ManyOffers: Story = {
  args: {
    api: fakeApiClient({
      "GET /api/jobs": () => ({ ...found, total: 71_000, pages: 7_100, total_estimated: true }),
      "GET /api/jobs/:id": () => exampleOffer,
      "GET /api/jobs/titles": () => ({ titles: [] }),
      "GET /api/matches/scores": () => ({ scores: [] }),
    }).api,
  },
  decorators: [at("?q=developpeur")],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Environ 71.000 offres, les plus récentes d'abord$/)).toBeVisible();
  },
};

/** An offer opened from the address, the search kept behind it. */
export const OfferOpen: Story = {
  decorators: [at(`?q=developpeuse&offre=${exampleJob.id}`)],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: exampleJob.title });
    // The panel fades in: visible once its opening transition is over.
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
    await expect(within(dialog).getByRole("heading", { name: "Description du poste" })).toBeInTheDocument();
  },
};

/** A visitor's search (`/offres`): no scores asked, each offer links to its own page, pages are links. */
export const Visitor: Story = {
  args: {
    api: fakeApiClient({
      "GET /api/jobs": () => ({ ...found, total: 25, pages: 3 }),
      "GET /api/jobs/titles": () => ({ titles: [] }),
    }).api,
    visitor: {
      offerHref: (job, search) => `/offres/developpeur-se-full-stack-${job.id}?${search}`,
      signUpHref: "/register/candidate/inscription",
      renderLink: ({ href, children, className, ref }) => (
        <a href={href} className={className} ref={ref}>
          {children}
        </a>
      ),
    },
  },
  decorators: [at("?q=developpeuse&contrat=CDI")],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: exampleJob.title })).toHaveAttribute(
      "href",
      `/offres/developpeur-se-full-stack-${exampleJob.id}?q=developpeuse&contrat=CDI`,
    );
    await expect(
      canvas.getByRole("link", { name: "Créez votre profil pour voir votre compatibilité" }),
    ).toHaveAttribute("href", "/register/candidate/inscription");
    await expect(canvas.queryByText(/^Compatibilité/)).toBeNull();
    await expect(canvas.queryByRole("button", { name: /Enregistrer/ })).toBeNull();
    const pages = canvas.getByRole("navigation", { name: "Pages de résultats" });
    await expect(within(pages).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "href",
      "?q=developpeuse&contrat=CDI&page=2",
    );
  },
};
