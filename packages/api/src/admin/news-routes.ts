import { Hono } from "hono";
import { z } from "zod/mini";

import type { AdminNewsItem, AdminNewsSummary } from "@fuse/domain/admin/contract";
import {
  adminContentLabels,
  contentLimits,
  newsCreateSchema,
  newsUpdateSchema,
  slugify,
  type NewsUpdate,
} from "@fuse/domain/admin/schemas";
import type { ApiResponse } from "@fuse/domain/api/contract";
import type { ServerContext } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";

import { answer, refuse, type Outcome } from "../http/outcome.ts";
import { databaseError } from "../http/validation.ts";
import { validated } from "../http/validator.ts";
import type { AuthEnv } from "../http/verify.ts";
import {
  asAdmin,
  cleanRichText,
  contentBodyLimit,
  idParam,
  likeLiteral,
  pageEnvelope,
  pageParameter,
} from "./content-requests.ts";

export const adminNewsNotFound = "Actualité introuvable";
export const newsSlugTaken = "Cette adresse est déjà celle d'une autre actualité : choisissez-en une autre.";

const perPage = 20;

const listQuery = z.strictObject({
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  status: z.optional(z.enum(["draft", "scheduled", "published"])),
  page: pageParameter,
});

/** The columns an administrator reads, with the state the publication date gives. */
const summaryColumns = `id, slug, title, excerpt, audience, published_at, created_at, updated_at,
  case when published_at is null then 'draft' when published_at > now() then 'scheduled' else 'published' end as status`;

const statusCondition = {
  draft: "published_at is null",
  scheduled: "published_at > now()",
  published: "published_at <= now()",
} as const;

/**
 * A free address made from the title: the title's words, or « actualite », followed by the first
 * free number when another item has it (drafts included: an administrator sees them all).
 */
async function freeSlug(tx: Sql, title: string) {
  const base = slugify(title, 100) || "actualite";
  const { rows } = await tx.query<{ slug: string }>(
    "select slug from public.news where slug = $1 or slug like $2 escape '\\'",
    [base, `${likeLiteral(base)}-%`],
  );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let number = 2; ; number++) if (!taken.has(`${base}-${number}`)) return `${base}-${number}`;
}

async function readItem(tx: Sql, id: string) {
  const { rows } = await tx.query<AdminNewsItem>(`select ${summaryColumns}, body from public.news where id = $1`, [id]);
  return rows[0];
}

/** A slug another item has, as the database reports it. */
const isSlugTaken = (error: unknown) => databaseError(error)?.constraint === "news_slug_key";

/** The changes a PATCH asks for, as SQL assignments and their parameters (from $2 on). */
function changes(update: NewsUpdate & { body?: string }, current: AdminNewsItem) {
  const sets: string[] = [];
  const params: unknown[] = [];
  const assign = (column: string, value: unknown, cast = "") => {
    params.push(value);
    sets.push(`${column} = $${params.length + 1}${cast}`);
  };
  for (const column of ["title", "slug", "excerpt", "body", "audience"] as const) {
    if (update[column] !== undefined) assign(column, update[column]);
  }
  if (update.publish === "none") sets.push("published_at = null");
  // A published item asked to be published now keeps its date.
  if (update.publish === "now" && current.status !== "published") sets.push("published_at = now()");
  if (update.publish === "at") assign("published_at", update.publish_at, "::timestamptz");
  return { sets, params };
}

/**
 * The administrators' news: every item with its state (draft, scheduled, published), written as the
 * administrator (row-level security; the journal's trigger records each change). The body is
 * sanitised before it is stored; the address is made from the title when none is given.
 */
export function adminNewsRoutes(ctx: ServerContext) {
  const news = new Hono<AuthEnv>();
  news.use("*", contentBodyLimit(256));

  news.get("/", validated("query", listQuery, adminContentLabels), async (c) => {
    const { q, status, page = 1 } = c.req.valid("query");
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (status) conditions.push(statusCondition[status]);
    if (q) {
      params.push(`%${likeLiteral(q)}%`);
      conditions.push(
        `(extensions.unaccent(lower(title)) like extensions.unaccent(lower($${params.length})) escape '\\'
          or extensions.unaccent(lower(excerpt)) like extensions.unaccent(lower($${params.length})) escape '\\')`,
      );
    }
    params.push(perPage, (page - 1) * perPage);
    const rows = await asAdmin(ctx, c, async (tx) => {
      const result = await tx.query<AdminNewsSummary & { total: number }>(
        `select ${summaryColumns}, count(*) over ()::int as total from public.news
         ${conditions.length > 0 ? `where ${conditions.join(" and ")}` : ""}
         order by published_at desc nulls first, updated_at desc, id
         limit $${params.length - 1} offset $${params.length}`,
        params,
      );
      return result.rows;
    });
    return c.json({
      news: rows.map(({ total: _total, ...item }) => item),
      ...pageEnvelope(rows[0]?.total ?? 0, page, perPage),
    } satisfies ApiResponse<"GET /api/admin/news">);
  });

  news.get("/:id", validated("param", idParam, adminContentLabels), async (c) => {
    const item = await asAdmin(ctx, c, (tx) => readItem(tx, c.req.valid("param").id));
    if (!item) return c.json({ error: adminNewsNotFound }, 404);
    return c.json(item satisfies ApiResponse<"GET /api/admin/news/:id">);
  });

  news.post("/", validated("json", newsCreateSchema, adminContentLabels), async (c) => {
    const draft = c.req.valid("json");
    const body = cleanRichText(draft.body ?? "", contentLimits.newsBody, "body", adminContentLabels.body);
    if (!body.ok) return answer(c, body);
    try {
      const outcome = await asAdmin(ctx, c, async (tx): Promise<Outcome<AdminNewsItem>> => {
        const slug = draft.slug ?? (await freeSlug(tx, draft.title));
        // Published now, at the date asked, or a draft (no date).
        const { rows } = await tx.query<{ id: string }>(
          `insert into public.news (title, slug, excerpt, body, audience, published_at)
           values ($1, $2, $3, $4, $5, case $6::text when 'now' then now() when 'at' then $7::timestamptz end)
           returning id`,
          [
            draft.title,
            slug,
            draft.excerpt ?? "",
            body.value,
            draft.audience ?? "all",
            draft.publish ?? "none",
            draft.publish_at ?? null,
          ],
        );
        return { ok: true, value: (await readItem(tx, rows[0]!.id))!, status: 201 };
      });
      return answer<ApiResponse<"POST /api/admin/news">>(c, outcome);
    } catch (error) {
      if (isSlugTaken(error)) return c.json({ error: newsSlugTaken, field: "slug" }, 409);
      throw error;
    }
  });

  news.patch(
    "/:id",
    validated("param", idParam, adminContentLabels),
    validated("json", newsUpdateSchema, adminContentLabels),
    async (c) => {
      const { id } = c.req.valid("param");
      const update = c.req.valid("json");
      let body: string | undefined;
      if (update.body !== undefined) {
        const cleaned = cleanRichText(update.body, contentLimits.newsBody, "body", adminContentLabels.body);
        if (!cleaned.ok) return answer(c, cleaned);
        body = cleaned.value;
      }
      try {
        const outcome = await asAdmin(ctx, c, async (tx): Promise<Outcome<AdminNewsItem>> => {
          const current = await readItem(tx, id);
          if (!current) return refuse(404, { error: adminNewsNotFound });
          const { sets, params } = changes({ ...update, ...(body === undefined ? {} : { body }) }, current);
          if (sets.length > 0)
            await tx.query(`update public.news set ${sets.join(", ")} where id = $1`, [id, ...params]);
          return { ok: true, value: (await readItem(tx, id))! };
        });
        return answer<ApiResponse<"PATCH /api/admin/news/:id">>(c, outcome);
      } catch (error) {
        if (isSlugTaken(error)) return c.json({ error: newsSlugTaken, field: "slug" }, 409);
        throw error;
      }
    },
  );

  news.post("/:id/unpublish", validated("param", idParam, adminContentLabels), async (c) => {
    const { id } = c.req.valid("param");
    const item = await asAdmin(ctx, c, async (tx) => {
      await tx.query("update public.news set published_at = null where id = $1 and published_at is not null", [id]);
      return readItem(tx, id);
    });
    if (!item) return c.json({ error: adminNewsNotFound }, 404);
    return c.json(item satisfies ApiResponse<"POST /api/admin/news/:id/unpublish">);
  });

  news.delete("/:id", validated("param", idParam, adminContentLabels), async (c) => {
    const { id } = c.req.valid("param");
    const { rows } = await asAdmin(ctx, c, (tx) =>
      tx.query<{ id: string }>("delete from public.news where id = $1 returning id", [id]),
    );
    if (!rows[0]) return c.json({ error: adminNewsNotFound }, 404);
    return c.json({ id, deleted: true } satisfies ApiResponse<"DELETE /api/admin/news/:id">);
  });

  return news;
}
