import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's IP address, from the socket. Forwarded headers are ignored on purpose: anyone can
 * write them, and rate limits keyed on them would be trivial to dodge.
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Not served by @hono/node-server (app.request() in a unit test): one shared bucket.
    return "unknown";
  }
}
