import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";

import { ApiError, TokenError } from "@fuse/domain/api/client";
import { toast } from "@fuse/ui/toast-store";

declare module "@tanstack/react-query" {
  interface Register {
    /** `errorToast`: the red toast (spec §8) a failure of this query raises, once per failed fetch. */
    queryMeta: { errorToast?: string };
    /** `errorToast`: the red toast (spec §8) a failure of this mutation raises. */
    mutationMeta: { errorToast?: string };
  }
}

/**
 * A failed call as a red toast: a missing token shows its own message (spec §8), anything else the
 * call's message. Returns nothing: the caller decides what the page does next.
 */
export function notifyApiError(error: unknown, message: string) {
  toast({ title: error instanceof TokenError ? error.message : message, color: "red" });
}

/**
 * The app's query cache: failures of queries and mutations whose definition names an `errorToast`
 * are reported here, once, rather than by each component that reads them. No retries at this
 * level: the injected API client already retries what is worth retrying (spec §7: 3 attempts).
 */
/**
 * A query's `retry` when a 4xx is an answer (an unknown or gone address): asked again only when
 * the server or the network failed, twice at most.
 */
export const retryUnlessAnswered = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorToast) notifyApiError(error, query.meta.errorToast);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast) notifyApiError(error, mutation.meta.errorToast);
      },
    }),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}
