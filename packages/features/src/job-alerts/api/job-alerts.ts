import type { SavedSearchChange, SavedSearchCreate } from "@fuse/domain/job-alerts/contract";

import type { ApiClient } from "../../api/index.ts";

/** The caller's saved searches, newest first, and how many they may keep. */
export const getSavedSearches = (api: ApiClient, signal?: AbortSignal) =>
  api.request("GET /api/saved-searches", { signal });

export const createSavedSearch = (api: ApiClient, body: SavedSearchCreate) =>
  api.request("POST /api/saved-searches", { body });

export const changeSavedSearch = (api: ApiClient, id: string, body: SavedSearchChange) =>
  api.request("PATCH /api/saved-searches/:id", { params: { id }, body });

export const deleteSavedSearch = (api: ApiClient, id: string) =>
  api.request("DELETE /api/saved-searches/:id", { params: { id } });

/** The offers the caller liked, newest like first. */
export const getLikedJobs = async (api: ApiClient, signal?: AbortSignal) =>
  (await api.request("GET /api/liked-jobs", { signal })).jobs;

/** The offers the caller opened lately, latest first. */
export const getViewedJobs = async (api: ApiClient, signal?: AbortSignal) =>
  (await api.request("GET /api/job-views", { signal })).jobs;

export const recordJobView = (api: ApiClient, jobId: string) =>
  api.request("POST /api/job-views", { body: { job_id: jobId } });
