import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { restRoutes } from "@fuse/supabase-local/rest/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { anonClient, createProfile, createUser, serviceClient, type TestUser } from "./users.ts";

let server: TestServer;
let service: SupabaseClient;
let alice: TestUser;
let bruno: TestUser;
let aliceProfile: string;
let brunoProfile: string;
let userCount = 0;

/** A fresh user without a profile, for the tests that create one. */
const newUser = () => createUser(server, `nouveau${++userCount}@fuse.test`);

async function infoOf(profileId: string) {
  const { rows } = await server.db.query<{ city: string | null; headline: string | null; card_slug: string | null }>(
    "select city, headline, card_slug from public.candidate_infos where profile_id = $1",
    [profileId],
  );
  return rows[0];
}

async function subscriptionsOf(userId: string) {
  const { rows } = await server.db.query<{ status: string; provider: string }>(
    "select status, provider from public.subscriptions where user_id = $1 order by status",
    [userId],
  );
  return rows;
}

beforeAll(async () => {
  server = await startTestServer({ modules: [restRoutes] });
  service = serviceClient(server);
  alice = await createUser(server, "alice@fuse.test");
  bruno = await createUser(server, "bruno@fuse.test");
  aliceProfile = await createProfile(server, alice.id, "candidate");
  brunoProfile = await createProfile(server, bruno.id, "candidate");
  await server.db.query(
    "insert into public.candidate_infos (profile_id, city, headline, card_slug) values ($1, 'Lyon', 'Développeuse', 'alice-martin'), ($2, 'Paris', 'Ingénieur', 'bruno-petit')",
    [aliceProfile, brunoProfile],
  );
});
afterAll(() => server?.close());

describe("insert", () => {
  it("creates the caller's profile and returns it with select().single()", async () => {
    const user = await newUser();
    const { data, error, status } = await user.client
      .from("profiles")
      .insert({ user_id: user.id, type: "candidate" })
      .select("id, user_id, type, completed")
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ user_id: user.id, type: "candidate", completed: false });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);
    const { rows } = await server.db.query("select type from public.profiles where user_id = $1", [user.id]);
    expect(rows).toEqual([{ type: "candidate" }]);
  });

  it("returns nothing with return=minimal (no select()), yet writes the row", async () => {
    const user = await newUser();
    const { data, error, status } = await user.client.from("profiles").insert({ user_id: user.id, type: "recruiter" });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    const { rows } = await server.db.query("select type from public.profiles where user_id = $1", [user.id]);
    expect(rows).toEqual([{ type: "recruiter" }]);
  });

  it("answers a duplicate with 409 and Postgres's 23505", async () => {
    const { error, status } = await alice.client.from("profiles").insert({ user_id: alice.id, type: "candidate" });
    expect(status).toBe(409);
    expect(error).toEqual({
      code: "23505",
      message: 'duplicate key value violates unique constraint "profiles_user_id_key"',
      // Postgres keeps the key's value out of the details on a table with row-level security.
      details: null,
      hint: null,
    });
    const owner = await service.from("profiles").insert({ user_id: alice.id, type: "candidate" });
    expect(owner.status).toBe(409);
    expect(owner.error?.code).toBe("23505");
  });

  it("refuses with 403 (42501) what row-level security forbids a signed-in user", async () => {
    const victim = await newUser();
    const forSomeoneElse = await alice.client.from("profiles").insert({ user_id: victim.id, type: "candidate" });
    expect(forSomeoneElse.status).toBe(403);
    expect(forSomeoneElse.error).toMatchObject({
      code: "42501",
      message: 'new row violates row-level security policy for table "profiles"',
    });
    const user = await newUser();
    const selfAdmin = await user.client.from("profiles").insert({ user_id: user.id, type: "admin" });
    expect(selfAdmin.status).toBe(403);
    const { rows } = await server.db.query("select 1 from public.profiles where user_id = any($1::uuid[])", [
      [victim.id, user.id],
    ]);
    expect(rows).toEqual([]);
  });

  it("refuses the anonymous visitor with 401 and WWW-Authenticate", async () => {
    const { error, status } = await anonClient(server)
      .from("profiles")
      .insert({ user_id: alice.id, type: "candidate" });
    expect(status).toBe(401);
    expect(error?.code).toBe("42501");
    const response = await fetch(`${server.url}/rest/v1/profiles`, {
      method: "POST",
      headers: { apikey: server.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ user_id: alice.id, type: "candidate" }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe("Bearer");
  });

  it("maps a check constraint (23514) and a malformed value (22P02) to 400", async () => {
    const user = await newUser();
    const profileId = await createProfile(server, user.id, "candidate");
    const check = await user.client.from("candidate_infos").insert({ profile_id: profileId, postal_code: "123" });
    expect(check.status).toBe(400);
    expect(check.error).toMatchObject({
      code: "23514",
      message: 'new row for relation "candidate_infos" violates check constraint "candidate_infos_postal_code_check"',
    });
    const malformed = await user.client
      .from("candidate_infos")
      .insert({ profile_id: profileId, mobility_radius_km: "loin" });
    expect(malformed.status).toBe(400);
    expect(malformed.error?.code).toBe("22P02");
    expect(await infoOf(profileId)).toBeUndefined();
  });

  it("refuses a key that is not a column with PGRST204", async () => {
    const { error, status } = await alice.client
      .from("candidate_infos")
      .insert({ profile_id: aliceProfile, nickname: "Al" });
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: "PGRST204",
      message: "Could not find the 'nickname' column of 'candidate_infos' in the schema cache",
    });
  });

  it("inserts arrays atomically: a missing key is null by default, the column default with defaultToNull: false", async () => {
    const owner = await newUser();
    const end = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const rows = [
      { user_id: owner.id, status: "active", current_period_end: end, provider: "stripe" },
      { user_id: owner.id, status: "trialing", current_period_end: end },
    ];
    const failed = await service.from("subscriptions").insert(rows);
    expect(failed.status).toBe(400);
    expect(failed.error?.code).toBe("23502");
    expect(await subscriptionsOf(owner.id)).toEqual([]);

    const { data, error, count, status } = await service
      .from("subscriptions")
      .insert(rows, { defaultToNull: false, count: "exact" })
      .select("status, provider");
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(count).toBe(2);
    expect(data).toEqual([
      { status: "active", provider: "stripe" },
      { status: "trialing", provider: "embedded" },
    ]);
    expect(await subscriptionsOf(owner.id)).toEqual([
      { status: "active", provider: "stripe" },
      { status: "trialing", provider: "embedded" },
    ]);
  });

  it("refuses malformed bodies with PGRST102", async () => {
    const post = (body: string, path = "profiles") =>
      fetch(`${server.url}/rest/v1/${path}`, {
        method: "POST",
        headers: { apikey: server.serviceRoleKey, "content-type": "application/json" },
        body,
      });
    for (const body of ["", "{not json", "42", '"text"', "[1, 2]", "null"]) {
      const response = await post(body);
      expect(response.status, body).toBe(400);
      expect((await response.json()).code, body).toBe("PGRST102");
    }
    const mismatched = await post(JSON.stringify([{ status: "active" }, { provider: "stripe" }]), "subscriptions");
    expect(await mismatched.json()).toMatchObject({ code: "PGRST102", message: "All object keys must match" });
  });
});

describe("upsert", () => {
  it("merges on the primary key with resolution=merge-duplicates", async () => {
    const { data, error, status } = await alice.client
      .from("candidate_infos")
      .upsert({ profile_id: aliceProfile, city: "Nantes" })
      .select("city, headline")
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    // Only the sent columns change.
    expect(data).toEqual({ city: "Nantes", headline: "Développeuse" });
    expect(await infoOf(aliceProfile)).toMatchObject({ city: "Nantes", headline: "Développeuse" });
  });

  it("leaves the existing row alone with ignoreDuplicates", async () => {
    const { data, error } = await alice.client
      .from("candidate_infos")
      .upsert({ profile_id: aliceProfile, city: "Brest" }, { ignoreDuplicates: true })
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect((await infoOf(aliceProfile))?.city).not.toBe("Brest");
  });

  it("merges on another unique column named by onConflict", async () => {
    const { data, error } = await alice.client
      .from("candidate_infos")
      .upsert(
        { profile_id: aliceProfile, card_slug: "alice-martin", headline: "Lead dev" },
        { onConflict: "card_slug" },
      )
      .select("headline, card_slug");
    expect(error).toBeNull();
    expect(data).toEqual([{ headline: "Lead dev", card_slug: "alice-martin" }]);
  });

  it("cannot take over another user's row", async () => {
    const { error, status } = await alice.client
      .from("candidate_infos")
      .upsert({ profile_id: brunoProfile, city: "Marseille" });
    expect(status).toBe(403);
    expect(error?.code).toBe("42501");
    expect((await infoOf(brunoProfile))?.city).toBe("Paris");
  });
});

describe("update", () => {
  it("changes the filtered rows and returns them with select()", async () => {
    const { data, error, status } = await alice.client
      .from("candidate_infos")
      .update({ headline: "Développeuse TypeScript", city: "Lyon" })
      .eq("profile_id", aliceProfile)
      .select("headline, city");
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ headline: "Développeuse TypeScript", city: "Lyon" }]);
  });

  it("answers 204 without select(), with the count when asked", async () => {
    const { data, error, status, count } = await alice.client
      .from("candidate_infos")
      .update({ city: "Villeurbanne" }, { count: "exact" })
      .eq("profile_id", aliceProfile);
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
    expect(count).toBe(1);
    expect((await infoOf(aliceProfile))?.city).toBe("Villeurbanne");
  });

  it("does not touch rows row-level security hides from the caller", async () => {
    const { data, error } = await alice.client
      .from("candidate_infos")
      .update({ city: "Marseille" })
      .eq("profile_id", brunoProfile)
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect((await infoOf(brunoProfile))?.city).toBe("Paris");
  });

  it("changes nothing for an empty body", async () => {
    const before = await infoOf(aliceProfile);
    const { data, error, status } = await alice.client
      .from("candidate_infos")
      .update({})
      .eq("profile_id", aliceProfile)
      .select("city");
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([]);
    expect(await infoOf(aliceProfile)).toEqual(before);
  });

  it("refuses an update without a filter (21000), as Supabase does", async () => {
    const { error, status } = await service.from("candidate_infos").update({ city: "Partout" });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "21000", message: "UPDATE requires a WHERE clause" });
    expect((await infoOf(brunoProfile))?.city).toBe("Paris");
  });

  it("rolls back an update that single() or maxAffected() refuses", async () => {
    const owner = await newUser();
    const end = new Date(Date.now() + 86_400_000).toISOString();
    await service.from("subscriptions").insert([
      { user_id: owner.id, status: "active", current_period_end: end },
      { user_id: owner.id, status: "trialing", current_period_end: end },
    ]);
    const single = await service
      .from("subscriptions")
      .update({ status: "canceled" })
      .eq("user_id", owner.id)
      .select()
      .single();
    expect(single.status).toBe(406);
    expect(single.error?.code).toBe("PGRST116");
    // What maxAffected(1) sends (its typings ask for a PostgREST 13 schema, so it is written out here).
    const capped = await fetch(`${server.url}/rest/v1/subscriptions?user_id=eq.${owner.id}`, {
      method: "PATCH",
      headers: {
        apikey: server.serviceRoleKey,
        "content-type": "application/json",
        prefer: "handling=strict, max-affected=1",
      },
      body: JSON.stringify({ status: "canceled" }),
    });
    expect(capped.status).toBe(400);
    expect(await capped.json()).toMatchObject({ code: "PGRST124", details: "The query affects 2 rows" });
    expect((await subscriptionsOf(owner.id)).map((row) => row.status)).toEqual(["active", "trialing"]);
  });
});

describe("delete", () => {
  it("removes the caller's filtered rows and returns them", async () => {
    const user = await newUser();
    const profileId = await createProfile(server, user.id, "candidate");
    await server.db.query("insert into public.candidate_infos (profile_id, city) values ($1, 'Rennes')", [profileId]);
    const { data, error, status, count } = await user.client
      .from("candidate_infos")
      .delete({ count: "exact" })
      .eq("profile_id", profileId)
      .select("city");
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(count).toBe(1);
    expect(data).toEqual([{ city: "Rennes" }]);
    expect(await infoOf(profileId)).toBeUndefined();
  });

  it("cannot delete another user's rows", async () => {
    const { data, error, status } = await alice.client.from("candidate_infos").delete().eq("profile_id", brunoProfile);
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
    expect(await infoOf(brunoProfile)).toBeDefined();
  });

  it("refuses a delete without a filter (21000)", async () => {
    const { error, status } = await service.from("candidate_infos").delete();
    expect(status).toBe(400);
    expect(error?.message).toBe("DELETE requires a WHERE clause");
    const { rows } = await server.db.query<{ n: number }>("select count(*)::int as n from public.candidate_infos");
    expect(rows[0]?.n).toBeGreaterThanOrEqual(2);
  });
});
