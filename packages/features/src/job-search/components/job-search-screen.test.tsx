import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";

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
const none: JobSearchResponse = { ...found, jobs: [], total: 0, pages: 0 };

function Address() {
  const location = useLocation();
  return <output aria-label="Adresse">{location.search}</output>;
}

function renderScreen(search: string, answers: Parameters<typeof fakeApiClient>[0]) {
  const fake = fakeApiClient({
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
    ...answers,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/dashboard/candidate/search-jobs${search}`]}>
        <Routes>
          <Route
            path="/dashboard/candidate/search-jobs"
            element={
              <>
                <JobSearchScreen api={fake.api} places={fakePlaces} />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fake;
}

describe("JobSearchScreen", () => {
  it("asks the API the search the URL holds, and scores each result for the candidate", async () => {
    const fake = renderScreen("?q=developpeuse&ville=Lyon&lat=45.75&lng=4.83&contrat=CDI&tri=distance", {
      "GET /api/jobs": () => found,
    });
    await expect.element(page.getByText("Compatibilité 79 %")).toBeVisible();
    expect(fake.calls.find((call) => call.endpoint === "GET /api/jobs")?.request).toEqual({
      query: {
        q: "developpeuse",
        lat: 45.75,
        lng: 4.83,
        radius_km: 30,
        contract: "CDI",
        sort: "distance",
        page: 1,
        per_page: 10,
      },
    });
    await expect.element(page.getByRole("checkbox", { name: "CDI (12 offres)" })).toBeChecked();
  });

  it("writes a filter into the URL, back to page 1", async () => {
    renderScreen("?q=developpeuse&page=2", { "GET /api/jobs": () => found });
    await page.getByRole("checkbox", { name: "CDD (3 offres)" }).click();
    await expect
      .element(page.getByRole("status", { name: "Adresse" }))
      .toHaveTextContent("?q=developpeuse&contrat=CDD");
  });

  it("opens the offer of `?offre=` in a panel with its breakdown", async () => {
    renderScreen(`?offre=${exampleJob.id}`, {
      "GET /api/jobs": () => found,
      "GET /api/jobs/:id": () => exampleOffer,
    });
    const panel = page.getByRole("dialog", { name: exampleJob.title });
    await expect.element(panel.getByRole("heading", { name: "Compatibilité : 79 %" })).toBeVisible();
    await expect
      .element(panel.getByRole("link", { name: "Ajouter Docker à vos compétences" }))
      .toHaveAttribute("href", "/dashboard/candidate/profile#skills");
    await panel.getByRole("button", { name: "Fermer l'offre" }).click();
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
    await expect.element(page.getByRole("status", { name: "Adresse" })).toHaveTextContent("");
  });

  it("says what to change when nothing matches, and clears the search", async () => {
    renderScreen("?q=astronaute&contrat=CDI", { "GET /api/jobs": () => none });
    await expect
      .element(page.getByRole("heading", { name: "Aucune offre ne correspond à cette recherche" }))
      .toBeVisible();
    await expect.element(page.getByText(/ou retirez un filtre/)).toBeVisible();
    await page.getByRole("button", { name: "Effacer la recherche" }).click();
    await expect.element(page.getByRole("status", { name: "Adresse" })).toHaveTextContent("");
  });

  it("shows a failure in French with « Réessayer », which asks again", async () => {
    let attempts = 0;
    renderScreen("?q=comptable", {
      "GET /api/jobs": () => {
        attempts += 1;
        if (attempts === 1) throw new Error("network down");
        return found;
      },
    });
    await expect.element(page.getByText("La recherche n'a pas abouti.")).toBeVisible();
    await page.getByRole("button", { name: "Réessayer" }).click();
    await expect.element(page.getByRole("link", { name: exampleJob.title })).toBeVisible();
  });
});
