import type { AdminFaq, AdminFaqCategory, AdminFaqItem } from "./contract.ts";
import type { FaqOrder } from "./schemas.ts";

/** What the administrators' FAQ screen says, in French. */
export const adminFaqMessages = {
  loadFailed: "La FAQ n'a pas pu être chargée.",
  categoryAdded: "Catégorie ajoutée",
  categoryRenamed: "Catégorie renommée",
  categoryDeleted: "Catégorie supprimée",
  categorySaveFailed: "La catégorie n'a pas pu être enregistrée. Vérifiez votre connexion puis réessayez.",
  categoryDeleteFailed: "La catégorie n'a pas pu être supprimée.",
  itemSaved: "Question enregistrée",
  itemSaveFailed: "La question n'a pas pu être enregistrée. Vérifiez votre connexion puis réessayez.",
  itemDeleted: "Question supprimée",
  itemDeleteFailed: "La question n'a pas pu être supprimée.",
  orderSaved: "Ordre enregistré",
  orderFailed: "Le nouvel ordre n'a pas pu être enregistré.",
  retry: "Réessayer",
  offline: "Vérifiez votre connexion puis réessayez.",
} as const;

/** The group of the questions that have no category, as the administrators' screen names it. */
export const uncategorizedLabel = "Sans catégorie";

/** The questions of one category (null: those without one), in their order. */
export interface FaqGroup {
  category: AdminFaqCategory | null;
  items: AdminFaqItem[];
}

const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;

/**
 * The FAQ as the screen lists it: each category in its order with its questions in theirs, then the
 * questions without a category. A question whose category is not among those read (deleted
 * meanwhile) counts as without one, as the public FAQ shows it.
 */
export function groupFaq(faq: AdminFaq): FaqGroup[] {
  const categories = [...faq.categories].sort(byPosition);
  const known = new Set(categories.map((category) => category.id));
  const items = [...faq.items].sort(byPosition);
  return [
    ...categories.map((category) => ({ category, items: items.filter((item) => item.category_id === category.id) })),
    {
      category: null,
      items: items.filter((item) => item.category_id === null || !known.has(item.category_id)),
    },
  ];
}

/** The order the FAQ is in, as `PUT /api/admin/faq/order` takes it. */
export function orderOf(groups: readonly FaqGroup[]): FaqOrder {
  return {
    categories: groups.flatMap((group) =>
      group.category ? [{ id: group.category.id, items: group.items.map((item) => item.id) }] : [],
    ),
    uncategorized: groups.find((group) => group.category === null)?.items.map((item) => item.id) ?? [],
  };
}

function swap<T>(list: readonly T[], index: number, delta: -1 | 1): T[] | null {
  const target = index + delta;
  if (index < 0 || target < 0 || target >= list.length) return null;
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** A new place for something moved: the order to send and where it now stands. */
export interface Move {
  order: FaqOrder;
  /** 1-based. */
  position: number;
  count: number;
}

/** The order with a category one place up (-1) or down (1); null when it cannot go further. */
export function moveCategory(groups: readonly FaqGroup[], id: string, delta: -1 | 1): Move | null {
  const categories = groups.filter((group) => group.category !== null);
  const index = categories.findIndex((group) => group.category!.id === id);
  const moved = swap(categories, index, delta);
  if (!moved) return null;
  const uncategorized = groups.filter((group) => group.category === null);
  return { order: orderOf([...moved, ...uncategorized]), position: index + delta + 1, count: categories.length };
}

/** The order with a question one place up (-1) or down (1) in its group; null when it cannot go further. */
export function moveItem(groups: readonly FaqGroup[], id: string, delta: -1 | 1): Move | null {
  const group = groups.find((candidate) => candidate.items.some((item) => item.id === id));
  if (!group) return null;
  const index = group.items.findIndex((item) => item.id === id);
  const items = swap(group.items, index, delta);
  if (!items) return null;
  return {
    order: orderOf(groups.map((candidate) => (candidate === group ? { ...group, items } : candidate))),
    position: index + delta + 1,
    count: group.items.length,
  };
}

/** « Aucune question », « 1 question », « 3 questions ». */
export function questionCountText(count: number): string {
  if (count === 0) return "Aucune question";
  return `${count} question${count > 1 ? "s" : ""}`;
}

/** What a screen reader hears once a category has moved. */
export function categoryMovedText(label: string, move: Pick<Move, "position" | "count">): string {
  return `Catégorie « ${label} » déplacée : position ${move.position} sur ${move.count}.`;
}

/** What a screen reader hears once a question has moved in its category. */
export function itemMovedText(question: string, group: string, move: Pick<Move, "position" | "count">): string {
  return `Question « ${question} » déplacée : position ${move.position} sur ${move.count} dans « ${group} ».`;
}
