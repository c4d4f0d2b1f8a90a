import type { MiddlewareHandler } from "hono";

import { clientAddress } from "@fuse/server-core/http/client-address.ts";
import { WindowCounter } from "@fuse/server-core/http/window-counter.ts";

/**
 * At most `limit` requests per client address and window of `windowSeconds`; past it, 429 with
 * `Retry-After` and the French message `tooMany(seconds to wait)`. Put it before validation:
 * refused requests count too.
 */
export function perAddressLimit(
  limit: number,
  windowSeconds: number,
  tooMany: (waitSeconds: number) => string,
): MiddlewareHandler {
  const counter = new WindowCounter(limit, windowSeconds);
  return async (c, next) => {
    const wait = counter.take(clientAddress(c));
    if (wait) {
      c.header("retry-after", String(wait));
      return c.json({ error: tooMany(wait) }, 429);
    }
    await next();
  };
}
