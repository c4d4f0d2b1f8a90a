import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { profileRoutes } from "@fuse/api/profile/routes.ts";
import { authRoutes } from "@fuse/supabase-local/auth/routes.ts";
import { mailboxRoutes } from "@fuse/supabase-local/mailbox/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { follow, latestLink, supabaseFor, uniqueEmail } from "../auth/support.ts";
import { badTokens, call, createUser, snapshot, type TestUser } from "./profile-support.ts";

let server: TestServer;
let candidate: TestUser;
let recruiter: TestUser;

beforeAll(async () => {
  server = await startTestServer({ modules: [authRoutes, mailboxRoutes, profileRoutes] });
  candidate = await createUser(server, "candidat");
  recruiter = await createUser(server, "recruteur");
  for (const [user, type] of [
    [candidate, "candidate"],
    [recruiter, "recruiter"],
  ] as const) {
    expect((await call(server, "POST", "/api/profile/update", { token: user.token, body: { type } })).status).toBe(201);
  }
  const info = await call(server, "POST", "/api/profile/info", {
    token: candidate.token,
    body: { form: { first_name: "Léa", memo: "<p>Mon portrait</p>" } },
  });
  expect(info.status).toBe(200);
  const company = await call(server, "PATCH", "/api/profile/info/update-company", {
    token: recruiter.token,
    body: { profile: { name: "Fuse SAS", siret: "73282932000074" } },
  });
  expect(company.status).toBe(200);
});
afterAll(() => server?.close());

interface Call {
  name: string;
  method: string;
  /** Whose data the call is about: the candidate, except for the company calls. */
  owner: () => TestUser;
  path: (id: string) => string;
  body?: (id: string) => unknown;
}

/** The seven calls of spec §7, each as its owner would make it. */
const calls: Call[] = [
  { name: "GET /api/profile", method: "GET", owner: () => candidate, path: (id) => `/api/profile?id=${id}` },
  {
    name: "POST /api/profile/update",
    method: "POST",
    owner: () => candidate,
    path: () => "/api/profile/update",
    body: (id) => ({ user_id: id, completed: true }),
  },
  { name: "GET /api/profile/info", method: "GET", owner: () => candidate, path: (id) => `/api/profile/info?id=${id}` },
  {
    name: "POST /api/profile/info",
    method: "POST",
    owner: () => candidate,
    path: () => "/api/profile/info",
    body: (id) => ({ user_id: id, form: { memo: "<p>Réécrit</p>" } }),
  },
  {
    name: "GET /api/profile/info/company",
    method: "GET",
    owner: () => recruiter,
    path: (id) => `/api/profile/info/company?id=${id}`,
  },
  {
    name: "PATCH /api/profile/info/update-company",
    method: "PATCH",
    owner: () => recruiter,
    path: () => "/api/profile/info/update-company",
    body: (id) => ({ user_id: id, profile: { name: "Renommée" } }),
  },
  {
    name: "DELETE /api/profile",
    method: "DELETE",
    owner: () => candidate,
    path: () => "/api/profile",
    body: (id) => ({ user_id: id }),
  },
];

describe("every call of the product API", () => {
  it.each(calls)("$name refuses a request without a token, 401 Token manquant", async (spec) => {
    const owner = spec.owner();
    const before = await snapshot(server);
    for (const authorization of [undefined, "", "Bearer", "Bearer ", `Basic ${owner.token}`, owner.token]) {
      const reply = await call(server, spec.method, spec.path(owner.id), {
        authorization,
        body: spec.body?.(owner.id),
      });
      expect(reply.status, String(authorization)).toBe(401);
      expect(reply.body).toEqual({ error: "Token manquant" });
      expect(reply.headers.get("www-authenticate")).toBe('Bearer realm="api"');
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it.each(calls)("$name refuses expired, tampered, foreign and non-user tokens, 401", async (spec) => {
    const owner = spec.owner();
    const other = owner === candidate ? recruiter : candidate;
    const before = await snapshot(server);
    for (const [kind, token] of Object.entries(await badTokens(server, owner, other))) {
      const reply = await call(server, spec.method, spec.path(owner.id), { token, body: spec.body?.(owner.id) });
      expect(reply.status, kind).toBe(401);
      expect(reply.body, kind).toEqual({ error: "Jeton invalide ou expiré" });
      expect(reply.headers.get("www-authenticate"), kind).toContain('error="invalid_token"');
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it.each(calls)("$name refuses another user's id with 403 Accès refusé, and changes nothing", async (spec) => {
    const owner = spec.owner();
    const someoneElse = await createUser(server, "intrus");
    const before = await snapshot(server);
    // The intruder names the owner; the owner's own token naming the intruder is refused too.
    for (const [token, id] of [
      [someoneElse.token, owner.id],
      [owner.token, someoneElse.id],
    ] as const) {
      const reply = await call(server, spec.method, spec.path(id), { token, body: spec.body?.(id) });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ error: "Accès refusé" });
    }
    expect(await snapshot(server)).toEqual(before);
  });
});

describe("GET /api/profile", () => {
  it("answers the caller's type, completion and profile id, and nothing else", async () => {
    const reply = await call(server, "GET", `/api/profile?id=${candidate.id}`, { token: candidate.token });
    expect(reply.status).toBe(200);
    const { rows } = await server.db.query<{ id: string }>("select id from public.profiles where user_id = $1", [
      candidate.id,
    ]);
    expect(reply.body).toEqual({ type: "candidate", completed: false, id: rows[0]?.id });
    expect(reply.headers.get("cache-control")).toBe("no-store");
  });

  it("takes the caller when no id is given, and accepts the id in capitals", async () => {
    const plain = await call(server, "GET", "/api/profile", { token: recruiter.token });
    const upper = await call(server, "GET", `/api/profile?id=${recruiter.id.toUpperCase()}`, {
      token: recruiter.token,
    });
    expect(plain.body).toMatchObject({ type: "recruiter" });
    expect(upper.body).toEqual(plain.body);
  });

  it("creates the profile at the first reading from the account type chosen at sign-up", async () => {
    const email = uniqueEmail("premiere-visite");
    const client = supabaseFor(server);
    expect(
      (await client.auth.signUp({ email, password: "Motdepasse1", options: { data: { type: "recruiter" } } })).error,
    ).toBeNull();
    await follow(await latestLink(server, email, "Confirmez votre adresse e-mail"));
    const { data, error } = await client.auth.signInWithPassword({ email, password: "Motdepasse1" });
    expect(error).toBeNull();
    const { user, access_token: token } = data.session!;

    const first = await call(server, "GET", `/api/profile?id=${user.id}`, { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ type: "recruiter", completed: false });
    // Read again, the same profile: created once.
    expect((await call(server, "GET", `/api/profile?id=${user.id}`, { token })).body).toEqual(first.body);
    const { rows } = await server.db.query("select type from public.profiles where user_id = $1", [user.id]);
    expect(rows).toEqual([{ type: "recruiter" }]);
  });

  it("answers 404 Profil introuvable to a user who has no profile yet (nor an account type)", async () => {
    const newcomer = await createUser(server, "nouveau");
    const reply = await call(server, "GET", `/api/profile?id=${newcomer.id}`, { token: newcomer.token });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ error: "Profil introuvable" });
  });

  it("answers 400 naming the field for an id that is not a user id", async () => {
    const reply = await call(server, "GET", "/api/profile?id=42", { token: candidate.token });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: "« Identifiant » n'est pas valide.", field: "id" });
  });
});

describe("POST /api/profile/update", () => {
  it("creates a profile with its type (201), then updates its completion (200)", async () => {
    const user = await createUser(server, "parcours");
    const created = await call(server, "POST", "/api/profile/update", {
      token: user.token,
      body: { type: "recruiter", user_id: user.id },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: "recruiter", completed: false });
    const updated = await call(server, "POST", "/api/profile/update", { token: user.token, body: { completed: true } });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...created.body, completed: true });
    const { rows } = await server.db.query("select id, type, completed from public.profiles where user_id = $1", [
      user.id,
    ]);
    expect(rows).toEqual([updated.body]);
  });

  it("accepts the same type again, but never another one", async () => {
    const same = await call(server, "POST", "/api/profile/update", {
      token: recruiter.token,
      body: { type: "recruiter" },
    });
    expect(same.status).toBe(200);
    const before = await snapshot(server);
    for (const type of ["candidate", "admin"]) {
      const reply = await call(server, "POST", "/api/profile/update", {
        token: recruiter.token,
        body: { type, completed: true },
      });
      expect(reply.status).toBe(400);
      expect(reply.body.field).toBe("type");
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it("needs the type to create a profile, and creates nothing without it", async () => {
    const user = await createUser(server, "sanstype");
    const before = await snapshot(server);
    const reply = await call(server, "POST", "/api/profile/update", { token: user.token, body: { completed: true } });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: "« Type de profil » est requis à la création du profil.", field: "type" });
    expect(await snapshot(server)).toEqual(before);
  });

  it.each([
    ["a wrong type", { completed: "oui" }, "completed", "« Profil complété » doit être true ou false."],
    ["an unknown field", { completed: true, role: "admin" }, "role", "Champ inconnu : « role »."],
    ["an unknown type", { type: "admin" }, "type", "« Type de profil » doit valoir candidate, recruiter."],
    ["a user_id that is not an id", { user_id: "moi", completed: true }, "user_id", undefined],
    [
      "an array instead of an object",
      [{ completed: true }],
      undefined,
      "Le corps de la requête doit être un objet JSON.",
    ],
    ["a NUL character", { type: "candidate\u0000" }, "type", undefined],
  ])("refuses %s with 400 naming the field, and changes nothing", async (_, body, field, error) => {
    const before = await snapshot(server);
    const reply = await call(server, "POST", "/api/profile/update", { token: candidate.token, body });
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe(field);
    if (error) expect(reply.body.error).toBe(error);
    else expect(reply.body.error).toMatch(/^« .+ »/);
    expect(await snapshot(server)).toEqual(before);
  });

  it("refuses malformed JSON with 400, and changes nothing", async () => {
    const before = await snapshot(server);
    for (const body of ['{"completed": true', "completed=true", "nul"]) {
      const reply = await call(server, "POST", "/api/profile/update", { token: candidate.token, body });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ error: "Le corps de la requête n'est pas un JSON valide." });
    }
    expect(await snapshot(server)).toEqual(before);
  });
});

describe("DELETE /api/profile", () => {
  /** A user with a profile, candidate info, a subscription and a signed-in session. */
  async function fullAccount() {
    const user = await createUser(server, "partant");
    await call(server, "POST", "/api/profile/update", {
      token: user.token,
      body: { type: "candidate", completed: true },
    });
    await call(server, "POST", "/api/profile/info", {
      token: user.token,
      body: { form: { memo: "<p>Au revoir</p>" } },
    });
    await server.db.query(
      "insert into public.subscriptions (user_id, status, current_period_end) values ($1, 'active', now() + interval '1 month')",
      [user.id],
    );
    await server.db.query("insert into auth.sessions (id, user_id) values ($1, $2) on conflict (id) do nothing", [
      user.sessionId,
      user.id,
    ]);
    await server.db.query("insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)", [
      `digest-${randomUUID()}`,
      user.id,
      user.sessionId,
    ]);
    return user;
  }

  async function rowsOf(userId: string) {
    const counts: Record<string, number> = {};
    for (const [table, where] of [
      ["auth.users", "id = $1"],
      ["auth.sessions", "user_id = $1"],
      ["auth.refresh_tokens", "user_id::text = $1"],
      ["auth.identities", "user_id = $1"],
      ["public.profiles", "user_id = $1"],
      ["public.candidate_infos", "profile_id in (select id from public.profiles where user_id = $1)"],
      ["public.subscriptions", "user_id = $1"],
    ] as const) {
      const { rows } = await server.db.query(`select 1 from ${table} where ${where}`, [userId]);
      counts[table] = rows.length;
    }
    return counts;
  }

  it("erases the account and all its data, ends its sessions, and leaves others alone (204)", async () => {
    const user = await fullAccount();
    expect(Object.values(await rowsOf(user.id)).filter((count) => count > 0)).toHaveLength(6);
    const othersBefore = await rowsOf(candidate.id);

    const reply = await call(server, "DELETE", "/api/profile", { token: user.token, body: { user_id: user.id } });
    expect(reply.status).toBe(204);
    expect(reply.body).toBeNull();
    expect(Object.values(await rowsOf(user.id)).every((count) => count === 0)).toBe(true);
    expect(await rowsOf(candidate.id)).toEqual(othersBefore);

    // The access token still verifies until it expires, but there is nothing left to act on.
    const profile = await call(server, "GET", "/api/profile", { token: user.token });
    expect(profile).toMatchObject({ status: 404, body: { error: "Profil introuvable" } });
    const recreate = await call(server, "POST", "/api/profile/update", {
      token: user.token,
      body: { type: "candidate" },
    });
    expect(recreate).toMatchObject({ status: 404, body: { error: "Compte introuvable" } });
    const again = await call(server, "DELETE", "/api/profile", { token: user.token, body: { user_id: user.id } });
    expect(again).toMatchObject({ status: 404, body: { error: "Compte introuvable" } });
  });

  it.each([
    ["no body", undefined, undefined],
    ["no user_id", {}, "user_id"],
    ["a user_id that is not an id", { user_id: 12 }, "user_id"],
    ["an unknown field", { user_id: "$self", cascade: false }, "cascade"],
    ["malformed JSON", '{"user_id":', undefined],
  ])("refuses %s with 400, and deletes nothing", async (_, body, field) => {
    const user = await fullAccount();
    const payload =
      body && typeof body === "object" && "user_id" in body && body.user_id === "$self"
        ? { ...body, user_id: user.id }
        : body;
    const before = await snapshot(server);
    const reply = await call(server, "DELETE", "/api/profile", { token: user.token, body: payload });
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe(field);
    expect(reply.body.error).toEqual(expect.any(String));
    expect(await snapshot(server)).toEqual(before);
  });
});
