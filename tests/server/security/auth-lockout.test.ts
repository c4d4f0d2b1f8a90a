// Password guessing from several addresses must not lock the owner out. Requests come from
// different loopback addresses (127.0.0.x), which the server sees as different clients.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { authRoutes } from "@fuse/supabase-local/auth/routes.ts";
import { createUser } from "@fuse/supabase-local/auth/users.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { signInFrom, uniqueEmail } from "../auth/support.ts";

const password = "fuse-demo-2026";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    modules: [
      (ctx) =>
        authRoutes(ctx, {
          rateLimits: { signInPerIp: 50, signInFailuresPerAccount: 4, signInFailuresPerIpAndAccount: 2 },
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
