// The stand-in's auth schema is re-applied at every start over the .data/ database of earlier
// versions: a confirmation link sent before pending sign-ups had their own table must still
// confirm its sign-up, with the password it was sent for.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { hashPassword } from "@fuse/supabase-local/auth/passwords.ts";
import { authRoutes } from "@fuse/supabase-local/auth/routes.ts";
import { digest } from "@fuse/supabase-local/auth/secrets.ts";
import { migrate } from "@fuse/supabase-local/migrate.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { follow, supabaseFor, uniqueEmail } from "./support.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ modules: [authRoutes] });
});
afterAll(() => server?.close());

describe("upgrading the auth schema of an existing database", () => {
  it("keeps a pending confirmation link working, bound to the password it was sent for", async () => {
    const email = uniqueEmail("ancienne");
    const password = "Inscrite-avant-la-mise-a-jour";
    const token = "lien-envoye-avant-la-mise-a-jour-0123456789";
    // An unconfirmed account as the stand-in left it before: password and link digest on the user.
    await server.db.query(
      `insert into auth.users (email, encrypted_password, confirmation_token, confirmation_sent_at,
                               raw_user_meta_data)
       values ($1, $2, $3, now(), $4::jsonb)`,
      [email, await hashPassword(password), digest(token), JSON.stringify({ first_name: "Ancienne", email })],
    );

    // Restart: the schema is applied again, twice to be sure it is idempotent.
    await migrate(server.db, { embedded: true });
    await migrate(server.db, { embedded: true });
    const { rows } = await server.db.query<{ encrypted_password: string | null; pending: string }>(
      `select encrypted_password, (select count(*) from auth.signup_confirmations c where c.user_id = u.id) as pending
         from auth.users u where email = $1`,
      [email],
    );
    expect(rows[0]).toEqual({ encrypted_password: null, pending: expect.anything() });
    expect(Number(rows[0]!.pending)).toBe(1);

    const link = new URL(`${server.url}/auth/v1/verify`);
    link.search = new URLSearchParams({ token, type: "signup" }).toString();
    const { fragment } = await follow(link);
    expect(fragment.get("access_token")).toBeTruthy();
    const { data, error } = await supabaseFor(server).auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toMatchObject({ first_name: "Ancienne", email_verified: true });
  });
});
