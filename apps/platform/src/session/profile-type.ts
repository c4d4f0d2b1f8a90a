import { useQuery } from "@tanstack/react-query";

import type { ProfileType } from "@fuse/domain/vocabulary";
import { profileQueries } from "@fuse/features/profile";

import { useServices, useSessionUser, useSignedInApi } from "./services";

/**
 * Who reads a public page: "anonymous" without a session, else the profile's type (the same query
 * the access rules read, so usually answered from the cache); undefined while it is being read.
 */
export function useProfileType(): "anonymous" | ProfileType | undefined {
  const { queryClient } = useServices();
  const user = useSessionUser();
  const api = useSignedInApi();
  const profile = useQuery({ ...profileQueries.profile(api, user?.id ?? ""), enabled: Boolean(user) }, queryClient);
  if (!user) return "anonymous";
  return profile.data?.type;
}
