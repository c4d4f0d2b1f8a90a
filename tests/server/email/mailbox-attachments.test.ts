// The embedded mailbox shows a message's attachments: listed in the JSON API with their content,
// offered on the page as downloads that give back the exact file, to the mailbox's owner only. With
// SMTP_URL, embedded mode sends them too and the mailbox keeps its copy.
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { interviewInvitation } from "@fuse/server-core/email/ics.ts";
import { sendEmail, type EmailAttachment, type StoredEmail } from "@fuse/server-core/email/outbox.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { startSmtpSink } from "./smtp-sink.ts";

const candidate = "camille.durand@example.fr";
const tokenHeader = "x-mailbox-token";

let server: TestServer;
let email: StoredEmail;
let invitation: EmailAttachment;
const notes: EmailAttachment = {
  filename: "préparer l'entretien.txt",
  content_type: "text/plain",
  content: "Apportez votre portfolio. À bientôt !",
};

beforeAll(async () => {
  server = await startTestServer();
  invitation = interviewInvitation({
    uid: "entretien-7@fuse",
    sequence: 1,
    method: "REQUEST",
    start: new Date("2026-12-03T13:30:00Z"),
    durationMinutes: 30,
    summary: "Entretien — Chargée de communication",
    url: "https://visio.example.com/entretien-7",
    organizer: { name: "Atelier Lumière", email: "recrutement@atelier-lumiere.fr" },
    attendee: { name: "Camille Durand", email: candidate },
  });
  email = await sendEmail(server.db, {
    to: candidate,
    subject: "Entretien confirmé",
    text: "Bonjour Camille,\n\nVotre entretien est confirmé le jeudi 3 décembre à 14 h 30.\n\nL'équipe Fuse",
    html: "<p>Bonjour Camille,</p><p>Votre entretien est confirmé le jeudi 3 décembre à 14 h 30.</p>",
    links: [],
    attachments: [invitation, notes],
  });
});
afterAll(() => server?.close());

const owner = () => ({ [tokenHeader]: server.mailboxToken });
const download = (id: string, index: number | string) => `${server.url}/dev/api/mailbox/${id}/attachments/${index}`;

/** The download links of the page, resolved against its address. */
async function pageLinks(init: RequestInit) {
  const response = await fetch(`${server.url}/dev/mailbox?to=${encodeURIComponent(candidate)}`, init);
  expect(response.status).toBe(200);
  const html = await response.text();
  const links = [...html.matchAll(/<a href="([^"]*attachments[^"]*)" download="([^"]*)">([^<]*)<\/a>/g)].map(
    ([, href, download, text]) => ({ url: new URL(href!, `${server.url}/dev/mailbox`).toString(), download, text }),
  );
  return { html, links };
}

describe("attachments in the mailbox", () => {
  it("are listed by the JSON API with their name, type and content", async () => {
    const response = await fetch(`${server.url}/dev/api/mailbox?to=${encodeURIComponent(candidate)}`, {
      headers: owner(),
    });
    expect(response.status).toBe(200);
    const [message] = (await response.json()) as Array<{ subject: string; attachments: EmailAttachment[] }>;
    expect(message!.subject).toBe("Entretien confirmé");
    expect(message!.attachments).toEqual([invitation, notes]);
  });

  it("are offered on the page, each downloaded as the exact file it is", async () => {
    const { html, links } = await pageLinks({ headers: owner() });
    expect(html).toContain("Pièces jointes");
    expect(html).toContain("text/calendar");
    expect(links.map((link) => link.text)).toEqual(["invitation.ics", "préparer l&#39;entretien.txt"]);

    const ics = await fetch(links[0]!.url, { headers: owner() });
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(ics.headers.get("content-disposition")).toBe(
      `attachment; filename="invitation.ics"; filename*=UTF-8''invitation.ics`,
    );
    expect(ics.headers.get("cache-control")).toBe("no-store");
    const text = await ics.text();
    expect(text).toBe(invitation.content);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstSubcomponent("vevent")?.getFirstPropertyValue("summary")).toBe(
      "Entretien — Chargée de communication",
    );

    const txt = await fetch(links[1]!.url, { headers: owner() });
    expect(txt.status).toBe(200);
    expect(txt.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(txt.headers.get("content-disposition")).toBe(
      `attachment; filename="pr_parer l'entretien.txt"; filename*=UTF-8''pr%C3%A9parer%20l%27entretien.txt`,
    );
    expect(await txt.text()).toBe("Apportez votre portfolio. À bientôt !");
  });

  it("download in the browser with the page's cookie, as the link is followed", async () => {
    const opened = await fetch(`${server.url}/dev/mailbox?token=${server.mailboxToken}`, { redirect: "manual" });
    const cookie = (opened.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(cookie).toMatch(/^fuse_mailbox=/);
    const { links } = await pageLinks({ headers: { cookie } });
    const response = await fetch(links[0]!.url, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(invitation.content);
  });

  it("answer 404 in French for an unknown attachment or message", async () => {
    for (const url of [
      download(email.id, 2),
      download(email.id, -1),
      download(email.id, "premier"),
      download("00000000-0000-4000-8000-000000000000", 0),
      download("pas-un-identifiant", 0),
    ]) {
      const response = await fetch(url, { headers: owner() });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Pièce jointe introuvable." });
    }
  });

  it("are refused without the mailbox's secret", async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { [tokenHeader]: `${server.mailboxToken.slice(0, -2)}xx` },
      { cookie: "fuse_mailbox=x" },
    ];
    for (const headers of attempts) {
      const response = await fetch(download(email.id, 0), { headers });
      expect(response.status).toBe(403);
      const body = await response.text();
      expect(body).not.toContain("BEGIN:VCALENDAR");
    }
  });
});

describe("the mailbox of an embedded server with SMTP_URL", () => {
  it("says the messages leave through SMTP, and keeps a copy of what was sent", async () => {
    const smtp = await startSmtpSink();
    const embedded = await startTestServer({
      config: { mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: "Fuse <no-reply@fuse.test>" } },
    });
    try {
      await sendEmail(embedded.db, {
        to: candidate,
        subject: "Entretien annulé",
        text: "Bonjour Camille,\n\nVotre entretien du jeudi 3 décembre est annulé.\n\nL'équipe Fuse",
        html: "<p>Bonjour Camille,</p><p>Votre entretien du jeudi 3 décembre est annulé.</p>",
        links: [],
        attachments: [{ ...invitation, content_type: "text/calendar; charset=utf-8; method=CANCEL" }],
      });
      // Sent by this pass, or by the server's own polling if it came first.
      await embedded.delivery!.kick();
      expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual(["Entretien annulé"]);
      const sentFile = smtp.received[0]!.parsed.attachments[0]!;
      expect(sentFile.headers.get("content-type")).toMatchObject({ params: { method: "CANCEL" } });

      const page = await fetch(`${embedded.url}/dev/mailbox`, { headers: { [tokenHeader]: embedded.mailboxToken } });
      const html = await page.text();
      expect(html).toContain("Les messages envoyés par Fuse partent aussi par le serveur SMTP configuré");
      expect(html).not.toContain("aucun e-mail ne quitte cette machine");
      expect(html).toContain("Entretien annulé");
    } finally {
      await embedded.close();
      await smtp.close();
    }
  });

  it("says nothing leaves the machine without it", async () => {
    const page = await fetch(`${server.url}/dev/mailbox`, { headers: owner() });
    expect(await page.text()).toContain("En mode embarqué, aucun e-mail ne quitte cette machine");
  });
});
