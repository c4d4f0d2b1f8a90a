// The company pre-registration through HTTP: stored with the administrators' notice (the invitation
// waits for their approval), refused field by field in French, answered « already registered » for a SIRET or SIREN
// that has an account, unreadable to visitors, limited per address, and safe to replay.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { preRegistrationRoutes } from "@fuse/api/pre-registration/routes.ts";
import { listEmails } from "@fuse/server-core/email/outbox.ts";
import { supabaseLocalRoutes } from "@fuse/supabase-local/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { anonClient, createProfile, createUser } from "../rest/users.ts";
import { call } from "./profile-support.ts";

let server: TestServer;
const adminEmail = "admin.preinscription@fuse.test";

beforeAll(async () => {
  // A high limit here: the rate limit has its own server below.
  server = await startTestServer({
    modules: [(ctx) => preRegistrationRoutes(ctx, { perHour: 1000 }), ...supabaseLocalRoutes],
  });
  const admin = await createUser(server, adminEmail);
  await createProfile(server, admin.id, "admin");
});
afterAll(() => server?.close());

/** A SIRET with a valid Luhn key: 13 digits from `seed`, then the key. */
function siretFrom(seed: number) {
  const body = String(seed).padStart(13, "0").slice(-13);
  for (let key = 0; key <= 9; key += 1) {
    const siret = `${body}${key}`;
    const sum = Array.from(siret, Number).reduceRight((total, digit, index) => {
      const doubled = (13 - index) % 2 === 1 ? digit * 2 : digit;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
    if (sum % 10 === 0) return siret;
  }
  throw new Error("unreachable");
}

let seed = 4_200_000_000_000;
const nextSiret = () => siretFrom((seed += 10_000_000));

function registration(overrides: Record<string, unknown> = {}) {
  const siret = nextSiret();
  return {
    company_name: "Atelier Lumière",
    siret: `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`,
    sector: "62.01Z",
    size: "10-49",
    address: "12 rue de la Paix",
    city: "Paris",
    postal_code: "75002",
    lat: 48.8534,
    lng: 2.3488,
    contact_name: "Camille Martin",
    email: `camille.${siret}@atelier-lumiere.fr`,
    phone: "06.12.34.56.78",
    consent: true,
    ...overrides,
  };
}

const send = (body: unknown, target = server) => call(target, "POST", "/api/pre-registrations", { body });

async function rowsFor(email: string) {
  const { rows } = await server.db.query<Record<string, unknown>>(
    "select * from public.pre_registrations where email = $1",
    [email],
  );
  return rows;
}

async function companyWithSiret(siret: string) {
  const user = await createUser(server, `entreprise.${siret}@fuse.test`);
  const profileId = await createProfile(server, user.id, "recruiter");
  await server.db.query("insert into public.companies (profile_id, name, siret) values ($1, 'Déjà là', $2)", [
    profileId,
    siret,
  ]);
}

describe("POST /api/pre-registrations", () => {
  it("stores a valid pre-registration and tells the administrators, who approve it before any invitation", async () => {
    const body = registration();
    const reply = await send(body);
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ status: "received", email: body.email });

    const [row, ...others] = await rowsFor(body.email);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      company_name: "Atelier Lumière",
      siret: String(body.siret).replace(/ /g, ""),
      sector: "62.01Z",
      size: "10-49",
      address: "12 rue de la Paix",
      city: "Paris",
      postal_code: "75002",
      lat: 48.8534,
      lng: 2.3488,
      contact_name: "Camille Martin",
      phone: "06 12 34 56 78",
    });
    expect(row?.consent_at).toBeInstanceOf(Date);

    // Anyone can type any address: nothing goes to it before an administrator approves.
    expect(await listEmails(server.db, { to: body.email })).toEqual([]);
    expect(row?.invited_at).toBeNull();
    const notices = (await listEmails(server.db, { to: adminEmail })).filter((email) =>
      email.text.includes(body.email),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe("Nouvelle pré-inscription : Atelier Lumière");
    // It leads to the administration's inbox, where the pre-registration is approved.
    expect(notices[0]!.text).toContain(`${server.url}/admin/pre-inscriptions`);
  });

  it("accepts a +33 number and keeps it in the national form", async () => {
    const body = registration({ phone: "+33 6 12 34 56 78" });
    expect((await send(body)).status).toBe(201);
    expect((await rowsFor(body.email))[0]?.phone).toBe("06 12 34 56 78");
  });

  it("does not duplicate a replayed pre-registration nor send its e-mails again", async () => {
    const body = registration();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await send(body)).status).toBe(201);
    await Promise.all([send(body), send(body)]);
    expect(await rowsFor(body.email)).toHaveLength(1);
    expect(await listEmails(server.db, { to: body.email })).toEqual([]);
    const notices = (await listEmails(server.db, { to: adminEmail })).filter((email) =>
      email.text.includes(body.email),
    );
    expect(notices).toHaveLength(1);
  });

  it.each([
    ["a SIRET failing the Luhn check", { siret: "732 829 320 00075" }, "siret", "SIRET invalide"],
    ["a SIRET of 13 digits", { siret: "7328293200007" }, "siret", "SIRET invalide"],
    ["a phone number abroad", { phone: "+44 20 7946 0958" }, "phone", "numéro de téléphone français"],
    ["a phone number too short", { phone: "06 12 34" }, "phone", "numéro de téléphone français"],
    ["an e-mail without domain", { email: "camille@" }, "email", "adresse e-mail valide"],
    ["no consent", { consent: false }, "consent", "politique de confidentialité"],
    ["a sector that is no NAF sub-class", { sector: "99.99Z" }, "sector", "secteur d'activité"],
    ["an unknown size", { size: "12" }, "size", "l'effectif"],
    ["an address without its postal code", { postal_code: "" }, "postal_code", "adresse"],
  ])("refuses %s with a French message at the field, and stores nothing", async (_, overrides, field, words) => {
    const body = registration(overrides);
    const reply = await send(body);
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe(field);
    expect(reply.body.error).toContain(words);
    expect(await rowsFor(String(body.email))).toEqual([]);
  });

  it("answers 409 {exists: true} for a SIRET that has an account, and stores nothing", async () => {
    const siret = nextSiret();
    await companyWithSiret(siret);
    const body = registration({ siret });
    const reply = await send(body);
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ exists: true });
    expect(reply.body.error).toContain("Entreprise déjà enregistrée");
    // Nothing of the company itself is said.
    expect(JSON.stringify(reply.body)).not.toContain("Déjà là");
    expect(await rowsFor(body.email)).toEqual([]);
    expect(await listEmails(server.db, { to: body.email })).toEqual([]);
  });

  it("answers 409 for another establishment of a SIREN that has an account", async () => {
    const siret = nextSiret();
    await companyWithSiret(siret);
    // Same SIREN (nine first digits), another establishment number, a valid key.
    const sibling = siretFrom(Number(`${siret.slice(0, 9)}0009`));
    expect(sibling.slice(0, 9)).toBe(siret.slice(0, 9));
    expect(sibling).not.toBe(siret);
    const reply = await send(registration({ siret: sibling }));
    expect(reply.status).toBe(409);
    expect(reply.body.exists).toBe(true);
  });

  it("refuses a body over 16 KB", async () => {
    const reply = await send(registration({ company_name: "x".repeat(20_000) }));
    expect(reply.status).toBe(413);
    expect(reply.body.error).toContain("trop volumineuse");
  });

  it("lets no visitor read the rows through the REST API, and an administrator read them", async () => {
    const body = registration();
    expect((await send(body)).status).toBe(201);
    const anon = await anonClient(server).from("pre_registrations").select("*").eq("email", body.email);
    expect(anon.data ?? []).toEqual([]);
    const recruiter = await createUser(server, `curieuse.${Date.now()}@fuse.test`);
    await createProfile(server, recruiter.id, "recruiter");
    expect((await recruiter.client.from("pre_registrations").select("*").eq("email", body.email)).data).toEqual([]);
    const adminUser = await createUser(server, `admin2.${Date.now()}@fuse.test`);
    await createProfile(server, adminUser.id, "admin");
    const admin = await adminUser.client
      .from("pre_registrations")
      .select("company_name, email")
      .eq("email", body.email);
    expect(admin.data).toEqual([{ company_name: "Atelier Lumière", email: body.email }]);
  });

  it("lets anyone ask only whether a SIRET has an account, through a function that answers a boolean", async () => {
    const siret = nextSiret();
    await companyWithSiret(siret);
    const asked = await anonClient(server).rpc("company_account_exists", { siret });
    expect(asked.data).toBe(true);
    const submit = await anonClient(server).rpc("submit_pre_registration", { registration: registration() });
    expect(submit.error).not.toBeNull();
  });

  it("answers 429 in French past the limit of an address, with the wait", async () => {
    const limited = await startTestServer({ modules: [(ctx) => preRegistrationRoutes(ctx, { perHour: 2 })] });
    try {
      expect((await send(registration({ siret: "1" }), limited)).status).toBe(400);
      expect((await send(registration({ siret: "2" }), limited)).status).toBe(400);
      const refused = await send(registration(), limited);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/^Trop de demandes envoyées en peu de temps : réessayez dans \d+ min\.$/);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
