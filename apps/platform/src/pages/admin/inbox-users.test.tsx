// The inboxes and the users in Chromium, inside the app's real router, shell and layout, with the
// administrator's API client injected: the filters, searches and pages live in the address; a
// message is answered, a pre-registration approved, an account found, opened and deleted.
import "../../index.css";

import { afterEach, describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";

import type { AdminContactMessage, AdminPreRegistration, AdminUserDetail } from "@fuse/features/admin";
import { fakeApiClient } from "@fuse/features/api/testing";

import { axeViolations } from "../../app-test-support";
import { renderAdminPage } from "./admin-test-support";

const message: AdminContactMessage = {
  id: "c1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8",
  name: "Camille Martin",
  email: "camille.martin@exemple.fr",
  subject: "Question sur mon compte",
  message: "Je ne trouve pas comment rendre ma carte publique.",
  created_at: "2026-11-25T08:30:00.000Z",
  consent_at: "2026-11-25T08:30:00.000Z",
  status: "new",
  handled_at: null,
  handled_by: null,
  replied_at: null,
};

const registration: AdminPreRegistration = {
  id: "e3c4d5e6-f708-4192-a3b4-c5d6e7f8091a",
  company_name: "Atelier Lumière",
  siret: "73282932000074",
  sector: "62.01Z",
  size: "10-49",
  address: null,
  city: "Lyon",
  postal_code: "69002",
  contact_name: "Léa Girard",
  email: "lea.girard@atelier-lumiere.fr",
  phone: null,
  created_at: "2026-11-24T10:00:00.000Z",
  consent_at: "2026-11-24T10:00:00.000Z",
  status: "new",
  handled_at: null,
  handled_by: null,
  approved_at: null,
  invited_at: "2026-11-24T10:00:00.000Z",
  account_exists: false,
};

const user: AdminUserDetail = {
  id: "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
  profile_id: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
  email: "camille.martin@exemple.fr",
  type: "candidate",
  name: "Camille Martin",
  company_name: null,
  email_confirmed: true,
  profile_completed: true,
  created_at: "2026-11-20T08:00:00.000Z",
  last_sign_in_at: null,
  subscription: null,
  email_confirmed_at: "2026-11-20T08:05:00.000Z",
  city: "Lyon",
  siret: null,
};
const { email_confirmed_at: _confirmed, city: _city, siret: _siret, ...listed } = user;

const pageOf = <T,>(items: T[], pages = 1) => ({ items, total: items.length, page: 1, per_page: 20, pages });

/** The administrator's API as the server answers it, every call recorded. */
function adminApi() {
  let deleted = false;
  return fakeApiClient({
    "GET /api/admin/contact-messages": () => pageOf([message], 2),
    "POST /api/admin/contact-messages/:id/reply": () => ({
      ...message,
      status: "handled" as const,
      handled_at: "2026-11-26T09:15:00.000Z",
      replied_at: "2026-11-26T09:15:00.000Z",
    }),
    "GET /api/admin/pre-registrations": () => pageOf([registration]),
    "POST /api/admin/pre-registrations/:id/approve": () => ({
      ...registration,
      status: "approved" as const,
      approved_at: "2026-11-26T09:15:00.000Z",
      handled_at: "2026-11-26T09:15:00.000Z",
    }),
    "GET /api/admin/users": () => pageOf(deleted ? [] : [listed], 2),
    "GET /api/admin/users/:id": () => user,
    "DELETE /api/admin/users/:id": ({ params }) => {
      deleted = true;
      return { id: params.id };
    },
  });
}

const lastCall = (api: ReturnType<typeof adminApi>, endpoint: string) =>
  api.calls.findLast((call) => call.endpoint === endpoint)?.request;

afterEach(async () => {
  await page.viewport(1024, 768);
});

describe("/admin/messages", () => {
  it("lists the messages to deal with, keeps the filter, search and page in the address, and answers one", async () => {
    const { router, api } = await renderAdminPage("/admin/messages", adminApi());
    await expect.element(page.getByRole("heading", { level: 1, name: "Messages de contact" })).toBeVisible();
    await expect
      .element(page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Messages" }))
      .toHaveAttribute("aria-current", "page");
    const row = page.getByRole("article", { name: message.subject });
    await expect.element(row.getByText("À traiter")).toBeVisible();
    expect(lastCall(api, "GET /api/admin/contact-messages")).toEqual({ query: { status: "new", page: 1 } });
    expect(await axeViolations(document.body)).toEqual([]);

    await userEvent.click(page.getByRole("combobox", { name: "Afficher" }));
    await userEvent.click(page.getByRole("option", { name: "Tous" }));
    await expect.poll(() => router.state.location.search).toBe("?statut=all");
    await userEvent.fill(page.getByRole("searchbox", { name: "Nom, e-mail, objet ou texte" }), "martin");
    await userEvent.click(page.getByRole("button", { name: "Rechercher" }));
    await expect.poll(() => router.state.location.search).toBe("?statut=all&q=martin");
    await userEvent.click(page.getByRole("button", { name: "Suivant" }));
    await expect.poll(() => router.state.location.search).toBe("?statut=all&q=martin&page=2");
    await expect
      .poll(() => lastCall(api, "GET /api/admin/contact-messages"))
      .toEqual({ query: { q: "martin", page: 2 } });

    await userEvent.click(row.getByRole("button", { name: /^Ouvrir/ }));
    await userEvent.fill(row.getByRole("textbox", { name: /^Votre réponse/ }), "Rendez-vous dans « Ma carte ».");
    await userEvent.click(row.getByRole("button", { name: "Envoyer la réponse" }));
    await expect.element(page.getByText(`Réponse envoyée à ${message.email}`)).toBeVisible();
    await expect.element(row.getByText("Répondu le 26 novembre 2026 à 10:15")).toBeVisible();
    expect(lastCall(api, "POST /api/admin/contact-messages/:id/reply")).toEqual({
      params: { id: message.id },
      body: { message: "Rendez-vous dans « Ma carte »." },
    });
  });

  it("on a 360 px screen, scrolls no way but down", async () => {
    await page.viewport(360, 740);
    await renderAdminPage("/admin/messages?statut=all", adminApi());
    await userEvent.click(
      page.getByRole("article", { name: message.subject }).getByRole("button", { name: /^Ouvrir/ }),
    );
    await expect.element(page.getByRole("textbox", { name: /^Votre réponse/ })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  });
});

describe("/admin/pre-inscriptions", () => {
  it("approves a pre-registration after confirmation", async () => {
    const { api } = await renderAdminPage("/admin/pre-inscriptions?statut=bidon", adminApi());
    await expect.element(page.getByRole("heading", { level: 1, name: "Pré-inscriptions" })).toBeVisible();
    // An unknown state in the address is the default one.
    expect(lastCall(api, "GET /api/admin/pre-registrations")).toEqual({ query: { status: "new", page: 1 } });
    const row = page.getByRole("article", { name: registration.company_name });
    await expect.element(row.getByText("Programmation informatique", { exact: false })).toBeVisible();
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.click(row.getByRole("button", { name: /^Approuver/ }));
    await userEvent.click(page.getByRole("button", { name: "Approuver et envoyer l'invitation" }));
    await expect
      .element(page.getByText(`Pré-inscription approuvée : l'invitation est envoyée à ${registration.email}.`))
      .toBeVisible();
    expect(lastCall(api, "POST /api/admin/pre-registrations/:id/approve")).toEqual({
      params: { id: registration.id },
    });
  });
});

describe("/admin/utilisateurs", () => {
  it("finds an account, opens it, deletes it once its address is typed, and goes back to the list", async () => {
    const { router, api } = await renderAdminPage("/admin/utilisateurs", adminApi());
    await expect.element(page.getByRole("heading", { level: 1, name: "Utilisateurs" })).toBeVisible();
    await userEvent.click(page.getByRole("combobox", { name: "Type de compte" }));
    await userEvent.click(page.getByRole("option", { name: "Candidats" }));
    await expect.poll(() => router.state.location.search).toBe("?type=candidate");
    await userEvent.fill(page.getByRole("searchbox", { name: "E-mail ou nom" }), "camille");
    await userEvent.click(page.getByRole("button", { name: "Rechercher" }));
    await expect.poll(() => router.state.location.search).toBe("?type=candidate&q=camille");
    await expect
      .poll(() => lastCall(api, "GET /api/admin/users"))
      .toEqual({ query: { type: "candidate", q: "camille", page: 1 } });
    // The previous rows stay, dimmed, until the answer is there.
    await expect.element(page.getByRole("link", { name: user.email })).toBeVisible();
    await expect.poll(() => document.querySelector('[data-slot="admin-list"]')?.getAttribute("aria-busy")).toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);

    await userEvent.click(page.getByRole("link", { name: user.email }));
    await expect.element(page.getByRole("heading", { level: 1, name: "Compte utilisateur" })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/admin/utilisateurs/${user.id}`);
    await expect
      .element(page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Utilisateurs" }))
      .toHaveAttribute("aria-current", "page");
    expect(await axeViolations(document.body)).toEqual([]);

    await userEvent.click(page.getByRole("button", { name: "Supprimer le compte" }));
    await userEvent.fill(page.getByRole("textbox", { name: /^Adresse e-mail du compte/ }), user.email);
    await userEvent.click(page.getByRole("button", { name: "Supprimer définitivement" }));
    await expect.element(page.getByText(`Le compte ${user.email} est supprimé.`)).toBeVisible();
    await expect.poll(() => router.state.location.pathname).toBe("/admin/utilisateurs");
    expect(lastCall(api, "DELETE /api/admin/users/:id")).toEqual({ params: { id: user.id } });
    // The list is read again: the account is gone from it.
    await expect.element(page.getByRole("heading", { level: 2, name: "Aucun compte de ce type" })).toBeVisible();
  });

  it("says when an address names no account", async () => {
    await renderAdminPage("/admin/utilisateurs/pas-un-compte", adminApi());
    await expect.element(page.getByRole("heading", { level: 1, name: "Compte utilisateur" })).toBeVisible();
    await expect.element(page.getByText("Ce compte n'existe pas ou a été supprimé.")).toBeVisible();
  });
});
