// The administrators' view of the users, through HTTP on the real server: search by address, name
// or company, filter by type, pages; one account's facts; and the deletion an RGPD request asks for,
// which must leave exactly what the person's own deletion leaves. Only administrators get in.
import { randomBytes, randomUUID } from "node:crypto";

import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { expectAccountErased, signedInAccount } from "../api/account-deletion-support.ts";
import { call, validSiret } from "../api/profile-support.ts";
import { createProfile, createUser, type TestUser } from "../rest/users.ts";
import { pdf, png } from "../storage/support.ts";

let server: TestServer;
/** Marks this file's accounts, so searches see only them whatever else the database holds. */
const tag = randomBytes(3).toString("hex");
let admin: TestUser & { profileId: string };
let candidate: TestUser & { profileId: string };
let recruiter: TestUser & { profileId: string };
let unconfirmedId: string;
let recruiterSiret: string;

async function withProfile(email: string, type: "candidate" | "recruiter" | "admin") {
  const user = await createUser(server, email);
  return { ...user, profileId: await createProfile(server, user.id, type) };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await withProfile(`admin.${tag}@fuse.test`, "admin");
  candidate = await withProfile(`camille.${tag}@exemple.fr`, "candidate");
  await server.db.query(
    "insert into public.candidate_infos (profile_id, first_name, last_name, city) values ($1, 'Camille', 'Rousseau', 'Lyon')",
    [candidate.profileId],
  );
  await server.db.query("update auth.users set last_sign_in_at = '2026-11-20T08:30:00Z' where id = $1", [candidate.id]);
  recruiter = await withProfile(`rh.${tag}@atelier.fr`, "recruiter");
  recruiterSiret = validSiret();
  await server.db.query(
    `insert into public.companies (profile_id, name, siret, city, contact_name)
     values ($1, $2, $3, 'Nantes', 'Noa Petit')`,
    [recruiter.profileId, `Atelier Lumière ${tag}`, recruiterSiret],
  );
  await server.db.query(
    `insert into public.subscriptions (user_id, status, current_period_end, provider_updated_at)
     values ($1, 'canceled', '2026-10-01T00:00:00Z', now() - interval '2 months'),
            ($1, 'active', '2026-12-31T00:00:00Z', now() - interval '1 day')`,
    [recruiter.id],
  );
  const { rows } = await server.db.query<{ id: string }>("insert into auth.users (email) values ($1) returning id", [
    `nouveau.${tag}@exemple.fr`,
  ]);
  unconfirmedId = rows[0]!.id;
});
afterAll(() => server?.close());

const ids = (reply: { body: { items: { id: string }[] } }) => reply.body.items.map((item) => item.id);

describe("who may see and delete users", () => {
  it("answers 401 without a token and 403 to candidates and recruiters, deleting nothing", async () => {
    const endpoints = [
      ["GET", "/api/admin/users"],
      ["GET", `/api/admin/users/${candidate.id}`],
      ["DELETE", `/api/admin/users/${candidate.id}`],
      ["DELETE", `/api/admin/users/${admin.id}`],
    ] as const;
    for (const [method, path] of endpoints) {
      const anonymous = await call(server, method, path);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      for (const user of [candidate, recruiter]) {
        const refused = await call(server, method, path, { token: user.token });
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(refused.body).toEqual({ error: "Accès réservé aux administrateurs." });
      }
    }
    const { rows } = await server.db.query("select id from auth.users where id = any($1::uuid[])", [
      [candidate.id, admin.id],
    ]);
    expect(rows).toHaveLength(2);
  });
});

describe("GET /api/admin/users", () => {
  it("lists accounts newest first with their type, state and subscription", async () => {
    const reply = await call(server, "GET", `/api/admin/users?q=${tag}`, { token: admin.token });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("no-store");
    expect(reply.body).toMatchObject({ total: 4, page: 1, pages: 1 });
    expect(ids(reply)).toEqual([unconfirmedId, recruiter.id, candidate.id, admin.id]);
    const [unconfirmed, company, person, administrator] = reply.body.items;
    expect(unconfirmed).toMatchObject({
      email: `nouveau.${tag}@exemple.fr`,
      type: "none",
      profile_id: null,
      name: null,
      email_confirmed: false,
      profile_completed: false,
      last_sign_in_at: null,
      subscription: null,
    });
    expect(company).toMatchObject({
      type: "recruiter",
      profile_id: recruiter.profileId,
      name: "Noa Petit",
      company_name: `Atelier Lumière ${tag}`,
      email_confirmed: true,
      profile_completed: true,
      // The running subscription, not the older one.
      subscription: { status: "active", current_period_end: "2026-12-31T00:00:00.000Z" },
    });
    expect(person).toMatchObject({
      type: "candidate",
      name: "Camille Rousseau",
      company_name: null,
      last_sign_in_at: "2026-11-20T08:30:00.000Z",
      subscription: null,
    });
    expect(new Date(person.created_at).getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect(administrator).toMatchObject({ type: "admin", email: admin.email });
  });

  it("searches by address, name or company whatever the case, filters by type, and pages", async () => {
    for (const [query, expected] of [
      [`q=CAMILLE.${tag}`, [candidate.id]],
      ["q=rousseau", [candidate.id]],
      [`q=lumi%C3%A8re%20${tag}`, [recruiter.id]],
      [`q=noa%20petit`, [recruiter.id]],
      [`q=${tag}&type=recruiter`, [recruiter.id]],
      [`q=${tag}&type=none`, [unconfirmedId]],
      [`q=${tag}&type=admin`, [admin.id]],
      [`q=${tag}&per_page=3&page=2`, [admin.id]],
      ["q=personne-de-ce-nom", []],
    ] as const) {
      const reply = await call(server, "GET", `/api/admin/users?${query}`, { token: admin.token });
      expect(reply.status, query).toBe(200);
      expect(ids(reply), query).toEqual(expected);
    }
    const unknown = await call(server, "GET", "/api/admin/users?type=moderator", { token: admin.token });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      error: "« Type d'utilisateur » doit valoir candidate, recruiter, admin, none.",
      field: "type",
    });
  });
});

describe("GET /api/admin/users/:id", () => {
  it("answers one account's facts, or 404", async () => {
    const reply = await call(server, "GET", `/api/admin/users/${recruiter.id}`, { token: admin.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: recruiter.id,
      email: recruiter.email,
      type: "recruiter",
      city: "Nantes",
      siret: recruiterSiret,
      subscription: { status: "active" },
    });
    expect(reply.body.email_confirmed_at).not.toBeNull();
    const missing = await call(server, "GET", `/api/admin/users/${randomUUID()}`, { token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatch(/^Utilisateur introuvable/);
    const malformed = await call(server, "GET", "/api/admin/users/pas-un-identifiant", { token: admin.token });
    expect(malformed.status).toBe(400);
    expect(malformed.body.field).toBe("id");
  });
});

describe("DELETE /api/admin/users/:id", () => {
  const filesOf = async (userId: string) =>
    (
      await server.db.query<{ name: string }>(
        "select bucket_id || '/' || name as name from storage.objects where (storage.foldername(name))[1] = $1 order by 1",
        [userId],
      )
    ).rows.map((row) => row.name);

  it("erases the account as its owner's own deletion would: session, password, files, profile", async () => {
    const account = await signedInAccount(server, `rgpd.${tag}`);
    const token = account.session.access_token;
    expect((await call(server, "POST", "/api/profile/update", { token, body: { type: "candidate" } })).status).toBe(
      201,
    );
    const client = createClient(server.url, server.anonKey, { accessToken: async () => token });
    for (const [bucket, name, bytes, type] of [
      ["cvs", "cv.pdf", pdf(4096), "application/pdf"],
      ["avatars", "photo.png", png(2048), "image/png"],
    ] as const) {
      const { error } = await client.storage
        .from(bucket)
        .upload(`${account.userId}/${name}`, new Blob([bytes], { type }), { contentType: type });
      expect(error).toBeNull();
    }
    const { error } = await candidate.client.storage
      .from("cvs")
      .upload(`${candidate.id}/cv.pdf`, new Blob([pdf(4096)], { type: "application/pdf" }), {
        contentType: "application/pdf",
        upsert: true,
      });
    expect(error).toBeNull();
    expect(await filesOf(account.userId)).toHaveLength(2);

    const deleted = await call(server, "DELETE", `/api/admin/users/${account.userId}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: account.userId });

    await expectAccountErased(server, account);
    expect(await filesOf(account.userId)).toEqual([]);
    expect(await filesOf(candidate.id)).toEqual([`cvs/${candidate.id}/cv.pdf`]);
    const { rows: profiles } = await server.db.query("select 1 from public.profiles where user_id = $1", [
      account.userId,
    ]);
    expect(profiles).toEqual([]);
    const { rows: entries } = await server.db.query(
      "select action, entity, summary, details, actor_profile_id from public.admin_actions where entity_id = $1",
      [account.userId],
    );
    expect(entries).toEqual([
      {
        action: "delete_user",
        entity: "users",
        summary: account.email,
        details: { type: "candidate" },
        actor_profile_id: admin.profileId,
      },
    ]);
    const again = await call(server, "DELETE", `/api/admin/users/${account.userId}`, { token: admin.token });
    expect(again.status).toBe(404);
  });

  it("takes a recruiter's company and subscriptions with the account", async () => {
    const leaving = await withProfile(`depart.${tag}@entreprise.fr`, "recruiter");
    await server.db.query("insert into public.companies (profile_id, name, siret) values ($1, 'Partante', $2)", [
      leaving.profileId,
      validSiret(),
    ]);
    await server.db.query(
      "insert into public.subscriptions (user_id, status, current_period_end) values ($1, 'active', now() + interval '1 month')",
      [leaving.id],
    );
    const deleted = await call(server, "DELETE", `/api/admin/users/${leaving.id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    const { rows } = await server.db.query<{ companies: number; subscriptions: number }>(
      `select (select count(*)::int from public.companies where profile_id = $1) as companies,
              (select count(*)::int from public.subscriptions where user_id = $2) as subscriptions`,
      [leaving.profileId, leaving.id],
    );
    expect(rows[0]).toEqual({ companies: 0, subscriptions: 0 });
  });

  it("refuses an administrator's own account in French", async () => {
    const refused = await call(server, "DELETE", `/api/admin/users/${admin.id}`, { token: admin.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error:
        "Vous ne pouvez pas supprimer votre propre compte depuis l'administration : faites-le depuis votre compte.",
    });
    const { rows } = await server.db.query("select 1 from auth.users where id = $1", [admin.id]);
    expect(rows).toHaveLength(1);
  });

  it("never leaves the platform without an administrator, even when two delete each other at once", async () => {
    // This database's other administrators step aside for the test: two remain, A and B.
    const others = await server.db.query<{ id: string }>(
      "update public.profiles set type = 'candidate' where type = 'admin' returning id",
    );
    try {
      const first = await withProfile(`admin.a.${tag}@fuse.test`, "admin");
      const second = await withProfile(`admin.b.${tag}@fuse.test`, "admin");
      // What B dealt with stays dealt with once B is gone, by nobody.
      const { rows: messages } = await server.db.query<{ id: string }>(
        `insert into public.contact_messages (name, email, subject, message, handled_at, handled_by)
         values ('Alix', 'alix@exemple.fr', 'Question', 'Bonjour', now(), $1) returning id`,
        [second.profileId],
      );

      // A file each: its removal, before the account's, is the moment the other request gets in.
      for (const who of [first, second]) {
        const { error } = await who.client.storage
          .from("avatars")
          .upload(`${who.id}/photo.png`, new Blob([png(2048)], { type: "image/png" }), { contentType: "image/png" });
        expect(error).toBeNull();
      }
      const [byFirst, bySecond] = await Promise.all([
        call(server, "DELETE", `/api/admin/users/${second.id}`, { token: first.token }),
        call(server, "DELETE", `/api/admin/users/${first.id}`, { token: second.token }),
      ]);
      const statuses = [byFirst.status, bySecond.status].sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const loser = byFirst.status === 200 ? bySecond : byFirst;
      if (loser.status === 409)
        expect(loser.body).toEqual({ error: "Impossible de supprimer le dernier compte administrateur." });

      const { rows: admins } = await server.db.query(
        "select user_id from public.profiles where type = 'admin' and user_id = any($1::uuid[])",
        [[first.id, second.id]],
      );
      expect(admins).toHaveLength(1);
      if (byFirst.status === 200) {
        const { rows } = await server.db.query<{ handled_at: Date | null; handled_by: string | null }>(
          "select handled_at, handled_by from public.contact_messages where id = $1",
          [messages[0]!.id],
        );
        expect(rows[0]!.handled_by).toBeNull();
        expect(rows[0]!.handled_at).toBeInstanceOf(Date);
      }
    } finally {
      await server.db.query("update public.profiles set type = 'admin' where id = any($1::uuid[])", [
        others.rows.map((row) => row.id),
      ]);
    }
  });
});
