// Password guessing from several addresses must not lock the owner out, nor guessing from her own
// address lock out her browser: a browser that signed in before carries a device cookie (OWASP's
// "device cookies"), kept here in a cookie jar as a browser keeps it. Requests come from different
// loopback addresses (127.0.0.x), which the server sees as different clients.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { authRoutes } from "@fuse/supabase-local/auth/routes.ts";
import { createUser } from "@fuse/supabase-local/auth/users.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { requestFrom, signInFrom, uniqueEmail } from "../auth/support.ts";

const password = "fuse-demo-2026";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    modules: [
      (ctx) =>
        authRoutes(ctx, {
          rateLimits: {
            signInPerIp: 50,
            signInFailuresPerAccount: 4,
            signInFailuresPerIpAndAccount: 2,
            signInFailuresPerDevice: 3,
          },
        }),
    ],
  });
});
afterAll(() => server?.close());

async function account(name: string) {
  const email = uniqueEmail(name);
  await createUser(server.db, { email, password });
  return email;
}

/** Wrong passwords from `address` until the server stops answering invalid_credentials. */
async function guess(address: string, email: string, attempts: number) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < attempts; attempt++) {
    statuses.push((await signInFrom(server, address, email, `devinette-${attempt}-xyz`)).status);
  }
  return statuses;
}

describe("password guessing from other addresses", () => {
  it("never locks the owner out of their own address", async () => {
    const email = await account("proprietaire");
    // Two addresses spend their budget, and the account passes its bound of failures.
    expect(await guess("127.0.0.2", email, 3)).toEqual([400, 400, 429]);
    expect(await guess("127.0.0.3", email, 3)).toEqual([400, 400, 429]);

    const owner = await signInFrom(server, "127.0.0.1", email, password);
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String) });
    // Again, after the sign-in: the owner is not counted among the guessers.
    expect((await signInFrom(server, "127.0.0.1", email, password)).status).toBe(200);
  });

  it("still bounds the guessing: an address that failed is stopped, even with the right password", async () => {
    const email = await account("assiegee");
    expect(await guess("127.0.0.4", email, 2)).toEqual([400, 400]);
    const blocked = await signInFrom(server, "127.0.0.4", email, password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: "over_request_rate_limit" });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("once the account is under attack, gives each new address one wrong guess only", async () => {
    const email = await account("cernee");
    expect(await guess("127.0.0.5", email, 2)).toEqual([400, 400]);
    expect(await guess("127.0.0.6", email, 2)).toEqual([400, 400]);
    // Four failures: the account's bound. A fresh address gets one guess, then waits.
    expect(await guess("127.0.0.7", email, 2)).toEqual([400, 429]);
    // And the right password still opens the account from an address that has not failed.
    expect((await signInFrom(server, "127.0.0.8", email, password)).status).toBe(200);
  });

  it("limits one address's failures on the account, not on others' accounts", async () => {
    const [first, second] = [await account("premier"), await account("second")];
    expect(await guess("127.0.0.9", first, 3)).toEqual([400, 400, 429]);
    expect((await signInFrom(server, "127.0.0.9", second, password)).status).toBe(200);
  });
});

/**
 * One browser's cookies, as it keeps them from the answers of the sign-in endpoint and sends them
 * back to it (the only path the device cookie names).
 */
function cookieJar() {
  const cookies = new Map<string, string>();
  const setCookies: string[] = [];
  return {
    cookies,
    setCookies,
    async signIn(address: string, email: string, password: string) {
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
      const answer = await requestFrom(address, `${server.url}/auth/v1/token?grant_type=password`, {
        headers: { apikey: server.anonKey, ...(cookie ? { cookie } : {}) },
        body: { email, password },
      });
      for (const line of answer.headers["set-cookie"] ?? []) {
        setCookies.push(line);
        const [pair = ""] = line.split(";");
        const at = pair.indexOf("=");
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return answer;
    },
  };
}

describe("password guessing from the owner's own address", () => {
  it("gives the owner's browser a signed, HttpOnly device cookie for the sign-in endpoint only", async () => {
    const email = await account("navigatrice");
    const browser = cookieJar();
    expect((await browser.signIn("127.0.0.20", email, password)).status).toBe(200);
    expect(browser.setCookies).toHaveLength(1);
    const [cookie] = browser.setCookies;
    expect(cookie).toMatch(
      /^sb-device-[\w-]+=[^;]+\.[^;]+; Max-Age=\d+; Path=\/auth\/v1\/token; HttpOnly; SameSite=Strict$/,
    );
    // Nothing in it names the address.
    expect(cookie).not.toContain(encodeURIComponent(email));
    expect(cookie).not.toContain(email.split("@")[0]);
  });

  it("still signs in the owner's browser while someone behind the same address guesses her password", async () => {
    const email = await account("voisine");
    const owner = cookieJar();
    expect((await owner.signIn("127.0.0.21", email, password)).status).toBe(200);

    // The guesser shares her address (one network behind one router): the address is stopped.
    expect(await guess("127.0.0.21", email, 3)).toEqual([400, 400, 429]);
    const otherBrowser = cookieJar();
    expect((await otherBrowser.signIn("127.0.0.21", email, password)).status).toBe(429);

    // Her browser, which signed in before, gets her password checked, and a fresh cookie.
    const signedIn = await owner.signIn("127.0.0.21", email, password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ access_token: expect.any(String) });
    expect(owner.setCookies).toHaveLength(2);
    // The guesser's address is not reopened by her sign-in.
    expect(await guess("127.0.0.21", email, 1)).toEqual([429]);
    expect((await owner.signIn("127.0.0.21", email, password)).status).toBe(200);
  });

  it("bounds the failures of a browser with a device cookie: past them, it waits like the others", async () => {
    const email = await account("prudente");
    const browser = cookieJar();
    expect((await browser.signIn("127.0.0.22", email, password)).status).toBe(200);
    const statuses = [];
    for (const attempt of [1, 2, 3, 4]) {
      statuses.push((await browser.signIn("127.0.0.22", email, `mauvais-${attempt}-xyz`)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const refused = await browser.signIn("127.0.0.22", email, password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Its failures were its own: the address, without the cookie, was not charged with them.
    expect((await signInFrom(server, "127.0.0.22", email, password)).status).toBe(200);
  });

  it("opens nothing with another account's device cookie, an altered one or a copied name", async () => {
    const [victim, intruder] = [await account("visee"), await account("intrus")];
    const victimBrowser = cookieJar();
    const intruderBrowser = cookieJar();
    expect((await victimBrowser.signIn("127.0.0.23", victim, password)).status).toBe(200);
    expect((await intruderBrowser.signIn("127.0.0.24", intruder, password)).status).toBe(200);
    expect(await guess("127.0.0.24", victim, 3)).toEqual([400, 400, 429]);

    // The intruder's own cookie, under the name the victim's browser uses: still stopped.
    const [victimCookie] = [...victimBrowser.cookies.keys()];
    const [intruderValue] = [...intruderBrowser.cookies.values()];
    intruderBrowser.cookies.set(victimCookie!, intruderValue!);
    expect((await intruderBrowser.signIn("127.0.0.24", victim, password)).status).toBe(429);
    // The victim's cookie, altered by one character: not a device cookie either.
    const altered = victimBrowser.cookies.get(victimCookie!)!;
    intruderBrowser.cookies.set(
      victimCookie!,
      altered.replace(/.$/, (last) => (last === "A" ? "B" : "A")),
    );
    expect((await intruderBrowser.signIn("127.0.0.24", victim, password)).status).toBe(429);
  });
});
