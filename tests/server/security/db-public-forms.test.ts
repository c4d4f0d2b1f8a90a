// The public forms go through the product API, or nowhere. /api/contact takes five messages an hour
// from one address, but the REST API let visitors insert the same rows themselves: forty more in two
// seconds, 190 rows of 5 000 characters in one request; the pre-registrations the same. No API role
// inserts into these tables any more: the API writes them itself, once its limit and its rules
// have passed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call, registerUser, type TestUser } from "../api/profile-support.ts";

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await registerUser(server, "candidate", "formulaires");
}, 120_000);
afterAll(() => server?.close());

const message = (at: number) => ({
  name: "Camille Martin",
  email: `camille.${at}@exemple.fr`,
  subject: "Autre",
  message: "x".repeat(5000),
});

const registration = {
  company_name: "Atelier Lumière",
  siret: "73282932000074",
  contact_name: "Camille Martin",
  email: "camille@atelier-lumiere.fr",
};

async function restInsert(table: string, rows: unknown, token: string) {
  const response = await fetch(`${server.url}/rest/v1/${table}`, {
    method: "POST",
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      prefer: "return=minimal",
    },
    body: JSON.stringify(rows),
  });
  return { status: response.status, body: (await response.json()) as { code?: string } };
}

const count = async (table: "contact_messages" | "pre_registrations") =>
  (await server.db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0]!.n;

describe("the public forms", () => {
  it("refuse a visitor's and a free account's REST inserts, one row or 190", async () => {
    const attempts = [
      await restInsert("contact_messages", message(1), server.anonKey),
      await restInsert(
        "contact_messages",
        Array.from({ length: 190 }, (_, at) => message(at)),
        server.anonKey,
      ),
      await restInsert("contact_messages", message(2), user.token),
      await restInsert("pre_registrations", registration, server.anonKey),
      await restInsert("pre_registrations", registration, user.token),
    ];
    expect(attempts.map(({ status, body }) => [status, body.code])).toEqual([
      [401, "42501"],
      [401, "42501"],
      [403, "42501"],
      [401, "42501"],
      [403, "42501"],
    ]);
    expect(await count("contact_messages")).toBe(0);
    expect(await count("pre_registrations")).toBe(0);
  });

  it("still take a message through /api, up to its hourly limit", async () => {
    const sent = [];
    for (let at = 0; at < 6; at++) {
      sent.push(
        await call(server, "POST", "/api/contact", {
          body: { ...message(at), message: "Bonjour, une question sur mon compte.", consent: true },
        }),
      );
    }
    expect(sent.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await count("contact_messages")).toBe(5);
    const { rows } = await server.db.query<{ consent: boolean }>(
      "select bool_and(consent_at is not null) as consent from public.contact_messages",
    );
    expect(rows[0]!.consent).toBe(true);
  });

  it("leave no table of the public schema open to a visitor's insert", async () => {
    const { rows } = await server.db.query<{ policy: string }>(
      `select tablename || ': ' || policyname as policy from pg_policies
        where schemaname = 'public' and cmd in ('INSERT', 'ALL') and 'anon' = any (roles)`,
    );
    expect(rows).toEqual([]);
    const { rows: columns } = await server.db.query<{ grantee: string; column: string }>(
      `select grantee, table_name || '.' || column_name as column from information_schema.column_privileges
        where table_schema = 'public' and table_name in ('contact_messages', 'pre_registrations')
          and privilege_type = 'INSERT' and grantee in ('anon', 'authenticated')`,
    );
    expect(columns).toEqual([]);
  });
});
