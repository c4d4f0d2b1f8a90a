import { Hono } from "hono";

import type { ApiResponse } from "@fuse/domain/api/contract";
import { uncategorisedLabel, type FaqCategory, type FaqItem } from "@fuse/domain/faq/contract";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import { anonClaims } from "@fuse/server-core/jwt.ts";

import { sanitizeRichText } from "../http/rich-text.ts";

type FaqRow = FaqItem & { category_id: string | null };

/**
 * The public FAQ, `GET /api/faq`: categories by position then label, each with its questions by
 * position then creation; the questions without a category last, under « Autres questions ».
 * Categories without a question are left out. Answers are sanitised again on the way out (spec §5).
 */
export function faqRoutes(ctx: ServerContext): RouteModule {
  const routes = new Hono();

  routes.get("/faq", async (c) => {
    const { categories, items } = await ctx.db.asRole(anonClaims, async (tx) => ({
      categories: (
        await tx.query<{ id: string; label: string }>(
          "select id, label from public.faq_categories order by position, label, id",
        )
      ).rows,
      items: (
        await tx.query<FaqRow>(
          `select id, question, answer, audience, category_id from public.faq_items
           order by position, created_at, id`,
        )
      ).rows,
    }));

    const byCategory = new Map<string | null, FaqItem[]>();
    const known = new Set(categories.map((category) => category.id));
    for (const { category_id, answer, ...item } of items) {
      const key = category_id !== null && known.has(category_id) ? category_id : null;
      const list = byCategory.get(key) ?? [];
      list.push({ ...item, answer: sanitizeRichText(answer) });
      byCategory.set(key, list);
    }
    const grouped: FaqCategory[] = [
      ...categories.map((category) => ({ ...category, items: byCategory.get(category.id) ?? [] })),
      { id: null, label: uncategorisedLabel, items: byCategory.get(null) ?? [] },
    ].filter((category) => category.items.length > 0);

    c.header("cache-control", "public, max-age=60");
    return c.json({ categories: grouped } satisfies ApiResponse<"GET /api/faq">);
  });

  return { path: "/api", routes };
}
