// A rotated refresh token replayed within the reuse interval (10 s, Supabase's default): GoTrue
// answers the session's current refresh token, never a new one per replay, so a copied token
// cannot fork the session into many live tokens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { authRoutes } from "@fuse/supabase-local/auth/routes.ts";
import { createUser } from "@fuse/supabase-local/auth/users.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { claimsOf, supabaseFor, uniqueEmail } from "../auth/support.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ modules: [authRoutes] });
});
afterAll(() => server?.close());

async function refresh(refreshToken: string) {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: "POST",
    headers: { apikey: server.anonKey, "content-type": "application/json" },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("replaying a rotated refresh token within the reuse interval", () => {
  it("answers the session's current refresh token, the same on every replay", async () => {
    const email = uniqueEmail("rejeu");
    await createUser(server.db, { email, password: "fuse-demo-2026" });
    const { data } = await supabaseFor(server).auth.signInWithPassword({ email, password: "fuse-demo-2026" });
    const parent = data.session!.refresh_token;

    const first = await refresh(parent);
    expect(first.status).toBe(200);
    const child = first.body.refresh_token as string;
    expect(child).not.toBe(parent);

    const replays = [await refresh(parent), await refresh(parent), await refresh(parent)];
    for (const replay of replays) {
      expect(replay.status).toBe(200);
      expect(replay.body).toMatchObject({ refresh_token: child, expires_in: 3600 });
      expect(claimsOf(replay.body.access_token as string).session_id).toBe(
        claimsOf(data.session!.access_token).session_id,
      );
    }

    // The child rotates as usual; the parent, replayed again, now answers the grandchild.
    const next = await refresh(child);
    expect(next.status).toBe(200);
    const grandchild = next.body.refresh_token as string;
    expect(grandchild).not.toBe(child);
    expect((await refresh(parent)).body.refresh_token).toBe(grandchild);
    expect((await refresh(child)).body.refresh_token).toBe(grandchild);

    // Only one token of the family is live at a time: the grandchild still rotates once.
    const last = await refresh(grandchild);
    expect(last.status).toBe(200);
    expect(last.body.refresh_token).not.toBe(grandchild);
  });
});
