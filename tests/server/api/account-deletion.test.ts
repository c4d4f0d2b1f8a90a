// Account deletion as the app performs it: a real account signed up and confirmed through the
// embedded auth with @supabase/supabase-js, the product API called with that session's token, then
// the old session tried again. Needs the embedded auth and mailbox modules.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { profileRoutes } from "@fuse/api/profile/routes.ts";
import { authRoutes } from "@fuse/supabase-local/auth/routes.ts";
import { mailboxRoutes } from "@fuse/supabase-local/mailbox/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { expectAccountErased, signedInAccount } from "./account-deletion-support.ts";
import { call } from "./profile-support.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ modules: [authRoutes, mailboxRoutes, profileRoutes] });
});
afterAll(() => server?.close());

describe("DELETE /api/profile with a real session", () => {
  it("accepts the auth service's access tokens, erases the account, and the old session is dead", async () => {
    const account = await signedInAccount(server);
    const token = account.session.access_token;
    const created = await call(server, "POST", "/api/profile/update", { token, body: { type: "candidate" } });
    expect(created.status).toBe(201);
    expect((await call(server, "GET", `/api/profile?id=${account.userId}`, { token })).status).toBe(200);

    const deleted = await call(server, "DELETE", "/api/profile", { token, body: { user_id: account.userId } });
    expect(deleted.status).toBe(204);

    // The refresh token no longer mints anything, and the password no longer signs in.
    await expectAccountErased(server, account);
  });
});
