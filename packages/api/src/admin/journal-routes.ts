import { Hono } from "hono";
import { z } from "zod/mini";

import type { AdminAction } from "@fuse/domain/admin/contract";
import { adminContentLabels } from "@fuse/domain/admin/schemas";
import type { ApiResponse } from "@fuse/domain/api/contract";
import type { ServerContext } from "@fuse/server-core/context.ts";

import { validated } from "../http/validator.ts";
import type { AuthEnv } from "../http/verify.ts";
import { asAdmin, pageEnvelope, pageParameter } from "./content-requests.ts";

const perPage = 50;

const journalQuery = z.strictObject({
  // The journal's own rule for its entity names (news, faq_items, users…).
  entity: z.optional(
    z.string().check(z.regex(/^[a-z_]{1,40}$/, "« Objet » doit être le nom d'une table (news, faq_items, pages…).")),
  ),
  page: pageParameter,
});

/**
 * `GET /api/admin/actions?entity=&page=`: the administrators' journal, newest first — who (their
 * e-mail at the time), what, on what, when, and the details recorded. Read as the administrator:
 * nobody, administrators included, can change or delete an entry.
 */
export function adminJournalRoutes(ctx: ServerContext) {
  const journal = new Hono<AuthEnv>();
  journal.get("/", validated("query", journalQuery, adminContentLabels), async (c) => {
    const { entity, page = 1 } = c.req.valid("query");
    const rows = await asAdmin(ctx, c, async (tx) => {
      const result = await tx.query<AdminAction & { total: number }>(
        `select id::text, at, actor_email, action, entity, entity_id, summary, details, count(*) over ()::int as total
         from public.admin_actions where $1::text is null or entity = $1
         order by at desc, id desc limit $2 offset $3`,
        [entity ?? null, perPage, (page - 1) * perPage],
      );
      return result.rows;
    });
    return c.json({
      actions: rows.map(({ total: _total, ...action }) => action),
      ...pageEnvelope(rows[0]?.total ?? 0, page, perPage),
    } satisfies ApiResponse<"GET /api/admin/actions">);
  });
  return journal;
}
