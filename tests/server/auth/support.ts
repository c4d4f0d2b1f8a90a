// What the auth suites share: a supabase-js client as the app builds one, the outbox read over
// HTTP, and the parsing of the links and redirects the stand-in sends.
import { randomBytes } from "node:crypto";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

import { createClient, type SupabaseClientOptions } from "@supabase/supabase-js";
import { expect } from "vitest";

import type { StoredEmail } from "@fuse/server-core/email/outbox.ts";

import type { TestServer } from "../../../apps/platform/server/test-support/server.ts";

/** An e-mail as GET /dev/api/mailbox lists it: the stored e-mail without its id. */
export type MailboxMessage = Omit<StoredEmail, "id">;

/** A fresh address per test, so tests never see each other's accounts or e-mails. */
export const uniqueEmail = (name: string) => `${name}.${randomBytes(4).toString("hex")}@exemple.fr`;

/** The client exactly as an app creates it, without storage or timers (Node has no window). */
export function supabaseFor(server: TestServer, auth: SupabaseClientOptions<"public">["auth"] = {}) {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...auth },
  });
}

/** The outbox over HTTP, newest message first. */
export async function mailbox(server: TestServer, to: string): Promise<MailboxMessage[]> {
  // The outbox's secret, as `npm start` prints it: the outbox answers no one without it.
  const response = await fetch(`${server.url}/dev/api/mailbox?to=${encodeURIComponent(to)}`, {
    headers: { "x-mailbox-token": server.mailboxToken },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as MailboxMessage[];
}

/** The one link of the newest e-mail with this subject. */
export async function latestLink(server: TestServer, to: string, subject: string) {
  const message = (await mailbox(server, to)).find((email) => email.subject === subject);
  expect(message, `an e-mail "${subject}" to ${to}`).toBeDefined();
  expect(message!.links).toHaveLength(1);
  return new URL(message!.links[0]!);
}

/** Follows an e-mail link as a browser would, without following the redirect. */
export async function follow(link: URL | string) {
  const response = await fetch(link, { redirect: "manual" });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get("location")!);
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

/** The claims of a JWT, without checking it (the server checks; the test reads). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as Record<string, unknown>;
}

/** Signs up and confirms through the e-mail link: an account ready to sign in. */
export async function confirmedAccount(server: TestServer, name: string, password = "Motdepasse1") {
  const email = uniqueEmail(name);
  const { error } = await supabaseFor(server).auth.signUp({ email, password });
  expect(error).toBeNull();
  await follow(await latestLink(server, email, "Confirmez votre adresse e-mail"));
  return { email, password };
}

/**
 * A JSON request to the server from a chosen loopback address (127.0.0.2, 127.0.0.3…): the server
 * keys its limits on the socket's address, so each address is another client. Forwarded headers
 * would not do: the server ignores them on purpose.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Record<string, unknown> }> {
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: init.method ?? (payload ? "POST" : "GET"),
        localAddress,
        agent: false,
        headers: { ...(payload ? { "content-type": "application/json" } : {}), ...init.headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/** A password sign-in (POST /auth/v1/token?grant_type=password) from a chosen loopback address. */
export const signInFrom = (server: TestServer, localAddress: string, email: string, password: string) =>
  requestFrom(localAddress, `${server.url}/auth/v1/token?grant_type=password`, {
    headers: { apikey: server.anonKey },
    body: { email, password },
  });
