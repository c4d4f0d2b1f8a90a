// The server prints http://127.0.0.1:PORT at start while its public URL defaults to
// http://localhost:PORT: the app must work at either. Signed in, signed up and confirmed by e-mail
// at the printed address, the browser never leaves it (its session and the PKCE verifier live
// there), and nothing is refused by CORS or the CSP on the way.
import { describe, expect, it } from "vitest";

import { setupChromium } from "./support/browser.ts";
import { landedOn, submitCandidateSignUp } from "./support/candidate.ts";
import { mailbox } from "./support/mailbox.ts";
import { workerServers } from "./support/servers.ts";
import { signIn, submitSignIn } from "./support/sign-in.ts";

const { appUrl } = workerServers();
/** The address `npm start` prints. */
const printedUrl = appUrl.replace("//localhost:", "//127.0.0.1:");

const chromium = setupChromium();

describe("the app at the address the server prints", () => {
  it("is not the public URL's host: the test runs against another origin", () => {
    expect(new URL(printedUrl).hostname).toBe("127.0.0.1");
    expect(new URL(printedUrl).origin).not.toBe(new URL(appUrl).origin);
  });

  it("signs a demo account in and keeps it signed in there", async () => {
    const { page, problems } = await chromium.newPage();
    await signIn(page, printedUrl, "candidat@fuse.test");
    await landedOn(page, "/dashboard/candidate/card", "MaFuseCard");
    expect(new URL(page.url()).origin).toBe(printedUrl);
    await page.reload();
    await landedOn(page, "/dashboard/candidate/card", "MaFuseCard");
    expect(problems.list()).toEqual([]);
  });

  it("signs up, and the confirmation e-mail brings the new user back to that address, signed in", async () => {
    const email = `boucle.${Date.now()}@exemple.fr`;
    const { page, problems } = await chromium.newPage();
    await submitCandidateSignUp(page, printedUrl, {
      firstName: "Lou",
      lastName: "Bernard",
      email,
      password: "Bonjour2026",
    });

    // The e-mail's link is at the address the person used, not under the public URL's name.
    const link = await mailbox(appUrl).waitForLink(email, /Confirm/i);
    expect(new URL(link).origin).toBe(printedUrl);
    await page.goto(link);
    await landedOn(page, "/questionnaire/candidate", "Questionnaire candidat");
    expect(new URL(page.url()).origin).toBe(printedUrl);
    expect(problems.list()).toEqual([]);
  });

  it("opened in another browser, the link says the address is confirmed, and signing in there works", async () => {
    const email = `ailleurs.${Date.now()}@exemple.fr`;
    const { page } = await chromium.newPage();
    await submitCandidateSignUp(page, printedUrl, {
      firstName: "Noé",
      lastName: "Petit",
      email,
      password: "Ailleurs2026",
    });

    // A phone's mail app: another browser, without the sign-up's session or PKCE verifier.
    const phone = await chromium.newPage({ viewport: { width: 360, height: 740 } });
    // What the console shows a developer, and every answer of the API and of auth refused.
    const warnings: string[] = [];
    phone.page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const refused: string[] = [];
    phone.page.on("response", (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await phone.page.goto(await mailbox(appUrl).waitForLink(email, /Confirm/i));
    await phone.page.getByText("Adresse confirmée : connectez-vous").waitFor();
    expect(await phone.page.getByText(/n'est pas valide/).count()).toBe(0);
    await phone.page.getByRole("link", { name: "Aller à la connexion" }).click();
    await submitSignIn(phone.page, email, "Ailleurs2026");
    await landedOn(phone.page, "/questionnaire/candidate", "Questionnaire candidat");
    // The first sign-in finds the profile (created from the sign-up's account type), with no 404
    // first; the pages load without React Router's warnings.
    expect(refused).toEqual([]);
    expect(phone.problems.list()).toEqual([]);
    expect(warnings.filter((text) => /HydrateFallback/.test(text))).toEqual([]);
  });
});
