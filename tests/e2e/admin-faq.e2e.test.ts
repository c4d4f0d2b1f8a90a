// The administration's FAQ as `npm start` serves it: in a category of its own (written through the
// API beforehand, with one question), the demo administrator adds a question, rewrites the existing
// one's answer and puts the new one first, by keyboard; a signed-out visitor then reads both on
// /faq under that category, in that order, with the new answer. The category, which holds
// questions, cannot be deleted: the server's French refusal is shown.
import { createClient } from "@supabase/supabase-js";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { setupChromium } from "./support/browser.ts";
import { workerServers } from "./support/servers.ts";
import { demoPassword, openSignedIn } from "./support/sign-in.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();
const admin = "admin@fuse.test";

/** A word no other content has, so this test finds its own category alone. */
const marker = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
const categoryLabel = `Entretiens ${marker}`;
const existingQuestion = `Combien dure un entretien ${marker} ?`;
const newQuestion = `Comment préparer un entretien ${marker} ?`;
const inUse = "Cette catégorie contient encore des questions : déplacez-les ou supprimez-les d'abord.";

async function adminToken() {
  const config = (await (await fetch(`${appUrl}/api/config`)).json()) as { supabaseAnonKey: string };
  const supabase = createClient(appUrl, config.supabaseAnonKey, { auth: { persistSession: false } });
  const { data, error } = await supabase.auth.signInWithPassword({ email: admin, password: demoPassword });
  if (error) throw error;
  return data.session.access_token;
}

async function adminApi<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${appUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${await adminToken()}`, "content-type": "application/json", ...init.headers },
  });
  expect(response.ok, `${init.method ?? "GET"} ${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

type AdminFaq = {
  categories: { id: string; label: string }[];
  items: { id: string; question: string; answer: string; category_id: string | null }[];
};

let categoryId = "";

beforeAll(async () => {
  ({ id: categoryId } = await adminApi<{ id: string }>("/api/admin/faq/categories", {
    method: "POST",
    body: JSON.stringify({ label: categoryLabel }),
  }));
  await adminApi("/api/admin/faq/items", {
    method: "POST",
    body: JSON.stringify({
      question: existingQuestion,
      answer: "<p>Une heure environ.</p>",
      audience: "all",
      category_id: categoryId,
    }),
  });
});

// What this test wrote goes, for whoever comes next.
afterAll(async () => {
  const faq = await adminApi<AdminFaq>("/api/admin/faq");
  for (const item of faq.items.filter((entry) => entry.question.includes(marker)))
    await adminApi(`/api/admin/faq/items/${item.id}`, { method: "DELETE" });
  for (const category of faq.categories.filter((entry) => entry.label.includes(marker)))
    await adminApi(`/api/admin/faq/categories/${category.id}`, { method: "DELETE" });
});

/** Writes in the rich text editor of the open dialog in place of what it held. */
async function writeAnswer(page: Page, text: string) {
  const editor = page.getByRole("dialog").getByRole("textbox", { name: /^Réponse/ });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await editor.pressSequentially(text);
  await editor.getByText(text).waitFor();
}

describe("the administrators' FAQ", () => {
  it("adds and edits questions in a category, in the order set, as visitors then read them on /faq", async () => {
    const { page, problems } = await chromium.newPage();
    await openSignedIn(page, appUrl, admin, "/admin");
    await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "FAQ" }).click();
    await page.getByRole("heading", { level: 1, name: "FAQ" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/faq");
    const questions = page.getByRole("list", { name: `Questions de « ${categoryLabel} »` });
    await questions.getByRole("heading", { name: existingQuestion }).waitFor();

    // A new question in the category: it comes last.
    await page.getByRole("button", { name: `Ajouter une question dans « ${categoryLabel} »` }).click();
    const dialog = page.getByRole("dialog", { name: "Nouvelle question" });
    await dialog.getByRole("textbox", { name: /^Question/ }).fill(newQuestion);
    await writeAnswer(page, "Relisez l'offre et préparez vos questions.");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Question enregistrée", { exact: true }).first().waitFor();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => questions.getByRole("heading").allTextContents()).toEqual([existingQuestion, newQuestion]);

    // The existing question's answer rewritten.
    await questions.getByRole("button", { name: `Modifier « ${existingQuestion} »` }).click();
    const editDialog = page.getByRole("dialog", { name: "Modifier la question" });
    await editDialog.getByRole("textbox", { name: /^Question/ }).waitFor();
    await writeAnswer(page, "Quarante-cinq minutes, questions comprises.");
    await editDialog.getByRole("button", { name: "Enregistrer" }).click();
    await editDialog.waitFor({ state: "detached" });

    // The new question put first, by keyboard; the move is announced.
    await questions.getByRole("button", { name: `Monter « ${newQuestion} »` }).focus();
    await page.keyboard.press("Enter");
    await page
      .getByText(`Question « ${newQuestion} » déplacée : position 1 sur 2 dans « ${categoryLabel} ».`)
      .waitFor({ state: "attached" });
    await expect.poll(() => questions.getByRole("heading").allTextContents()).toEqual([newQuestion, existingQuestion]);

    // Stored as shown.
    const stored = await adminApi<AdminFaq>("/api/admin/faq");
    expect(stored.items.find((item) => item.question === existingQuestion)?.answer).toBe(
      "<p>Quarante-cinq minutes, questions comprises.</p>",
    );

    // A signed-out visitor, in a browser of their own, reads both under the category, in that order.
    const visitor = await chromium.newPage();
    await visitor.page.goto(`${appUrl}/faq`);
    const category = visitor.page
      .locator('[data-slot="faq-category"]')
      .filter({ has: visitor.page.getByRole("heading", { level: 2, name: categoryLabel }) });
    await category.waitFor();
    expect(await category.getByRole("button").allTextContents()).toEqual([newQuestion, existingQuestion]);
    await category.getByRole("button", { name: existingQuestion }).click();
    await category.getByText("Quarante-cinq minutes, questions comprises.").waitFor();
    await category.getByRole("button", { name: newQuestion }).click();
    await category.getByText("Relisez l'offre et préparez vos questions.").waitFor();
    expect(await category.getByText("Une heure environ.").count()).toBe(0);

    // The category holds questions: its deletion is refused, in French, and it stays.
    await page.getByRole("button", { name: `Supprimer la catégorie « ${categoryLabel} »` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await page.getByText(inUse, { exact: true }).first().waitFor();
    await page.getByRole("button", { name: `Renommer la catégorie « ${categoryLabel} »` }).waitFor();
    const after = await adminApi<AdminFaq>("/api/admin/faq");
    expect(after.categories.map((entry) => entry.id)).toContain(categoryId);

    // The refused deletion answers 409, which Chromium logs as a failed request; nothing else went wrong.
    expect(problems.list().filter((line) => !/status of 409/.test(line))).toEqual([]);
    expect(visitor.problems.list()).toEqual([]);
  }, 120_000);
});
