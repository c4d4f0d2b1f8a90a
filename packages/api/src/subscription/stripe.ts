import Stripe from "stripe";

import { isPlanId, type PlanId } from "@fuse/domain/subscription/plans";
import type { StripeConfig } from "@fuse/server-core/context.ts";

import { subscriptionStatuses, type SubscriptionChange, type SubscriptionStatus } from "./billing.ts";

/** The Stripe client of a configuration; STRIPE_API_URL points it elsewhere (a local fake in tests). */
export function stripeClient(config: StripeConfig) {
  const target = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "Fuse" },
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === "https:" ? 443 : 80),
          protocol: target.protocol === "https:" ? ("https" as const) : ("http" as const),
        }
      : {}),
  });
}

/** Events this server acts on; Stripe may send others (then they are acknowledged and ignored). */
export const handledEvents = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/** The plan of a Stripe subscription: its price, else what the checkout wrote in its metadata. */
function planOf(subscription: Stripe.Subscription, config: StripeConfig): PlanId | null {
  const prices = subscription.items.data.map((item) => item.price.id);
  if (config.prices.monthly && prices.includes(config.prices.monthly)) return "monthly";
  if (config.prices.yearly && prices.includes(config.prices.yearly)) return "yearly";
  const plan = subscription.metadata.plan;
  return isPlanId(plan) ? plan : null;
}

/**
 * What a Stripe subscription means here. Since API 2025-03-31 the period lives on each item; the
 * subscription lasts until its last item's period ends, or until it ended (a subscription canceled
 * at once gives no access for the rest of a period).
 */
export function changeFromSubscription(
  subscription: Stripe.Subscription,
  config: StripeConfig,
  observedAt: Date,
  userId?: string | null,
): SubscriptionChange {
  const ends = subscription.items.data.map((item) => item.current_period_end);
  let end = ends.length > 0 ? Math.max(...ends) : subscription.created;
  if (subscription.status === "canceled" && subscription.ended_at) end = Math.min(end, subscription.ended_at);
  const status: SubscriptionStatus = (subscriptionStatuses as readonly string[]).includes(subscription.status)
    ? (subscription.status as SubscriptionStatus)
    : // A status this server does not know gives no access until Stripe says more.
      "incomplete";
  return {
    userId: userId ?? subscription.metadata.user_id,
    status,
    currentPeriodEnd: new Date(end * 1000),
    plan: planOf(subscription, config),
    provider: "stripe",
    customerId: idOf(subscription.customer),
    subscriptionId: subscription.id,
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    observedAt,
    origin: subscription.metadata[originKey],
  };
}

/** The metadata key of a checkout's server (its `PUBLIC_URL`), on the session and its subscription. */
export const originKey = "fuse_origin";

/** Stripe's answer for a subscription it no longer has, or has already canceled (it answers both alike). */
export const isGoneAtStripe = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && error.statusCode === 404 && error.code === "resource_missing";

/** Stripe's final states: a subscription in them bills no more. */
export const stillBills = (status: string) => status !== "canceled" && status !== "incomplete_expired";

/**
 * The subscription state an event tells of, or undefined for an event that changes none. A
 * completed checkout and an invoice name the subscription only: its state is read from Stripe.
 */
export async function changeFromEvent(
  stripe: Stripe,
  config: StripeConfig,
  event: Stripe.Event,
): Promise<SubscriptionChange | undefined> {
  const observedAt = new Date(event.created * 1000);
  const retrieve = async (id: string, userId?: string | null) =>
    changeFromSubscription(await stripe.subscriptions.retrieve(id), config, observedAt, userId);
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const id = idOf(session.subscription);
      if (session.mode !== "subscription" || !id) return undefined;
      return retrieve(id, session.client_reference_id ?? session.metadata?.user_id);
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return changeFromSubscription(event.data.object, config, observedAt);
    case "invoice.paid":
    case "invoice.payment_failed": {
      const id = idOf(event.data.object.parent?.subscription_details?.subscription);
      return id ? retrieve(id) : undefined;
    }
    default:
      return undefined;
  }
}
