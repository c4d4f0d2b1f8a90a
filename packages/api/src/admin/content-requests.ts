// What the administrators' content routes share: the body size each accepts, rich text cleaned
// before it is stored, pages of a list, and the transaction every call runs in (as the
// administrator, so row-level security and the journal's trigger apply whatever the route does).
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod/mini";

import type { ServerContext } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";
import { closeConnectionAfter } from "@fuse/server-core/http/close-connection.ts";

import { refuse, type Outcome } from "../http/outcome.ts";
import { sanitizeRichText } from "../http/rich-text.ts";
import { integerParameter } from "../http/validation.ts";
import type { AuthEnv } from "../http/verify.ts";

/** Refuses a body over `kib` kibibytes with a French 413, before reading it all. */
export function contentBodyLimit(kib: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: kib * 1024,
    onError: (c) => {
      // Answered before the body is in: this connection ends after the answer, cleanly.
      closeConnectionAfter(c);
      return c.json({ error: `Requête trop volumineuse (${kib} Ko au plus).` }, 413);
    },
  });
}

/** Runs `work` in one transaction as the calling administrator. */
export const asAdmin = <T>(ctx: Pick<ServerContext, "db">, c: Context<AuthEnv>, work: (tx: Sql) => Promise<T>) =>
  ctx.db.asRole(c.var.user.claims, work);

/**
 * Rich text as it may be stored: through the spec §5 rule (no script, event handler, `javascript:`
 * link, frame or style survives), and still within the column's bound once cleaned (escaping can
 * lengthen a text).
 */
export function cleanRichText(html: string, max: number, field: string, label: string): Outcome<string> {
  const clean = sanitizeRichText(html);
  if (clean.length > max)
    return refuse(400, { error: `« ${label} » est trop long une fois nettoyé (${max} caractères au plus).`, field });
  return { ok: true, value: clean };
}

/** `?page=` of an administrators' list. */
export const pageParameter = z.optional(integerParameter("Page", 1, 100_000));

/** The envelope of one page of a list. */
export function pageEnvelope(total: number, page: number, perPage: number) {
  return { total, page, per_page: perPage, pages: Math.max(1, Math.ceil(total / perPage)) };
}

/** `/:id` of one row, lower-cased as Postgres prints uuids. */
export const idParam = z.object({
  id: z.pipe(
    z.guid(),
    z.transform((id: string) => id.toLowerCase()),
  ),
});

/** Turns `%`, `_` and `\` of a searched text into literals of a LIKE pattern. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
