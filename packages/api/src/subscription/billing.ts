import type { SubscriptionState, SubscriptionSummary } from "@fuse/domain/subscription/contract";
import type { PlanId } from "@fuse/domain/subscription/plans";
import type { ServerConfig } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";

/** The statuses `public.subscriptions` accepts: Stripe's subscription statuses. */
export const subscriptionStatuses = [
  "active",
  "trialing",
  "canceled",
  "incomplete",
  "incomplete_expired",
  "past_due",
  "unpaid",
  "paused",
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Statuses of a payment that did not go through: the subscription waits for one. */
const paymentFailedStatuses: readonly string[] = ["past_due", "unpaid", "incomplete"];

/** A subscription's state as the payment provider (or the local checkout) states it. */
export interface SubscriptionChange {
  /** The auth user it belongs to; undefined when the provider's object does not say (then only a known row changes). */
  userId: string | undefined;
  status: SubscriptionStatus;
  currentPeriodEnd: Date;
  plan: PlanId | null;
  provider: "stripe" | "embedded";
  customerId: string | null;
  subscriptionId: string;
  cancelAtPeriodEnd: boolean;
  /** When the provider said so (a Stripe event's `created`): an older word never replaces a newer one. */
  observedAt: Date;
  /** The server whose checkout made it (its `PUBLIC_URL`, in the Stripe metadata), when it says. */
  origin?: string;
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Writes a subscription's state, as the database owner: the webhook and the local checkout both
 * come here, so both leave the same rows. A row is known by the provider's subscription id. It
 * changes only when the new state is at least as recent as the one it holds, and a Stripe
 * subscription once canceled stays canceled (Stripe never reactivates one), so events delivered
 * late or out of order cannot bring back an older state. Resolves with whether a row was written.
 */
/**
 * Whether the subscription names a user this server does not have (any more) and is not known here:
 * made by a checkout whose account was deleted before the subscription was recorded. Nothing here
 * can hold it, and deleting the account could not cancel it.
 */
export async function isOrphaned(sql: Sql, change: SubscriptionChange): Promise<boolean> {
  if (!change.userId || !uuidShape.test(change.userId)) return false;
  const { rows } = await sql.query<{ orphaned: boolean }>(
    `select not exists (select 1 from auth.users where id = $1::uuid)
        and not exists (select 1 from public.subscriptions where provider_subscription_id = $2) as orphaned`,
    [change.userId.toLowerCase(), change.subscriptionId],
  );
  return rows[0]?.orphaned === true;
}

export async function recordSubscription(tx: Sql, change: SubscriptionChange): Promise<boolean> {
  const values = [
    change.status,
    change.currentPeriodEnd.toISOString(),
    change.provider,
    change.customerId,
    change.subscriptionId,
    change.plan,
    change.cancelAtPeriodEnd,
    change.observedAt.toISOString(),
  ];
  const newer = `s.provider_updated_at <= $8::timestamptz
    and not (s.provider = 'stripe' and s.status = 'canceled' and $1 <> 'canceled')`;
  const userId = change.userId && uuidShape.test(change.userId) ? change.userId.toLowerCase() : undefined;
  const owner = userId
    ? await tx.query("select 1 from auth.users where id = $1", [userId]).then(({ rows }) => rows.length > 0)
    : false;
  if (!owner) {
    // Nobody to give it to: only a subscription already known here may change.
    const { rowCount } = await tx.query(
      `update public.subscriptions s set status = $1, current_period_end = $2::timestamptz,
         provider_customer_id = coalesce($4, s.provider_customer_id), plan = coalesce($6, s.plan),
         cancel_at_period_end = $7, provider_updated_at = $8::timestamptz
       where s.provider = $3 and s.provider_subscription_id = $5 and ${newer}`,
      values,
    );
    return rowCount > 0;
  }
  const { rows } = await tx.query(
    `insert into public.subscriptions as s
       (status, current_period_end, provider, provider_customer_id, provider_subscription_id, plan,
        cancel_at_period_end, provider_updated_at, user_id)
     values ($1, $2::timestamptz, $3, $4, $5, $6, $7, $8::timestamptz, $9)
     on conflict (provider_subscription_id) do update set
       status = excluded.status,
       current_period_end = excluded.current_period_end,
       provider_customer_id = coalesce(excluded.provider_customer_id, s.provider_customer_id),
       plan = coalesce(excluded.plan, s.plan),
       cancel_at_period_end = excluded.cancel_at_period_end,
       provider_updated_at = excluded.provider_updated_at
     where s.provider = excluded.provider and ${newer}
     returning s.id`,
    [...values, userId],
  );
  return rows.length > 0;
}

interface SubscriptionRow {
  status: string;
  current_period_end: Date | string;
  plan: PlanId | null;
  provider: "stripe" | "embedded";
  cancel_at_period_end: boolean;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  user_id: string;
}

/**
 * The caller's subscription that matters most (inside `db.asRole`, so only their own rows): a
 * valid one first, else the latest the provider told of.
 */
async function currentSubscription(tx: Sql) {
  const { rows } = await tx.query<SubscriptionRow>(
    `select status, current_period_end, plan, provider, cancel_at_period_end, provider_customer_id,
            provider_subscription_id, user_id
     from public.subscriptions
     where user_id = (select auth.uid())
     order by (status in ('active', 'trialing', 'canceled') and current_period_end > now()) desc,
              provider_updated_at desc, updated_at desc
     limit 1`,
  );
  return rows[0];
}

function stateOf(row: SubscriptionRow, now: Date): SubscriptionState {
  const running = new Date(row.current_period_end) > now;
  if (running && (row.status === "active" || row.status === "trialing")) {
    return row.cancel_at_period_end ? "canceled" : "active";
  }
  if (running && row.status === "canceled") return "canceled";
  if (paymentFailedStatuses.includes(row.status)) return "payment_failed";
  return "none";
}

/** `GET /api/subscription`'s answer, for the caller (inside `db.asRole`). */
export async function subscriptionSummary(tx: Sql, config: ServerConfig): Promise<SubscriptionSummary> {
  const row = await currentSubscription(tx);
  const checkout = config.stripe ? "stripe" : "local";
  const state = row ? stateOf(row, new Date()) : "none";
  if (!row || state === "none") {
    return { state: "none", plan: null, provider: null, current_period_end: null, checkout, manageable: false };
  }
  return {
    state,
    plan: row.plan,
    provider: row.provider,
    current_period_end: new Date(row.current_period_end).toISOString(),
    checkout,
    manageable: Boolean(config.stripe && row.provider === "stripe" && row.provider_customer_id),
  };
}

/** The caller's Stripe customer, from their latest Stripe subscription (inside `db.asRole`). */
export async function stripeCustomerOf(tx: Sql): Promise<string | undefined> {
  const { rows } = await tx.query<{ provider_customer_id: string }>(
    `select provider_customer_id from public.subscriptions
     where user_id = (select auth.uid()) and provider = 'stripe' and provider_customer_id is not null
     order by provider_updated_at desc limit 1`,
  );
  return rows[0]?.provider_customer_id;
}

/** The caller's subscription that runs now and renews or ends with its period (inside `db.asRole`). */
export interface RunningSubscription {
  change: SubscriptionChange;
  /** Whether it ends with its period (resumable until then) rather than renewing. */
  ending: boolean;
  /** Stripe ended it already (no renewal can be asked for again). */
  endedAtProvider: boolean;
}

export async function runningSubscription(tx: Sql): Promise<RunningSubscription | undefined> {
  const row = await currentSubscription(tx);
  if (!row?.provider_subscription_id) return undefined;
  const state = stateOf(row, new Date());
  if (state !== "active" && state !== "canceled") return undefined;
  return {
    change: {
      userId: row.user_id,
      status: row.status as SubscriptionStatus,
      currentPeriodEnd: new Date(row.current_period_end),
      plan: row.plan,
      provider: row.provider,
      customerId: row.provider_customer_id,
      subscriptionId: row.provider_subscription_id,
      cancelAtPeriodEnd: row.cancel_at_period_end,
      observedAt: new Date(),
    },
    ending: state === "canceled",
    endedAtProvider: row.status === "canceled",
  };
}

/** Whether the caller has a subscription that is valid now (spec §4), so paying again makes no sense. */
export async function hasRunningSubscription(tx: Sql) {
  const row = await currentSubscription(tx);
  return row !== undefined && ["active", "canceled"].includes(stateOf(row, new Date()));
}
