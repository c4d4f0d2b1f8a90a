import { readFileSync } from "node:fs";

import { createClient } from "@supabase/supabase-js";
import { expect } from "vitest";

import { adminContentRoutes } from "@fuse/api/admin/content-routes.ts";
import { cardRoutes } from "@fuse/api/candidate-card/routes.ts";
import { newsRoutes } from "@fuse/api/news/routes.ts";
import { profileRoutes } from "@fuse/api/profile/routes.ts";
import { questionnaireRoutes } from "@fuse/api/questionnaire/routes.ts";
import { contentSeedFile } from "@fuse/api/seed/seed.ts";
import { supabaseLocalRoutes } from "@fuse/supabase-local/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call, createUser, type TestUser } from "../api/profile-support.ts";

/** The real server with the administrators' content API, the public routes it feeds and REST, over the seeded content. */
export async function startContentServer() {
  const server = await startTestServer({
    modules: [adminContentRoutes, newsRoutes, cardRoutes, profileRoutes, questionnaireRoutes, ...supabaseLocalRoutes],
  });
  await server.db.exec(readFileSync(contentSeedFile, "utf8"));
  return server;
}

/** A signed-in user with a profile of `type`; administrators are made by the database owner, as in production. */
export async function person(server: TestServer, type: "candidate" | "recruiter" | "admin", name: string) {
  const user = await createUser(server, name);
  if (type === "admin") {
    await server.db.query("insert into public.profiles (user_id, type, completed) values ($1, 'admin', true)", [
      user.id,
    ]);
  } else {
    const created = await call(server, "POST", "/api/profile/update", {
      token: user.token,
      body: { type, completed: true },
    });
    expect(created.status).toBe(201);
  }
  return user;
}

/** A supabase-js client signed in as the user, as the browser builds it. */
export const restClient = (server: TestServer, user: TestUser) =>
  createClient(server.url, server.anonKey, {
    accessToken: async () => user.token,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

/** The journal's entries about one row, oldest first, as the database owner reads them. */
export async function journalOf(server: TestServer, entity: string, entityId: string) {
  const { rows } = await server.db.query<{ action: string; actor_email: string; summary: string; details: unknown }>(
    "select action, actor_email, summary, details from public.admin_actions where entity = $1 and entity_id = $2 order by id",
    [entity, entityId],
  );
  return rows;
}
