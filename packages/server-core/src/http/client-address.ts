import { BlockList, isIP } from "node:net";

import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";

/** "::ffff:10.0.0.1" (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

/**
 * The proxies whose `X-Forwarded-For` the server believes: addresses ("127.0.0.1", "::1") and
 * ranges ("10.0.0.0/8"). Throws on an entry that is neither, so a typo stops the server at start.
 */
export function trustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", bits] = entry.trim().split("/");
    const family = isIP(address);
    if (family === 0 || (bits !== undefined && !/^\d+$/.test(bits))) {
      throw new Error(`TRUSTED_PROXIES : « ${entry} » n'est ni une adresse IP ni une plage (10.0.0.0/8).`);
    }
    const type = family === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

const isTrusted = (list: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? "ipv4" : "ipv6");
};

/**
 * The client's address for a request that reached this server from `peer`. A peer that is a
 * trusted proxy passes on the address it received the request from, as the last `X-Forwarded-For`
 * entry: hops are read from the right while they are trusted proxies, and the first that is not is
 * the client. Anyone can write the header, so without trusted proxies, or from any other peer, it
 * is ignored; an entry that is not an address stops the walk at the last proxy.
 */
export function resolveClientAddress(peer: string, forwardedFor: string | undefined, proxies: BlockList): string {
  let address = plain(peer);
  const hops = (forwardedFor ?? "").split(",").map((hop) => plain(hop.trim()));
  while (isTrusted(proxies, address)) {
    const hop = hops.pop();
    if (!hop || isIP(hop) === 0) break;
    address = hop;
  }
  return address;
}

const resolved = new WeakMap<Request, string>();

const peerAddress = (c: Context) => {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Not served by @hono/node-server (app.request() in a unit test): one shared bucket.
    return "unknown";
  }
};

/**
 * Behind reverse proxies (`TRUSTED_PROXIES`), the address each request came from, for
 * `clientAddress`: without it, every visitor would have the proxy's address, and share its limits.
 */
export function clientAddressBehind(proxies: BlockList): MiddlewareHandler {
  return async (c, next) => {
    resolved.set(c.req.raw, resolveClientAddress(peerAddress(c), c.req.header("x-forwarded-for"), proxies));
    await next();
  };
}

/**
 * The caller's IP address: the socket's peer, or behind trusted proxies the address they received
 * the request from (`clientAddressBehind`). Forwarded headers from anyone else are ignored on
 * purpose: anyone can write them, and rate limits keyed on them would be trivial to dodge.
 */
export function clientAddress(c: Context): string {
  return resolved.get(c.req.raw) ?? plain(peerAddress(c));
}
