import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import type { Sql } from "@fuse/server-core/db/database.ts";

/** An unguessable token for links, refresh tokens and auth codes (base64url, `bytes` of entropy). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");

/**
 * What the database keeps of a secret: its SHA-256. The secrets are random and long, so a plain
 * digest suffices; a copy of the database then grants no sign-in.
 */
export const digest = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** String comparison whose time does not depend on where the strings differ. */
export function safeEqual(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The refresh token that succeeds `parent` in its session: derived from it with a server secret,
 * so the server can find the current token of a session again from an older one (GoTrue's reuse
 * interval answers it) while the database keeps digests only, and no one else can compute it.
 */
export const childToken = (secret: string, parent: string) =>
  createHmac("sha256", secret).update(`refresh-token-child\0${parent}`).digest().subarray(0, 24).toString("base64url");

/**
 * The signing secret kept in the database (auth.server_secrets): the first server to ask creates
 * it, every other server and every restart reads the same one.
 */
export async function sharedSigningSecret(sql: Sql): Promise<string> {
  await sql.query("insert into auth.server_secrets (name, value) values ('jwt', $1) on conflict (name) do nothing", [
    randomToken(),
  ]);
  const { rows } = await sql.query<{ value: string }>("select value from auth.server_secrets where name = 'jwt'");
  const secret = rows[0]?.value;
  if (!secret) throw new Error("auth.server_secrets : secret de signature introuvable.");
  return secret;
}
