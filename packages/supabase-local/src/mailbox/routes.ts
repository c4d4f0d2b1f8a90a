import { Hono, type Context } from "hono";
import { z } from "zod";

import type { RouteModule, ServerConfig, ServerContext } from "@fuse/server-core/context.ts";
import { clearEmails, listEmails } from "@fuse/server-core/email/outbox.ts";

import { mailboxAccess, type MailboxConfig } from "./access.ts";
import { renderMailboxPage } from "./page.ts";

const mailboxQuery = z.object({
  to: z
    .string()
    .trim()
    .max(320, "Le paramètre « to » doit compter 320 caractères au plus.")
    .optional()
    .transform((value) => value || undefined),
});

function parseQuery(c: Context) {
  return mailboxQuery.safeParse({ to: c.req.query("to") });
}

const badQuery = (c: Context, error: z.ZodError) =>
  c.json({ error: error.issues[0]?.message ?? "Paramètres invalides." }, 400);

/**
 * The embedded mode's e-mail outbox, like the Inbucket/Mailpit of Supabase's local stack:
 * `GET /dev/mailbox` (a page), `GET /dev/api/mailbox?to=` (JSON, newest first) and
 * `DELETE /dev/api/mailbox?to=` (empties it). Messages carry sign-in links — reading them is
 * taking over the accounts — so only the person who started the server reads them: from this
 * machine, with the secret printed at start (see mailboxAccess). Without a secret in the
 * configuration (hosted mode, production, a server listening beyond loopback) nothing is mounted.
 */
export function mailboxRoutes(ctx: ServerContext & { config: ServerConfig & MailboxConfig }): RouteModule {
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
    return c.html(renderMailboxPage(emails, query.data.to));
  });

  routes.get("/api/mailbox", async (c) => {
    const query = parseQuery(c);
    if (!query.success) return badQuery(c, query.error);
    const emails = await listEmails(ctx.db, { to: query.data.to });
    return c.json(
      emails.map(({ to, subject, text, html, links, sent_at }) => ({ to, subject, text, html, links, sent_at })),
    );
  });

  routes.delete("/api/mailbox", async (c) => {
    const query = parseQuery(c);
    if (!query.success) return badQuery(c, query.error);
    const deleted = await clearEmails(ctx.db, { to: query.data.to });
    return c.json({ deleted });
  });

  return { path: "/dev", routes, embeddedOnly: true };
}
