// The contact page in Chromium, inside the app's real router, shell and default layout, with the
// API client injected: what a visitor types is what the API receives, then the confirmation; an
// anonymous visitor's page never asks for the auth client.
import "../index.css";

import { afterEach, describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";

import { ApiError, type ApiClient } from "@fuse/features/api";

import { axeViolations, renderAnonymousApp } from "../app-test-support";

/** The API as the server answers `POST /api/contact`, every call recorded; `refusal` answers instead. */
function fakeApi(refusal?: ApiError) {
  const calls: Array<{ endpoint: string; body: unknown }> = [];
  const api: ApiClient = {
    request: (async (endpoint: string, request?: { body?: { email?: string } }) => {
      calls.push({ endpoint, body: request?.body });
      if (endpoint !== "POST /api/contact") throw new Error(`Unexpected call ${endpoint}`);
      if (refusal) throw refusal;
      return { received: true, email: request?.body?.email };
    }) as ApiClient["request"],
  };
  return { api, calls };
}

async function renderContact(api: ApiClient) {
  const authRequests: string[] = [];
  const { screen } = await renderAnonymousApp("/contact", api, () => authRequests.push("auth"));
  await expect.element(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  return { screen, authRequests };
}

async function fillIn() {
  await userEvent.fill(page.getByRole("textbox", { name: "Votre nom" }), "Camille Martin");
  await userEvent.fill(page.getByRole("textbox", { name: "Votre adresse e-mail" }), "camille@exemple.fr");
  await userEvent.click(page.getByRole("combobox", { name: "Sujet" }));
  await userEvent.click(page.getByRole("option", { name: "Données personnelles (RGPD)" }));
  await userEvent.fill(
    page.getByRole("textbox", { name: "Votre message" }),
    "Je souhaite recevoir une copie des données que vous avez sur moi.",
  );
  await userEvent.click(page.getByRole("checkbox", { name: /J'accepte que Fuse utilise ces informations/ }));
}

afterEach(async () => {
  await page.viewport(1024, 768);
});

describe("/contact", () => {
  it("sends the message through the public API and shows where the acknowledgement went", async () => {
    const { api, calls } = fakeApi();
    const { screen, authRequests } = await renderContact(api);
    await expect
      .element(page.getByRole("link", { name: "Lire la politique de confidentialité (nouvel onglet)" }))
      .toHaveAttribute("href", "/p/politique-de-confidentialite");
    expect(await axeViolations(screen.container)).toEqual([]);

    await fillIn();
    await userEvent.click(page.getByRole("button", { name: "Envoyer mon message" }));
    const confirmation = page.getByRole("status").filter({ hasText: "Message envoyé" });
    await expect.element(confirmation).toMatchTextContent(/Un accusé de réception a été envoyé à camille@exemple\.fr/);
    expect(calls).toEqual([
      {
        endpoint: "POST /api/contact",
        body: {
          name: "Camille Martin",
          email: "camille@exemple.fr",
          subject: "Données personnelles (RGPD)",
          message: "Je souhaite recevoir une copie des données que vous avez sur moi.",
          consent: true,
          website: "",
        },
      },
    ]);
    expect(authRequests).toEqual([]);
    expect(await axeViolations(screen.container)).toEqual([]);

    // Another message starts from an empty form.
    await userEvent.click(page.getByRole("button", { name: "Écrire un autre message" }));
    await expect.element(page.getByRole("textbox", { name: "Votre nom" })).toHaveValue("");
  });

  it("shows the server's wait in French when too many messages were sent", async () => {
    const { api } = fakeApi(
      new ApiError(429, "Trop de messages envoyés depuis votre connexion. Réessayez dans 12 minutes."),
    );
    await renderContact(api);
    await fillIn();
    await userEvent.click(page.getByRole("button", { name: "Envoyer mon message" }));
    await expect
      .element(page.getByRole("alert"))
      .toMatchTextContent(/Trop de messages envoyés depuis votre connexion\. Réessayez dans 12 minutes\./);
  });

  it("fits a 360 px screen with its French messages shown", async () => {
    await page.viewport(360, 740);
    const { api, calls } = fakeApi();
    await renderContact(api);
    await userEvent.click(page.getByRole("button", { name: "Envoyer mon message" }));
    await expect.element(page.getByText("Saisissez votre nom.")).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    expect(calls).toEqual([]);
  });
});
