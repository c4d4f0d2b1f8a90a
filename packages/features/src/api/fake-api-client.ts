import type { ApiClient } from "@fuse/domain/api/client";
import type { ApiEndpoint, ApiRequest, ApiResponse } from "@fuse/domain/api/contract";

type Answers = { [E in ApiEndpoint]?: (request: ApiRequest<E>) => ApiResponse<E> | Promise<ApiResponse<E>> };

/**
 * An `ApiClient` for tests, answering each endpoint as the test says and recording every call; an
 * endpoint the test did not answer fails the call.
 */
export function fakeApiClient(answers: Answers) {
  const calls: { endpoint: ApiEndpoint; request: unknown }[] = [];
  const api: ApiClient = {
    request: (async (endpoint: ApiEndpoint, request: Record<string, unknown> = {}) => {
      const { signal: _signal, ...recorded } = request;
      calls.push({ endpoint, request: recorded });
      const answer = answers[endpoint] as ((request: unknown) => unknown) | undefined;
      if (!answer) throw new Error(`Unexpected call ${endpoint}`);
      return answer(request);
    }) as ApiClient["request"],
  };
  return { api, calls, count: (endpoint: ApiEndpoint) => calls.filter((call) => call.endpoint === endpoint).length };
}
