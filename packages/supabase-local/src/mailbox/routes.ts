import { Hono, type Context } from "hono";
import { z } from "zod/mini";

import type { RouteModule, ServerConfig, ServerContext } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";
import { clearEmails, listEmails, type EmailAttachment } from "@fuse/server-core/email/outbox.ts";

import { mailboxAccess, type MailboxConfig } from "./access.ts";
import { renderMailboxPage } from "./page.ts";

const mailboxQuery = z.object({
  to: z.pipe(
    z.optional(
      z.string().check(z.trim(), z.maxLength(320, "Le paramètre « to » doit compter 320 caractères au plus.")),
    ),
    z.transform((value: string | undefined) => value || undefined),
  ),
});

function parseQuery(c: Context) {
  return mailboxQuery.safeParse({ to: c.req.query("to") });
}

const badQuery = (c: Context, error: z.core.$ZodError) =>
  c.json({ error: error.issues[0]?.message ?? "Paramètres invalides." }, 400);

const attachmentParams = z.object({
  id: z.uuid(),
  index: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1000)),
});

/** One attachment of one message, by its place in the message's list. */
async function findAttachment(sql: Sql, id: string, index: number) {
  const { rows } = await sql.query<{ attachments: unknown }>(
    "select attachments from public.outbox_emails where id = $1",
    [id],
  );
  const attachments = rows[0]?.attachments;
  return Array.isArray(attachments) ? (attachments[index] as EmailAttachment | undefined) : undefined;
}

/** Attachments are stored as UTF-8 text: say so when their type does not. */
const withCharset = (contentType: string) =>
  /^text\//i.test(contentType) && !/;\s*charset=/i.test(contentType) ? `${contentType}; charset=utf-8` : contentType;

/**
 * `attachment` with the file's name: an ASCII fallback, and the exact name in `filename*`
 * (RFC 6266) for accented names.
 */
function contentDisposition(filename: string) {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The embedded mode's e-mail outbox, like the Inbucket/Mailpit of Supabase's local stack:
 * `GET /dev/mailbox` (a page), `GET /dev/api/mailbox?to=` (JSON, newest first, attachments
 * included), `GET /dev/api/mailbox/:id/attachments/:index` (one attachment, as a download) and
 * `DELETE /dev/api/mailbox?to=` (empties it). Messages carry sign-in links — reading them is
 * taking over the accounts — so only the person who started the server reads them: from this
 * machine, with the secret printed at start (see mailboxAccess). Without a secret in the
 * configuration (hosted mode, production, a server listening beyond loopback) nothing is mounted.
 */
export function mailboxRoutes(
  ctx: ServerContext & { config: ServerConfig & MailboxConfig & { mail?: unknown } },
): RouteModule {
  const routes = new Hono();
  const token = ctx.config.mailboxToken;
  if (!token || token.length < 32 || ctx.config.mode !== "embedded")
    return { path: "/dev", routes, embeddedOnly: true };

  routes.use("*", async (c, next) => {
    await next();
    // Sign-in links must not linger in caches.
    c.header("cache-control", "no-store");
  });
  routes.use("*", mailboxAccess(token));

  routes.get("/mailbox", async (c) => {
    const query = parseQuery(c);
    if (!query.success) return c.html(renderMailboxPage([], undefined), 400);
    const emails = await listEmails(ctx.db, { to: query.data.to });
    return c.html(renderMailboxPage(emails, query.data.to, { smtp: Boolean(ctx.config.mail) }));
  });

  routes.get("/api/mailbox", async (c) => {
    const query = parseQuery(c);
    if (!query.success) return badQuery(c, query.error);
    const emails = await listEmails(ctx.db, { to: query.data.to });
    return c.json(
      emails.map(({ to, subject, text, html, links, attachments, sent_at }) => ({
        to,
        subject,
        text,
        html,
        links,
        attachments: attachments.map(({ filename, content_type, content }) => ({ filename, content_type, content })),
        sent_at,
      })),
    );
  });

  routes.get("/api/mailbox/:id/attachments/:index", async (c) => {
    const params = attachmentParams.safeParse(c.req.param());
    const attachment = params.success ? await findAttachment(ctx.db, params.data.id, params.data.index) : undefined;
    if (!attachment) return c.json({ error: "Pièce jointe introuvable." }, 404);
    return c.body(attachment.content, 200, {
      "content-type": withCharset(attachment.content_type),
      "content-disposition": contentDisposition(attachment.filename),
    });
  });

  routes.delete("/api/mailbox", async (c) => {
    const query = parseQuery(c);
    if (!query.success) return badQuery(c, query.error);
    const deleted = await clearEmails(ctx.db, { to: query.data.to });
    return c.json({ deleted });
  });

  return { path: "/dev", routes, embeddedOnly: true };
}
