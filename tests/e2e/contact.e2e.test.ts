// The contact page as `npm start` serves it: a visitor writes by keyboard alone, sees where the
// acknowledgement went and finds it in the mailbox; an empty form says what is missing in French
// and sends nothing; a phone-sized screen does not scroll sideways; axe finds nothing to fix.

import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { axeViolations } from "./support/axe.ts";
import { focusOnceTakenOver, setupChromium } from "./support/browser.ts";
import { mailbox } from "./support/mailbox.ts";
import { workerServers } from "./support/servers.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab, then checks that focus is on `locator`: the order a keyboard user meets the fields in. */
async function tabTo(page: Page, locator: Locator) {
  await page.keyboard.press("Tab");
  expect(await isFocused(locator)).toBe(true);
}

async function openContact(page: Page) {
  await page.goto(`${appUrl}/contact`);
  await page.getByRole("heading", { level: 1, name: "Contact" }).waitFor();
  await page.getByRole("form", { name: "Écrire à l'équipe Fuse" }).waitFor();
  await focusOnceTakenOver(page.getByRole("textbox", { name: "Votre nom" }));
}

describe("/contact", () => {
  it("sends a message by keyboard alone, confirms it and acknowledges it by e-mail", async () => {
    const email = `camille.contact.${Date.now()}@exemple.fr`;
    const text = "Bonjour, je ne trouve pas comment rendre ma carte publique. Pouvez-vous m'aider ?";
    const { page, problems } = await chromium.newPage();
    // An anonymous visitor's page: the auth client is never downloaded nor called.
    const authRequests: string[] = [];
    page.on("request", (request) => {
      if (/auth-services|\/auth\/v1\//.test(request.url())) authRequests.push(request.url());
    });
    await openContact(page);

    const name = page.getByRole("textbox", { name: "Votre nom" });
    await name.focus();
    await page.keyboard.type("Camille Martin");
    await tabTo(page, page.getByRole("textbox", { name: "Votre adresse e-mail" }));
    await page.keyboard.type(email);
    const subject = page.getByRole("combobox", { name: "Sujet" });
    await tabTo(page, subject);
    await page.keyboard.press("Enter");
    await page.getByRole("option", { name: "Question sur mon compte" }).waitFor();
    // Typeahead, as in a native select, then Enter chooses.
    await page.keyboard.type("Q");
    await page.keyboard.press("Enter");
    expect(await subject.textContent()).toContain("Question sur mon compte");
    // The list closes and hands the focus back to its button (a moment later on a busy machine).
    await page.getByRole("listbox").waitFor({ state: "detached" });
    await expect.poll(() => isFocused(subject)).toBe(true);
    await tabTo(page, page.getByRole("textbox", { name: "Votre message" }));
    await page.keyboard.type(text);
    // The trap for robots is skipped: next comes the consent.
    const consent = page.getByRole("checkbox", { name: /J'accepte que Fuse utilise ces informations/ });
    await tabTo(page, consent);
    await page.keyboard.press("Space");
    expect(await consent.getAttribute("aria-checked")).toBe("true");
    await tabTo(page, page.getByRole("link", { name: "Lire la politique de confidentialité (nouvel onglet)" }));
    await tabTo(page, page.getByRole("button", { name: "Envoyer mon message" }));
    await page.keyboard.press("Enter");

    const confirmation = page.getByRole("status").filter({ hasText: "Message envoyé" });
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain(`Un accusé de réception a été envoyé à ${email}`);

    const inbox = mailbox(appUrl);
    const link = await inbox.waitForLink(email, "Nous avons bien reçu votre message");
    expect(new URL(link).pathname).toBe("/faq");
    const [acknowledgement] = await inbox.list(email);
    expect(acknowledgement!.text).toContain("« Question sur mon compte »");
    expect(acknowledgement!.text).not.toContain(text);
    expect(authRequests).toEqual([]);
    expect(problems.list()).toEqual([]);
  });

  it("says in French what an empty form lacks, and sends nothing", async () => {
    const { page, problems } = await chromium.newPage();
    const sent: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/contact") sent.push(request.method());
    });
    await openContact(page);
    await page.getByRole("button", { name: "Envoyer mon message" }).click();

    for (const message of [
      "Saisissez votre nom.",
      "Saisissez une adresse e-mail valide, par exemple camille@exemple.fr.",
      "Choisissez le sujet de votre message.",
      "Écrivez votre message.",
      "Vous devez accepter que vos données soient utilisées pour vous répondre.",
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await isFocused(page.getByRole("textbox", { name: "Votre nom" }))).toBe(true);
    await page.waitForTimeout(300);
    expect(sent).toEqual([]);
    expect(problems.list()).toEqual([]);
  });

  it("fits a 360 px phone screen, with its French messages shown", async () => {
    const { page, problems } = await chromium.newPage({ viewport: { width: 360, height: 740 } });
    await openContact(page);
    await page.getByRole("button", { name: "Envoyer mon message" }).click();
    await page.getByText("Saisissez votre nom.", { exact: true }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems.list()).toEqual([]);
  });

  it("has nothing axe finds to fix, empty or showing its errors", async () => {
    const { page } = await chromium.newPage();
    await openContact(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Envoyer mon message" }).click();
    await page.getByText("Saisissez votre nom.", { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
