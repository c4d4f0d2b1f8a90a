import { randomUUID } from "node:crypto";

import { Hono, type Context } from "hono";
import type Stripe from "stripe";
import { z } from "zod/mini";

import type { ApiResponse } from "@fuse/domain/api/contract";
import type { CheckoutStart } from "@fuse/domain/subscription/contract";
import { periodEnd, planIds, type PlanId } from "@fuse/domain/subscription/plans";
import { paths } from "@fuse/domain/vocabulary/paths";
import type { RouteModule, ServerContext, StripeConfig } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";

import { answer, refuse, type Outcome } from "../http/outcome.ts";
import { ownProfileOfType } from "../http/ownership.ts";
import type { FieldLabels } from "../http/validation.ts";
import { validated } from "../http/validator.ts";
import { requireUser, type AuthEnv } from "../http/verify.ts";
import {
  hasRunningSubscription,
  isOrphaned,
  recordSubscription,
  runningSubscription,
  stripeCustomerOf,
  subscriptionSummary,
  type RunningSubscription,
} from "./billing.ts";
import {
  changeFromEvent,
  changeFromSubscription,
  handledEvents,
  isGoneAtStripe,
  originKey,
  stillBills,
  stripeClient,
} from "./stripe.ts";

const planBody = z.strictObject({ plan: z.enum(planIds) });
const labels: FieldLabels = { plan: "Formule" };

export const subscriptionMessages = {
  alreadySubscribed: "Vous avez déjà un abonnement en cours. Gérez-le depuis la page Abonnement.",
  planUnavailable: "Cette formule n'est pas encore proposée au paiement en ligne. Réessayez plus tard.",
  providerUnavailable: "Le service de paiement ne répond pas. Réessayez dans un instant.",
  portalInDemonstration:
    "La gestion de l'abonnement se fait sur Stripe, qui n'est pas configuré : ce serveur propose un paiement de démonstration.",
  nothingToManage: "Aucun abonnement Stripe à gérer pour ce compte.",
  demonstrationOnly: "Le paiement de démonstration n'existe pas sur ce serveur : le paiement passe par Stripe.",
  webhookNotConfigured: "Les notifications de paiement ne sont pas configurées sur ce serveur.",
  paymentNotConfigured:
    "Le paiement n'est pas encore configuré sur ce serveur. Contactez-nous pour souscrire un abonnement.",
  badSignature: "Signature de la notification de paiement invalide.",
  nothingToCancel: "Vous n'avez pas d'abonnement en cours à résilier.",
  alreadyEnding: "Votre abonnement est déjà résilié : il prend fin avec la période payée.",
  notEnding: "Votre abonnement n'est pas résilié : il se renouvelle déjà à la fin de la période payée.",
  endedAtProvider: "Cet abonnement a pris fin : choisissez une formule pour vous abonner de nouveau.",
} as const;

/** A Stripe call that failed: the caller is told to try again, nothing was written. */
function providerFailure(c: Context, error: unknown) {
  console.error("Stripe:", error instanceof Error ? error.message : error);
  return c.json({ error: subscriptionMessages.providerUnavailable }, 502);
}

/**
 * The recruiter's subscription under /api. As the caller (row-level security: their own rows):
 * `GET /api/subscription`, `POST /api/subscription/checkout` {plan} (Stripe's embedded Checkout,
 * or the local demonstration checkout without a Stripe key), `POST /api/subscription/portal`
 * (Stripe's customer portal), `POST /api/subscription/cancel` and `/resume` (the subscription ends
 * with its paid period, or renews again), and the demonstration checkout's `POST
 * /api/subscription/local-checkout/complete` {plan} and `/cancel`. Stripe's `POST
 * /api/stripe/webhook` carries no token: its signature is the proof. Subscriptions are written by
 * the server alone, as the database owner, through `recordSubscription`.
 */
export function subscriptionRoutes(ctx: ServerContext): RouteModule {
  const config = (): StripeConfig | undefined => ctx.config.stripe;
  let client: { config: StripeConfig; stripe: Stripe } | undefined;
  /** One client per configuration (tests change it on a running server). */
  const stripeOf = (stripeConfig: StripeConfig) => {
    if (client?.config !== stripeConfig) client = { config: stripeConfig, stripe: stripeClient(stripeConfig) };
    return client.stripe;
  };

  const subscription = new Hono<AuthEnv>();
  subscription.use("*", requireUser(ctx), async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  });

  /** Runs `work` for a recruiter caller; anyone else gets the usual refusal. */
  const asRecruiter = <T>(c: Context<AuthEnv>, work: (tx: Sql) => Promise<Outcome<T>>) =>
    ctx.db.asRole(c.var.user.claims, async (tx): Promise<Outcome<T>> => {
      const own = await ownProfileOfType(tx, "recruiter");
      return own.ok ? work(tx) : own;
    });

  subscription.get("/", async (c) => {
    const outcome = await asRecruiter<ApiResponse<"GET /api/subscription">>(c, async (tx) => ({
      ok: true,
      value: await subscriptionSummary(tx, ctx.config),
    }));
    return answer<ApiResponse<"GET /api/subscription">>(c, outcome);
  });

  subscription.post("/checkout", validated("json", planBody, labels), async (c) => {
    const { plan } = c.req.valid("json");
    const stripeConfig = config();
    const ready = await asRecruiter<string | undefined>(c, async (tx) => {
      if (await hasRunningSubscription(tx)) return refuse(409, { error: subscriptionMessages.alreadySubscribed });
      return { ok: true, value: stripeConfig ? await stripeCustomerOf(tx) : undefined };
    });
    if (!ready.ok) return answer(c, ready);
    // A hosted server without Stripe takes no payment: the demonstration checkout is the embedded mode's alone.
    if (!stripeConfig && ctx.config.mode !== "embedded")
      return c.json({ error: subscriptionMessages.paymentNotConfigured }, 503);
    if (!stripeConfig) {
      const local: CheckoutStart = { kind: "local", url: `${paths.recruiter.localCheckout}?plan=${plan}` };
      return c.json(local);
    }
    const price = stripeConfig.prices[plan];
    if (!price || !stripeConfig.publishableKey) return c.json({ error: subscriptionMessages.planUnavailable }, 503);
    const user = c.var.user;
    const email = typeof user.claims.email === "string" ? user.claims.email : undefined;
    const metadata = { user_id: user.id, plan, [originKey]: ctx.config.publicUrl };
    const customer = ready.value;
    try {
      const session = await stripeOf(stripeConfig).checkout.sessions.create({
        mode: "subscription",
        ui_mode: "embedded_page",
        line_items: [{ price, quantity: 1 }],
        client_reference_id: user.id,
        ...(customer ? { customer } : email ? { customer_email: email } : {}),
        metadata,
        subscription_data: { metadata },
        locale: "fr",
        return_url: `${ctx.config.publicUrl.replace(/\/+$/, "")}${paths.paymentSucceeded}?session_id={CHECKOUT_SESSION_ID}`,
      });
      if (!session.client_secret) return providerFailure(c, "checkout session without client_secret");
      const started: CheckoutStart = {
        kind: "stripe",
        clientSecret: session.client_secret,
        publishableKey: stripeConfig.publishableKey,
      };
      return c.json(started);
    } catch (error) {
      return providerFailure(c, error);
    }
  });

  subscription.post("/portal", async (c) => {
    const stripeConfig = config();
    const found = await asRecruiter<string>(c, async (tx) => {
      if (!stripeConfig) return refuse(409, { error: subscriptionMessages.portalInDemonstration });
      const customer = await stripeCustomerOf(tx);
      return customer ? { ok: true, value: customer } : refuse(409, { error: subscriptionMessages.nothingToManage });
    });
    if (!found.ok || !stripeConfig) return answer(c, found);
    try {
      const session = await stripeOf(stripeConfig).billingPortal.sessions.create({
        customer: found.value,
        locale: "fr",
        return_url: `${ctx.config.publicUrl.replace(/\/+$/, "")}${paths.recruiter.subscribe}`,
      });
      return c.json({ url: session.url } satisfies ApiResponse<"POST /api/subscription/portal">);
    } catch (error) {
      return providerFailure(c, error);
    }
  });

  /**
   * « Résilier mon abonnement » (`ending`: true) and « Reprendre mon abonnement » (false): the
   * subscription ends with the period already paid, or renews again. At Stripe, its
   * `cancel_at_period_end`; for the demonstration checkout's, the same field of its row. Answers
   * like `GET /api/subscription`.
   */
  const setEnding = (ending: boolean) => async (c: Context<AuthEnv>) => {
    const stripeConfig = config();
    const found = await asRecruiter<RunningSubscription>(c, async (tx) => {
      const running = await runningSubscription(tx);
      if (!running) return refuse(409, { error: subscriptionMessages.nothingToCancel });
      if (!ending && running.endedAtProvider) return refuse(409, { error: subscriptionMessages.endedAtProvider });
      if (running.ending === ending)
        return refuse(409, { error: ending ? subscriptionMessages.alreadyEnding : subscriptionMessages.notEnding });
      return { ok: true, value: running };
    });
    if (!found.ok) return answer(c, found);
    const { change } = found.value;
    let next = { ...change, cancelAtPeriodEnd: ending, observedAt: new Date() };
    if (change.provider === "stripe") {
      if (!stripeConfig) return c.json({ error: subscriptionMessages.paymentNotConfigured }, 503);
      try {
        const updated = await stripeOf(stripeConfig).subscriptions.update(change.subscriptionId, {
          cancel_at_period_end: ending,
        });
        next = changeFromSubscription(updated, stripeConfig, new Date(), change.userId);
      } catch (error) {
        return providerFailure(c, error);
      }
    }
    await ctx.db.transaction((tx) => recordSubscription(tx, next));
    const summary = await ctx.db.asRole(c.var.user.claims, (tx) => subscriptionSummary(tx, ctx.config));
    return c.json(summary satisfies ApiResponse<"POST /api/subscription/cancel">);
  };
  subscription.post("/cancel", setEnding(true));
  subscription.post("/resume", setEnding(false));

  // The demonstration checkout: only in embedded mode, and only where no Stripe key is configured; a
  // hosted server missing its Stripe settings must not hand out free subscriptions.
  const demonstration = new Hono<AuthEnv>();
  demonstration.use("*", async (c, next) => {
    if (config() || ctx.config.mode !== "embedded")
      return c.json({ error: subscriptionMessages.demonstrationOnly }, 404);
    await next();
  });

  demonstration.post("/complete", validated("json", planBody, labels), async (c) => {
    const { plan } = c.req.valid("json");
    const allowed = await asRecruiter<true>(c, async (tx) =>
      (await hasRunningSubscription(tx))
        ? refuse(409, { error: subscriptionMessages.alreadySubscribed })
        : { ok: true, value: true as const },
    );
    if (!allowed.ok) return answer(c, allowed);
    const now = new Date();
    const id = `demo_${randomUUID()}`;
    await ctx.db.transaction((tx) =>
      recordSubscription(tx, {
        userId: c.var.user.id,
        status: "active",
        currentPeriodEnd: periodEnd(plan as PlanId, now),
        plan,
        provider: "embedded",
        customerId: null,
        subscriptionId: id,
        cancelAtPeriodEnd: false,
        observedAt: now,
      }),
    );
    return c.json({
      url: `${paths.paymentSucceeded}?session_id=${id}`,
    } satisfies ApiResponse<"POST /api/subscription/local-checkout/complete">);
  });

  demonstration.post("/cancel", async (c) => {
    const outcome = await asRecruiter<{ url: string }>(c, async () => ({
      ok: true,
      value: { url: paths.paymentCancelled },
    }));
    return answer<ApiResponse<"POST /api/subscription/local-checkout/cancel">>(c, outcome);
  });

  subscription.route("/local-checkout", demonstration);

  const webhook = new Hono();
  webhook.post("/webhook", async (c) => {
    const stripeConfig = config();
    if (!stripeConfig?.webhookSecret) return c.json({ error: subscriptionMessages.webhookNotConfigured }, 404);
    // The signature covers the exact bytes Stripe sent: read them as text before anything parses them.
    const payload = await c.req.text();
    const stripe = stripeOf(stripeConfig);
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(
        payload,
        c.req.header("stripe-signature") ?? "",
        stripeConfig.webhookSecret,
      );
    } catch {
      return c.json({ error: subscriptionMessages.badSignature }, 400);
    }
    if (!handledEvents.has(event.type)) return c.json({ received: true });
    let change;
    try {
      change = await changeFromEvent(stripe, stripeConfig, event);
    } catch (error) {
      // Stripe retries an event that was not acknowledged.
      return providerFailure(c, error);
    }
    // A checkout of this server whose account was deleted before its subscription was recorded:
    // nothing here holds it, and only Stripe can stop it billing. Cancelled before the event is
    // acknowledged, so that when Stripe fails it delivers the event again.
    if (
      change &&
      stillBills(change.status) &&
      change.origin === ctx.config.publicUrl &&
      (await isOrphaned(ctx.db, change))
    ) {
      try {
        await stripe.subscriptions.cancel(change.subscriptionId, {
          cancellation_details: { comment: "Compte Fuse supprimé avant l'enregistrement de l'abonnement" },
        });
      } catch (error) {
        if (!isGoneAtStripe(error)) return providerFailure(c, error);
      }
    }
    const applied = await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `insert into public.billing_webhook_events (id, type, created_at) values ($1, $2, to_timestamp($3))
         on conflict (id) do nothing returning id`,
        [event.id, event.type, event.created],
      );
      // Seen before: Stripe delivers at least once, an event is applied once.
      if (rows.length === 0) return false;
      if (change) await recordSubscription(tx, change);
      return true;
    });
    return c.json({ received: true, duplicate: !applied });
  });

  const routes = new Hono();
  routes.route("/subscription", subscription);
  routes.route("/stripe", webhook);
  return { path: "/api", routes };
}
