import { createHash, timingSafeEqual } from "node:crypto";

import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";

import { clientAddress } from "@fuse/server-core/http/client-address.ts";
import { hostHeader, isLoopbackAddress, isLoopbackHostname } from "@fuse/server-core/http/origins.ts";

/** What the outbox reads from the configuration. */
export interface MailboxConfig {
  /**
   * The outbox's secret, new at each start and printed in the console with the outbox's address.
   * Undefined: the outbox is not served at all (hosted mode, NODE_ENV=production, or a server
   * listening beyond loopback without DEV_MAILBOX=true).
   */
  mailboxToken?: string;
}

/** The header scripts send the secret in (`/dev/api/mailbox`). */
export const mailboxTokenHeader = "x-mailbox-token";
/** The cookie the page's first visit (`/dev/mailbox?token=…`) leaves, for `/dev` only. */
export const mailboxCookie = "fuse_mailbox";

/** Headers a proxy adds: a browser on this machine never sends them. */
const forwardedHeaders = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-real-ip"];

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares in constant time (digests, so lengths never differ). */
function sameSecret(given: string | undefined, expected: string) {
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

/**
 * Whether the request comes from this machine, to this machine: a loopback socket address, a
 * loopback Host (a DNS rebinding attack or a public name goes through a proxy or another
 * interface), and no proxy in between. The secret still decides; this keeps it from being enough
 * alone if it leaks from a terminal.
 */
function fromThisMachine(c: Context) {
  const host = hostHeader(c);
  const hostname = host?.replace(/:\d+$/, "");
  return (
    isLoopbackAddress(clientAddress(c)) &&
    hostname !== undefined &&
    isLoopbackHostname(hostname) &&
    forwardedHeaders.every((name) => c.req.header(name) === undefined)
  );
}

const refusal =
  "La boîte de réception n'est lisible que par la personne qui a lancé le serveur : ouvrez l'adresse avec son jeton affichée au démarrage.";

/**
 * Guards every outbox route: anyone not on this machine gets a 404 (nothing is there for them);
 * on this machine, the secret is needed — in the `x-mailbox-token` header, or for the page (and the
 * attachments it links to) in its cookie, set by `/dev/mailbox?token=…` (HttpOnly, SameSite=Strict, Path=/dev), which then
 * redirects to the same page without the secret in its address.
 */
export function mailboxAccess(token: string): MiddlewareHandler {
  return async (c, next) => {
    if (!fromThisMachine(c)) return c.text("Page introuvable.", 404);
    const isPage = c.req.path.endsWith("/mailbox") && !c.req.path.includes("/api/");
    const fromQuery = isPage && c.req.method === "GET" ? c.req.query("token") : undefined;
    if (fromQuery !== undefined) {
      if (!sameSecret(fromQuery, token)) return c.html(`<p lang="fr">${refusal}</p>`, 403);
      setCookie(c, mailboxCookie, token, { path: "/dev", httpOnly: true, sameSite: "Strict" });
      const url = new URL(c.req.url);
      url.searchParams.delete("token");
      return c.redirect(`${url.pathname}${url.search}`, 303);
    }
    // The page's attachment links are followed by the browser, which has the cookie and no header.
    const isDownload = c.req.method === "GET" && /\/api\/mailbox\/[^/]+\/attachments\/[^/]+$/.test(c.req.path);
    const given = c.req.header(mailboxTokenHeader) ?? (isPage || isDownload ? getCookie(c, mailboxCookie) : undefined);
    if (!sameSecret(given, token)) {
      return isPage ? c.html(`<p lang="fr">${refusal}</p>`, 403) : c.json({ error: refusal }, 403);
    }
    await next();
  };
}
