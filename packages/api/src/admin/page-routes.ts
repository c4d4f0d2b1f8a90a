import { Hono } from "hono";

import type { AdminContentPage, AdminPageSummary } from "@fuse/domain/admin/contract";
import { adminContentLabels, contentLimits, pageCreateSchema, pageUpdateSchema } from "@fuse/domain/admin/schemas";
import type { ApiResponse } from "@fuse/domain/api/contract";
import type { ServerContext } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";

import { answer, refuse, type Outcome } from "../http/outcome.ts";
import { databaseError } from "../http/validation.ts";
import { validated } from "../http/validator.ts";
import type { AuthEnv } from "../http/verify.ts";
import { asAdmin, cleanRichText, contentBodyLimit, idParam } from "./content-requests.ts";

export const adminPageNotFound = "Page introuvable";
/**
 * /p/{slug} is one address space (public.claim_public_slug): a page cannot take the slug of
 * another page, of a candidate's MaFuseCard or of a company's card, public or not yet, so that
 * neither ever hides the other.
 */
export const pageSlugTaken =
  "Cette adresse est déjà prise par une autre page, une MaFuseCard ou une carte entreprise : choisissez-en une autre.";

const columns = "id, slug, title, body, published, created_at, updated_at";

async function readPage(tx: Sql, id: string) {
  const { rows } = await tx.query<AdminContentPage>(`select ${columns} from public.pages where id = $1`, [id]);
  return rows[0];
}

/** The unique index of pages and the shared address space report a taken slug under this name. */
const isSlugTaken = (error: unknown) => databaseError(error)?.constraint === "pages_slug_key";

/**
 * The administrators' content pages, shown at /p/{slug} once published; the body is sanitised
 * before it is stored; each call as the administrator.
 */
export function adminPageRoutes(ctx: ServerContext) {
  const pages = new Hono<AuthEnv>();
  pages.use("*", contentBodyLimit(512));

  pages.get("/", async (c) => {
    const { rows } = await asAdmin(ctx, c, (tx) =>
      tx.query<AdminPageSummary>("select id, slug, title, published, updated_at from public.pages order by slug"),
    );
    return c.json({ pages: rows } satisfies ApiResponse<"GET /api/admin/pages">);
  });

  pages.get("/:id", validated("param", idParam, adminContentLabels), async (c) => {
    const page = await asAdmin(ctx, c, (tx) => readPage(tx, c.req.valid("param").id));
    if (!page) return c.json({ error: adminPageNotFound }, 404);
    return c.json(page satisfies ApiResponse<"GET /api/admin/pages/:id">);
  });

  pages.post("/", validated("json", pageCreateSchema, adminContentLabels), async (c) => {
    const page = c.req.valid("json");
    const body = cleanRichText(page.body ?? "", contentLimits.pageBody, "body", adminContentLabels.body);
    if (!body.ok) return answer(c, body);
    try {
      const created = await asAdmin(ctx, c, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          "insert into public.pages (slug, title, body, published) values ($1, $2, $3, $4) returning id",
          [page.slug, page.title, body.value, page.published ?? false],
        );
        return (await readPage(tx, rows[0]!.id))!;
      });
      return c.json(created satisfies ApiResponse<"POST /api/admin/pages">, 201);
    } catch (error) {
      if (isSlugTaken(error)) return c.json({ error: pageSlugTaken, field: "slug" }, 409);
      throw error;
    }
  });

  pages.patch(
    "/:id",
    validated("param", idParam, adminContentLabels),
    validated("json", pageUpdateSchema, adminContentLabels),
    async (c) => {
      const { id } = c.req.valid("param");
      const update = c.req.valid("json");
      let body: string | undefined;
      if (update.body !== undefined) {
        const cleaned = cleanRichText(update.body, contentLimits.pageBody, "body", adminContentLabels.body);
        if (!cleaned.ok) return answer(c, cleaned);
        body = cleaned.value;
      }
      const values = { slug: update.slug, title: update.title, body, published: update.published };
      try {
        const outcome = await asAdmin(ctx, c, async (tx): Promise<Outcome<AdminContentPage>> => {
          const entries = Object.entries(values).filter(([, value]) => value !== undefined);
          if (entries.length > 0) {
            // Column names come from the schema's keys above, never from the request.
            await tx.query(
              `update public.pages set ${entries.map(([column], index) => `${column} = $${index + 2}`).join(", ")}
               where id = $1`,
              [id, ...entries.map(([, value]) => value)],
            );
          }
          const page = await readPage(tx, id);
          return page ? { ok: true, value: page } : refuse(404, { error: adminPageNotFound });
        });
        return answer<ApiResponse<"PATCH /api/admin/pages/:id">>(c, outcome);
      } catch (error) {
        if (isSlugTaken(error)) return c.json({ error: pageSlugTaken, field: "slug" }, 409);
        throw error;
      }
    },
  );

  pages.delete("/:id", validated("param", idParam, adminContentLabels), async (c) => {
    const { id } = c.req.valid("param");
    const { rows } = await asAdmin(ctx, c, (tx) =>
      tx.query<{ id: string }>("delete from public.pages where id = $1 returning id", [id]),
    );
    if (!rows[0]) return c.json({ error: adminPageNotFound }, 404);
    return c.json({ id, deleted: true } satisfies ApiResponse<"DELETE /api/admin/pages/:id">);
  });

  return pages;
}
