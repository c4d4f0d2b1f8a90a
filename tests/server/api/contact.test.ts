// The contact form through HTTP: a message stored with its consent date, acknowledged to the sender
// and told to the administrators; refused field by field in French with nothing stored; a robot
// answered as a person and ignored; limited per address; unreadable to visitors.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contactRoutes } from "@fuse/api/contact/routes.ts";
import { contactMessages } from "@fuse/domain/contact/schema";
import { listEmails } from "@fuse/server-core/email/outbox.ts";
import { supabaseLocalRoutes } from "@fuse/supabase-local/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { anonClient, createProfile, createUser } from "../rest/users.ts";
import { call } from "./profile-support.ts";

let server: TestServer;
const adminEmail = "admin.contact@fuse.test";

beforeAll(async () => {
  // A high limit here: the limit has its own server below.
  server = await startTestServer({ modules: [(ctx) => contactRoutes(ctx, { perHour: 1000 }), ...supabaseLocalRoutes] });
  const admin = await createUser(server, adminEmail);
  await createProfile(server, admin.id, "admin");
});
afterAll(() => server?.close());

let sender = 0;

function contact(overrides: Record<string, unknown> = {}) {
  sender += 1;
  return {
    name: "Camille Martin",
    email: `camille.${sender}.${Date.now()}@exemple.fr`,
    subject: "Abonnement et facturation",
    message: "Bonjour,\nma facture de novembre ne mentionne pas le numéro de TVA de mon entreprise.",
    consent: true,
    website: "",
    ...overrides,
  };
}

const send = (body: unknown, target = server) => call(target, "POST", "/api/contact", { body });

async function rowsFor(email: string) {
  const { rows } = await server.db.query<Record<string, unknown>>(
    "select * from public.contact_messages where email = $1",
    [email],
  );
  return rows;
}

/** The administrators' notices that speak of `email`. */
async function noticesAbout(email: string) {
  return (await listEmails(server.db, { to: adminEmail })).filter((notice) => notice.text.includes(email));
}

describe("POST /api/contact", () => {
  it("stores the message with its consent date, acknowledges it to the sender and tells the administrators", async () => {
    const body = contact({ name: "  Camille Martin ", email: `  Camille.${Date.now()}@Exemple.FR ` });
    const before = Date.now();
    const reply = await send(body);
    const email = String(body.email).trim().toLowerCase();
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ received: true, email });
    expect(reply.headers.get("cache-control")).toBe("no-store");

    const [row, ...others] = await rowsFor(email);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      name: "Camille Martin",
      email,
      subject: "Abonnement et facturation",
      message: "Bonjour,\nma facture de novembre ne mentionne pas le numéro de TVA de mon entreprise.",
    });
    expect(row?.consent_at).toBeInstanceOf(Date);
    expect((row?.consent_at as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const [acknowledgement, ...more] = await listEmails(server.db, { to: email });
    expect(more).toEqual([]);
    expect(acknowledgement!.subject).toBe("Nous avons bien reçu votre message");
    expect(acknowledgement!.text).toMatch(
      /^Bonjour,\n\nNous avons bien reçu votre message au sujet de « Abonnement et facturation »/,
    );
    // Greeted once, in the text and in the HTML alike.
    expect(acknowledgement!.text.match(/Bonjour/g)).toHaveLength(1);
    expect(acknowledgement!.html.match(/Bonjour/g)).toHaveLength(1);
    expect(acknowledgement!.text).toContain(
      "Nous vous répondrons à cette adresse e-mail ; vous n'avez rien d'autre à faire.",
    );
    // Anyone may type any address: the acknowledgement carries none of the visitor's own text.
    expect(acknowledgement!.text).not.toContain("Camille Martin");
    expect(acknowledgement!.text).not.toContain("ma facture de novembre");
    expect(acknowledgement!.html).not.toContain("ma facture de novembre");
    expect(new URL(acknowledgement!.links[0]!).pathname).toBe("/faq");

    const notices = await noticesAbout(email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe("Nouveau message de contact : Abonnement et facturation");
    expect(notices[0]!.text).toContain(`Camille Martin (${email}) a écrit`);
    // It leads to the administration's inbox, where the message is answered.
    expect(notices[0]!.text).toContain(`${server.url}/admin/messages`);
  });

  it("tells every administrator", async () => {
    const second = await createUser(server, `admin.deux.${Date.now()}@fuse.test`);
    await createProfile(server, second.id, "admin");
    const body = contact();
    expect((await send(body)).status).toBe(201);
    expect(await noticesAbout(body.email)).toHaveLength(1);
    const secondNotices = (await listEmails(server.db, { to: second.email })).filter((notice) =>
      notice.text.includes(body.email),
    );
    expect(secondNotices).toHaveLength(1);
  });

  it.each([
    ["no name", { name: "   " }, "name", contactMessages.name],
    ["a name over 200 characters", { name: "x".repeat(201) }, "name", contactMessages.nameTooLong],
    ["an e-mail without domain", { email: "camille@" }, "email", contactMessages.email],
    ["an e-mail over 254 characters", { email: `${"a".repeat(250)}@exemple.fr` }, "email", contactMessages.email],
    ["a subject outside the list", { subject: "Partenariat" }, "subject", contactMessages.subject],
    ["no message", { message: "" }, "message", contactMessages.message],
    ["a message under 10 characters", { message: "  Bonjour  " }, "message", contactMessages.messageTooShort],
    ["a message over 5 000 characters", { message: "a".repeat(5001) }, "message", contactMessages.messageTooLong],
    ["no consent", { consent: false }, "consent", contactMessages.consent],
    ["a consent that is no boolean", { consent: "oui" }, "consent", "« Consentement » doit être true ou false."],
    ["a field the form does not have", { phone: "06 12 34 56 78" }, "phone", "Champ inconnu : « phone »."],
  ])(
    "refuses %s with its French message at the field, and stores and sends nothing",
    async (_, overrides, field, error) => {
      const body = contact(overrides);
      const reply = await send(body);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ error, field });
      const email = String(body.email);
      expect(await rowsFor(email)).toEqual([]);
      expect(await listEmails(server.db, { to: email })).toEqual([]);
      expect(await noticesAbout(email)).toEqual([]);
    },
  );

  it("answers a filled trap field as a success, and stores and sends nothing", async () => {
    const body = contact({ website: "https://pas-cher.example" });
    const reply = await send(body);
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ received: true, email: body.email });
    expect(await rowsFor(body.email)).toEqual([]);
    expect(await listEmails(server.db, { to: body.email })).toEqual([]);
    expect(await noticesAbout(body.email)).toEqual([]);
  });

  it("refuses a body over 16 KB with a French 413", async () => {
    const body = contact({ message: "é".repeat(9000) });
    const reply = await send(body);
    expect(reply.status).toBe(413);
    expect(reply.body.error).toBe("Requête trop volumineuse (16 Ko au plus).");
    expect(await rowsFor(body.email)).toEqual([]);
  });

  it.each([
    ["text that is no JSON", "nom=Camille&message=Bonjour", "Le corps de la requête n'est pas un JSON valide."],
    ["a JSON list", JSON.stringify([contact()]), "Le corps de la requête doit être un objet JSON."],
    ["no body at all", "", "Le corps de la requête doit être un objet JSON."],
    [
      "JSON nested 40 levels deep",
      `${'{"a":'.repeat(40)}1${"}".repeat(40)}`,
      "Le corps de la requête est trop imbriqué (32 niveaux au plus).",
    ],
  ])("answers %s with a French 400", async (_, text, error) => {
    const reply = await send(text);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(error);
  });

  it("answers a field nested as an object with a French 400 at that field", async () => {
    const body = contact({ name: { first: "Camille", last: "Martin" } });
    const reply = await send(body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: "« Nom » doit être un texte.", field: "name" });
    expect(await rowsFor(body.email)).toEqual([]);
  });

  it("lets no visitor, candidate or recruiter read messages through the REST API, nor date a consent", async () => {
    const body = contact();
    expect((await send(body)).status).toBe(201);
    const anon = await anonClient(server).from("contact_messages").select("*").eq("email", body.email);
    expect(anon.data ?? []).toEqual([]);
    for (const type of ["candidate", "recruiter"] as const) {
      const user = await createUser(server, `curieux.${type}.${Date.now()}@fuse.test`);
      await createProfile(server, user.id, type);
      const read = await user.client.from("contact_messages").select("*").eq("email", body.email);
      expect(read.data ?? []).toEqual([]);
    }
    // The consent date is the database's: a visitor writing through REST cannot choose it.
    const backdated = await anonClient(server).from("contact_messages").insert({
      name: "Dominique",
      email: "dominique@exemple.fr",
      subject: "Autre",
      message: "Un message antidaté.",
      consent_at: "2020-01-01T00:00:00Z",
    });
    expect(backdated.error?.code).toBe("42501");
    const adminUser = await createUser(server, `admin.lecteur.${Date.now()}@fuse.test`);
    await createProfile(server, adminUser.id, "admin");
    const admin = await adminUser.client.from("contact_messages").select("name, subject").eq("email", body.email);
    expect(admin.data).toEqual([{ name: "Camille Martin", subject: "Abonnement et facturation" }]);
  });

  it("answers 429 in French past the limit of an address, with the wait in Retry-After", async () => {
    const limited = await startTestServer({ modules: [(ctx) => contactRoutes(ctx, { perHour: 2 })] });
    try {
      // Refused requests count too: a script cannot probe the rules for free.
      expect((await send(contact({ consent: false }), limited)).status).toBe(400);
      expect((await send(contact(), limited)).status).toBe(201);
      const body = contact();
      const refused = await send(body, limited);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe("Trop de messages envoyés depuis votre connexion. Réessayez dans 60 minutes.");
      const wait = Number(refused.headers.get("retry-after"));
      expect(wait).toBeGreaterThan(3500);
      expect(wait).toBeLessThanOrEqual(3600);
      const { rows } = await limited.db.query("select 1 from public.contact_messages where email = $1", [body.email]);
      expect(rows).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
