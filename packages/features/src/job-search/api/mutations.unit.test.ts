import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";

import type { JobMatchStatesResponse } from "@fuse/domain/job-search/contract";
import { profileFieldHref } from "@fuse/domain/job-search/profile-fields";

import type { JobMatch, MatchPage } from "../../api/index.ts";
import { exampleCriteria, exampleJob } from "../lib/fixtures.ts";
import { jobSearchKeys } from "./keys.ts";
import { applyStanding } from "./mutations.ts";

const other = "7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";

describe("a decision in the caches", () => {
  it("reaches every cached answer showing the offer, and nothing else", () => {
    const queryClient = new QueryClient();
    const states: JobMatchStatesResponse = {
      scores: [
        {
          job_id: exampleJob.id,
          score: 79,
          excluded_reason: null,
          decision: null,
          mutual: false,
          application_stage: null,
        },
        { job_id: other, score: 50, excluded_reason: null, decision: null, mutual: false, application_stage: null },
      ],
    };
    const page: MatchPage<JobMatch> = {
      matches: [
        {
          job: exampleJob,
          match: { score: 79, criteria: exampleCriteria, improvements: [] },
          decision: null,
          mutual: false,
          application_stage: null,
        },
      ],
      total: 1,
      page: 1,
      per_page: 10,
      pages: 1,
    };
    queryClient.setQueryData(jobSearchKeys.states([exampleJob.id, other]), states);
    queryClient.setQueryData(jobSearchKeys.states([exampleJob.id]), { scores: [states.scores[0]!] });
    queryClient.setQueryData(jobSearchKeys.potentialMatches(1), page);

    applyStanding(queryClient, exampleJob.id, { decision: "like", mutual: true });

    const pageStates = queryClient.getQueryData<JobMatchStatesResponse>(jobSearchKeys.states([exampleJob.id, other]));
    expect(pageStates?.scores.map((state) => [state.decision, state.mutual])).toEqual([
      ["like", true],
      [null, false],
    ]);
    expect(
      queryClient.getQueryData<JobMatchStatesResponse>(jobSearchKeys.states([exampleJob.id]))?.scores[0],
    ).toMatchObject({ decision: "like", mutual: true, application_stage: null });
    const matches = queryClient.getQueryData<MatchPage<JobMatch>>(jobSearchKeys.potentialMatches(1));
    expect(matches?.matches[0]).toMatchObject({ decision: "like", mutual: true, application_stage: null });
    // Read again the next time the list is shown (a passed offer leaves it then).
    expect(queryClient.getQueryState(jobSearchKeys.potentialMatches(1))?.isInvalidated).toBe(true);
  });
});

describe("what would raise a criterion", () => {
  it("links to the candidate_infos field of the profile page", () => {
    const href = (key: (typeof exampleCriteria)[number]["key"], improvement: string | null = "…") =>
      profileFieldHref({ key, improvement });
    expect(href("skills")).toBe("/dashboard/candidate/profile#skills");
    expect(href("distance", "Élargir le rayon de mobilité à 45 km")).toBe(
      "/dashboard/candidate/profile#mobility_radius_km",
    );
    expect(href("distance", "Renseigner la localisation du profil")).toBe("/dashboard/candidate/profile#city");
    expect(href("contract")).toBe("/dashboard/candidate/profile#contract_types");
    expect(href("salary")).toBe("/dashboard/candidate/profile#salary_expectation");
    expect(href("experience")).toBe("/dashboard/candidate/profile#experience_years");
    expect(href("languages")).toBe("/dashboard/candidate/profile#languages");
  });
});
