// The server as it runs in production: hosted mode (Supabase's URL and keys), SMTP_URL and MAIL_FROM
// set. An e-mail written to the outbox leaves through SMTP on its own; without SMTP_URL the server
// says at start that nothing will be sent; a malformed SMTP configuration stops it at start.
import { randomBytes } from "node:crypto";

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { Database } from "@fuse/server-core/db/database.ts";
import { sendEmail } from "@fuse/server-core/email/outbox.ts";
import { createMigratedTestDatabase } from "@fuse/supabase-local/testing/migrated-database.ts";

import { loadConfig } from "../../../apps/platform/server/config.ts";
import { startServer, type RunningServer } from "../../../apps/platform/server/server.ts";
import { startSmtpSink, type SmtpSink } from "./smtp-sink.ts";

const hosted = {
  SUPABASE_URL: "https://projet-fuse.supabase.co",
  SUPABASE_ANON_KEY: "anon",
  SUPABASE_SERVICE_ROLE_KEY: "service-role",
  SUPABASE_JWT_SECRET: randomBytes(32).toString("base64url"),
};
const from = "Fuse <no-reply@fuse.test>";

let db: Database;
let smtp: SmtpSink;
const servers: RunningServer[] = [];
beforeAll(async () => {
  // What hosted Supabase and `supabase db push` provide: the auth schema, then the migrations.
  db = await createMigratedTestDatabase();
  smtp = await startSmtpSink();
}, 120_000);
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  vi.restoreAllMocks();
});
afterAll(async () => {
  await smtp?.close();
  await db?.close();
});

async function start(env: Record<string, string>) {
  const config = loadConfig({ ...hosted, ...env }, { port: 0, host: "127.0.0.1", dataDir: undefined });
  const server = await startServer(config, db);
  servers.push(server);
  return server;
}

describe("the hosted server with SMTP_URL", () => {
  it("sends an e-mail written to the outbox by itself, with the credentials of SMTP_URL", async () => {
    const server = await start({
      SMTP_URL: `smtp://fuse%40envoi:${encodeURIComponent("m0t de p@sse")}@127.0.0.1:${smtp.port}`,
      MAIL_FROM: from,
    });
    expect(server.ctx.config.mode).toBe("hosted");
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    const queued = await db.transaction((tx) =>
      sendEmail(tx, {
        to: "lea.martin@example.fr",
        subject: "Nouveau match : Chargée de communication",
        text: "Bonjour Léa,\n\nVotre profil correspond à l'offre « Chargée de communication ».\n\nL'équipe Fuse",
        html: "<p>Bonjour Léa,</p><p>Votre profil correspond à l'offre « Chargée de communication ».</p>",
        links: [],
      }),
    );

    // No one asks: the server's own polling finds it.
    await expect.poll(() => smtp.received.length, { timeout: 15_000, interval: 200 }).toBe(1);
    const [mail] = smtp.received;
    expect(mail!.user).toBe("fuse@envoi");
    expect(mail!.recipients).toEqual(["lea.martin@example.fr"]);
    expect(mail!.parsed.from?.text).toBe('"Fuse" <no-reply@fuse.test>');
    expect(mail!.parsed.subject).toBe("Nouveau match : Chargée de communication");
    expect(mail!.parsed.text).toContain("Votre profil correspond à l'offre « Chargée de communication ».");
    await expect
      .poll(async () => {
        const { rows } = await db.query<{ delivered: boolean }>(
          "select delivered_at is not null as delivered from public.outbox_emails where id = $1",
          [queued.id],
        );
        return rows[0]?.delivered;
      })
      .toBe(true);
  }, 30_000);

  it("warns in French at start without SMTP_URL, and sends nothing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const server = await start({});
    expect(server.ctx.config.mail).toBeUndefined();
    expect(server.delivery).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      "Attention : SMTP_URL n'est pas configuré. Aucun e-mail ne sera envoyé : ils restent en attente dans public.outbox_emails.",
    );
  });
});

describe("SMTP_URL and MAIL_FROM", () => {
  const read = (env: Record<string, string>) => loadConfig({ ...hosted, ...env }, { dataDir: undefined }).mail;

  it("are read into the mail configuration, or none without SMTP_URL", () => {
    expect(read({ SMTP_URL: "smtps://user:secret@smtp.example.com:465", MAIL_FROM: from })).toEqual({
      smtpUrl: "smtps://user:secret@smtp.example.com:465",
      from,
    });
    expect(read({ SMTP_URL: "smtp://smtp.example.com:587", MAIL_FROM: "no-reply@example.com" })).toEqual({
      smtpUrl: "smtp://smtp.example.com:587",
      from: "no-reply@example.com",
    });
    expect(read({})).toBeUndefined();
    expect(read({ MAIL_FROM: from })).toBeUndefined();
  });

  it("stop the server at start with a French message when malformed", () => {
    for (const SMTP_URL of ["smtp.example.com:465", "https://smtp.example.com", "smtps://", "pas une adresse"]) {
      expect(() => read({ SMTP_URL, MAIL_FROM: from })).toThrow(
        "Configuration invalide : SMTP_URL doit être une adresse smtp://… ou smtps://…",
      );
    }
    expect(() => read({ SMTP_URL: "smtps://smtp.example.com" })).toThrow(
      "Configuration invalide : MAIL_FROM est requis avec SMTP_URL",
    );
    for (const MAIL_FROM of ["Fuse", "Fuse <no-reply>", "a@example.com, b@example.com"]) {
      expect(() => read({ SMTP_URL: "smtps://smtp.example.com", MAIL_FROM })).toThrow(
        "Configuration invalide : MAIL_FROM doit être une seule adresse",
      );
    }
  });
});
