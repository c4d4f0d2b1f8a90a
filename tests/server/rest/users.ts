import { createClient, type SupabaseClient } from "@supabase/supabase-js";

import type { TestServer } from "../../../apps/platform/server/test-support/server.ts";

/** Clients as the app builds them, without session persistence or refresh timers in Node. */
const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export const anonClient = (server: TestServer) => createClient(server.url, server.anonKey, options);

export const serviceClient = (server: TestServer) => createClient(server.url, server.serviceRoleKey, options);

export interface TestUser {
  id: string;
  email: string;
  token: string;
  client: SupabaseClient;
}

/**
 * A confirmed user, created in auth.users directly, with an access token as the auth server
 * would mint it and a client that sends it, as a signed-in browser does.
 */
export async function createUser(server: TestServer, email: string): Promise<TestUser> {
  const { rows } = await server.db.query<{ id: string }>(
    "insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id",
    [email],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`no user created for ${email}`);
  const token = await server.ctx.jwt.sign({ role: "authenticated", sub: id, email, aud: "authenticated" }, 3600);
  const client = createClient(server.url, server.anonKey, { accessToken: async () => token });
  return { id, email, token, client };
}

/** A profile row written as the database owner (tests set the scene; the API is what they exercise). */
export async function createProfile(server: TestServer, userId: string, type: "candidate" | "recruiter" | "admin") {
  const { rows } = await server.db.query<{ id: string }>(
    "insert into public.profiles (user_id, type, completed) values ($1, $2, true) returning id",
    [userId, type],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`no profile created for ${userId}`);
  return id;
}
