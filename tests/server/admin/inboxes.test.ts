// The administrators' inboxes through HTTP on the real server: contact messages and company
// pre-registrations listed, filtered, searched and paged; dealt with and reopened; a contact message
// answered by e-mail; a pre-registration approved with its invitation. Only administrators get in,
// through the API and through REST alike, and every change is in their journal.
import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { adminInboxRoutes } from "@fuse/api/admin/inbox-routes.ts";
import { clearEmails, listEmails } from "@fuse/server-core/email/outbox.ts";
import { supabaseLocalRoutes } from "@fuse/supabase-local/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call, validSiret } from "../api/profile-support.ts";
import { anonClient, createProfile, createUser, type TestUser } from "../rest/users.ts";

let server: TestServer;
let admin: TestUser & { profileId: string };
let candidate: TestUser;
let recruiter: TestUser;

beforeAll(async () => {
  server = await startTestServer({ modules: [adminInboxRoutes, ...supabaseLocalRoutes] });
  const adminUser = await createUser(server, "admin.boites@fuse.test");
  admin = { ...adminUser, profileId: await createProfile(server, adminUser.id, "admin") };
  candidate = await createUser(server, "candidate.boites@fuse.test");
  await createProfile(server, candidate.id, "candidate");
  recruiter = await createUser(server, "recruteur.boites@fuse.test");
  await createProfile(server, recruiter.id, "recruiter");
});
afterAll(() => server?.close());

beforeEach(async () => {
  await server.db.query("delete from public.contact_messages");
  await server.db.query("delete from public.pre_registrations");
  await clearEmails(server.db);
});

let minutesAgo = 10_000;

/** A contact message as a visitor sent it, each one newer than the one before. */
async function contactMessage(fields: Partial<Record<"name" | "email" | "subject" | "message", string>> = {}) {
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.contact_messages (name, email, subject, message, created_at)
     values ($1, $2, $3, $4, now() - make_interval(mins => $5)) returning id`,
    [
      fields.name ?? "Dominique Morel",
      fields.email ?? "dominique.morel@exemple.fr",
      fields.subject ?? "Une question",
      fields.message ?? "Bonjour, comment publier une offre ?",
      (minutesAgo -= 1),
    ],
  );
  return rows[0]!.id;
}

async function preRegistration(
  fields: Partial<Record<"company_name" | "contact_name" | "email" | "siret", string>> = {},
) {
  const siret = fields.siret ?? validSiret();
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.pre_registrations (company_name, siret, contact_name, email, phone, city, postal_code, created_at)
     values ($1, $2, $3, $4, '06 12 34 56 78', 'Lyon', '69002', now() - make_interval(mins => $5)) returning id`,
    [
      fields.company_name ?? "Atelier Lumière",
      siret,
      fields.contact_name ?? "Camille Martin",
      fields.email ?? `camille.${siret}@atelier-lumiere.fr`,
      (minutesAgo -= 1),
    ],
  );
  return rows[0]!.id;
}

const journal = async (entityId: string) =>
  (
    await server.db.query<Record<string, unknown>>(
      `select action, entity, entity_id, summary, details, actor_profile_id, actor_email
       from public.admin_actions where entity_id = $1 order by id`,
      [entityId],
    )
  ).rows;

const row = async (table: "contact_messages" | "pre_registrations", id: string) =>
  (await server.db.query<Record<string, unknown>>(`select * from public.${table} where id = $1`, [id])).rows[0]!;

describe("who may use the inboxes", () => {
  const endpoints = (message: string, registration: string) => [
    { method: "GET", path: "/api/admin/contact-messages" },
    { method: "POST", path: `/api/admin/contact-messages/${message}/handled`, body: { handled: true } },
    { method: "POST", path: `/api/admin/contact-messages/${message}/reply`, body: { message: "Réponse" } },
    { method: "GET", path: "/api/admin/pre-registrations" },
    { method: "POST", path: `/api/admin/pre-registrations/${registration}/handled`, body: { handled: true } },
    { method: "POST", path: `/api/admin/pre-registrations/${registration}/approve` },
  ];

  it("answers 401 without a token and 403 to candidates and recruiters, changing and sending nothing", async () => {
    const message = await contactMessage();
    const registration = await preRegistration();
    const before = [await row("contact_messages", message), await row("pre_registrations", registration)];
    for (const { method, path, body } of endpoints(message, registration)) {
      const anonymous = await call(server, method, path, { body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.body).toEqual({ error: "Token manquant" });
      for (const user of [candidate, recruiter]) {
        const refused = await call(server, method, path, { token: user.token, body });
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(refused.body).toEqual({ error: "Accès réservé aux administrateurs." });
      }
    }
    expect([await row("contact_messages", message), await row("pre_registrations", registration)]).toEqual(before);
    expect(await listEmails(server.db)).toEqual([]);
    expect(await journal(message)).toEqual([]);
    expect(await journal(registration)).toEqual([]);
  });

  it("refuses the same changes through REST to anyone but an administrator", async () => {
    const message = await contactMessage();
    const registration = await preRegistration();
    for (const user of [candidate, recruiter]) {
      const handled = await user.client
        .from("contact_messages")
        .update({ handled_at: new Date().toISOString() })
        .eq("id", message)
        .select();
      // Row-level security hides the row: nothing matches, nothing changes.
      expect(handled.data ?? []).toEqual([]);
      const approved = await user.client
        .from("pre_registrations")
        .update({ approved_at: new Date().toISOString() })
        .eq("id", registration)
        .select();
      expect(approved.data ?? []).toEqual([]);
    }
    const rewritten = await candidate.client.from("contact_messages").update({ subject: "Autre" }).eq("id", message);
    expect(rewritten.error?.code).toBe("42501");
    // Nor may a visitor send a message that says it was already dealt with.
    const preHandled = await anonClient(server).from("contact_messages").insert({
      name: "Alex",
      email: "alex@exemple.fr",
      subject: "Sujet",
      message: "Texte",
      handled_at: new Date().toISOString(),
    });
    expect(preHandled.error?.code).toBe("42501");
    const raw = await fetch(`${server.url}/rest/v1/contact_messages?id=eq.${message}`, {
      method: "PATCH",
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${candidate.token}`,
        "content-type": "application/json",
        prefer: "return=representation",
      },
      body: JSON.stringify({ handled_at: new Date().toISOString(), replied_at: new Date().toISOString() }),
    });
    expect(await raw.json()).toEqual([]);
    expect(await row("contact_messages", message)).toMatchObject({ handled_at: null, replied_at: null });
    expect(await row("pre_registrations", registration)).toMatchObject({ approved_at: null, handled_at: null });

    // An administrator may (the API is not the only way in for them either).
    const byAdmin = await admin.client
      .from("contact_messages")
      .update({ handled_at: new Date().toISOString() })
      .eq("id", message)
      .select("id");
    expect(byAdmin.data).toEqual([{ id: message }]);
  });
});

describe("GET /api/admin/contact-messages", () => {
  it("lists newest first, filters by status, searches and pages", async () => {
    const oldest = await contactMessage({ subject: "Partenariat", email: "alix@ecole.fr" });
    const handled = await contactMessage({ subject: "Facturation", message: "Ma facture de mars est fausse." });
    const newest = await contactMessage({ name: "Élise Fabre", subject: "Suppression de compte" });
    await server.db.query("update public.contact_messages set handled_at = now(), handled_by = $2 where id = $1", [
      handled,
      admin.profileId,
    ]);

    const all = await call(server, "GET", "/api/admin/contact-messages", { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.headers.get("cache-control")).toBe("no-store");
    expect(all.body).toMatchObject({ total: 3, page: 1, per_page: 20, pages: 1 });
    expect(all.body.items.map((item: { id: string }) => item.id)).toEqual([newest, handled, oldest]);
    expect(all.body.items[1]).toMatchObject({
      subject: "Facturation",
      message: "Ma facture de mars est fausse.",
      // The form's consent, recorded when the message was stored.
      consent_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      status: "handled",
      handled_by: { profile_id: admin.profileId, email: admin.email },
      replied_at: null,
    });
    expect(all.body.items[0]).toMatchObject({ name: "Élise Fabre", status: "new", handled_at: null, handled_by: null });

    const waiting = await call(server, "GET", "/api/admin/contact-messages?status=new", { token: admin.token });
    expect(waiting.body.items.map((item: { id: string }) => item.id)).toEqual([newest, oldest]);
    const done = await call(server, "GET", "/api/admin/contact-messages?status=handled", { token: admin.token });
    expect(done.body.items.map((item: { id: string }) => item.id)).toEqual([handled]);

    // In the subject, the text, the address; whatever the case.
    for (const [q, expected] of [
      ["FACTURE", [handled]],
      ["ecole.fr", [oldest]],
      ["suppression", [newest]],
      ["introuvable", []],
    ] as const) {
      const found = await call(server, "GET", `/api/admin/contact-messages?q=${encodeURIComponent(q)}`, {
        token: admin.token,
      });
      expect(
        found.body.items.map((item: { id: string }) => item.id),
        q,
      ).toEqual(expected);
    }

    const second = await call(server, "GET", "/api/admin/contact-messages?per_page=2&page=2", { token: admin.token });
    expect(second.body).toMatchObject({ total: 3, page: 2, per_page: 2, pages: 2 });
    expect(second.body.items.map((item: { id: string }) => item.id)).toEqual([oldest]);
  });

  it("refuses an unknown status or page in French", async () => {
    const status = await call(server, "GET", "/api/admin/contact-messages?status=archived", { token: admin.token });
    expect(status.status).toBe(400);
    expect(status.body).toEqual({ error: "« Statut » doit valoir new, handled.", field: "status" });
    const page = await call(server, "GET", "/api/admin/contact-messages?page=0", { token: admin.token });
    expect(page.status).toBe(400);
    expect(page.body.field).toBe("page");
  });
});

describe("POST /api/admin/contact-messages/:id/handled", () => {
  it("marks a message dealt with by the administrator, then back to new, each in the journal", async () => {
    const message = await contactMessage({ subject: "Partenariat école" });
    const handled = await call(server, "POST", `/api/admin/contact-messages/${message}/handled`, {
      token: admin.token,
      body: { handled: true },
    });
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({
      id: message,
      status: "handled",
      handled_by: { profile_id: admin.profileId, email: admin.email },
    });
    expect(new Date(handled.body.handled_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Asking again changes nothing and records nothing more.
    await call(server, "POST", `/api/admin/contact-messages/${message}/handled`, {
      token: admin.token,
      body: { handled: true },
    });

    const reopened = await call(server, "POST", `/api/admin/contact-messages/${message}/handled`, {
      token: admin.token,
      body: { handled: false },
    });
    expect(reopened.body).toMatchObject({ status: "new", handled_at: null, handled_by: null });
    expect(await row("contact_messages", message)).toMatchObject({ handled_at: null, handled_by: null });

    expect(await journal(message)).toEqual([
      {
        action: "handle",
        entity: "contact_messages",
        entity_id: message,
        summary: "Partenariat école",
        details: { email: "dominique.morel@exemple.fr" },
        actor_profile_id: admin.profileId,
        actor_email: admin.email,
      },
      expect.objectContaining({ action: "reopen", summary: "Partenariat école", actor_email: admin.email }),
    ]);
  });

  it("answers 404 for a message that does not exist, and 400 without a decision", async () => {
    const missing = await call(server, "POST", `/api/admin/contact-messages/${randomUUID()}/handled`, {
      token: admin.token,
      body: { handled: true },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatch(/^Message introuvable/);
    const message = await contactMessage();
    const empty = await call(server, "POST", `/api/admin/contact-messages/${message}/handled`, {
      token: admin.token,
      body: {},
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: "« Traité » est requis.", field: "handled" });
  });
});

describe("POST /api/admin/contact-messages/:id/reply", () => {
  it("e-mails the answer to the sender in French, and marks the message answered and dealt with", async () => {
    const message = await contactMessage({
      name: "Élise Fabre",
      email: "elise.fabre@exemple.fr",
      subject: "Suppression de compte",
      message: "Bonjour,\nje voudrais supprimer mon compte.",
    });
    const reply = await call(server, "POST", `/api/admin/contact-messages/${message}/reply`, {
      token: admin.token,
      body: { message: "Bonjour,\n\nVotre compte a été supprimé ce matin.\nBonne journée." },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: message, status: "handled", handled_by: { profile_id: admin.profileId } });
    expect(reply.body.replied_at).not.toBeNull();

    const [email, ...others] = await listEmails(server.db, { to: "elise.fabre@exemple.fr" });
    expect(others).toEqual([]);
    expect(email!.subject).toBe("Re : Suppression de compte");
    expect(email!.text).toContain("Bonjour Élise Fabre,\n\nBonjour,\n\nVotre compte a été supprimé ce matin.");
    expect(email!.text).toContain("L'équipe Fuse");
    expect(email!.text).toContain(
      "> Objet : Suppression de compte\n>\n> Bonjour,\n> je voudrais supprimer mon compte.",
    );
    expect(email!.text).toMatch(/Votre message du \d{1,2} \p{L}+ \d{4}/u);
    expect(email!.html).toContain("Votre compte a été supprimé ce matin.<br>Bonne journée.");
    expect(email!.links).toEqual([]);
    expect(await listEmails(server.db)).toHaveLength(1);

    expect(await journal(message)).toEqual([
      expect.objectContaining({
        action: "reply",
        summary: "Suppression de compte",
        details: { to: "elise.fabre@exemple.fr", subject: "Re : Suppression de compte" },
        actor_profile_id: admin.profileId,
      }),
    ]);
  });

  it("takes the administrator's subject, and escapes what they write in the HTML", async () => {
    const message = await contactMessage({ email: "sacha@exemple.fr" });
    const reply = await call(server, "POST", `/api/admin/contact-messages/${message}/reply`, {
      token: admin.token,
      body: { subject: "Votre demande", message: "Voir <b>ici</b> & là" },
    });
    expect(reply.status).toBe(200);
    const [email] = await listEmails(server.db, { to: "sacha@exemple.fr" });
    expect(email!.subject).toBe("Votre demande");
    expect(email!.html).toContain("Voir &lt;b&gt;ici&lt;/b&gt; &amp; là");
  });

  it("refuses an empty or too long answer in French and sends nothing", async () => {
    const message = await contactMessage();
    const empty = await call(server, "POST", `/api/admin/contact-messages/${message}/reply`, {
      token: admin.token,
      body: { message: "   " },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: "La réponse ne peut pas être vide.", field: "message" });
    const long = await call(server, "POST", `/api/admin/contact-messages/${message}/reply`, {
      token: admin.token,
      body: { message: "a".repeat(5001) },
    });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ error: "La réponse ne peut pas dépasser 5000 caractères.", field: "message" });
    const missing = await call(server, "POST", `/api/admin/contact-messages/${randomUUID()}/reply`, {
      token: admin.token,
      body: { message: "Bonjour" },
    });
    expect(missing.status).toBe(404);
    expect(await listEmails(server.db)).toEqual([]);
    expect(await row("contact_messages", message)).toMatchObject({ replied_at: null, handled_at: null });
    expect(await journal(message)).toEqual([]);
  });
});

describe("GET /api/admin/pre-registrations", () => {
  it("lists newest first, filters by status, searches by company, person or SIRET, and pages", async () => {
    const siret = validSiret();
    const first = await preRegistration({ company_name: "Boulangerie Dupain", siret });
    const second = await preRegistration({ company_name: "Atelier Lumière", contact_name: "Noa Petit" });
    const third = await preRegistration({ company_name: "Garage du Centre" });
    await server.db.query("update public.pre_registrations set handled_at = now() where id = $1", [second]);
    await server.db.query("update public.pre_registrations set handled_at = now(), approved_at = now() where id = $1", [
      third,
    ]);

    const all = await call(server, "GET", "/api/admin/pre-registrations", { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.body.items.map((item: { id: string }) => item.id)).toEqual([third, second, first]);
    expect(all.body.items.map((item: { status: string }) => item.status)).toEqual(["approved", "handled", "new"]);
    expect(all.body.items[2]).toMatchObject({
      company_name: "Boulangerie Dupain",
      siret,
      contact_name: "Camille Martin",
      phone: "06 12 34 56 78",
      city: "Lyon",
      // Written here without the form, so without its consent.
      consent_at: null,
      account_exists: false,
      approved_at: null,
    });

    for (const [status, expected] of [
      ["new", [first]],
      ["handled", [second]],
      ["approved", [third]],
    ] as const) {
      const found = await call(server, "GET", `/api/admin/pre-registrations?status=${status}`, { token: admin.token });
      expect(
        found.body.items.map((item: { id: string }) => item.id),
        status,
      ).toEqual(expected);
    }
    const spaced = `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`;
    for (const [q, expected] of [
      ["dupain", [first]],
      ["noa petit", [second]],
      [spaced, [first]],
    ] as const) {
      const found = await call(server, "GET", `/api/admin/pre-registrations?q=${encodeURIComponent(q)}`, {
        token: admin.token,
      });
      expect(
        found.body.items.map((item: { id: string }) => item.id),
        q,
      ).toEqual(expected);
    }
    const paged = await call(server, "GET", "/api/admin/pre-registrations?per_page=1&page=3", { token: admin.token });
    expect(paged.body).toMatchObject({ total: 3, pages: 3, page: 3 });
    expect(paged.body.items.map((item: { id: string }) => item.id)).toEqual([first]);
  });
});

describe("POST /api/admin/pre-registrations/:id/handled", () => {
  it("marks a pre-registration dealt with, then back to new, each in the journal", async () => {
    const registration = await preRegistration({ company_name: "Garage du Centre" });
    const handled = await call(server, "POST", `/api/admin/pre-registrations/${registration}/handled`, {
      token: admin.token,
      body: { handled: true },
    });
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({ status: "handled", handled_by: { profile_id: admin.profileId } });
    const reopened = await call(server, "POST", `/api/admin/pre-registrations/${registration}/handled`, {
      token: admin.token,
      body: { handled: false },
    });
    expect(reopened.body).toMatchObject({ status: "new", handled_at: null });
    expect((await journal(registration)).map((entry) => [entry.action, entry.summary])).toEqual([
      ["handle", "Garage du Centre"],
      ["reopen", "Garage du Centre"],
    ]);
    expect(await listEmails(server.db)).toEqual([]);
  });
});

describe("POST /api/admin/pre-registrations/:id/approve", () => {
  it("sends the invitation to create the recruiter account, prefilled, and marks it approved", async () => {
    const siret = validSiret();
    const email = `camille.${siret}@atelier-lumiere.fr`;
    const registration = await preRegistration({ siret, email, contact_name: "Camille Martin Durand" });
    const approved = await call(server, "POST", `/api/admin/pre-registrations/${registration}/approve`, {
      token: admin.token,
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      id: registration,
      status: "approved",
      handled_by: { profile_id: admin.profileId, email: admin.email },
    });
    expect(approved.body.approved_at).not.toBeNull();
    expect(approved.body.invited_at).toBe(approved.body.approved_at);

    const [invitation, ...others] = await listEmails(server.db, { to: email });
    expect(others).toEqual([]);
    expect(invitation!.subject).toBe("Créez le compte recruteur de Atelier Lumière sur Fuse");
    expect(invitation!.text).toContain("Merci pour la pré-inscription de Atelier Lumière.");
    const link = new URL(invitation!.links[0]!);
    expect(link.origin).toBe(server.url);
    expect(link.pathname).toBe("/register/recruiter");
    expect(Object.fromEntries(link.searchParams)).toEqual({
      email,
      first_name: "Camille",
      last_name: "Martin Durand",
    });
    expect(await row("pre_registrations", registration)).toMatchObject({
      approved_at: expect.any(Date),
      invited_at: expect.any(Date),
      handled_by: admin.profileId,
    });
    expect(await journal(registration)).toEqual([
      expect.objectContaining({
        action: "approve",
        entity: "pre_registrations",
        summary: "Atelier Lumière",
        details: { email, siret },
        actor_email: admin.email,
      }),
    ]);
  });

  it("refuses a company that has an account since, in French, and sends nothing", async () => {
    const siret = validSiret();
    const registration = await preRegistration({ siret });
    // Another establishment of the same company (same SIREN) signed up meanwhile.
    const other = await createUser(server, `recrutement.${siret}@fuse.test`);
    const profileId = await createProfile(server, other.id, "recruiter");
    const sameSiren = await sameSirenSiret(siret);
    await server.db.query("insert into public.companies (profile_id, name, siret) values ($1, 'Atelier Lumière', $2)", [
      profileId,
      sameSiren,
    ]);

    const listed = await call(server, "GET", "/api/admin/pre-registrations", { token: admin.token });
    expect(listed.body.items[0]).toMatchObject({ id: registration, account_exists: true });
    const refused = await call(server, "POST", `/api/admin/pre-registrations/${registration}/approve`, {
      token: admin.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error:
        "Cette entreprise a créé son compte depuis sa pré-inscription (même SIRET ou même SIREN) : l'invitation n'est pas envoyée.",
      exists: true,
    });
    expect(await listEmails(server.db)).toEqual([]);
    expect(await row("pre_registrations", registration)).toMatchObject({ approved_at: null, invited_at: null });
    expect(await journal(registration)).toEqual([]);
  });

  it("answers 404 for a pre-registration that does not exist", async () => {
    const missing = await call(server, "POST", `/api/admin/pre-registrations/${randomUUID()}/approve`, {
      token: admin.token,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatch(/^Pré-inscription introuvable/);
  });
});

/** Another valid SIRET of the same SIREN (another establishment number, the Luhn key recomputed). */
async function sameSirenSiret(siret: string) {
  for (let establishment = 1; establishment < 99_999; establishment += 1) {
    const candidate = `${siret.slice(0, 9)}${String(establishment).padStart(5, "0")}`;
    if (candidate === siret) continue;
    const { rows } = await server.db.query<{ valid: boolean }>("select public.is_valid_siret($1) as valid", [
      candidate,
    ]);
    if (rows[0]?.valid) return candidate;
  }
  throw new Error("no other establishment found");
}
