// The recruiter's subscription: the endpoints this feature adds to the API contract (see ../../api/contract.ts).
import type { PlanId } from "./plans.ts";

/**
 * Where a recruiter's subscription stands: none; active until its period ends; canceled but still
 * valid until then; or a payment that failed (past due, unpaid, incomplete), which suspends it.
 */
export type SubscriptionState = "none" | "active" | "canceled" | "payment_failed";

/** `GET /api/subscription`: the caller's subscription, and how this server takes payments. */
export interface SubscriptionSummary {
  state: SubscriptionState;
  plan: PlanId | null;
  provider: "stripe" | "embedded" | null;
  /** When the paid period ends (ISO 8601); null without a subscription. */
  current_period_end: string | null;
  /** "stripe": Stripe's embedded Checkout; "local": the demonstration checkout (no key configured). */
  checkout: "stripe" | "local";
  /** Whether Stripe's customer portal can manage this subscription (cancel, card, invoices). */
  manageable: boolean;
}

/** `POST /api/subscription/checkout`: what the page opens to pay. */
export type CheckoutStart =
  { kind: "stripe"; clientSecret: string; publishableKey: string } | { kind: "local"; url: string };

/** Where the browser goes next (the portal, /success or /cancel). */
export interface Redirection {
  url: string;
}

export interface SubscriptionEndpoints {
  "GET /api/subscription": { response: SubscriptionSummary };
  "POST /api/subscription/checkout": { body: { plan: PlanId }; response: CheckoutStart };
  "POST /api/subscription/portal": { response: Redirection };
  /** « Résilier mon abonnement »: it ends with the paid period (409 when nothing runs or it already ends). */
  "POST /api/subscription/cancel": { response: SubscriptionSummary };
  /** « Reprendre mon abonnement »: a subscription ending with its period renews again. */
  "POST /api/subscription/resume": { response: SubscriptionSummary };
  "POST /api/subscription/local-checkout/complete": { body: { plan: PlanId }; response: Redirection };
  "POST /api/subscription/local-checkout/cancel": { response: Redirection };
}

/** This feature's endpoints that need no token (the webhook is Stripe's, not the app's). */
export const subscriptionPublicEndpoints: readonly string[] = [];
