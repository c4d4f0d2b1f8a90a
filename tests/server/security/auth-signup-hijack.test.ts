// Pre-registration hijack, tried from outside: someone signs up first with another person's
// address and a password of their own, hoping the owner confirms the address and so activates
// the intruder's password. Each confirmation link must activate the password of the sign-up that
// asked for it, and nothing else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { authRoutes } from "@fuse/supabase-local/auth/routes.ts";
import { mailboxRoutes } from "@fuse/supabase-local/mailbox/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { follow, mailbox, supabaseFor, uniqueEmail } from "../auth/support.ts";

const confirmSubject = "Confirmez votre adresse e-mail";
const attackerPassword = "Intrus-prend-la-place-42";
const victimPassword = "Ma-propre-phrase-secrete-7";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    // Every sign-up gets its e-mail: as when the two sign-ups are more than a minute apart.
    modules: [(ctx) => authRoutes(ctx, { rateLimits: { emailFrequencySeconds: 0 } }), mailboxRoutes],
  });
});
afterAll(() => server?.close());

/** The confirmation links in the mailbox, oldest first. */
async function confirmationLinks(email: string) {
  const messages = (await mailbox(server, email)).filter((message) => message.subject === confirmSubject);
  return messages.reverse().map((message) => new URL(message.links[0]!));
}

async function signUp(email: string, password: string) {
  const { error } = await supabaseFor(server).auth.signUp({ email, password });
  expect(error).toBeNull();
}

async function signInError(email: string, password: string) {
  return (await supabaseFor(server).auth.signInWithPassword({ email, password })).error;
}

describe("a sign-up made with someone else's address", () => {
  it("does not survive the owner's own sign-up and confirmation", async () => {
    const email = uniqueEmail("cible");
    await signUp(email, attackerPassword); // the intruder, first
    await signUp(email, victimPassword); // the owner, later
    const [intruderLink, ownerLink] = await confirmationLinks(email);
    expect(intruderLink).toBeDefined();
    expect(ownerLink).toBeDefined();

    const { fragment } = await follow(ownerLink!);
    expect(fragment.get("access_token")).toBeTruthy();

    expect(await signInError(email, victimPassword)).toBeNull();
    expect(await signInError(email, attackerPassword)).toMatchObject({ code: "invalid_credentials", status: 400 });
    // The intruder's pending sign-up went with the confirmation: its link is dead too.
    const stale = await follow(intruderLink!);
    expect(stale.fragment.get("access_token")).toBeNull();
    expect(stale.fragment.get("error_code")).toBe("otp_expired");
    expect(await signInError(email, attackerPassword)).toMatchObject({ code: "invalid_credentials" });
  });

  it("cannot replace the password behind a link the owner already received", async () => {
    const email = uniqueEmail("proie");
    await signUp(email, victimPassword); // the owner
    await signUp(email, attackerPassword); // the intruder signs up again before the owner confirms
    const links = await confirmationLinks(email);
    const ownerLink = links[0]!;

    // The owner follows the link of their own sign-up, the older one.
    const { fragment } = await follow(ownerLink);
    expect(fragment.get("access_token")).toBeTruthy();
    expect(await signInError(email, victimPassword)).toBeNull();
    expect(await signInError(email, attackerPassword)).toMatchObject({ code: "invalid_credentials", status: 400 });

    // Whatever else was sent for the intruder's sign-up (to the owner's mailbox) opens nothing now.
    for (const link of links.slice(1)) {
      const later = await follow(link);
      expect(later.fragment.get("access_token")).toBeNull();
      expect(later.fragment.get("error_code")).toBe("otp_expired");
    }
    expect(await signInError(email, attackerPassword)).toMatchObject({ code: "invalid_credentials" });
    expect(await signInError(email, victimPassword)).toBeNull();
  });

  it("leaves a confirmed account as it is: the repeat sign-up gets GoTrue's obfuscated answer", async () => {
    const email = uniqueEmail("titulaire");
    await signUp(email, victimPassword);
    await follow((await confirmationLinks(email))[0]!);
    const before = await mailbox(server, email);

    const { data, error } = await supabaseFor(server).auth.signUp({ email, password: attackerPassword });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, identities: [] });
    expect(await mailbox(server, email)).toEqual(before);
    expect(await signInError(email, attackerPassword)).toMatchObject({ code: "invalid_credentials" });
    expect(await signInError(email, victimPassword)).toBeNull();
  });

  it("gives the intruder nothing through the owner's password recovery either", async () => {
    const email = uniqueEmail("oublieuse");
    await signUp(email, attackerPassword); // the owner never signed up; someone did in their name
    // The owner asks to reset the password of an account they did not know they had.
    expect((await supabaseFor(server).auth.resetPasswordForEmail(email)).error).toBeNull();
    const recovery = (await mailbox(server, email)).find((m) => m.subject === "Réinitialisez votre mot de passe")!;
    const { fragment } = await follow(new URL(recovery.links[0]!));
    expect(fragment.get("access_token")).toBeTruthy();
    // The address is now confirmed by its owner; the pending sign-up's password was not theirs.
    expect(await signInError(email, attackerPassword)).toMatchObject({ code: "invalid_credentials" });
  });
});
