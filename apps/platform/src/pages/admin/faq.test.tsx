// The administration's FAQ page in Chromium, inside the app's real router, shell and layout, with
// the administrator's API client injected: the categories and questions as the server lists them,
// a question added through its dialog and shown as the server then reads it, a reordering by
// keyboard, and the page on a 360 px screen.
import "../../index.css";

import { afterEach, describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";

import type { AdminFaq, AdminFaqItem } from "@fuse/features/admin";
import { fakeApiClient } from "@fuse/features/api/testing";

import { axeViolations } from "../../app-test-support";
import { renderAdminPage } from "./admin-test-support";

const account = { id: "5c1d2e3f-4a5b-4c6d-8e7f-101112131415", label: "Compte", position: 1, item_count: 2 };
const payment = { id: "6d2e3f40-5b6c-4d7e-9f80-161718191a1b", label: "Paiement", position: 2, item_count: 0 };

const question = (id: string, text: string, position: number, category_id: string | null): AdminFaqItem => ({
  id,
  question: text,
  answer: "<p>Réponse.</p>",
  audience: "all",
  category_id,
  position,
  updated_at: "2026-11-20T09:00:00.000Z",
});

const create = question("a1b2c3d4-0001-4000-8000-000000000001", "Comment créer mon compte ?", 1, account.id);
const remove = question("a1b2c3d4-0002-4000-8000-000000000002", "Comment supprimer mon compte ?", 2, account.id);

/** The administrator's FAQ API as the server answers it: what is written is read back. */
function adminApi() {
  const faq: AdminFaq = { categories: [account, payment], items: [create, remove] };
  const counted = (): AdminFaq => ({
    categories: faq.categories.map((category) => ({
      ...category,
      item_count: faq.items.filter((item) => item.category_id === category.id).length,
    })),
    items: faq.items,
  });
  return fakeApiClient({
    "GET /api/admin/faq": () => counted(),
    "POST /api/admin/faq/items": ({ body }) => {
      const added = question("a1b2c3d4-0003-4000-8000-000000000003", body.question, 1, body.category_id ?? null);
      faq.items = [...faq.items, { ...added, answer: body.answer, audience: body.audience ?? "all" }];
      return added;
    },
    "PUT /api/admin/faq/order": ({ body }) => {
      const ranks = new Map(body.categories.flatMap((category) => category.items.map((id, rank) => [id, rank + 1])));
      faq.items = faq.items.map((item) => ({ ...item, position: ranks.get(item.id) ?? item.position }));
      return counted();
    },
    "GET /api/admin/actions": () => ({ actions: [], total: 0, page: 1, per_page: 50, pages: 1 }),
  });
}

const questionsOf = (label: string) =>
  [
    ...page
      .getByRole("list", { name: `Questions de « ${label} »` })
      .element()
      .querySelectorAll("h4"),
  ].map((heading) => heading.textContent);

afterEach(async () => {
  await page.viewport(1024, 768);
});

describe("/admin/faq", () => {
  it("lists the categories with their count and the questions by category, under the administration's navigation", async () => {
    await renderAdminPage("/admin/faq", adminApi());
    await expect.element(page.getByRole("heading", { level: 1, name: "FAQ" })).toBeVisible();
    await expect
      .element(page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "FAQ" }))
      .toHaveAttribute("aria-current", "page");
    const categories = page.getByRole("list", { name: "Catégories, dans l'ordre de la FAQ" });
    await expect.element(categories.getByText("2 questions")).toBeVisible();
    await expect.element(categories.getByText("Aucune question")).toBeVisible();
    expect(questionsOf("Compte")).toEqual([create.question, remove.question]);
    await expect.element(page.getByRole("link", { name: "Voir la FAQ publique" })).toHaveAttribute("href", "/faq");
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("adds a question in a category through its dialog, then shows it as the server reads it", async () => {
    const { api } = await renderAdminPage("/admin/faq", adminApi());
    await userEvent.click(page.getByRole("button", { name: "Ajouter une question dans « Paiement »" }));
    const dialog = page.getByRole("dialog", { name: "Nouvelle question" });
    await userEvent.fill(dialog.getByRole("textbox", { name: /^Question/ }), "Puis-je payer par virement ?");
    await userEvent.click(dialog.getByRole("radio", { name: "Recruteurs" }));
    await userEvent.click(dialog.getByRole("button", { name: "Enregistrer" }));
    await expect.element(page.getByText("Question enregistrée")).toBeInTheDocument();
    await expect.poll(() => questionsOf("Paiement")).toEqual(["Puis-je payer par virement ?"]);
    expect(api.calls.find((call) => call.endpoint === "POST /api/admin/faq/items")?.request).toEqual({
      body: { question: "Puis-je payer par virement ?", answer: "", audience: "recruiter", category_id: payment.id },
    });
    await expect
      .element(page.getByRole("list", { name: "Catégories, dans l'ordre de la FAQ" }).getByText("1 question"))
      .toBeVisible();
  });

  it("moves a question by keyboard and says its new place", async () => {
    await renderAdminPage("/admin/faq", adminApi());
    const up = page.getByRole("button", { name: `Monter « ${remove.question} »` });
    await expect.element(up).toBeEnabled();
    (up.element() as HTMLElement).focus();
    await userEvent.keyboard("{Enter}");
    await expect.poll(() => questionsOf("Compte")).toEqual([remove.question, create.question]);
    await expect
      .element(page.getByText(`Question « ${remove.question} » déplacée : position 1 sur 2 dans « Compte ».`))
      .toHaveAttribute("role", "status");
    await expect
      .poll(() => document.activeElement?.getAttribute("aria-label"))
      .toBe(`Descendre « ${remove.question} »`);
  });

  it("fits a 360 px screen", async () => {
    await page.viewport(360, 740);
    await renderAdminPage("/admin/faq", adminApi());
    await expect.element(page.getByRole("heading", { level: 3, name: "Compte" })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  });
});
