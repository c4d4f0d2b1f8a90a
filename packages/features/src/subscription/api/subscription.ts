import type { PlanId } from "@fuse/domain/subscription/plans";

import type { ApiClient } from "../../api/index.ts";

/** `GET /api/subscription`: where the recruiter's subscription stands. */
export function getSubscription(api: ApiClient, signal?: AbortSignal) {
  return api.request("GET /api/subscription", { signal });
}

/** `POST /api/subscription/checkout`: Stripe's embedded Checkout, or the local demonstration checkout. */
export function startCheckout(api: ApiClient, plan: PlanId) {
  return api.request("POST /api/subscription/checkout", { body: { plan } });
}

/** `POST /api/subscription/portal`: Stripe's customer portal (cancel, card, invoices). */
export function openPortal(api: ApiClient) {
  return api.request("POST /api/subscription/portal");
}

/** `POST /api/subscription/local-checkout/complete`: « Payer » on the demonstration checkout. */
export function completeLocalCheckout(api: ApiClient, plan: PlanId) {
  return api.request("POST /api/subscription/local-checkout/complete", { body: { plan } });
}

/** `POST /api/subscription/local-checkout/cancel`: « Annuler » on the demonstration checkout. */
export function cancelLocalCheckout(api: ApiClient) {
  return api.request("POST /api/subscription/local-checkout/cancel");
}

/** `POST /api/subscription/cancel`: the subscription ends with its paid period. */
export function cancelSubscription(api: ApiClient) {
  return api.request("POST /api/subscription/cancel");
}

/** `POST /api/subscription/resume`: a subscription ending with its period renews again. */
export function resumeSubscription(api: ApiClient) {
  return api.request("POST /api/subscription/resume");
}
