// The legal pages as a visitor reaches them: from the home page, through the footer, with the
// keyboard alone; each page with its heading and its text, free of accessibility violations, on a
// desktop and on a 360 px phone. The head of the document follows the visitor from page to page.

import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { axeViolations } from "./support/axe.ts";
import { setupChromium } from "./support/browser.ts";
import { workerServers } from "./support/servers.ts";

const { appUrl, appUrlWithPayment } = workerServers();
const chromium = setupChromium();

/** Presses Tab until `target` has the focus, as a keyboard user would (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 80) {
  const handle = await target.elementHandle();
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((element) => document.activeElement === element, handle)) return;
  }
  throw new Error(`Focus never reached ${target.toString()} after ${limit} presses of Tab`);
}

const legalPages = [
  {
    link: "Mentions légales",
    heading: "Mentions légales",
    path: "/p/mentions-legales",
    texts: ["Directeur de la publication", "Hébergement", "Propriété intellectuelle"],
  },
  {
    link: "Conditions générales",
    heading: "Conditions générales d'utilisation",
    path: "/p/conditions-generales",
    texts: ["Abonnement des Recruteurs", "fin de la période en cours", "Droit applicable"],
  },
  {
    link: "Politique de confidentialité",
    heading: "Politique de confidentialité",
    path: "/p/politique-de-confidentialite",
    texts: ["Durées de conservation", "Télécharger mes données", "CNIL"],
  },
  {
    link: "Accessibilité : non conforme",
    heading: "Déclaration d'accessibilité",
    path: "/p/declaration-accessibilite",
    texts: ["non conforme", "26 novembre 2026", "Défenseur des droits"],
  },
] as const;

/** From the home page, the footer's link to a legal page followed with Tab and Enter. */
async function followFooterLink(page: Page, legal: (typeof legalPages)[number]) {
  await page.goto(`${appUrl}/`);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  const footer = page.getByRole("contentinfo");
  const link = footer.getByRole("navigation", { name: "Informations légales" }).getByRole("link", { name: legal.link });
  await tabTo(page, link);
  await page.keyboard.press("Enter");
  await page.waitForURL(`${appUrl}${legal.path}`);
  await page.getByRole("heading", { level: 1, name: legal.heading, exact: true }).waitFor();
  for (const text of legal.texts) await page.getByText(text).first().waitFor();
  // On the page it leads to, the footer marks its own link.
  expect(await link.getAttribute("aria-current")).toBe("page");
}

describe("the legal pages", () => {
  it("are reached from the home page's footer with the keyboard, each with its text and no accessibility violation", async () => {
    const { page, problems } = await chromium.newPage();
    for (const legal of legalPages) {
      await followFooterLink(page, legal);
      // One title in the head: the page's own, not the shell's beside it.
      await expect.poll(() => page.locator("head > title").allTextContents()).toEqual([`${legal.heading} · Fuse`]);
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(problems.list()).toEqual([]);
  });

  it("fit a 360 px phone screen, footer included", async () => {
    const { page, problems } = await chromium.newPage({ viewport: { width: 360, height: 740 } });
    for (const legal of legalPages) {
      await followFooterLink(page, legal);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect([legal.path, overflow]).toEqual([legal.path, 0]);
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(problems.list()).toEqual([]);
  });

  it("are in the sitemap, and the page's description and canonical address follow the visitor", async () => {
    // The sitemap is an index: the site's pages are in its pages file.
    const index = await (await fetch(`${appUrl}/sitemap.xml`)).text();
    expect(index).toContain(`<loc>${appUrl}/sitemaps/pages.xml</loc>`);
    const sitemap = await (await fetch(`${appUrl}/sitemaps/pages.xml`)).text();
    for (const legal of legalPages) expect(sitemap).toContain(`<loc>${appUrl}${legal.path}</loc>`);

    const { page } = await chromium.newPage();
    await page.goto(`${appUrl}/`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    const head = () =>
      page.evaluate(() => ({
        canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute("href")),
        descriptions: document.querySelectorAll('meta[name="description"]').length,
      }));
    expect(await head()).toEqual({ canonical: [`${appUrl}/`], descriptions: 1 });

    const faq = page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true });
    await tabTo(page, faq);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "FAQ" }).waitFor();
    await expect.poll(head).toEqual({ canonical: [`${appUrl}/faq`], descriptions: 1 });
  });

  it("state the operator's details from its configuration, and say which are missing where none is set", async () => {
    const { page, problems } = await chromium.newPage();
    await page.goto(`${appUrlWithPayment}/p/mentions-legales`);
    await page.getByRole("heading", { level: 1, name: "Mentions légales" }).waitFor();
    for (const text of [
      "Fuse Recrutement SAS",
      "SAS au capital de 10 000 euros",
      "RCS Paris 912 345 678, SIRET 912 345 678 00017",
      "Camille Martin, présidente",
      "OVH SAS, 2 rue Kellermann, 59100 Roubaix, France, 1007",
    ])
      await page.getByText(text, { exact: false }).first().waitFor();
    expect(await page.getByText("[À compléter", { exact: false }).count()).toBe(0);
    await page.goto(`${appUrlWithPayment}/p/politique-de-confidentialite`);
    await page.getByText("Brevo (France)", { exact: false }).first().waitFor();
    expect(await page.getByText("comptes inactifs", { exact: false }).count()).toBe(0);

    // Where nothing is set, each missing detail names the variable that sets it.
    await page.goto(`${appUrl}/p/mentions-legales`);
    await page
      .getByText("[À compléter : dénomination sociale de l'exploitant (OPERATOR_NAME)]", { exact: false })
      .first()
      .waitFor();
    expect(problems.list()).toEqual([]);
  });
});
