import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";

import { dismissToast, Toaster } from "@fuse/ui/toast";

import { fakeApiClient } from "../../api/fake-api-client.ts";
import { ApiError, createQueryClient, type JobMatch, type MatchPage } from "../../api/index.ts";
import { exampleCriteria, exampleJob } from "../lib/fixtures.ts";
import { PotentialMatchesScreen } from "./potential-matches-screen.tsx";

const second = { ...exampleJob, id: "7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b", title: "Intégrateur·rice web" };

const matches: MatchPage<JobMatch> = {
  matches: [
    {
      job: exampleJob,
      match: { score: 79, criteria: exampleCriteria, improvements: [] },
      decision: null,
      mutual: false,
      application_stage: null,
    },
    {
      job: second,
      match: { score: 61, criteria: exampleCriteria, improvements: [] },
      decision: null,
      mutual: false,
      application_stage: null,
    },
  ],
  total: 2,
  page: 1,
  per_page: 10,
  pages: 1,
};

function renderScreen(answers: Parameters<typeof fakeApiClient>[0]) {
  const fake = fakeApiClient(answers);
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/dashboard/candidate/potential-matches"]}>
        <PotentialMatchesScreen api={fake.api} />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fake;
}

afterEach(() => dismissToast());

describe("PotentialMatchesScreen", () => {
  it("likes an offer, then « Annuler » withdraws it on the server", async () => {
    const fake = renderScreen({
      "GET /api/matches/jobs": () => matches,
      "POST /api/matches/decisions": ({ body }) => ({
        job_id: body.job_id,
        candidate_id: "c",
        side: "candidate",
        decision: body.decision,
        mutual: false,
        match_id: null,
      }),
      "DELETE /api/matches/decisions": ({ body }) => ({ job_id: body.job_id, withdrawn: true }),
    });
    const like = page.getByRole("button", { name: `Ça m'intéresse : ${exampleJob.title}` });
    await like.click();
    await expect.element(page.getByText(/Vous êtes intéressé·e par cette offre/)).toBeVisible();
    await expect.element(like).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: `Annuler ma réponse : ${exampleJob.title}` }).click();
    await expect.element(like).toHaveAttribute("aria-pressed", "false");
    expect(fake.calls.map((call) => [call.endpoint, call.request])).toEqual([
      ["GET /api/matches/jobs", { query: { page: 1, per_page: 10 } }],
      ["POST /api/matches/decisions", { body: { job_id: exampleJob.id, decision: "like" } }],
      ["DELETE /api/matches/decisions", { body: { job_id: exampleJob.id } }],
    ]);
  });

  it("says how the application ended, not « C'est un match ! », once the recruiter refused it", async () => {
    renderScreen({
      "GET /api/matches/jobs": () => ({
        ...matches,
        matches: [{ ...matches.matches[0]!, decision: "like", mutual: true, application_stage: "rejected" }],
      }),
    });
    await expect.element(page.getByText("Candidature non retenue").first()).toBeVisible();
    await expect.element(page.getByText(/n'a pas retenu votre candidature/)).toBeVisible();
    expect(page.getByText("C'est un match !").elements()).toHaveLength(0);
  });

  it("says « C'est un match ! » when the like is mutual", async () => {
    renderScreen({
      "GET /api/matches/jobs": () => matches,
      "POST /api/matches/decisions": ({ body }) => ({
        job_id: body.job_id,
        candidate_id: "c",
        side: "candidate",
        decision: "like",
        mutual: true,
        match_id: "m",
      }),
    });
    await page.getByRole("button", { name: `Ça m'intéresse : ${second.title}` }).click();
    await expect.element(page.getByText("C'est un match !").first()).toBeVisible();
    await expect.element(page.getByRole("link", { name: "Voir le suivi de mes candidatures" })).toBeVisible();
  });

  it("keeps the answer unchanged and says why when the server refuses it", async () => {
    renderScreen({
      "GET /api/matches/jobs": () => matches,
      "POST /api/matches/decisions": () => {
        throw new ApiError(409, "Le match est confirmé : la décision ne peut plus être changée.");
      },
    });
    const pass = page.getByRole("button", { name: `Passer : ${exampleJob.title}` });
    await pass.click();
    await expect.element(page.getByText("Votre réponse n'a pas été enregistrée.")).toBeVisible();
    await expect
      .element(page.getByText("Le match est confirmé : la décision ne peut plus être changée."))
      .toBeVisible();
    await expect.element(pass).toBeEnabled();
    await expect.element(pass).toHaveAttribute("aria-pressed", "false");
  });

  it("points a candidate whose profile is too thin to the profile and the questionnaire", async () => {
    renderScreen({
      "GET /api/matches/jobs": () => {
        throw new ApiError(409, "Complétez votre profil pour voir vos matchs potentiels.");
      },
    });
    await expect
      .element(page.getByRole("link", { name: "Compléter mon profil" }))
      .toHaveAttribute("href", "/dashboard/candidate/profile");
    await expect.element(page.getByRole("link", { name: "Répondre au questionnaire" })).toBeVisible();
  });

  it("shows the failure in French with « Réessayer », which asks again", async () => {
    let attempts = 0;
    renderScreen({
      "GET /api/matches/jobs": () => {
        attempts += 1;
        if (attempts === 1) throw new Error("network down");
        return matches;
      },
    });
    await page.getByRole("button", { name: "Réessayer" }).click();
    await expect.element(page.getByRole("button", { name: `Passer : ${second.title}` })).toBeVisible();
  });
});
