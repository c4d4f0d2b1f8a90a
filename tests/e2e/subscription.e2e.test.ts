// The recruiter's subscription on the server that requires payment, embedded (no Stripe key): a new
// recruiter, whose company is described and profile completed through the API, is sent from their
// offers to « Abonnement », abandons a demonstration checkout (« Paiement annulé »), then pays one
// (« Paiement réussi ») and finds their offers open. A new account, so no demo account changes.
import { createClient } from "@supabase/supabase-js";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";

import { setupChromium } from "./support/browser.ts";
import { apiSession, landedOn } from "./support/candidate.ts";
import { mailbox } from "./support/mailbox.ts";
import { workerServers } from "./support/servers.ts";
import { signInContext } from "./support/sign-in.ts";

const { appUrlWithPayment: appUrl } = workerServers();
const chromium = setupChromium();
const email = `recruteur.abonnement.${Date.now()}@fuse.test`;
const password = "Abonnement-Fuse-2026!";

/** A SIRET no other company has: random digits, then the Luhn key. */
function freshSiret() {
  const digits = Array.from({ length: 13 }, () => Math.floor(Math.random() * 10));
  if (digits[0] === 3) digits[0] = 7; // never La Poste's SIREN, which follows another rule
  for (let key = 0; key <= 9; key++) {
    const all = [...digits, key];
    const sum = all.reduce((total, digit, index) => {
      const doubled = index % 2 === 0 ? digit * 2 : digit;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
    if (sum % 10 === 0) return all.join("");
  }
  throw new Error("no Luhn key");
}

/** Signs up through supabase-js, confirms with the e-mail's link, describes the company, completes the profile. */
async function newCompletedRecruiter() {
  const config = (await (await fetch(`${appUrl}/api/config`)).json()) as { supabaseAnonKey: string };
  const supabase = createClient(appUrl, config.supabaseAnonKey, { auth: { persistSession: false } });
  const { error } = await supabase.auth.signUp({ email, password, options: { data: { type: "recruiter" } } });
  if (error) throw error;
  const link = await mailbox(appUrl).waitForLink(email, /Confirm/i);
  const confirmed = await fetch(link, { redirect: "manual" });
  expect(confirmed.status).toBeLessThan(400);
  const recruiter = await apiSession(appUrl, email, password);
  await recruiter.call("POST", "/api/profile/update", { type: "recruiter" });
  await recruiter.call("PATCH", "/api/profile/info/update-company", {
    profile: { name: "Atelier Abonnement", siret: freshSiret(), city: "Lyon", postal_code: "69002" },
  });
  await recruiter.call("POST", "/api/profile/update", { completed: true });
}

/** « Abonnement » → a plan → the demonstration checkout. */
async function openCheckout(page: Page, plan: RegExp, query: string) {
  await page.getByRole("button", { name: plan }).click();
  await landedOn(page, `/dashboard/recruiter/subscribe/demonstration?plan=${query}`, "Paiement de démonstration");
  await page.getByText("Paiement de démonstration — aucune carte n'est demandée").waitFor();
}

describe("the recruiter's subscription (payment required, demonstration checkout)", () => {
  beforeAll(async () => {
    await newCompletedRecruiter();
  }, 120_000);

  it("sends an unsubscribed recruiter to « Abonnement », and a cancelled checkout to « Paiement annulé »", async () => {
    const { page } = await chromium.newPage();
    await signInContext(page.context(), appUrl, email, password);
    await page.goto(`${appUrl}/dashboard/recruiter/jobs`);
    await landedOn(page, "/dashboard/recruiter/subscribe", "Abonnement");
    await page.getByRole("heading", { name: /Mon abonnement/ }).waitFor();
    expect(await page.getByRole("heading", { name: /Mon abonnement/ }).textContent()).toContain("Aucun abonnement");

    await openCheckout(page, /Choisir la formule mensuelle/, "monthly");
    await page.getByRole("button", { name: "Annuler" }).click();
    await landedOn(page, "/cancel", "Paiement annulé");
    await page.getByText("Votre paiement a été annulé").waitFor();

    // Nothing was bought: the offers still send the recruiter to the plans.
    await page.getByRole("link", { name: "Revenir aux formules" }).click();
    await landedOn(page, "/dashboard/recruiter/subscribe", "Abonnement");
    await page.goto(`${appUrl}/dashboard/recruiter/jobs`);
    await landedOn(page, "/dashboard/recruiter/subscribe", "Abonnement");
  });

  it("pays on the demonstration checkout, lands on « Paiement réussi », and the offers open at once", async () => {
    const { page } = await chromium.newPage();
    await signInContext(page.context(), appUrl, email, password);
    await page.goto(`${appUrl}/dashboard/recruiter/jobs`);
    await landedOn(page, "/dashboard/recruiter/subscribe", "Abonnement");

    await openCheckout(page, /Choisir la formule annuelle/, "yearly");
    await page.getByRole("button", { name: "Payer" }).click();
    await page.waitForURL((url) => url.pathname === "/success" && url.searchParams.has("session_id"));
    await page.getByRole("heading", { level: 1, name: "Paiement réussi" }).waitFor();
    await page.getByText("Votre abonnement a été activé avec succès").waitFor();

    // Back into the app in the same session: the guard reads the new subscription at once.
    await page.getByRole("link", { name: "Accéder à mes offres" }).click();
    await landedOn(page, "/dashboard/recruiter/jobs", "Mes offres d'emploi");

    await page.goto(`${appUrl}/dashboard/recruiter/subscribe`);
    await landedOn(page, "/dashboard/recruiter/subscribe", "Abonnement");
    const status = page.getByRole("heading", { name: /Mon abonnement/ });
    await status.waitFor();
    expect(await status.textContent()).toContain("Actif");
    await page.getByText("Formule annuelle (paiement de démonstration)").waitFor();
  });

  it("cancels at the period's end in two clicks, keeps the offers open until then, and resumes it", async () => {
    const { page } = await chromium.newPage({ viewport: { width: 360, height: 740 } });
    await signInContext(page.context(), appUrl, email, password);
    await page.goto(`${appUrl}/dashboard/recruiter/subscribe`);
    await landedOn(page, "/dashboard/recruiter/subscribe", "Abonnement");
    const status = page.getByRole("heading", { name: /Mon abonnement/ });
    await page.getByText(/actif jusqu'au .*, puis renouvelé automatiquement/).waitFor();
    const until = (await page.getByText(/actif jusqu'au/).textContent())!.match(/jusqu'au (.+?),/)![1]!;

    // Before deleting the account, « Mon Profil » says the subscription ends with it.
    await page.goto(`${appUrl}/dashboard/recruiter/profile`);
    await landedOn(page, "/dashboard/recruiter/profile", "Mon Profil");
    await page.getByText(/Votre abonnement en cours sera résilié immédiatement avec votre compte/).waitFor();

    await page.goto(`${appUrl}/dashboard/recruiter/subscribe`);
    await landedOn(page, "/dashboard/recruiter/subscribe", "Abonnement");
    await page.getByRole("button", { name: "Résilier mon abonnement" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Résilier votre abonnement ?" });
    await dialog.getByText(`Il reste actif jusqu'au ${until}`, { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Résilier", exact: true }).click();
    await page
      .getByText(`Votre abonnement est résilié : vous gardez l'accès jusqu'au ${until}`, { exact: false })
      .waitFor();
    expect(await status.textContent()).toContain("Résilié");

    // Paid until then: the offers stay open.
    await page.goto(`${appUrl}/dashboard/recruiter/jobs`);
    await landedOn(page, "/dashboard/recruiter/jobs", "Mes offres d'emploi");

    await page.goto(`${appUrl}/dashboard/recruiter/subscribe`);
    await page.getByRole("button", { name: "Reprendre mon abonnement" }).click();
    await page.getByText(/actif jusqu'au .*, puis renouvelé automatiquement/).waitFor();
    expect(await status.textContent()).toContain("Actif");
  });
});
