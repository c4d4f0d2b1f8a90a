import type Stripe from "stripe";

import type { StripeConfig } from "@fuse/server-core/context.ts";
import type { Database, Sql } from "@fuse/server-core/db/database.ts";

import { recordSubscription } from "../subscription/billing.ts";
import { changeFromSubscription, isGoneAtStripe, stripeClient } from "../subscription/stripe.ts";

/** The answer (503) when Stripe could not cancel a subscription: the account is kept, unchanged. */
export const subscriptionNotCancelled =
  "La suppression n'a pas pu aboutir : l'abonnement n'a pas pu être résilié auprès de notre prestataire de paiement. Réessayez dans un instant.";

/** Stripe did not cancel one of the account's subscriptions (network, 5xx, refusal): keep the account. */
export class SubscriptionCancellationError extends Error {}

/**
 * Cancels at Stripe, at once, the account's Stripe subscriptions that may still bill: deleting the
 * account deletes their rows, but only Stripe can stop charging the card. To be called before
 * anything of the account is deleted, so that when Stripe fails (`SubscriptionCancellationError`)
 * nothing has changed and the deletion can simply be tried again. A subscription Stripe no longer
 * knows counts as cancelled. Each cancellation is written to its row at once, so that a retry after
 * a later step failed does not ask Stripe again. `canceled` and `incomplete_expired` are Stripe's
 * final states: nothing left to cancel. Without Stripe configured (the embedded mode's local
 * checkout) there is nothing to call.
 */
export async function cancelStripeSubscriptions(
  db: Database,
  config: StripeConfig | undefined,
  userId: string,
): Promise<void> {
  const { rows } = await db.query<{ provider_subscription_id: string }>(
    `select provider_subscription_id from public.subscriptions
     where user_id = $1 and provider = 'stripe' and provider_subscription_id is not null
       and status not in ('canceled', 'incomplete_expired')
     order by created_at`,
    [userId],
  );
  if (rows.length === 0) return;
  if (!config) {
    // Stripe rows on a server that lost its Stripe key: no way to call Stripe, and the erasure the
    // person is entitled to must not wait for it. The operator cancels these by hand.
    console.error(
      "Suppression de compte sans STRIPE_SECRET_KEY : abonnements Stripe à résilier depuis le tableau de bord Stripe :",
      rows.map((row) => row.provider_subscription_id).join(", "),
    );
    return;
  }
  const stripe = stripeClient(config);
  for (const { provider_subscription_id: id } of rows) {
    let canceled: Stripe.Subscription;
    try {
      canceled = await stripe.subscriptions.cancel(id, {
        cancellation_details: { comment: "Compte Fuse supprimé" },
      });
    } catch (error) {
      if (isGoneAtStripe(error)) continue;
      console.error(`Stripe : résiliation de ${id} impossible :`, error instanceof Error ? error.message : error);
      throw new SubscriptionCancellationError(`Stripe subscription ${id} not cancelled`, { cause: error });
    }
    await db.transaction((tx) => recordSubscription(tx, changeFromSubscription(canceled, config, new Date(), userId)));
  }
}

/**
 * Erases an account (RGPD art. 17): its auth user, and with it, through `on delete cascade`, its
 * profile, candidate info, company, subscriptions and whatever else references the user or the
 * profile. Its sessions and refresh tokens go too, so no refresh can mint a new access token; they
 * are deleted by name because GoTrue's `refresh_tokens.user_id` is text, not a foreign key. Those
 * tables exist on Supabase and only once the embedded auth has created them, hence `to_regclass`.
 *
 * Runs as the database owner: no policy lets a user delete an auth user, and the caller's right
 * to do so (their own token, their own id) was checked before. Returns false when there was no
 * such user, and then nothing changed.
 */
export async function deleteAccount(db: Database, userId: string): Promise<boolean> {
  return db.transaction((tx) => eraseAccount(tx, userId));
}

/**
 * `deleteAccount`'s work inside a transaction the caller opened as the database owner, so that an
 * administrator's deletion commits together with what it records of itself.
 */
export async function eraseAccount(tx: Sql, userId: string): Promise<boolean> {
  const { rows: users } = await tx.query("select id from auth.users where id = $1 for update", [userId]);
  if (users.length === 0) return false;
  const { rows: tables } = await tx.query<{ sessions: string | null; refresh_tokens: string | null }>(
    "select to_regclass('auth.sessions')::text as sessions, to_regclass('auth.refresh_tokens')::text as refresh_tokens",
  );
  // Tokens, then sessions, then the user, whatever the foreign keys between them say.
  // `::text` on both sides: user_id is uuid in sessions and varchar in refresh_tokens.
  if (tables[0]?.refresh_tokens) {
    await tx.query("delete from auth.refresh_tokens where user_id::text = $1", [userId]);
  }
  if (tables[0]?.sessions) await tx.query("delete from auth.sessions where user_id::text = $1", [userId]);
  await tx.query("delete from auth.users where id = $1", [userId]);
  return true;
}
