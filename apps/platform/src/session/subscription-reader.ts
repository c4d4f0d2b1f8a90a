import { validSubscriptionStatuses } from "@fuse/domain/vocabulary";

import type { AccessToken } from "./api-client";
import type { PublicConfig } from "./public-config";
import type { SubscriptionReader } from "./visitor";

/**
 * The spec §7 subscription check: a row of `subscriptions` for the user with a valid status and a
 * period that has not ended, read through PostgREST with the query builder of the Supabase client
 * alone (loaded on first need: only a recruiter, when payment is required, is ever checked).
 */
export function createSubscriptionReader(config: PublicConfig, token: AccessToken): SubscriptionReader {
  return async (userId) => {
    const [{ PostgrestClient }, bearer] = await Promise.all([import("@supabase/postgrest-js"), token()]);
    const rest = new PostgrestClient(`${config.supabaseUrl}/rest/v1`, {
      headers: { apikey: config.supabaseAnonKey, authorization: `Bearer ${bearer}` },
    });
    const { data, error } = await rest
      .from("subscriptions")
      .select("id")
      .eq("user_id", userId)
      .in("status", validSubscriptionStatuses)
      .gt("current_period_end", new Date().toISOString())
      .limit(1);
    if (error) return "error";
    return data.length > 0 ? "valid" : "none";
  };
}
