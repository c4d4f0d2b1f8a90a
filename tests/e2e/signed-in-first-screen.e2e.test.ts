// A signed-in page's first screen reads the API with the session its cookie holds, the auth client
// (most of the Supabase client) loading once that screen is complete; a cookie whose token has
// ended is refreshed by the client first, and one that cannot be read is no session at all.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { paths } from "@fuse/domain/vocabulary/paths";

import { firstScreenMark } from "../../apps/platform/src/first-screen.ts";
import { setupChromium } from "./support/browser.ts";
import { landedOn } from "./support/candidate.ts";
import { workerServers } from "./support/servers.ts";
import { signIn } from "./support/sign-in.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();
const sessionCookie = "fuse-auth";

/** When the page began fetching the auth client's chunk, and when it marked its first screen (ms). */
function timings(page: Page) {
  return page.evaluate(
    (mark) => ({
      auth: performance
        .getEntriesByType("resource")
        .find((entry) => /\/assets\/auth-services-[^/]+\.js$/.test(entry.name))?.startTime,
      firstScreen: performance.getEntriesByName(mark)[0]?.startTime,
    }),
    firstScreenMark,
  );
}

/** Rewrites the session cookie's JSON (written by @supabase/ssr as `base64-` and base64url). */
async function editSession(context: BrowserContext, edit: (session: Record<string, unknown>) => void) {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === sessionCookie);
  if (!cookie) throw new Error("no session cookie");
  const session = JSON.parse(Buffer.from(cookie.value.replace(/^base64-/, ""), "base64url").toString("utf8"));
  edit(session);
  await context.addCookies([
    { ...cookie, value: `base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}` },
  ]);
}

async function signedInCandidate() {
  const opened = await chromium.newPage();
  await signIn(opened.page, appUrl, "candidat@fuse.test", { landing: /^\/dashboard\/candidate\/card$/ });
  return opened;
}

describe("a signed-in page's first screen", () => {
  it("shows from the cookie's session, and the auth client loads once the screen is complete", async () => {
    const { context } = await signedInCandidate();
    const page = await context.newPage();
    await page.goto(`${appUrl}${paths.candidate.card}`);
    await landedOn(page, paths.candidate.card, "MaFuseCard");
    await expect.poll(async () => (await timings(page)).auth).toBeDefined();
    const { auth, firstScreen } = await timings(page);
    expect(firstScreen).toBeDefined();
    expect(auth).toBeGreaterThanOrEqual(firstScreen!);
    // The client then follows the session: signing out ends it.
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await page.waitForURL((url) => url.pathname === paths.login);
  });

  it("with a token that has ended, is refreshed by the auth client first", async () => {
    const { context } = await signedInCandidate();
    await editSession(context, (session) => {
      session.expires_at = Math.floor(Date.now() / 1000) - 60;
    });
    const page = await context.newPage();
    await page.goto(`${appUrl}${paths.candidate.card}`);
    await landedOn(page, paths.candidate.card, "MaFuseCard");
    const { auth, firstScreen } = await timings(page);
    expect(auth).toBeDefined();
    expect(auth).toBeLessThan(firstScreen ?? Number.POSITIVE_INFINITY);
    // The refreshed session is written back: its token ends in the future again.
    await expect
      .poll(async () => {
        const cookie = (await context.cookies()).find((candidate) => candidate.name === sessionCookie);
        const value = cookie?.value.replace(/^base64-/, "") ?? "";
        return JSON.parse(Buffer.from(value, "base64url").toString("utf8") || "{}").expires_at * 1000 > Date.now();
      })
      .toBe(true);
  });

  it("with a cookie that cannot be read, is no session: the sign-in page", async () => {
    const { context } = await chromium.newPage();
    await context.addCookies([{ name: sessionCookie, value: "base64-pas-une-session", url: appUrl }]);
    const page = await context.newPage();
    await page.goto(`${appUrl}${paths.candidate.card}`);
    await page.waitForURL((url) => url.pathname === paths.login);
    await expect.poll(() => page.getByRole("button", { name: "Se connecter" }).isVisible()).toBe(true);
  });
});
