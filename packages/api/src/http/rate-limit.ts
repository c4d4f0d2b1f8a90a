import type { MiddlewareHandler } from "hono";

import type { Database } from "@fuse/server-core/db/database.ts";
import { clientAddress } from "@fuse/server-core/http/client-address.ts";
import { rateCounter } from "@fuse/server-core/http/rate-counter.ts";

/**
 * At most `limit` requests per client address and window of `windowSeconds` (the limit `name`,
 * counted across every server on a shared PostgreSQL); past it, 429 with `Retry-After` and the
 * French message `tooMany(seconds to wait)`. Put it before validation: refused requests count too.
 */
export function perAddressLimit(
  db: Database,
  name: string,
  limit: number,
  windowSeconds: number,
  tooMany: (waitSeconds: number) => string,
): MiddlewareHandler {
  const counter = rateCounter(db, name, limit, windowSeconds);
  return async (c, next) => {
    const wait = await counter.take(clientAddress(c));
    if (wait) {
      c.header("retry-after", String(wait));
      return c.json({ error: tooMany(wait) }, 429);
    }
    await next();
  };
}
