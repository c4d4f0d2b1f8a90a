// Sign-up inside the one-e-mail-per-window throttle, tried from outside: someone signs up with
// another person's address just before its owner does, and again at every window, hoping that the
// owner's own sign-up goes unmailed and that the only link in her inbox, theirs, activates their
// password. A sign-up in the window supersedes every pending link and is told when to retry; no
// link ever activates a password other than that of the latest sign-up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { authRoutes } from "@fuse/supabase-local/auth/routes.ts";
import { mailboxRoutes } from "@fuse/supabase-local/mailbox/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { follow, mailbox, supabaseFor, uniqueEmail } from "../auth/support.ts";

const confirmSubject = "Confirmez votre adresse e-mail";
const intruder = "Intrus-prend-la-place-42";
const owner = "Ma-propre-phrase-secrete-7";

/** A server whose confirmation e-mails leave at most once per `seconds` per address. */
const serverWithWindow = (seconds: number) =>
  startTestServer({
    modules: [(ctx) => authRoutes(ctx, { rateLimits: { emailFrequencySeconds: seconds } }), mailboxRoutes],
  });

/** POST /auth/v1/signup as supabase-js sends it, with what the caller sees of the answer. */
async function signUp(server: TestServer, email: string, password: string) {
  const response = await fetch(`${server.url}/auth/v1/signup`, {
    method: "POST",
    headers: { apikey: server.anonKey, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { code?: string; message?: string };
  return { status: response.status, body, retryAfter: Number(response.headers.get("retry-after")) };
}

/** The confirmation links in the mailbox, oldest first. */
async function links(server: TestServer, email: string) {
  const messages = (await mailbox(server, email)).filter((message) => message.subject === confirmSubject);
  return messages.reverse().map((message) => new URL(message.links[0]!));
}

async function signInError(server: TestServer, email: string, password: string) {
  return (await supabaseFor(server).auth.signInWithPassword({ email, password })).error;
}

/** Following the link opens nothing: GoTrue's answer to an expired link. */
async function expectDead(link: URL) {
  const { fragment } = await follow(link);
  expect(fragment.get("access_token")).toBeNull();
  expect(fragment.get("error_code")).toBe("otp_expired");
}

/** Waits as the person is told to: the seconds the refusal named. */
const waitAsTold = (refusal: { retryAfter: number }) =>
  new Promise((resolve) => setTimeout(resolve, refusal.retryAfter * 1000));

describe("a sign-up inside the e-mail window", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWithWindow(60);
  });
  afterAll(() => server?.close());

  it("supersedes the link already sent and tells its author, in French, when to retry", async () => {
    const email = uniqueEmail("devancee");
    expect((await signUp(server, email, intruder)).status).toBe(200); // the intruder, first
    // The owner, half a second later, with supabase-js as the app calls it.
    const { data, error } = await supabaseFor(server).auth.signUp({ email, password: owner });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    expect(error!.message).toMatch(/^Un e-mail de confirmation vient d'être envoyé à cette adresse\./);
    expect(error!.message).toMatch(/réessayez de vous inscrire dans (\d|[1-5]\d|60) secondes? :/);

    const [intruderLink, ...others] = await links(server, email);
    expect(others).toEqual([]);
    await expectDead(intruderLink!);
    expect(await signInError(server, email, intruder)).toMatchObject({ code: "invalid_credentials" });
    expect(await signInError(server, email, owner)).toMatchObject({ code: "invalid_credentials" });
  });

  it("answers the seconds to wait in Retry-After too, and stays refused until then", async () => {
    const email = uniqueEmail("patiente");
    await signUp(server, email, intruder);
    const refused = await signUp(server, email, owner);
    expect(refused).toMatchObject({ status: 429, body: { code: "over_email_send_rate_limit" } });
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body.message).toContain(`dans ${refused.retryAfter} seconde`);
    expect((await signUp(server, email, owner)).status).toBe(429);
    expect(await links(server, email)).toHaveLength(1);
  });

  it("leaves nothing to open after the intruder signs up again and again inside the window", async () => {
    const email = uniqueEmail("harcelee");
    await signUp(server, email, intruder);
    expect((await signUp(server, email, owner)).status).toBe(429);
    for (const attempt of [1, 2, 3]) {
      expect((await signUp(server, email, `${intruder}-${attempt}`)).status).toBe(429);
    }
    const all = await links(server, email);
    expect(all).toHaveLength(1);
    await expectDead(all[0]!);
    for (const password of [intruder, `${intruder}-3`, owner]) {
      expect(await signInError(server, email, password)).toMatchObject({ code: "invalid_credentials" });
    }
  });

  it("keeps the link of a person who sends the form twice with the same password", async () => {
    const email = uniqueEmail("double-clic");
    expect((await signUp(server, email, owner)).status).toBe(200);
    expect((await signUp(server, email, owner)).status).toBe(429);
    const [link] = await links(server, email);
    const { fragment } = await follow(link!);
    expect(fragment.get("access_token")).toBeTruthy();
    expect(await signInError(server, email, owner)).toBeNull();
  });
});

describe("an intruder who signs up again at every window", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWithWindow(3);
  });
  afterAll(() => server?.close());

  it("cannot make the owner's link activate their password, however the sign-ups interleave", async () => {
    const email = uniqueEmail("assiegee");
    await signUp(server, email, intruder);
    let refusal = await signUp(server, email, owner);
    expect(refusal.status).toBe(429);

    // The next window: the intruder is first again, and mailed; the owner right after is not.
    await waitAsTold(refusal);
    expect((await signUp(server, email, intruder)).status).toBe(200);
    refusal = await signUp(server, email, owner);
    expect(refusal.status).toBe(429);

    // The owner retries when told and gets a link of her own; the intruder, right after, kills it.
    await waitAsTold(refusal);
    expect((await signUp(server, email, owner)).status).toBe(200);
    refusal = await signUp(server, email, intruder);
    expect(refusal.status).toBe(429);
    const mailed = await links(server, email);
    expect(mailed).toHaveLength(3);
    for (const link of mailed) await expectDead(link);
    expect(await signInError(server, email, intruder)).toMatchObject({ code: "invalid_credentials" });

    // Her next try, when told, is the latest sign-up: its link activates her password and no other.
    await waitAsTold(refusal);
    expect((await signUp(server, email, owner)).status).toBe(200);
    const latest = (await links(server, email)).at(-1)!;
    const { fragment } = await follow(latest);
    expect(fragment.get("access_token")).toBeTruthy();
    expect(await signInError(server, email, owner)).toBeNull();
    expect(await signInError(server, email, intruder)).toMatchObject({ code: "invalid_credentials" });
  });
});
