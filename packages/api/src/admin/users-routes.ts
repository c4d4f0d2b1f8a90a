import { Hono } from "hono";
import { z } from "zod/mini";

import { adminUserTypes, type AdminUser, type AdminUserDetail } from "@fuse/domain/admin/inbox-contract";
import type { ApiResponse } from "@fuse/domain/api/contract";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";

import { removeOwnFiles, StorageReadError } from "../http/storage.ts";
import { validated } from "../http/validator.ts";
import {
  cancelStripeSubscriptions,
  eraseAccount,
  SubscriptionCancellationError,
  subscriptionNotCancelled,
} from "../profile/delete-account.ts";
import { recordAdminAction } from "./admin-transaction.ts";
import { adminRouter } from "./guard.ts";
import { idParam, iso, listLabels, listQuery, paging } from "./list-query.ts";

export const userNotFound = "Utilisateur introuvable : son compte a peut-être déjà été supprimé.";
export const cannotDeleteSelf =
  "Vous ne pouvez pas supprimer votre propre compte depuis l'administration : faites-le depuis votre compte.";
export const cannotDeleteLastAdmin = "Impossible de supprimer le dernier compte administrateur.";
export const filesNotDeleted =
  "Les fichiers de ce compte n'ont pas pu être supprimés : le compte est conservé. Réessayez dans un instant.";

interface UserRow {
  id: string;
  profile_id: string | null;
  email: string | null;
  type: AdminUser["type"];
  name: string | null;
  company_name: string | null;
  email_confirmed_at: Date | string | null;
  completed: boolean;
  created_at: Date | string;
  last_sign_in_at: Date | string | null;
  city: string | null;
  siret: string | null;
  subscription_status: string | null;
  current_period_end: Date | string | null;
}

/**
 * Every account with what the administrators are told of it. A candidate is named by their info,
 * a recruiter by the person their company's account speaks for. The subscription shown is the one
 * that matters most, as the recruiter's own page shows it: a valid one first, else the latest.
 * Reads auth users: runs as the database owner, once the caller is known to be an administrator.
 */
const usersSql = `
  select u.id, p.id as profile_id, u.email, coalesce(p.type, 'none') as type,
         coalesce(nullif(btrim(concat_ws(' ', ci.first_name, ci.last_name)), ''), co.contact_name) as name,
         co.name as company_name, u.email_confirmed_at, coalesce(p.completed, false) as completed,
         u.created_at, u.last_sign_in_at, coalesce(co.city, ci.city) as city, co.siret,
         s.status as subscription_status, s.current_period_end
  from auth.users u
  left join public.profiles p on p.user_id = u.id
  left join public.candidate_infos ci on ci.profile_id = p.id and p.type = 'candidate'
  left join public.companies co on co.profile_id = p.id and p.type = 'recruiter'
  left join lateral (
    select s.status, s.current_period_end
    from public.subscriptions s
    where s.user_id = u.id and p.type = 'recruiter'
    order by (s.status in ('active', 'trialing', 'canceled') and s.current_period_end > now()) desc,
             s.provider_updated_at desc, s.updated_at desc
    limit 1
  ) s on true
  where u.deleted_at is null`;

function adminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    profile_id: row.profile_id,
    email: row.email ?? "",
    type: row.type,
    name: row.name,
    company_name: row.company_name,
    email_confirmed: row.email_confirmed_at !== null,
    profile_completed: row.completed,
    created_at: iso(row.created_at)!,
    last_sign_in_at: iso(row.last_sign_in_at),
    subscription:
      row.subscription_status === null
        ? null
        : { status: row.subscription_status, current_period_end: iso(row.current_period_end)! },
  };
}

const adminUserDetail = (row: UserRow): AdminUserDetail => ({
  ...adminUser(row),
  email_confirmed_at: iso(row.email_confirmed_at),
  city: row.city,
  siret: row.siret,
});

async function findUser(tx: Sql, id: string) {
  const { rows } = await tx.query<UserRow>(`select * from (${usersSql}) users where users.id = $1`, [id]);
  return rows[0];
}

/** The service role's claims, to remove an erased user's files as Storage's own administrator. */
const serviceClaims = { role: "service_role" } as const;

/**
 * The administrators' view of the users, under `/api/admin/users`: a search by address or name, one
 * account's facts, and the deletion an RGPD request asks for — the same erasure as the person's own
 * (`DELETE /api/profile`): their files, then their account with everything that hangs from it.
 */
export function adminUserRoutes(ctx: ServerContext): RouteModule {
  const users = adminRouter(ctx);

  /** `GET /api/admin/users?q=&type=&page=&per_page=`: newest accounts first. */
  users.get("/", validated("query", listQuery({ type: z.optional(z.enum(adminUserTypes)) }), listLabels), async (c) => {
    const query = c.req.valid("query");
    const { limit, offset, envelope } = paging(query);
    const page = await ctx.db.transaction(async (tx) => {
      const where = `($1::text is null or users.type = $1)
        and ($2::text is null
             or position(lower($2) in lower(concat_ws(' ', users.email, users.name, users.company_name))) > 0)`;
      const filters = [query.type ?? null, query.q || null];
      const { rows: counted } = await tx.query<{ total: number }>(
        `select count(*)::int as total from (${usersSql}) users where ${where}`,
        filters,
      );
      const { rows } = await tx.query<UserRow>(
        `select * from (${usersSql}) users where ${where} order by users.created_at desc, users.id limit $3 offset $4`,
        [...filters, limit, offset],
      );
      return envelope(rows.map(adminUser), counted[0]?.total ?? 0);
    });
    return c.json(page satisfies ApiResponse<"GET /api/admin/users">);
  });

  /** `GET /api/admin/users/:id` (the auth user's id). */
  users.get("/:id", validated("param", idParam, listLabels), async (c) => {
    const found = await ctx.db.transaction((tx) => findUser(tx, c.req.valid("param").id));
    if (!found) return c.json({ error: userNotFound }, 404);
    return c.json(adminUserDetail(found) satisfies ApiResponse<"GET /api/admin/users/:id">);
  });

  /**
   * `DELETE /api/admin/users/:id`: erases the account (RGPD, right to erasure). Not the caller's own
   * (their own page does that, with its confirmation), nor the last administrator's: 409.
   */
  users.delete("/:id", validated("param", idParam, listLabels), async (c) => {
    const { id } = c.req.valid("param");
    const claims = c.var.user.claims;
    if (id === c.var.user.id) return c.json({ error: cannotDeleteSelf }, 409);

    /** Why the account may not go, checked before its files are removed and again under lock. */
    const refusal = async (tx: Sql, lock: boolean) => {
      const target = await findUser(tx, id);
      if (!target) return { status: 404, error: userNotFound } as const;
      if (target.type === "admin") {
        // Locks every administrator's profile: two administrators deleting each other at once
        // cannot both see the other one remain.
        const { rows } = await tx.query<{ id: string }>(
          `select id from public.profiles where type = 'admin' ${lock ? "for update" : ""}`,
        );
        if (rows.length <= 1) return { status: 409, error: cannotDeleteLastAdmin } as const;
      }
      return { target };
    };

    const before = await ctx.db.transaction((tx) => refusal(tx, false));
    if ("error" in before) return c.json({ error: before.error }, before.status);

    // The subscription first, as self-deletion does: should Stripe fail, nothing has been deleted.
    try {
      await cancelStripeSubscriptions(ctx.db, ctx.config.stripe, id);
    } catch (error) {
      if (!(error instanceof SubscriptionCancellationError)) throw error;
      return c.json({ error: subscriptionNotCancelled }, 503);
    }

    // Then the files, as self-deletion does: once the account is gone, nothing would name them.
    try {
      await removeOwnFiles(ctx, serviceClaims, ctx.keys.serviceRole, id);
    } catch (error) {
      if (!(error instanceof StorageReadError)) throw error;
      return c.json({ error: filesNotDeleted }, 503);
    }

    const outcome = await ctx.db.transaction(async (tx) => {
      const checked = await refusal(tx, true);
      if ("error" in checked) return checked;
      await recordAdminAction(tx, claims, {
        action: "delete_user",
        entity: "users",
        entityId: id,
        summary: checked.target.email ?? "",
        details: { type: checked.target.type },
      });
      await eraseAccount(tx, id);
      return { status: 200 } as const;
    });
    if ("error" in outcome) return c.json({ error: outcome.error }, outcome.status);
    return c.json({ id } satisfies ApiResponse<"DELETE /api/admin/users/:id">);
  });

  const routes = new Hono();
  routes.route("/admin/users", users);
  return { path: "/api", routes };
}
