import { keepPreviousData, queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../../api/index.ts";
import { workflowKeys } from "./keys.ts";

export const workflowQueries = {
  /** The pipeline's cards, of one offer or of all (null). */
  cards: (api: ApiClient, jobId: string | null) =>
    queryOptions({
      queryKey: workflowKeys.cards(jobId),
      queryFn: ({ signal }) =>
        api.request("GET /api/recruiter/pipeline/cards", { query: jobId ? { job_id: jobId } : {}, signal }),
      staleTime: 15_000,
      placeholderData: keepPreviousData,
    }),
  /** One card with its whole history. */
  card: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: workflowKeys.card(id),
      queryFn: ({ signal }) => api.request("GET /api/recruiter/pipeline/cards/:id", { params: { id }, signal }),
      staleTime: 15_000,
    }),
  /**
   * The candidate behind a card: their card, portrait and CV. The CV's signed address lasts ten
   * minutes: it is asked again every five while the details are open.
   */
  candidate: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: workflowKeys.candidate(id),
      queryFn: ({ signal }) =>
        api.request("GET /api/recruiter/pipeline/cards/:id/candidate", { params: { id }, signal }),
      staleTime: 60_000,
      refetchInterval: 5 * 60_000,
    }),
  /** Per offer, the cards at each stage and the median days there. */
  funnel: (api: ApiClient) =>
    queryOptions({
      queryKey: workflowKeys.funnel,
      queryFn: ({ signal }) => api.request("GET /api/recruiter/pipeline/funnel", { signal }),
      staleTime: 30_000,
    }),
  /** The candidate's applications with their history. */
  applications: (api: ApiClient) =>
    queryOptions({
      queryKey: workflowKeys.applications,
      queryFn: ({ signal }) => api.request("GET /api/applications", { signal }),
      staleTime: 15_000,
    }),
};
