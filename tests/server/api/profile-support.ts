import { randomBytes, randomUUID } from "node:crypto";

import { expect } from "vitest";

import { JwtService } from "@fuse/server-core/jwt.ts";

import type { TestServer } from "../../../apps/platform/server/test-support/server.ts";

export interface TestUser {
  id: string;
  email: string;
  sessionId: string;
  /** A valid access token, as the auth service would issue it. */
  token: string;
}

/**
 * Inserts an auth user and a session of theirs directly, and mints their access token with the
 * server's own secret (a token that names no open session is refused, as after a sign-out).
 */
export async function createUser(server: TestServer, name = "utilisateur"): Promise<TestUser> {
  const id = randomUUID();
  const email = `${name}.${id.slice(0, 8)}@fuse.test`;
  await server.db.query("insert into auth.users (id, email, email_confirmed_at) values ($1, $2, now())", [id, email]);
  const sessionId = randomUUID();
  await server.db.query("insert into auth.sessions (id, user_id) values ($1, $2)", [sessionId, id]);
  const token = await server.ctx.jwt.sign(
    { role: "authenticated", sub: id, email, aud: "authenticated", session_id: sessionId },
    3600,
  );
  return { id, email, sessionId, token };
}

/** The same user's claims, in tokens that must all be refused. */
export async function badTokens(server: TestServer, user: TestUser, other: TestUser) {
  const claims = {
    role: "authenticated" as const,
    sub: user.id,
    email: user.email,
    aud: "authenticated",
    session_id: user.sessionId,
  };
  const [header, payload, signature] = user.token.split(".") as [string, string, string];
  // Change one character in the middle of the signature: its last character may carry only
  // padding bits, and changing it could leave the signature's bytes as they were.
  const middle = Math.floor(signature.length / 2);
  const flipped = `${signature.slice(0, middle)}${signature[middle] === "A" ? "B" : "A"}${signature.slice(middle + 1)}`;
  const otherPayload = other.token.split(".")[1];
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const anotherSecret = new JwtService(randomBytes(32).toString("base64url"), `${server.url}/auth/v1`);
  return {
    expired: await server.ctx.jwt.sign(claims, -60),
    "signature changed": `${header}.${payload}.${flipped}`,
    "payload changed to another user": `${header}.${otherPayload}.${signature}`,
    "signed with another secret": await anotherSecret.sign(claims, 3600),
    "unsigned (alg none)": `${encode({ alg: "none", typ: "JWT" })}.${payload}.`,
    "the anon key": server.anonKey,
    "the service role key": server.serviceRoleKey,
    "a user token without sub": await server.ctx.jwt.sign({ role: "authenticated", aud: "authenticated" }, 3600),
    "not a JWT": "abc.def",
  };
}

export interface Reply {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, asserted by the tests
  body: any;
}

/** A real HTTP call to the server; `body` is sent as JSON unless it is already a string. */
export async function call(
  server: TestServer,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; authorization?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  else if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === "string"
          ? options.body
          : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

const tables = [
  "auth.users",
  "auth.sessions",
  "auth.refresh_tokens",
  "public.profiles",
  "public.candidate_infos",
  "public.companies",
  "public.subscriptions",
];

/** Every row of every table a profile call could touch, as the database owner sees them. */
export async function snapshot(server: TestServer): Promise<Record<string, string>> {
  const dump: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await server.db.query<{ exists: string | null }>("select to_regclass($1)::text as exists", [
      table,
    ]);
    if (!rows[0]?.exists) continue;
    const { rows: data } = await server.db.query<{ rows: string }>(
      `select coalesce(json_agg(to_jsonb(t) order by to_jsonb(t)::text), '[]')::text as rows from ${table} t`,
    );
    dump[table] = data[0]?.rows ?? "[]";
  }
  return dump;
}

/** A fresh SIRET with a valid Luhn key (SIRETs are unique across companies). */
export function validSiret(): string {
  const base = Array.from(randomBytes(13), (byte) => String(byte % 10));
  if (base[0] === "3") base[0] = "7"; // never La Poste's SIREN, which follows another rule
  for (let key = 0; key <= 9; key++) {
    const digits = [...base, String(key)].map(Number);
    const sum = digits.reduceRight((total, digit, index) => {
      const doubled = (13 - index) % 2 === 1 ? digit * 2 : digit;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
    if (sum % 10 === 0) return digits.join("");
  }
  throw new Error("unreachable");
}

/** A user with a profile: their profile's id beside their token. */
export interface RegisteredUser extends TestUser {
  profileId: string;
}

/** A user with a completed profile of `type`, made through the API (`POST /api/profile/update`). */
export async function registerUser(
  server: TestServer,
  type: "candidate" | "recruiter",
  name: string,
): Promise<RegisteredUser> {
  const user = await createUser(server, name);
  const created = await call(server, "POST", "/api/profile/update", {
    token: user.token,
    body: { type, completed: true },
  });
  expect(created.status).toBe(201);
  return { ...user, profileId: created.body.id };
}
