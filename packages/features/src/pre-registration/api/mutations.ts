import { useMutation } from "@tanstack/react-query";

import type { PreRegistrationRequest } from "@fuse/domain/pre-registration/schema";

import type { ApiClient } from "../../api/index.ts";

/** Sends a pre-registration; a 409 (`ApiError` with status 409) means the company already has an account. */
export function submitPreRegistration(api: ApiClient, body: PreRegistrationRequest, signal?: AbortSignal) {
  return api.request("POST /api/pre-registrations", { body, signal });
}

export function usePreRegistrationMutation(api: ApiClient) {
  return useMutation({ mutationFn: (body: PreRegistrationRequest) => submitPreRegistration(api, body) });
}
