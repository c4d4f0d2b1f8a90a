// The administration's content pages in Chromium, inside the app's real router, shell and layout,
// with the administrator's API client injected: the list under « Pages » of the navigation, the
// form that suggests the address from the title, saves and goes back to the list, and an address
// that names no page.
import "../../index.css";

import { afterEach, describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";

import type { AdminContentPage } from "@fuse/features/admin";
import { fakeApiClient } from "@fuse/features/api/testing";

import { axeViolations } from "../../app-test-support";
import { renderAdminPage } from "./admin-test-support";

const legal: AdminContentPage = {
  id: "3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c",
  slug: "mentions-legales",
  title: "Mentions légales",
  body: "<p>Éditeur du site : Fuse.</p>",
  published: true,
  created_at: "2026-11-20T09:00:00.000Z",
  updated_at: "2026-11-21T10:30:00.000Z",
};
const { body: _body, created_at: _created, ...summary } = legal;

/** The administrator's API as the server answers it, every call recorded. */
function adminApi() {
  return fakeApiClient({
    "GET /api/admin/pages": () => ({ pages: [summary] }),
    "GET /api/admin/pages/:id": () => legal,
    "POST /api/admin/pages": ({ body }) => ({
      ...legal,
      id: "7c6b5a4f-3e2d-4c1b-9a0f-8e7d6c5b4a3f",
      slug: body.slug,
      title: body.title,
      body: body.body ?? "",
      published: body.published ?? false,
    }),
    "PATCH /api/admin/pages/:id": ({ body }) => ({ ...legal, ...body }),
  });
}

afterEach(async () => {
  await page.viewport(1024, 768);
});

describe("/admin/pages", () => {
  it("lists the pages under « Pages » of the navigation, and opens a page's form", async () => {
    const { router } = await renderAdminPage("/admin/pages", adminApi());
    await expect.element(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
    await expect
      .element(page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Pages" }))
      .toHaveAttribute("aria-current", "page");
    const row = page.getByRole("article", { name: legal.title });
    await expect.element(row.getByText("Modifiée le 21 novembre 2026 à 11:30")).toBeVisible();
    await expect
      .element(row.getByRole("link", { name: "/p/mentions-legales (nouvel onglet)" }))
      .toHaveAttribute("href", "/p/mentions-legales");
    expect(await axeViolations(document.body)).toEqual([]);

    await userEvent.click(row.getByRole("link", { name: `Modifier « ${legal.title} »` }));
    await expect.element(page.getByRole("heading", { level: 1, name: "Modifier la page" })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/admin/pages/${legal.id}`);
    await expect.element(page.getByRole("textbox", { name: /^Titre/ })).toHaveValue(legal.title);
    await expect.element(page.getByRole("textbox", { name: /^Adresse/ })).toHaveValue(legal.slug);
    await expect
      .element(page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Pages" }))
      .toHaveAttribute("aria-current", "page");
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("saves a new page with the address suggested from its title, says so and goes back to the list", async () => {
    const { router, api } = await renderAdminPage("/admin/pages/nouvelle", adminApi());
    await expect.element(page.getByRole("heading", { level: 1, name: "Nouvelle page" })).toBeVisible();
    await userEvent.fill(page.getByRole("textbox", { name: /^Titre/ }), "Qui sommes-nous ?");
    await expect.element(page.getByRole("textbox", { name: /^Adresse/ })).toHaveValue("qui-sommes-nous");
    await userEvent.click(page.getByRole("switch", { name: /^Publiée/ }));
    await userEvent.click(page.getByRole("button", { name: "Enregistrer" }));
    await expect.element(page.getByText("Page enregistrée")).toBeVisible();
    await expect.poll(() => router.state.location.pathname).toBe("/admin/pages");
    expect(api.calls.find((call) => call.endpoint === "POST /api/admin/pages")?.request).toEqual({
      body: { title: "Qui sommes-nous ?", slug: "qui-sommes-nous", body: "", published: true },
    });
  });

  it("on a 360 px screen, the form fits", async () => {
    await page.viewport(360, 740);
    await renderAdminPage(`/admin/pages/${legal.id}`, adminApi());
    await expect.element(page.getByRole("textbox", { name: /^Texte/ })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  });

  it("says when an address names no page", async () => {
    await renderAdminPage("/admin/pages/pas-une-page", adminApi());
    await expect.element(page.getByRole("heading", { level: 1, name: "Modifier la page" })).toBeVisible();
    await expect.element(page.getByText("Cette page n'existe pas ou a été supprimée.")).toBeVisible();
  });
});
