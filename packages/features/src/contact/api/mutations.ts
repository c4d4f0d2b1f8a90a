import { useMutation } from "@tanstack/react-query";

import type { ContactRequest } from "@fuse/domain/contact/schema";

import type { ApiClient } from "../../api/index.ts";

/**
 * Sends a contact message. Rejects with an `ApiError`: 400 names the field at fault, 429 says how
 * long to wait, both in French.
 */
export function submitContact(api: ApiClient, request: ContactRequest, signal?: AbortSignal) {
  return api.request("POST /api/contact", { body: request, signal });
}

export function useContactMutation(api: ApiClient) {
  return useMutation({ mutationFn: (request: ContactRequest) => submitContact(api, request) });
}
