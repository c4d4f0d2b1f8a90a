import type { SupabaseClient } from "@supabase/supabase-js";

import {
  ApiError,
  isPublicEndpoint,
  requestLine,
  TokenError,
  type ApiClient,
  type ApiEndpoint,
  type ApiRequest,
  type ApiResponse,
} from "@fuse/features/api";

const attempts = 3;
const retryDelayMs = 300;

/** Waits `ms`; rejects with the abort's reason as soon as `signal` aborts. */
const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/** Where a client gets the signed-in user's access token, or the spec §8 error that says why there is none. */
export type AccessToken = () => Promise<string>;

/** The auth client's current session's access token (refreshed by the client when it must be). */
export async function sessionToken(supabase: SupabaseClient): Promise<string> {
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
 * The product API over fetch, keyed by endpoint (`@fuse/features/api`): calls marked (A) in spec §7
 * carry the user's bearer token (public ones carry it when there is a session); reads are retried up
 * to 3 attempts in all when the network fails or the server is briefly unavailable (503), like the
 * Supabase client's own reads. Errors come back as `ApiError` with the server's French message.
 * Without a token (`null`: nobody is signed in yet) only the public endpoints answer.
 * `send` is the browser's fetch; the server's rendering passes one that answers in process.
 */
export function createApiClient(token: AccessToken | null, send: typeof fetch = fetch): ApiClient {
  const accessToken = token ?? (() => Promise.reject(new TokenError("Token manquant")));
  async function request<E extends ApiEndpoint>(endpoint: E, call?: ApiRequest<E>): Promise<ApiResponse<E>> {
    const { method, path, body } = requestLine(endpoint, (call ?? {}) as ApiRequest<E>);
    const signal = call?.signal;
    const token = isPublicEndpoint(endpoint) ? await accessToken().catch(() => null) : await accessToken();
    const retries = method === "GET" ? attempts : 1;
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await send(path, {
          method,
          signal,
          headers: {
            accept: "application/json",
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (error) {
        if (signal?.aborted || attempt >= retries) throw error;
        await wait(retryDelayMs * attempt, signal);
        continue;
      }
      if (response.status === 503 && attempt < retries) {
        await wait(retryDelayMs * attempt, signal);
        continue;
      }
      if (response.status === 204) return undefined as ApiResponse<E>;
      const answer = (await response.json().catch(() => null)) as { error?: string; field?: string } | null;
      if (!response.ok)
        throw new ApiError(response.status, answer?.error ?? `Erreur ${response.status}`, answer?.field);
      return answer as ApiResponse<E>;
    }
  }
  return { request: request as ApiClient["request"] };
}
