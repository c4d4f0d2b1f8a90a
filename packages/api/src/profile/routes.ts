import { Hono } from "hono";
import { z } from "zod/mini";

import type { ApiResponse } from "@fuse/domain/api/contract";
import { selfServiceProfileTypes, type SelfServiceProfileType } from "@fuse/domain/vocabulary";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";
import { bearerToken } from "@fuse/server-core/jwt.ts";

import { companyInfoRoutes } from "../company-card/company-info.ts";
import { answer, refuse, type Outcome } from "../http/outcome.ts";
import {
  accessDenied,
  findOwnProfile,
  isForeignUserId,
  ownIdLabels,
  ownIdQuery,
  profileNotFound,
  type OwnProfile,
} from "../http/ownership.ts";
import { removeOwnFiles, StorageReadError } from "../http/storage.ts";
import { databaseError, userId, type FieldLabels } from "../http/validation.ts";
import { validated } from "../http/validator.ts";
import { requireUser, type AuthEnv } from "../http/verify.ts";
import { candidateInfoRoutes } from "./candidate-info.ts";
import {
  cancelStripeSubscriptions,
  deleteAccount,
  SubscriptionCancellationError,
  subscriptionNotCancelled,
} from "./delete-account.ts";

/**
 * `POST /api/profile/update` body. The type is chosen once, when the profile is created (a user
 * cannot turn into another kind of user); `completed` can change at any time.
 */
const profileUpdate = z.strictObject({
  user_id: z.optional(userId),
  type: z.optional(z.enum(selfServiceProfileTypes)),
  completed: z.optional(z.boolean()),
});

/** `DELETE /api/profile` body (spec §7: `{user_id}`): naming oneself is the confirmation. */
const accountDeletion = z.strictObject({ user_id: userId });

const labels: FieldLabels = {
  user_id: "Identifiant utilisateur",
  type: "Type de profil",
  completed: "Profil complété",
};

const accountNotFound = "Compte introuvable";

/** The account type the registration form recorded in the user's metadata, if it is one. */
function signUpType(claims: { user_metadata?: unknown }): SelfServiceProfileType | undefined {
  const type = (claims.user_metadata as { type?: unknown } | undefined)?.type;
  return selfServiceProfileTypes.find((known) => known === type);
}

async function createOrUpdateProfile(
  tx: Sql,
  { type, completed }: z.output<typeof profileUpdate>,
): Promise<Outcome<OwnProfile>> {
  let profile = await findOwnProfile(tx, { lock: true });
  if (!profile) {
    if (!type) return refuse(400, { error: "« Type de profil » est requis à la création du profil.", field: "type" });
    const { rows } = await tx.query<OwnProfile>(
      `insert into public.profiles (user_id, type, completed) values ((select auth.uid()), $1, $2)
       on conflict (user_id) do nothing
       returning id, type, completed`,
      [type, completed ?? false],
    );
    if (rows[0]) return { ok: true, value: rows[0], status: 201 };
    // Created by a concurrent call since we looked: carry on as an update of that profile.
    profile = await findOwnProfile(tx, { lock: true });
    if (!profile) throw new Error("Profil ni créé ni trouvé");
  }
  if (type && type !== profile.type) {
    return refuse(400, { error: "Le type de profil ne peut pas être modifié.", field: "type" });
  }
  if (completed === undefined || completed === profile.completed) return { ok: true, value: profile };
  const { rows } = await tx.query<OwnProfile>(
    "update public.profiles set completed = $1 where id = $2 returning id, type, completed",
    [completed, profile.id],
  );
  return { ok: true, value: rows[0] ?? profile };
}

/**
 * The product API of spec §7, under `/api/profile`. Every call needs a signed-in user's bearer
 * token and acts on that user only: `?id=` and `user_id` name an auth user id and must be the
 * caller's (403 otherwise). Reads and writes run as the caller (`db.asRole`), so row-level
 * security applies too.
 */
export function profileRoutes(ctx: ServerContext): RouteModule {
  const profile = new Hono<AuthEnv>();
  profile.use("*", requireUser(ctx), async (c, next) => {
    await next();
    // Personal data: never kept by a browser or a shared cache.
    c.header("cache-control", "no-store");
  });

  /** `GET /api/profile?id={userId}` -> `{type, completed, id}` (`id`: the profile's own id). */
  profile.get("/", validated("query", ownIdQuery, ownIdLabels), async (c) => {
    if (isForeignUserId(c, c.req.valid("query").id)) return c.json({ error: accessDenied }, 403);
    const { claims } = c.var.user;
    let found: OwnProfile | null | undefined;
    try {
      found = await ctx.db.asRole(claims, async (tx) => {
        const own = await findOwnProfile(tx);
        // The first reading after sign-up creates the profile from the account type the sign-up
        // form recorded (as `POST /api/profile/update` would), rather than answering 404 first.
        const type = signUpType(claims);
        if (own || !type) return own;
        const created = await createOrUpdateProfile(tx, { type });
        return created.ok ? created.value : null;
      });
    } catch (error) {
      // A token that outlived its account (deleted since it was issued).
      if (databaseError(error)?.code === "23503") return c.json({ error: accountNotFound }, 404);
      throw error;
    }
    if (!found) return c.json({ error: profileNotFound }, 404);
    return c.json({
      type: found.type,
      completed: found.completed,
      id: found.id,
    } satisfies ApiResponse<"GET /api/profile">);
  });

  /** Creates the profile (201) or updates it (200); answers like `GET /api/profile`. */
  profile.post("/update", validated("json", profileUpdate, labels), async (c) => {
    const body = c.req.valid("json");
    if (isForeignUserId(c, body.user_id)) return c.json({ error: accessDenied }, 403);
    try {
      return answer(c, await ctx.db.asRole(c.var.user.claims, (tx) => createOrUpdateProfile(tx, body)));
    } catch (error) {
      // A token that outlived its account (deleted since it was issued).
      if (databaseError(error)?.code === "23503") return c.json({ error: accountNotFound }, 404);
      throw error;
    }
  });

  /** Deletes the account and everything it owns (RGPD, right to erasure): 204. */
  profile.delete("/", validated("json", accountDeletion, labels), async (c) => {
    if (isForeignUserId(c, c.req.valid("json").user_id)) return c.json({ error: accessDenied }, 403);
    // The subscription first: should Stripe fail, nothing at all has been deleted yet.
    try {
      await cancelStripeSubscriptions(ctx.db, ctx.config.stripe, c.var.user.id);
    } catch (error) {
      if (!(error instanceof SubscriptionCancellationError)) throw error;
      return c.json({ error: subscriptionNotCancelled }, 503);
    }
    // Then the files, as the caller: once the account is gone, nobody could remove them any more.
    try {
      await removeOwnFiles(ctx, c.var.user.claims, bearerToken(c.req.header("authorization"))!, c.var.user.id);
    } catch (error) {
      if (!(error instanceof StorageReadError)) throw error;
      return c.json(
        { error: "Vos fichiers n'ont pas pu être supprimés : votre compte est conservé. Réessayez dans un instant." },
        503,
      );
    }
    const deleted = await deleteAccount(ctx.db, c.var.user.id);
    if (!deleted) return c.json({ error: accountNotFound }, 404);
    return c.body(null, 204);
  });

  profile.route("/", candidateInfoRoutes(ctx));
  profile.route("/", companyInfoRoutes(ctx));

  const routes = new Hono();
  routes.route("/profile", profile);
  return { path: "/api", routes };
}
