import type { SupabaseClient } from "@supabase/supabase-js";

import { ApiError, TokenError, type ApiClient } from "@fuse/features/profile";

const attempts = 3;
const retryDelayMs = 300;

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => clearTimeout(timer), { once: true });
  });

/** The signed-in user's access token, or the spec §8 error that says why there is none. */
async function accessToken(supabase: SupabaseClient) {
  let session;
  try {
    const { data, error } = await supabase.auth.getSession();
    if (error) throw error;
    session = data.session;
  } catch {
    throw new TokenError("Impossible de récupérer le token");
  }
  if (!session?.access_token) throw new TokenError("Token manquant");
  return session.access_token;
}

/**
 * The product API over fetch: every call carries the user's bearer token; reads are retried up to 3
 * attempts in all when the network fails or the server is briefly unavailable (503), like the
 * Supabase client's own reads. Errors come back as `ApiError` with the server's French message.
 */
export function createApiClient(supabase: SupabaseClient): ApiClient {
  return {
    async request<T>(
      method: "GET" | "POST" | "PATCH" | "DELETE",
      path: string,
      options: { body?: unknown; signal?: AbortSignal } = {},
    ) {
      const token = await accessToken(supabase);
      const retries = method === "GET" ? attempts : 1;
      for (let attempt = 1; ; attempt++) {
        let response: Response;
        try {
          response = await fetch(path, {
            method,
            signal: options.signal,
            headers: {
              accept: "application/json",
              authorization: `Bearer ${token}`,
              ...(options.body === undefined ? {} : { "content-type": "application/json" }),
            },
            body: options.body === undefined ? undefined : JSON.stringify(options.body),
          });
        } catch (error) {
          if (options.signal?.aborted || attempt >= retries) throw error;
          await wait(retryDelayMs * attempt, options.signal);
          continue;
        }
        if (response.status === 503 && attempt < retries) {
          await wait(retryDelayMs * attempt, options.signal);
          continue;
        }
        if (response.status === 204) return undefined as T;
        const body = (await response.json().catch(() => null)) as { error?: string; field?: string } | null;
        if (!response.ok) throw new ApiError(response.status, body?.error ?? `Erreur ${response.status}`, body?.field);
        return body as T;
      }
    },
  };
}
