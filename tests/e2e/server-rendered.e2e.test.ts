// The public site's pages come rendered by the server, with their data: a visitor reads them before
// any script has run (or with scripts off), then the app takes them over without a flash or an
// error: at once for a signed-in visitor, at the first sign of intent for anyone else. What a
// visitor sends before that is held, then sent by the app.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { focusOnceTakenOver, setupChromium } from "./support/browser.ts";
import { workerServers } from "./support/servers.ts";
import { demoPassword, signInContext } from "./support/sign-in.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();

type NewsPage = { news: Array<{ id: string; title: string }> };

async function latestNews() {
  const { news } = (await (await fetch(`${appUrl}/api/news?audience=any&page=1&per_page=1`)).json()) as NewsPage;
  return news[0]!;
}

/** Whether the app has taken the page over: the head tags the server wrote are gone then. */
const hydrated = async (page: Page) => (await page.locator("head [data-page-meta]").count()) === 0;

describe("pages rendered by the server", () => {
  it("are read in full with scripts off: the home page, the FAQ, the news and an item", async () => {
    const item = await latestNews();
    const { page, problems } = await chromium.newPage({ javaScriptEnabled: false });

    await page.goto(`${appUrl}/`);
    await page.getByRole("heading", { level: 1, name: "Accueil" }).waitFor({ state: "attached" });
    await page.getByRole("link", { name: item.title }).waitFor();
    await page
      .getByText(/offres? publiées?/)
      .first()
      .waitFor();
    await page.getByRole("link", { name: "Mentions légales" }).waitFor();

    await page.goto(`${appUrl}/faq`);
    await page.getByRole("heading", { level: 2, name: "Découvrir Fuse" }).waitFor();
    expect(await page.getByRole("button", { expanded: false }).count()).toBeGreaterThan(3);

    // A link is a link: the next page comes from the server as well.
    await page.goto(`${appUrl}/actualites`);
    await page.getByRole("link", { name: item.title }).click();
    await page.waitForURL(`${appUrl}/actualites/${item.id}`);
    await page.getByRole("heading", { level: 1, name: item.title }).waitFor();
    await page.getByText(/^Publié le /).waitFor();
    expect(problems.list()).toEqual([]);
  });

  it("are read in full with scripts off: the home page's search, the offers and an offer's page", async () => {
    const { page, problems } = await chromium.newPage({ javaScriptEnabled: false });
    // The home page's search is a form that works without the app: it goes to /offres.
    await page.goto(`${appUrl}/`);
    await page.getByRole("searchbox", { name: "Métier, compétence ou mot-clé" }).fill("développeur");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await page.waitForURL((url) => url.pathname === "/offres" && url.searchParams.get("q") === "développeur");
    await page.getByRole("heading", { level: 1, name: "Offres d'emploi" }).waitFor();
    const first = page.getByRole("region", { name: "Résultats" }).getByRole("heading", { level: 3 }).first();
    const title = (await first.innerText()).trim();
    await first.getByRole("link").click();
    await page.waitForURL((url) => url.pathname.startsWith("/offres/") && url.searchParams.get("q") === "développeur");
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Description du poste" }).waitFor();
    await page.getByRole("link", { name: "Ça m'intéresse" }).waitFor();
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    expect(problems.list()).toEqual([]);
  });

  it("are taken over by the app without an error, and the page stays the same", async () => {
    const { page, problems } = await chromium.newPage();
    const responses: string[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/api/")) responses.push(new URL(response.url()).pathname);
    });
    await page.goto(`${appUrl}/faq`);
    const filter = page.getByRole("searchbox", { name: "Rechercher dans la FAQ" });
    // Marks on the server's elements: React hydrates them, it does not render new ones in their place.
    await page.getByRole("heading", { level: 2, name: "Découvrir Fuse" }).waitFor();
    const marked = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll("main h1, main h2, main button")].filter(
            (element) => (element as Element & { serverMark?: boolean }).serverMark,
          ).length,
      );
    const count = await page.evaluate(() => {
      const elements = [...document.querySelectorAll("main h1, main h2, main button")];
      for (const element of elements) (element as Element & { serverMark?: boolean }).serverMark = true;
      return elements.length;
    });
    await focusOnceTakenOver(filter);
    expect(await marked()).toBe(count);
    // The data came with the page: the app asks for nothing again.
    expect(responses).toEqual([]);
    // The filter and the accordion answer.
    await filter.fill("supprimer mon compte");
    await page
      .getByRole("status")
      .filter({ hasText: /^\d+ questions?$/ })
      .waitFor();
    const question = page.locator('main [data-slot="accordion-trigger"]').first();
    expect(await question.getAttribute("aria-expanded")).toBe("false");
    await question.click();
    await expect.poll(() => question.getAttribute("aria-expanded")).toBe("true");
    expect(problems.list()).toEqual([]);
  });

  it("run none of the app for a visitor who only reads them, only cache it, and start it at their first move", async () => {
    const { page, problems } = await chromium.newPage();
    const appModule = /\/assets\/(app|faq)-[^/]+\.js$/;
    const fetched: Array<{ path: string; purpose: string | null }> = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (appModule.test(pathname)) fetched.push({ path: pathname, purpose: request.headers()["sec-purpose"] ?? null });
    });
    await page.goto(`${appUrl}/faq`, { waitUntil: "networkidle" });
    // The app has not started: the page is the server's, its head tags are there, its fields take text.
    expect(await hydrated(page)).toBe(false);
    expect(await page.getByRole("searchbox", { name: "Rechercher dans la FAQ" }).isEditable()).toBe(true);
    // Its modules were only fetched for later, once the page was idle.
    expect(fetched.length).toBeGreaterThanOrEqual(2);
    expect(fetched.every((request) => request.purpose === "prefetch")).toBe(true);

    // A key pressed is a sign of intent: the app starts and takes the page over.
    await page.keyboard.press("Tab");
    await expect.poll(() => hydrated(page)).toBe(true);
    expect(problems.list()).toEqual([]);
  });

  it("show a signed-in visitor their account once taken over", async () => {
    const { page, problems } = await chromium.newPage();
    await signInContext(page.context(), appUrl, "candidat@fuse.test");

    await page.goto(`${appUrl}/faq`);
    // The server rendered the page for anyone; the app shows whose session it is.
    await page.getByRole("button", { name: "Se déconnecter" }).waitFor();
    expect(await page.getByRole("link", { name: "Se connecter" }).count()).toBe(0);
    expect(problems.list()).toEqual([]);
  });

  it("keep what a visitor types or autofills on a phone before the app is there, and the app gets it", async () => {
    const forms = [
      {
        path: "/contact",
        typed: "Votre nom",
        autofilled: ["Votre adresse e-mail", "jean.dupont@exemple.fr"],
        send: "Envoyer mon message",
        kept: ["Saisissez votre nom.", "Saisissez une adresse e-mail valide, par exemple camille@exemple.fr."],
        missing: "Écrivez votre message.",
      },
      {
        path: "/pre-inscription",
        typed: "Nom de l'entreprise",
        autofilled: ["Adresse e-mail professionnelle", "jean.dupont@exemple.fr"],
        send: "Envoyer ma pré-inscription",
        kept: [
          "Saisissez le nom de l'entreprise.",
          "Saisissez une adresse e-mail valide, par exemple camille@entreprise.fr.",
        ],
        missing: "Saisissez le nom de la personne à contacter.",
        // A commune typed in part: once the app is there, its suggestions come.
        combobox: ["Commune", "Lyo", "69001 Lyon"],
      },
    ] as const;
    for (const form of forms) {
      const { context, page, problems } = await chromium.newPage({
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
      });
      // The app's modules are held back until the visitor has typed: a slow phone on a slow network.
      let typed: () => void = () => {};
      const done = new Promise<void>((resolve) => (typed = resolve));
      await context.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
        await done;
        await route.continue();
      });
      await page.goto(`${appUrl}${form.path}`, { waitUntil: "domcontentloaded" });

      // The first tap opens the keyboard: the field takes text at once, and the browser may fill it.
      const field = page.getByRole("textbox", { name: form.typed });
      expect(await field.isEditable()).toBe(true);
      await field.tap();
      await page.keyboard.type("Jean Dupont");
      const [autofilledName, autofilledValue] = form.autofilled;
      await page.getByRole("textbox", { name: autofilledName }).fill(autofilledValue);
      const combobox = "combobox" in form ? form.combobox : undefined;
      if (combobox) {
        await page.getByRole("combobox", { name: combobox[0] }).tap();
        await page.keyboard.type(combobox[1]);
      }
      expect(await hydrated(page)).toBe(false);
      typed();

      await expect.poll(() => hydrated(page)).toBe(true);
      expect(await field.inputValue()).toBe("Jean Dupont");
      if (combobox) {
        expect(await page.getByRole("combobox", { name: combobox[0] }).inputValue()).toBe(combobox[1]);
        await page.getByRole("option", { name: combobox[2] }).first().waitFor();
        await page.keyboard.press("Escape");
      }
      await field.press("End");
      await page.keyboard.type(" & fils");
      expect(await field.inputValue()).toBe("Jean Dupont & fils");
      // The app has what was typed: sending asks only for what is missing.
      await page.getByRole("button", { name: form.send }).click();
      await page.getByText(form.missing, { exact: true }).waitFor();
      for (const message of form.kept) expect(await page.getByText(message, { exact: true }).count()).toBe(0);
      expect(await page.getByRole("textbox", { name: autofilledName }).inputValue()).toBe(autofilledValue);
      expect(problems.list()).toEqual([]);
      await context.close();
    }
  });

  it("include the sign-in and sign-up pages, for a browser without a session only", async () => {
    for (const path of ["/login", "/forgot-password", "/register/candidate/inscription", "/register/recruiter"]) {
      const html = await (await fetch(`${appUrl}${path}`)).text();
      // The form is in the page, sent by POST (nothing typed goes into an address), and says what
      // each field is for to password managers.
      expect(html, path).toMatch(/<form [^>]*method="post"/);
      expect(html, path).toMatch(/autocomplete="email"/i);
      // With a session, its browser decides where to go: the server sends the app alone.
      const withSession = await (
        await fetch(`${appUrl}${path}`, { headers: { cookie: "fuse-auth=base64-e30" } })
      ).text();
      expect(withSession, path).not.toMatch(/<form/);
      // A form sent before the page's script ran gets the page again, and nothing of it is kept.
      const sent = await fetch(`${appUrl}${path}?redirectFrom=%2Fcontact`, {
        method: "POST",
        body: new URLSearchParams({ email: "jean.dupont@exemple.fr", password: "secret" }),
        redirect: "manual",
      });
      expect(sent.status, path).toBe(303);
      expect(sent.headers.get("location"), path).toBe(`${path}?redirectFrom=%2Fcontact`);
    }
    const login = await (await fetch(`${appUrl}/login`)).text();
    expect(login).toMatch(/autocomplete="current-password"/i);
  });

  it("sign a visitor in with what they typed or autofilled before the app was there", async () => {
    const { context, page, problems } = await chromium.newPage({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    // The app's modules are held back until the visitor has pressed « Se connecter ».
    let pressed: () => void = () => {};
    const buttonPressed = new Promise<void>((resolve) => (pressed = resolve));
    await context.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
      await buttonPressed;
      await route.continue();
    });
    const posted: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && !new URL(request.url()).pathname.startsWith("/auth/"))
        posted.push(request.url());
    });
    await page.goto(`${appUrl}/login`, { waitUntil: "domcontentloaded" });
    const email = page.getByRole("textbox", { name: "Adresse e-mail" });
    expect(await email.isEditable()).toBe(true);
    await email.tap();
    await page.keyboard.type("candidat@fuse.test");
    // A password manager fills the password.
    await page.getByLabel(/^Mot de passe\*?$/).fill(demoPassword);
    await page.getByRole("button", { name: "Se connecter" }).tap();
    expect(await hydrated(page)).toBe(false);
    pressed();

    await page.waitForURL((url) => url.pathname === "/dashboard/candidate/card");
    expect(posted).toEqual([]);
    expect(problems.list()).toEqual([]);
    await context.close();
  });

  it("hold a form sent before the app is there, and send it once it is", async () => {
    const { context, page, problems } = await chromium.newPage();
    // The app's modules are held back until the visitor has pressed the button.
    let pressed: () => void = () => {};
    const buttonPressed = new Promise<void>((resolve) => (pressed = resolve));
    await context.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
      await buttonPressed;
      await route.continue();
    });
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") sent.push(new URL(request.url()).pathname);
    });
    await page.goto(`${appUrl}/contact`, { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Envoyer mon message" }).click();
    expect(await hydrated(page)).toBe(false);
    pressed();

    // The app sends it: the empty form gets its French messages, and the browser never sent it.
    await page.getByText("Saisissez votre nom.", { exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe("");
    expect(sent).toEqual([]);
    expect(problems.list()).toEqual([]);
  });
});
