import { queryOptions } from "@tanstack/react-query";

import { profileMessages } from "@fuse/domain/profile/messages";

import type { ApiClient } from "../../api/index.ts";
import { profileKeys } from "./keys.ts";
import { getCandidateInfo, getCompanyInfo, getProfile } from "./profile.ts";

/** How long an answer is reused across navigations before it is read again. */
export const profileFreshForMs = 60_000;

/**
 * The profile queries, each used by the route loaders and access rules (`ensureQueryData`,
 * `fetchQuery`) and by components (`useQuery`), so one answer serves both.
 */
export const profileQueries = {
  profile: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: profileKeys.profile(userId),
      queryFn: ({ signal }) => getProfile(api, { userId }, signal),
      staleTime: profileFreshForMs,
      meta: { errorToast: profileMessages.fetchFailed },
    }),
  candidateInfo: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: profileKeys.candidateInfo(userId),
      queryFn: ({ signal }) => getCandidateInfo(api, { userId }, signal),
      staleTime: profileFreshForMs,
      meta: { errorToast: profileMessages.infoFetchFailed },
    }),
  companyInfo: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: profileKeys.companyInfo(userId),
      queryFn: ({ signal }) => getCompanyInfo(api, { userId }, signal),
      staleTime: profileFreshForMs,
      meta: { errorToast: profileMessages.infoFetchFailed },
    }),
};
