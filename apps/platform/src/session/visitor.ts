import type { User } from "@supabase/supabase-js";
import { queryOptions, type QueryClient } from "@tanstack/react-query";

import type { Visitor } from "@fuse/domain/access";
import type { ApiClient, Profile } from "@fuse/features/api";
import {
  notifyProfileError,
  profileFreshForMs,
  profileKeys,
  profileMessages,
  profileQueries,
  updateProfile,
} from "@fuse/features/profile";
import { subscriptionKeys } from "@fuse/features/subscription";

import { sessionRefused } from "./session-end";

/** Reads whether the user has a valid subscription (spec §7), through PostgREST. */
export type SubscriptionReader = (userId: string) => Promise<"valid" | "none" | "error">;

type Deps = {
  api: ApiClient;
  subscription: SubscriptionReader;
  queryClient: QueryClient;
  recruiterPaymentRequired: boolean;
};

/** The registration form records the kind of account in the user's metadata. */
const signUpType = (user: User) => {
  const type = (user.user_metadata as { type?: unknown }).type;
  return type === "candidate" || type === "recruiter" ? type : undefined;
};

/** The page cannot be decided without the profile: the error page says so (after the toast). */
const unavailable = () => new Response("Profil indisponible", { status: 503, statusText: "Service Unavailable" });

/** A failed read: a refused session as it is (the caller ends it), anything else as unavailable. */
const failure = (error: unknown) => (sessionRefused(error) ? error : unavailable());

/** A failed read of the subscription is "error", which the rules treat as no subscription. */
const subscriptionQuery = (read: SubscriptionReader, userId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.validity(userId),
    queryFn: () => read(userId).catch(() => "error" as const),
    staleTime: profileFreshForMs,
  });

/**
 * Who is visiting, for the access rules: anonymous without a session, else the profile's type and
 * state. The profile and candidate info are read through the profile queries, so what a screen or
 * an earlier navigation fetched in the last minute is not fetched again; failures raise their
 * spec §8 toast through the query cache.
 */
export class VisitorResolver {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async resolve(user: User | null): Promise<Visitor> {
    if (!user) return { kind: "anonymous" };
    const { api, queryClient } = this.#deps;
    let profile: Profile | null;
    try {
      profile = await queryClient.fetchQuery(profileQueries.profile(api, user.id));
      // The first visit after sign-up: the profile is created from the sign-up's account type.
      if (!profile && signUpType(user)) profile = await this.#createProfile(user);
    } catch (error) {
      throw failure(error);
    }
    if (!profile) {
      notifyProfileError(null, profileMessages.fetchFailed);
      throw unavailable();
    }
    if (profile.type === "admin") return { kind: "admin" };
    if (profile.type === "recruiter") {
      const subscription = this.#deps.recruiterPaymentRequired
        ? await queryClient.fetchQuery(subscriptionQuery(this.#deps.subscription, user.id))
        : "none";
      return { kind: "recruiter", completed: profile.completed, subscription };
    }
    try {
      const info = await queryClient.fetchQuery(profileQueries.candidateInfo(api, user.id));
      return {
        kind: "candidate",
        completed: profile.completed,
        hasMemo: Boolean(info?.memo?.trim()),
        analyzerCv: info?.analyzer_cv === true,
      };
    } catch (error) {
      throw failure(error);
    }
  }

  async #createProfile(user: User) {
    try {
      const profile = await updateProfile(this.#deps.api, { type: signUpType(user) });
      this.#deps.queryClient.setQueryData(profileKeys.profile(user.id), profile);
      return profile;
    } catch (error) {
      notifyProfileError(error, profileMessages.fetchFailed);
      throw error;
    }
  }

  /**
   * Creates the profile of a newly confirmed account from its sign-up type (a no-op answer when it
   * exists), so that the first reading finds it.
   */
  async ensureProfile(user: User) {
    const type = signUpType(user);
    if (!type) return;
    const profile = await updateProfile(this.#deps.api, { type });
    this.#deps.queryClient.setQueryData(profileKeys.profile(user.id), profile);
  }

  /** After a profile change: the next navigation reads it again. */
  invalidate() {
    return this.#deps.queryClient.invalidateQueries({ queryKey: profileKeys.all });
  }
}
