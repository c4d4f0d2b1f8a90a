// The password policy at the server, tried through supabase-js as any client would: NIST SP
// 800-63B (length, no composition rules, a list of common and breached passwords, not the
// address itself), with GoTrue's 422 weak_password and its reasons.
import { AuthWeakPasswordError } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { authRoutes } from "@fuse/supabase-local/auth/routes.ts";
import { mailboxRoutes } from "@fuse/supabase-local/mailbox/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { confirmedAccount, supabaseFor, uniqueEmail } from "../auth/support.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    modules: [(ctx) => authRoutes(ctx, { rateLimits: { signUpPerIp: 100 } }), mailboxRoutes],
  });
});
afterAll(() => server?.close());

const signUp = (password: string, email = uniqueEmail("politique")) =>
  supabaseFor(server).auth.signUp({ email, password });

describe("the password policy at sign-up", () => {
  it.each(["Passw0rd", "password123", "azertyuiop", "motdepasse", "Soleil123", "FUSE2026"])(
    "refuses the common password %s with 422 weak_password",
    async (password) => {
      const { data, error } = await signUp(password);
      expect(data.user).toBeNull();
      expect(error).toBeInstanceOf(AuthWeakPasswordError);
      expect(error).toMatchObject({ code: "weak_password", status: 422, reasons: ["pwned"] });
      expect(error!.message).toMatch(/courant|fuite/);
    },
  );

  it("accepts fuse-demo-2026 and a 65-character passphrase, with no composition rule", async () => {
    expect((await signUp("fuse-demo-2026")).error).toBeNull();
    expect((await signUp("tout en minuscules sans chiffre")).error).toBeNull();
    const passphrase = "un chat gris dort sur le rebord de la fenêtre sous le doux soleil";
    expect([...passphrase]).toHaveLength(65);
    expect((await signUp(passphrase)).error).toBeNull();
  });

  it("refuses the e-mail address, or its local part, as the password", async () => {
    const email = uniqueEmail("identique");
    for (const password of [email, email.toUpperCase(), email.split("@")[0]!]) {
      const { error } = await signUp(password, email);
      expect(error).toMatchObject({ code: "weak_password", status: 422, reasons: ["email"] });
    }
  });

  it("refuses a short password by its length, in French", async () => {
    const { error } = await signUp("k7#Qz!");
    expect(error).toMatchObject({ code: "weak_password", status: 422, reasons: ["length"] });
    expect(error!.message).toMatch(/au moins 8 caractères/);
  });

  it("applies the same policy to a new password set by a signed-in user", async () => {
    const { email, password } = await confirmedAccount(server, "changement", "fuse-demo-2026");
    const supabase = supabaseFor(server);
    expect((await supabase.auth.signInWithPassword({ email, password })).error).toBeNull();
    const weak = await supabase.auth.updateUser({ password: "azertyuiop" });
    expect(weak.error).toMatchObject({ code: "weak_password", status: 422, reasons: ["pwned"] });
    const own = await supabase.auth.updateUser({ password: email.split("@")[0]! });
    expect(own.error).toMatchObject({ code: "weak_password", reasons: ["email"] });
    expect((await supabase.auth.updateUser({ password: "une toute autre phrase" })).error).toBeNull();
  });
});
