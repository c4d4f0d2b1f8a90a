import { QueryClientProvider } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";

import { createQueryClient } from "../../api/index.ts";
import { statefulApi } from "../components/fixtures.tsx";
import { useRecordJobView } from "./mutations.ts";

function OfferPanel({ jobId, api }: { jobId: string | null; api: ReturnType<typeof statefulApi>["api"] }) {
  useRecordJobView(jobId, api);
  return <p>{jobId ?? "Aucune offre"}</p>;
}

describe("useRecordJobView", () => {
  it("records each offer shown once, and nothing without an offer", async () => {
    const fake = statefulApi();
    const client = createQueryClient();
    const view = (jobId: string | null) => (
      <QueryClientProvider client={client}>
        <OfferPanel jobId={jobId} api={fake.api} />
      </QueryClientProvider>
    );
    const screen = await render(view(null));
    await screen.rerender(view("job-1"));
    await screen.rerender(view("job-1"));
    await screen.rerender(view("job-2"));
    await expect.poll(() => fake.count("POST /api/job-views")).toBe(2);
    expect(fake.calls.filter((call) => call.endpoint === "POST /api/job-views").map((call) => call.request)).toEqual([
      { body: { job_id: "job-1" } },
      { body: { job_id: "job-2" } },
    ]);
  });
});
