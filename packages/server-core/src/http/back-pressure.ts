import type { MiddlewareHandler } from "hono";

/** The most requests a server works on at once by default: far above a busy day, far below a flood. */
export const defaultMaxPendingRequests = 256;

/** What a refused request reads: the server is busy, not broken, and says when to come back. */
export const busyMessage = "Le serveur est très sollicité : réessayez dans un instant.";

/**
 * The requests that wait for the database: the product API, and the auth, REST and storage
 * stand-ins. The health check and the public configuration stay out, so that a busy server still
 * says it is alive and an app can still start; so do the web app's files.
 */
const waitsForDatabase = (path: string) =>
  /^\/(api|auth\/v1|rest\/v1|storage\/v1)\//.test(path) && path !== "/api/health" && path !== "/api/config";

/**
 * A bound on waiting work instead of an unbounded queue: past `limit` requests in progress, the
 * next ones are answered at once with 503, `Retry-After: 1` and a French message (the app's reads
 * retry by themselves), rather than waiting behind all the others until every one of them is late.
 */
export function backPressure(limit: number): MiddlewareHandler {
  let pending = 0;
  return async (c, next) => {
    if (!waitsForDatabase(c.req.path)) return next();
    if (pending >= limit) {
      c.header("retry-after", "1");
      c.header("cache-control", "no-store");
      return c.json({ error: busyMessage }, 503);
    }
    pending += 1;
    try {
      await next();
    } finally {
      pending -= 1;
    }
  };
}
