import { describe, expect, it } from "vitest";

import type { AdminFaq, AdminFaqItem } from "./contract.ts";
import {
  categoryMovedText,
  groupFaq,
  itemMovedText,
  moveCategory,
  moveItem,
  orderOf,
  questionCountText,
} from "./faq-admin.ts";
import { faqOrderSchema } from "./schemas.ts";

const account = "11111111-1111-4111-8111-111111111111";
const payment = "22222222-2222-4222-8222-222222222222";
const gone = "33333333-3333-4333-8333-333333333333";

const item = (id: string, category_id: string | null, position: number): AdminFaqItem => ({
  id,
  question: `Question ${id.slice(0, 2)}`,
  answer: "<p>Réponse</p>",
  audience: "all",
  category_id,
  position,
  updated_at: "2026-11-20T09:00:00.000Z",
});

const a1 = "a1000000-0000-4000-8000-000000000001";
const a2 = "a2000000-0000-4000-8000-000000000002";
const a3 = "a3000000-0000-4000-8000-000000000003";
const p1 = "b1000000-0000-4000-8000-000000000001";
const n1 = "c1000000-0000-4000-8000-000000000001";
const n2 = "c2000000-0000-4000-8000-000000000002";

const faq: AdminFaq = {
  // Served by position; given here out of order to show the screen sorts them itself.
  categories: [
    { id: payment, label: "Paiement", position: 2, item_count: 1 },
    { id: account, label: "Compte", position: 1, item_count: 3 },
  ],
  items: [item(a2, account, 2), item(p1, payment, 1), item(a1, account, 1), item(n1, null, 1), item(a3, account, 3)],
};

describe("groupFaq", () => {
  it("lists each category in its order with its questions in theirs, then those without one", () => {
    const groups = groupFaq(faq);
    expect(groups.map((group) => [group.category?.label ?? null, group.items.map((entry) => entry.id)])).toEqual([
      ["Compte", [a1, a2, a3]],
      ["Paiement", [p1]],
      [null, [n1]],
    ]);
  });

  it("counts a question whose category is no longer read among those without one", () => {
    const groups = groupFaq({ ...faq, items: [...faq.items, item(n2, gone, 2)] });
    expect(groups.at(-1)?.items.map((entry) => entry.id)).toEqual([n1, n2]);
  });
});

describe("the order sent to the server", () => {
  it("names every category and every question, which the server's schema accepts", () => {
    const order = orderOf(groupFaq(faq));
    expect(order).toEqual({
      categories: [
        { id: account, items: [a1, a2, a3] },
        { id: payment, items: [p1] },
      ],
      uncategorized: [n1],
    });
    expect(faqOrderSchema.safeParse(order).success).toBe(true);
  });

  it("moves a question within its category, and says where it stands", () => {
    const move = moveItem(groupFaq(faq), a3, -1);
    expect(move?.order.categories[0]).toEqual({ id: account, items: [a1, a3, a2] });
    expect(move?.order.uncategorized).toEqual([n1]);
    expect(move).toMatchObject({ position: 2, count: 3 });
    expect(itemMovedText("Question a3", "Compte", move!)).toBe(
      "Question « Question a3 » déplacée : position 2 sur 3 dans « Compte ».",
    );
  });

  it("does not move a question past either end of its category", () => {
    expect(moveItem(groupFaq(faq), a1, -1)).toBeNull();
    expect(moveItem(groupFaq(faq), a3, 1)).toBeNull();
    expect(moveItem(groupFaq(faq), n1, 1)).toBeNull();
    expect(moveItem(groupFaq(faq), "unknown", 1)).toBeNull();
  });

  it("moves a category with its questions, the questions without one staying last", () => {
    const move = moveCategory(groupFaq(faq), account, 1);
    expect(move?.order).toEqual({
      categories: [
        { id: payment, items: [p1] },
        { id: account, items: [a1, a2, a3] },
      ],
      uncategorized: [n1],
    });
    expect(categoryMovedText("Compte", move!)).toBe("Catégorie « Compte » déplacée : position 2 sur 2.");
    expect(moveCategory(groupFaq(faq), account, -1)).toBeNull();
  });
});

describe("questionCountText", () => {
  it("says how many questions a category holds", () => {
    expect([0, 1, 4].map(questionCountText)).toEqual(["Aucune question", "1 question", "4 questions"]);
  });
});
