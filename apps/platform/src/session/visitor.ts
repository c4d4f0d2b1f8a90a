import type { SupabaseClient, User } from "@supabase/supabase-js";

import type { Visitor } from "@fuse/features/access";
import {
  ApiError,
  getCandidateInfo,
  getProfile,
  notifyProfileError,
  profileMessages,
  updateProfile,
  type ApiClient,
  type Profile,
} from "@fuse/features/profile";
import { validSubscriptionStatuses } from "@fuse/features/vocabulary";

/** How long a resolved visitor is reused across navigations before the profile is read again. */
const freshForMs = 60_000;

type Deps = { supabase: SupabaseClient; api: ApiClient; recruiterPaymentRequired: boolean };

/** The registration form records the kind of account in the user's metadata. */
const signUpType = (user: User) => {
  const type = (user.user_metadata as { type?: unknown }).type;
  return type === "candidate" || type === "recruiter" ? type : undefined;
};

/** The page cannot be decided without the profile: the error page says so (after the toast). */
const unavailable = () => new Response("Profil indisponible", { status: 503, statusText: "Service Unavailable" });

/**
 * The spec §7 subscription check: a row of `subscriptions` for the user with a valid status and a
 * period that has not ended. A failed query is "error", which the rules treat as no subscription.
 */
async function subscriptionOf(supabase: SupabaseClient, userId: string): Promise<"valid" | "none" | "error"> {
  const { data, error } = await supabase
    .from("subscriptions")
    .select("id")
    .eq("user_id", userId)
    .in("status", validSubscriptionStatuses)
    .gt("current_period_end", new Date().toISOString())
    .limit(1);
  if (error) return "error";
  return data.length > 0 ? "valid" : "none";
}

/** Reads the profile, creating it on the first visit after sign-up (its type comes from the sign-up). */
async function profileOf({ api }: Deps, user: User, signal?: AbortSignal): Promise<Profile | null> {
  try {
    return await getProfile(api, user.id, signal);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    const type = signUpType(user);
    if (!type) return null;
    return updateProfile(api, { type });
  }
}

async function resolveVisitor(deps: Deps, user: User, signal?: AbortSignal): Promise<Visitor> {
  let profile: Profile | null;
  try {
    profile = await profileOf(deps, user, signal);
  } catch (error) {
    notifyProfileError(error, profileMessages.fetchFailed);
    throw unavailable();
  }
  if (!profile) {
    notifyProfileError(null, profileMessages.fetchFailed);
    throw unavailable();
  }
  if (profile.type === "admin") return { kind: "admin" };
  if (profile.type === "recruiter") {
    const subscription = deps.recruiterPaymentRequired ? await subscriptionOf(deps.supabase, user.id) : "none";
    return { kind: "recruiter", completed: profile.completed, subscription };
  }
  try {
    const info = await getCandidateInfo(deps.api, user.id, signal);
    return {
      kind: "candidate",
      completed: profile.completed,
      hasMemo: Boolean(info?.memo?.trim()),
      analyzerCv: info?.analyzer_cv === true,
    };
  } catch (error) {
    notifyProfileError(error, profileMessages.infoFetchFailed);
    throw unavailable();
  }
}

/**
 * Who is visiting, for the access rules: anonymous without a session, else the profile's type and
 * state. Kept for a minute per user, and forgotten when the user changes or the profile is updated.
 */
export class VisitorResolver {
  readonly #deps: Deps;
  #cached: { userId: string; at: number; visitor: Promise<Visitor> } | null = null;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  resolve(user: User | null): Promise<Visitor> {
    if (!user) return Promise.resolve({ kind: "anonymous" });
    const cached = this.#cached;
    if (cached && cached.userId === user.id && Date.now() - cached.at < freshForMs) return cached.visitor;
    // Shared by the navigations of the next minute, so no one navigation's abort signal cancels it.
    const visitor = resolveVisitor(this.#deps, user);
    this.#cached = { userId: user.id, at: Date.now(), visitor };
    // A failure is not kept: the next navigation tries again.
    visitor.catch(() => {
      if (this.#cached?.visitor === visitor) this.#cached = null;
    });
    return visitor;
  }

  /**
   * Creates the profile of a newly confirmed account from its sign-up type (a no-op answer when it
   * exists), so that the first reading finds it.
   */
  async ensureProfile(user: User) {
    const type = signUpType(user);
    if (!type) return;
    await updateProfile(this.#deps.api, { type });
    this.invalidate();
  }

  /** After a profile change, or when the signed-in user changes. */
  invalidate() {
    this.#cached = null;
  }
}
