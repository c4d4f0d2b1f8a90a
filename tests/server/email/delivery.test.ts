// The outbox delivered through a real SMTP server on loopback, read back as a mail client reads it:
// an interview invitation arrives once with its calendar file; an SMTP server that is down leaves the
// message queued with its error and a later attempt; two servers on one database send each message
// once; old messages are not sent, and delivered ones are purged when asked.
import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { Database } from "@fuse/server-core/db/database.ts";
import { OutboxDelivery, retryDelayMs, type OutboxDeliveryOptions } from "@fuse/server-core/email/delivery.ts";
import { interviewInvitation } from "@fuse/server-core/email/ics.ts";
import { sendEmail, type OutgoingEmail } from "@fuse/server-core/email/outbox.ts";
import { createSmtpTransport } from "@fuse/server-core/email/smtp.ts";
import { createMigratedTestDatabase } from "@fuse/supabase-local/testing/migrated-database.ts";

import { freePort, startSmtpSink, type SmtpSink } from "./smtp-sink.ts";

let db: Database;
beforeAll(async () => {
  db = await createMigratedTestDatabase();
}, 120_000);
afterAll(() => db?.close());
beforeEach(() => db.query("delete from public.outbox_emails"));

const sinks: SmtpSink[] = [];
const deliveries: OutboxDelivery[] = [];
afterEach(async () => {
  await Promise.all(deliveries.splice(0).map((delivery) => delivery.stop()));
  await Promise.all(sinks.splice(0).map((sink) => sink.close()));
});

async function sink(options: Parameters<typeof startSmtpSink>[0] = {}) {
  const started = await startSmtpSink(options);
  sinks.push(started);
  return started;
}

/** What the server's log received. */
function recordingLog() {
  const lines: string[] = [];
  return { lines, error: (...parts: unknown[]) => void lines.push(parts.map(String).join(" ")) };
}

function delivery(port: number, options: Partial<OutboxDeliveryOptions> = {}) {
  const created = new OutboxDelivery({
    db,
    transport: createSmtpTransport(`smtp://fuse:mot-de-passe@127.0.0.1:${port}`),
    from: "Fuse <no-reply@fuse.test>",
    log: recordingLog(),
    ...options,
  });
  deliveries.push(created);
  return created;
}

/** A message queued the way the product queues it: in the transaction of what it tells. */
const queue = (email: OutgoingEmail) => db.transaction((tx) => sendEmail(tx, email));

const invitationEmail = (): OutgoingEmail => ({
  to: "camille.durand@example.fr",
  subject: "Entretien proposé : Développeuse front-end",
  text: "Bonjour Camille,\n\nL'équipe d'Atelier Lumière vous propose un entretien le mardi 1 décembre à 10 h.\n\nL'équipe Fuse",
  html: "<p>Bonjour Camille,</p><p>L'équipe d'Atelier Lumière vous propose un entretien le mardi 1 décembre à 10 h.</p>",
  links: [],
  attachments: [
    interviewInvitation({
      uid: "entretien-42@fuse",
      sequence: 0,
      method: "REQUEST",
      start: new Date("2026-12-01T09:00:00Z"),
      durationMinutes: 45,
      summary: "Entretien — Développeuse front-end",
      location: "12 rue des Lilas, 69003 Lyon",
      organizer: { name: "Atelier Lumière", email: "recrutement@atelier-lumiere.fr" },
      attendee: { name: "Camille Durand", email: "camille.durand@example.fr" },
    }),
  ],
});

const simpleEmail = (to: string, subject: string): OutgoingEmail => ({
  to,
  subject,
  text: `Bonjour,\n\n${subject}\n\nL'équipe Fuse`,
  html: `<p>Bonjour,</p><p>${subject}</p>`,
  links: [],
});

interface DeliveryRow {
  delivered: boolean;
  attempts: number;
  last_error: string | null;
  /** Seconds from now to the next attempt. */
  wait: number | null;
}

async function rowOf(id: string) {
  const { rows } = await db.query<DeliveryRow>(
    `select delivered_at is not null as delivered, attempts, last_error,
            extract(epoch from next_attempt_at - now())::float8 as wait
       from public.outbox_emails where id = $1`,
    [id],
  );
  return rows[0]!;
}

describe("delivery through SMTP", () => {
  it("sends a queued interview invitation once: its subject, French text and a calendar file", async () => {
    const smtp = await sink();
    const queued = await queue(invitationEmail());
    const outbox = delivery(smtp.port);

    expect(await outbox.kick()).toEqual({ delivered: 1, failed: 0 });
    expect(await outbox.kick()).toEqual({ delivered: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);

    const [mail] = smtp.received;
    expect(mail!.recipients).toEqual(["camille.durand@example.fr"]);
    expect(mail!.user).toBe("fuse");
    const { parsed } = mail!;
    expect(parsed.from?.value).toEqual([{ name: "Fuse", address: "no-reply@fuse.test" }]);
    expect(parsed.subject).toBe("Entretien proposé : Développeuse front-end");
    expect(parsed.text).toContain("L'équipe d'Atelier Lumière vous propose un entretien le mardi 1 décembre à 10 h.");
    expect(parsed.html).toContain("<p>Bonjour Camille,</p>");
    expect(parsed.messageId).toBe(`<${queued.id}@fuse.test>`);

    expect(parsed.attachments).toHaveLength(1);
    const [file] = parsed.attachments;
    expect(file!.filename).toBe("invitation.ics");
    expect(file!.contentType).toBe("text/calendar");
    expect(file!.headers.get("content-type")).toMatchObject({ params: { method: "REQUEST" } });
    const calendar = new ICAL.Component(ICAL.parse(file!.content.toString("utf8")));
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = calendar.getFirstSubcomponent("vevent");
    expect(event).not.toBeNull();
    expect(event!.getFirstPropertyValue("summary")).toBe("Entretien — Développeuse front-end");
    expect(event!.getFirstPropertyValue("uid")).toBe("entretien-42@fuse");
    expect(event!.getFirstPropertyValue("location")).toBe("12 rue des Lilas, 69003 Lyon");

    expect(await rowOf(queued.id)).toMatchObject({ delivered: true, attempts: 0, last_error: null, wait: null });
  });

  it("sends nothing of a change that was rolled back", async () => {
    const smtp = await sink();
    await expect(
      db.transaction(async (tx) => {
        await sendEmail(tx, simpleEmail("lea.martin@example.fr", "Votre candidature a été retenue"));
        throw new Error("La modification a échoué");
      }),
    ).rejects.toThrow("La modification a échoué");
    expect(await delivery(smtp.port).kick()).toEqual({ delivered: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it("keeps a message queued while the SMTP server is down, then sends it once it is back and the message is due", async () => {
    const port = await freePort();
    const log = recordingLog();
    const outbox = delivery(port, { log });
    const queued = await queue(simpleEmail("lea.martin@example.fr", "Nouveau match pour votre offre"));

    expect(await outbox.kick()).toEqual({ delivered: 0, failed: 1 });
    const failed = await rowOf(queued.id);
    expect(failed).toMatchObject({ delivered: false, attempts: 1 });
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
    expect(failed.wait).toBeGreaterThan(25);
    expect(failed.wait).toBeLessThanOrEqual(30);
    expect(log.lines).toEqual([expect.stringMatching(/^E-mail \S+ non envoyé \(essai 1\), nouvel essai dans 30 s : /)]);
    // The log names the message, never its recipient.
    expect(log.lines.join("\n")).not.toContain("lea.martin");

    // Back up, but the message waits for its time.
    const smtp = await sink({ port });
    expect(await outbox.kick()).toEqual({ delivered: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);

    // Its time has come.
    await db.query("update public.outbox_emails set next_attempt_at = now() - interval '1 second' where id = $1", [
      queued.id,
    ]);
    expect(await outbox.kick()).toEqual({ delivered: 1, failed: 0 });
    expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual(["Nouveau match pour votre offre"]);
    expect(await rowOf(queued.id)).toMatchObject({ delivered: true, attempts: 1, last_error: null, wait: null });
    expect(await outbox.kick()).toEqual({ delivered: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("waits longer after each failure: 30 s, 1 min, 2 min… never more than an hour", async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((failures) => retryDelayMs(failures) / 1000)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
    const outbox = delivery(await freePort());
    const queued = await queue(simpleEmail("lea.martin@example.fr", "Rappel"));
    for (const expected of [30, 60, 120]) {
      await db.query("update public.outbox_emails set next_attempt_at = null where id = $1", [queued.id]);
      expect(await outbox.kick()).toEqual({ delivered: 0, failed: 1 });
      const row = await rowOf(queued.id);
      expect(row.wait).toBeGreaterThan(expected - 5);
      expect(row.wait).toBeLessThanOrEqual(expected);
    }
    expect((await rowOf(queued.id)).attempts).toBe(3);
  });

  it("sends each message once when two servers share the database", async () => {
    const smtp = await sink({ acceptDelayMs: 5 });
    const subjects = Array.from({ length: 24 }, (_, index) => `Message ${index + 1}`);
    for (const subject of subjects) await queue(simpleEmail("lea.martin@example.fr", subject));
    const first = delivery(smtp.port, { batchSize: 5 });
    const second = delivery(smtp.port, { batchSize: 5 });

    const reports = await Promise.all([first.kick(), second.kick(), first.kick(), second.kick()]);

    const received = smtp.received.map((mail) => mail.parsed.subject).sort();
    expect(received).toEqual([...subjects].sort());
    expect(reports.reduce((sum, report) => sum + report.delivered, 0)).toBe(24);
    const { rows } = await db.query<{ undelivered: number }>(
      "select count(*)::int as undelivered from public.outbox_emails where delivered_at is null",
    );
    expect(rows[0]!.undelivered).toBe(0);
  });

  it("leaves alone a message another server is sending, until its claim runs out", async () => {
    const smtp = await sink();
    const queued = await queue(simpleEmail("lea.martin@example.fr", "Entretien confirmé"));
    // Another server claimed it a moment ago, then died.
    await db.query("update public.outbox_emails set next_attempt_at = now() + interval '10 minutes' where id = $1", [
      queued.id,
    ]);
    const outbox = delivery(smtp.port);
    expect(await outbox.kick()).toEqual({ delivered: 0, failed: 0 });
    await db.query("update public.outbox_emails set next_attempt_at = now() - interval '1 second' where id = $1", [
      queued.id,
    ]);
    expect(await outbox.kick()).toEqual({ delivered: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("gives back the messages it claimed but did not send when the server stops", async () => {
    const smtp = await sink();
    for (const subject of ["Premier", "Deuxième", "Troisième"]) {
      await queue(simpleEmail("lea.martin@example.fr", subject));
    }
    const smtpTransport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    const outbox = delivery(smtp.port, {
      transport: {
        async sendMail(message) {
          await smtpTransport.sendMail(message);
          // The server is asked to stop while the first message is being sent.
          void outbox.stop();
        },
      },
    });
    expect(await outbox.kick()).toEqual({ delivered: 1, failed: 0 });
    expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual(["Premier"]);
    const { rows } = await db.query<{ subject: string; delivered: boolean; due: boolean }>(
      `select subject, delivered_at is not null as delivered, next_attempt_at is null as due
         from public.outbox_emails order by sent_at`,
    );
    expect(rows).toEqual([
      { subject: "Premier", delivered: true, due: true },
      { subject: "Deuxième", delivered: false, due: true },
      { subject: "Troisième", delivered: false, due: true },
    ]);
  });

  it("polls on its own once started", async () => {
    const smtp = await sink();
    const outbox = delivery(smtp.port, { pollMs: 50 });
    outbox.start();
    await queue(simpleEmail("lea.martin@example.fr", "Votre alerte emploi"));
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
  });

  it("does not send messages too old to matter, and purges delivered ones after the retention", async () => {
    const smtp = await sink();
    const old = await queue(simpleEmail("lea.martin@example.fr", "Lien de connexion d'il y a une semaine"));
    const recent = await queue(simpleEmail("lea.martin@example.fr", "Lien de connexion"));
    const deliveredLongAgo = await queue(simpleEmail("lea.martin@example.fr", "Ancien message"));
    const forgotten = await queue(simpleEmail("lea.martin@example.fr", "Jamais parti"));
    await db.query("update public.outbox_emails set sent_at = now() - interval '7 days' where id = $1", [old.id]);
    await db.query(
      `update public.outbox_emails set sent_at = now() - interval '40 days', delivered_at = now() - interval '31 days'
        where id = $1`,
      [deliveredLongAgo.id],
    );
    await db.query("update public.outbox_emails set sent_at = now() - interval '31 days' where id = $1", [
      forgotten.id,
    ]);

    const outbox = delivery(smtp.port, { retainDeliveredMs: 30 * 86_400_000 });
    expect(await outbox.kick()).toEqual({ delivered: 1, failed: 0 });
    expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual(["Lien de connexion"]);

    const { rows } = await db.query<{ id: string }>("select id from public.outbox_emails order by sent_at");
    expect(rows.map((row) => row.id)).toEqual([old.id, recent.id]);
  });

  it("keeps every message when no retention is set (the embedded mailbox)", async () => {
    const smtp = await sink();
    const deliveredLongAgo = await queue(simpleEmail("lea.martin@example.fr", "Ancien message"));
    await db.query("update public.outbox_emails set delivered_at = now() - interval '90 days' where id = $1", [
      deliveredLongAgo.id,
    ]);
    await delivery(smtp.port).kick();
    const { rows } = await db.query("select id from public.outbox_emails");
    expect(rows).toHaveLength(1);
  });
});
