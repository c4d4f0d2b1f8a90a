import type { JobOfferDraft } from "@fuse/domain/recruiter-jobs/job-offer-schema";

import type { ApiClient } from "../../api/index.ts";

/** `GET /api/recruiter/jobs`: every offer of the caller's company, with its counts. */
export function listOffers(api: ApiClient, signal?: AbortSignal) {
  return api.request("GET /api/recruiter/jobs", { signal });
}

/** `GET /api/recruiter/jobs/{id}`: one own offer, draft or not. */
export function getOwnOffer(api: ApiClient, id: string, signal?: AbortSignal) {
  return api.request("GET /api/recruiter/jobs/:id", { params: { id }, signal });
}

/** `POST /api/recruiter/jobs`: a new draft (a title at least). */
export function createDraft(api: ApiClient, draft: JobOfferDraft) {
  return api.request("POST /api/recruiter/jobs", { body: draft });
}

/** `PATCH /api/recruiter/jobs/{id}`: the changed fields (autosave of a draft, edit of a published offer). */
export function saveOffer(api: ApiClient, id: string, changes: JobOfferDraft) {
  return api.request("PATCH /api/recruiter/jobs/:id", { params: { id }, body: changes });
}

/** The state changes of an offer, each its own call. */
export const offerActions = ["publish", "close", "reopen", "duplicate"] as const;
export type OfferAction = (typeof offerActions)[number];

/** `POST /api/recruiter/jobs/{id}/{action}`: publish, close, reopen or duplicate. */
export function runOfferAction(api: ApiClient, id: string, action: OfferAction) {
  const request = { params: { id } };
  switch (action) {
    case "publish":
      return api.request("POST /api/recruiter/jobs/:id/publish", request);
    case "close":
      return api.request("POST /api/recruiter/jobs/:id/close", request);
    case "reopen":
      return api.request("POST /api/recruiter/jobs/:id/reopen", request);
    case "duplicate":
      return api.request("POST /api/recruiter/jobs/:id/duplicate", request);
  }
}

/** `DELETE /api/recruiter/jobs/{id}`: a draft, for good. */
export function deleteDraft(api: ApiClient, id: string) {
  return api.request("DELETE /api/recruiter/jobs/:id", { params: { id } });
}
