// The administration's pages in Chromium, inside the app's real router, shell and layout, with the
// administrator's API client injected: the navigation, the home's counts and journal, the news list
// whose search and page live in the address, and the form that saves and goes back to the list.
import "../../index.css";

import { afterEach, describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";

import type { AdminAction, AdminNewsItem } from "@fuse/features/admin";
import { fakeApiClient } from "@fuse/features/api/testing";

import { axeViolations } from "../../app-test-support";
import { renderAdminPage } from "./admin-test-support";

const item: AdminNewsItem = {
  id: "6b0f7a52-5d1e-4c0b-9a3e-1f2d3c4b5a60",
  slug: "salon-de-l-emploi-a-lyon",
  title: "Salon de l'emploi à Lyon",
  excerpt: "Quarante entreprises recrutent.",
  body: "<p>Rendez-vous le 12 décembre.</p>",
  audience: "candidate",
  status: "published",
  published_at: "2026-11-18T10:30:00.000Z",
  created_at: "2026-11-17T09:00:00.000Z",
  updated_at: "2026-11-18T10:30:00.000Z",
};
const { body: _body, ...summary } = item;

const action: AdminAction = {
  id: "1",
  at: "2026-11-18T10:30:00.000Z",
  actor_email: "admin@fuse.test",
  action: "create",
  entity: "news",
  entity_id: item.id,
  summary: item.title,
  details: {},
};

/** The administrator's API as the server answers it, every call recorded. */
function adminApi() {
  const totals = { draft: 4, scheduled: 1, published: 9 };
  return fakeApiClient({
    "GET /api/admin/news": ({ query }) => ({
      news: query.status ? [] : [summary],
      total: query.status ? totals[query.status] : 1,
      page: query.page ?? 1,
      per_page: 20,
      pages: query.status ? 1 : 3,
    }),
    "GET /api/admin/news/:id": () => item,
    "POST /api/admin/news": ({ body }) => ({ ...item, id: "0a4c1e9d-2b7f-4e3a-8c5d-6f1a2b3c4d5e", title: body.title }),
    "GET /api/admin/actions": () => ({ actions: [action], total: 1, page: 1, per_page: 50, pages: 1 }),
  });
}

afterEach(async () => {
  await page.viewport(1024, 768);
});

describe("/admin", () => {
  it("shows the news by state and the journal, under the administration's navigation", async () => {
    await renderAdminPage("/admin", adminApi());
    await expect.element(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Administration" });
    await expect.element(nav.getByRole("link", { name: "Tableau de bord" })).toHaveAttribute("aria-current", "page");
    await expect.element(nav.getByRole("link", { name: "Actualités" })).toHaveAttribute("href", "/admin/actualites");
    const count = (label: string) => page.getByText(label, { exact: true }).element().nextElementSibling?.textContent;
    await expect.poll(() => count("Brouillons")).toBe("4");
    await expect.poll(() => count("Programmées")).toBe("1");
    await expect.poll(() => count("Publiées")).toBe("9");
    await expect
      .element(page.getByRole("list", { name: "Journal" }))
      .toMatchTextContent(/Création · actualité « Salon de l'emploi à Lyon » — admin@fuse\.test/);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("on a 360 px screen, opens its navigation from a menu button", async () => {
    await page.viewport(360, 740);
    const { router } = await renderAdminPage("/admin", adminApi());
    const nav = page.getByRole("navigation", { name: "Administration", includeHidden: true });
    await expect.element(nav).not.toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Menu" }));
    await userEvent.click(nav.getByRole("link", { name: "Actualités" }));
    await expect.element(page.getByRole("heading", { level: 1, name: "Actualités" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/actualites");
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  });
});

describe("/admin/actualites", () => {
  it("keeps the search and the page in the address, and opens an item's form", async () => {
    const { router, api } = await renderAdminPage("/admin/actualites", adminApi());
    const row = page.getByRole("article", { name: item.title });
    await expect.element(row.getByText("Publiée le 18 novembre 2026")).toBeVisible();
    expect(await axeViolations(document.body)).toEqual([]);

    await userEvent.fill(page.getByRole("searchbox", { name: "Titre ou chapô" }), "salon");
    await userEvent.click(page.getByRole("button", { name: "Rechercher" }));
    await expect.poll(() => router.state.location.search).toBe("?q=salon");
    await userEvent.click(page.getByRole("button", { name: "Suivant" }));
    await expect.poll(() => router.state.location.search).toBe("?q=salon&page=2");
    await expect.poll(() => api.calls.at(-1)?.request).toEqual({ query: { q: "salon", page: 2 } });

    await userEvent.click(row.getByRole("link", { name: `Modifier « ${item.title} »` }));
    await expect.element(page.getByRole("heading", { level: 1, name: "Modifier l'actualité" })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/admin/actualites/${item.id}`);
    await expect.element(page.getByRole("textbox", { name: /^Titre/ })).toHaveValue(item.title);
    await expect
      .element(page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Actualités" }))
      .toHaveAttribute("aria-current", "page");
  });

  it("saves a new item, says so and goes back to the list", async () => {
    const { router, api } = await renderAdminPage("/admin/actualites/nouvelle", adminApi());
    await expect.element(page.getByRole("heading", { level: 1, name: "Nouvelle actualité" })).toBeVisible();
    await userEvent.fill(page.getByRole("textbox", { name: /^Titre/ }), "Journée portes ouvertes");
    await userEvent.click(page.getByRole("radio", { name: "Recruteurs" }));
    await userEvent.click(page.getByRole("button", { name: "Enregistrer" }));
    await expect.element(page.getByText("Actualité enregistrée")).toBeVisible();
    await expect.poll(() => router.state.location.pathname).toBe("/admin/actualites");
    expect(api.calls.find((call) => call.endpoint === "POST /api/admin/news")?.request).toEqual({
      body: { title: "Journée portes ouvertes", excerpt: "", body: "", audience: "recruiter", publish: "none" },
    });
  });

  it("says when an address names no item", async () => {
    await renderAdminPage("/admin/actualites/pas-une-actualite", adminApi());
    await expect.element(page.getByRole("heading", { level: 1, name: "Modifier l'actualité" })).toBeVisible();
    await expect.element(page.getByText("Cette actualité n'existe pas ou a été supprimée.")).toBeVisible();
  });
});

describe("addresses under /admin", () => {
  it("are discovered on first visit, and an unknown one is still the 404 page", async () => {
    const { router } = await renderAdminPage("/admin/inconnue", adminApi());
    await expect.element(page.getByText("Erreur 404")).toBeVisible();
    await router.navigate("/admin/actualites");
    await expect.element(page.getByRole("heading", { level: 1, name: "Actualités" })).toBeVisible();
  });
});
