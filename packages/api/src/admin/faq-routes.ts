import { Hono } from "hono";

import type { AdminFaq, AdminFaqCategory, AdminFaqItem } from "@fuse/domain/admin/contract";
import {
  adminContentLabels,
  contentLimits,
  faqCategorySchema,
  faqItemCreateSchema,
  faqItemUpdateSchema,
  faqOrderSchema,
  type FaqOrder,
} from "@fuse/domain/admin/schemas";
import type { ApiResponse } from "@fuse/domain/api/contract";
import type { ServerContext } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";

import { answer, refuse, type Outcome } from "../http/outcome.ts";
import { databaseError } from "../http/validation.ts";
import { validated } from "../http/validator.ts";
import type { AuthEnv } from "../http/verify.ts";
import { asAdmin, cleanRichText, contentBodyLimit, idParam } from "./content-requests.ts";

export const faqMessages = {
  categoryNotFound: "Catégorie introuvable",
  itemNotFound: "Question introuvable",
  categoryTaken: "Une catégorie porte déjà ce nom.",
  categoryInUse: "Cette catégorie contient encore des questions : déplacez-les ou supprimez-les d'abord.",
  unknownCategory: "Cette catégorie n'existe pas (ou plus) : rechargez la page.",
  changed: "La FAQ a changé entre-temps : rechargez.",
};

const categoryColumns = `c.id, c.label, c.position,
  (select count(*)::int from public.faq_items i where i.category_id = c.id) as item_count`;
const itemColumns = "id, question, answer, audience, category_id, position, updated_at";

async function readCategories(tx: Sql) {
  const { rows } = await tx.query<AdminFaqCategory>(
    `select ${categoryColumns} from public.faq_categories c order by c.position, c.label`,
  );
  return rows;
}

async function readCategory(tx: Sql, id: string) {
  const { rows } = await tx.query<AdminFaqCategory>(
    `select ${categoryColumns} from public.faq_categories c where c.id = $1`,
    [id],
  );
  return rows[0];
}

async function readItems(tx: Sql) {
  const { rows } = await tx.query<AdminFaqItem>(
    `select ${itemColumns} from public.faq_items order by category_id nulls last, position, created_at, id`,
  );
  return rows;
}

async function readItem(tx: Sql, id: string) {
  const { rows } = await tx.query<AdminFaqItem>(`select ${itemColumns} from public.faq_items where id = $1`, [id]);
  return rows[0];
}

/** The next position at the end of a category's questions (or of those without one). */
const endOfCategory = `(select coalesce(max(position), 0) + 1 from public.faq_items
  where category_id is not distinct from $1::uuid)`;

const sameMembers = (wanted: readonly string[], stored: readonly string[]) =>
  wanted.length === stored.length && new Set([...wanted, ...stored]).size === stored.length;

/**
 * Writes the order an administrator set, in one transaction: both tables locked against other
 * writers, the lists compared with what is stored (a category or a question added, removed or moved
 * meanwhile makes them differ: refused), then every position rewritten from 1.
 */
async function writeOrder(tx: Sql, order: FaqOrder): Promise<Outcome<AdminFaq>> {
  await tx.query("lock table public.faq_categories, public.faq_items in share row exclusive mode");
  const categories = await readCategories(tx);
  const items = await readItems(tx);
  const lower = (ids: readonly string[]) => ids.map((id) => id.toLowerCase());
  const wantedCategories = order.categories.map((category) => category.id.toLowerCase());
  if (
    !sameMembers(
      wantedCategories,
      categories.map((category) => category.id),
    )
  )
    return refuse(409, { error: faqMessages.changed });
  const groups = [
    ...order.categories.map((category) => ({ category: category.id.toLowerCase(), ids: lower(category.items) })),
    { category: null, ids: lower(order.uncategorized) },
  ];
  for (const group of groups) {
    const stored = items.filter((item) => item.category_id === group.category).map((item) => item.id);
    if (!sameMembers(group.ids, stored)) return refuse(409, { error: faqMessages.changed });
  }
  // One statement per table: positions by rank in the lists.
  await tx.query(
    `update public.faq_categories c set position = o.position
     from unnest($1::uuid[]) with ordinality as o(id, position)
     where c.id = o.id and c.position is distinct from o.position`,
    [wantedCategories],
  );
  const itemIds = groups.flatMap((group) => group.ids);
  const positions = groups.flatMap((group) => group.ids.map((_, index) => index + 1));
  await tx.query(
    `update public.faq_items i set position = o.position
     from unnest($1::uuid[], $2::int[]) as o(id, position)
     where i.id = o.id and i.position is distinct from o.position`,
    [itemIds, positions],
  );
  return { ok: true, value: { categories: await readCategories(tx), items: await readItems(tx) } };
}

/**
 * The administrators' FAQ: categories (`/categories`), questions (`/items`, answers sanitised
 * before they are stored) and their order (`PUT /order`), each call as the administrator.
 */
export function adminFaqRoutes(ctx: ServerContext) {
  const faq = new Hono<AuthEnv>();
  faq.use("*", contentBodyLimit(64));

  faq.get("/", async (c) => {
    const value = await asAdmin(ctx, c, async (tx) => ({
      categories: await readCategories(tx),
      items: await readItems(tx),
    }));
    return c.json(value satisfies ApiResponse<"GET /api/admin/faq">);
  });

  // Categories ---------------------------------------------------------------------------------------

  faq.get("/categories", async (c) => {
    const categories = await asAdmin(ctx, c, readCategories);
    return c.json({ categories } satisfies ApiResponse<"GET /api/admin/faq/categories">);
  });

  faq.post("/categories", validated("json", faqCategorySchema, adminContentLabels), async (c) => {
    const { label } = c.req.valid("json");
    try {
      const category = await asAdmin(ctx, c, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into public.faq_categories (label, position)
           values ($1, (select coalesce(max(position), 0) + 1 from public.faq_categories)) returning id`,
          [label],
        );
        return (await readCategory(tx, rows[0]!.id))!;
      });
      return c.json(category satisfies ApiResponse<"POST /api/admin/faq/categories">, 201);
    } catch (error) {
      if (databaseError(error)?.constraint === "faq_categories_label_key")
        return c.json({ error: faqMessages.categoryTaken, field: "label" }, 409);
      throw error;
    }
  });

  faq.patch(
    "/categories/:id",
    validated("param", idParam, adminContentLabels),
    validated("json", faqCategorySchema, adminContentLabels),
    async (c) => {
      const { id } = c.req.valid("param");
      try {
        const category = await asAdmin(ctx, c, async (tx) => {
          await tx.query("update public.faq_categories set label = $2 where id = $1 and label <> $2", [
            id,
            c.req.valid("json").label,
          ]);
          return readCategory(tx, id);
        });
        if (!category) return c.json({ error: faqMessages.categoryNotFound }, 404);
        return c.json(category satisfies ApiResponse<"PATCH /api/admin/faq/categories/:id">);
      } catch (error) {
        if (databaseError(error)?.constraint === "faq_categories_label_key")
          return c.json({ error: faqMessages.categoryTaken, field: "label" }, 409);
        throw error;
      }
    },
  );

  faq.delete("/categories/:id", validated("param", idParam, adminContentLabels), async (c) => {
    const { id } = c.req.valid("param");
    try {
      const { rows } = await asAdmin(ctx, c, (tx) =>
        tx.query<{ id: string }>("delete from public.faq_categories where id = $1 returning id", [id]),
      );
      if (!rows[0]) return c.json({ error: faqMessages.categoryNotFound }, 404);
      return c.json({ id, deleted: true } satisfies ApiResponse<"DELETE /api/admin/faq/categories/:id">);
    } catch (error) {
      // The questions' foreign key restricts (23001) the deletion of a category in use.
      if (databaseError(error)?.constraint === "faq_items_category_id_fkey")
        return c.json({ error: faqMessages.categoryInUse }, 409);
      throw error;
    }
  });

  // Questions ----------------------------------------------------------------------------------------

  faq.get("/items", async (c) => {
    const items = await asAdmin(ctx, c, readItems);
    return c.json({ items } satisfies ApiResponse<"GET /api/admin/faq/items">);
  });

  faq.get("/items/:id", validated("param", idParam, adminContentLabels), async (c) => {
    const item = await asAdmin(ctx, c, (tx) => readItem(tx, c.req.valid("param").id));
    if (!item) return c.json({ error: faqMessages.itemNotFound }, 404);
    return c.json(item satisfies ApiResponse<"GET /api/admin/faq/items/:id">);
  });

  faq.post("/items", validated("json", faqItemCreateSchema, adminContentLabels), async (c) => {
    const item = c.req.valid("json");
    const cleaned = cleanRichText(item.answer, contentLimits.faqAnswer, "answer", adminContentLabels.answer);
    if (!cleaned.ok) return answer(c, cleaned);
    const categoryId = item.category_id?.toLowerCase() ?? null;
    try {
      const created = await asAdmin(ctx, c, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into public.faq_items (question, answer, audience, category_id, position)
           values ($2, $3, $4, $1, ${endOfCategory}) returning id`,
          [categoryId, item.question, cleaned.value, item.audience ?? "all"],
        );
        return (await readItem(tx, rows[0]!.id))!;
      });
      return c.json(created satisfies ApiResponse<"POST /api/admin/faq/items">, 201);
    } catch (error) {
      if (databaseError(error)?.code === "23503")
        return c.json({ error: faqMessages.unknownCategory, field: "category_id" }, 400);
      throw error;
    }
  });

  faq.patch(
    "/items/:id",
    validated("param", idParam, adminContentLabels),
    validated("json", faqItemUpdateSchema, adminContentLabels),
    async (c) => {
      const { id } = c.req.valid("param");
      const update = c.req.valid("json");
      let cleanAnswer: string | undefined;
      if (update.answer !== undefined) {
        const cleaned = cleanRichText(update.answer, contentLimits.faqAnswer, "answer", adminContentLabels.answer);
        if (!cleaned.ok) return answer(c, cleaned);
        cleanAnswer = cleaned.value;
      }
      try {
        const outcome = await asAdmin(ctx, c, async (tx): Promise<Outcome<AdminFaqItem>> => {
          const current = await readItem(tx, id);
          if (!current) return refuse(404, { error: faqMessages.itemNotFound });
          const sets: string[] = [];
          const params: unknown[] = [id];
          const assign = (column: string, value: unknown) => {
            params.push(value);
            sets.push(`${column} = $${params.length}`);
          };
          if (update.question !== undefined) assign("question", update.question);
          if (cleanAnswer !== undefined) assign("answer", cleanAnswer);
          if (update.audience !== undefined) assign("audience", update.audience);
          const categoryId = update.category_id === undefined ? undefined : (update.category_id?.toLowerCase() ?? null);
          if (categoryId !== undefined && categoryId !== current.category_id) {
            // Moved to another category: it goes at the end of it.
            assign("category_id", categoryId);
            sets.push(
              `position = (select coalesce(max(position), 0) + 1 from public.faq_items
                where category_id is not distinct from $${params.length}::uuid)`,
            );
          }
          if (sets.length > 0) await tx.query(`update public.faq_items set ${sets.join(", ")} where id = $1`, params);
          return { ok: true, value: (await readItem(tx, id))! };
        });
        return answer<ApiResponse<"PATCH /api/admin/faq/items/:id">>(c, outcome);
      } catch (error) {
        if (databaseError(error)?.code === "23503")
          return c.json({ error: faqMessages.unknownCategory, field: "category_id" }, 400);
        throw error;
      }
    },
  );

  faq.delete("/items/:id", validated("param", idParam, adminContentLabels), async (c) => {
    const { id } = c.req.valid("param");
    const { rows } = await asAdmin(ctx, c, (tx) =>
      tx.query<{ id: string }>("delete from public.faq_items where id = $1 returning id", [id]),
    );
    if (!rows[0]) return c.json({ error: faqMessages.itemNotFound }, 404);
    return c.json({ id, deleted: true } satisfies ApiResponse<"DELETE /api/admin/faq/items/:id">);
  });

  // Order ----------------------------------------------------------------------------------------------

  faq.put("/order", validated("json", faqOrderSchema, adminContentLabels), async (c) => {
    const outcome = await asAdmin(ctx, c, (tx) => writeOrder(tx, c.req.valid("json")));
    return answer<ApiResponse<"PUT /api/admin/faq/order">>(c, outcome);
  });

  return faq;
}
