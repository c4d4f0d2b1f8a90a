import type { Context } from "hono";

import type { ServerConfig } from "../context.ts";

/** The names of this machine's loopback interface, as a Host header or a URL writes them. */
export const loopbackHostnames = ["localhost", "127.0.0.1", "[::1]"] as const;

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (how a dual-stack socket reports 127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return /^127(\.\d{1,3}){3}$/.test(ipv4) || address === "::1";
}

/** True for a loopback hostname as written in a URL or a Host header (brackets around IPv6). */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return (loopbackHostnames as readonly string[]).includes(name) || isLoopbackAddress(name.replace(/^\[|\]$/g, ""));
}

/** The Node request behind a Hono context, when it is served by @hono/node-server. */
interface NodeBindings {
  incoming?: { socket?: { localPort?: number } };
}

/**
 * The port the request arrived on, from the socket: with `port: 0` or behind a port mapping the
 * configuration does not know it. Undefined outside @hono/node-server (app.request() in a test).
 */
export function serverPort(c: Context): number | undefined {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.localPort;
}

const defaultPorts: Record<string, string> = { "http:": "80", "https:": "443" };

function parseOrigin(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origins the app is served from by configuration: the public URL and the CORS origins, and,
 * when one of them is a loopback URL, the same port under every loopback name (the server prints
 * http://127.0.0.1:3000 while PUBLIC_URL defaults to http://localhost:3000).
 */
export function configuredOrigins(config: Pick<ServerConfig, "publicUrl" | "corsOrigins">): string[] {
  const origins = new Set<string>();
  for (const value of [config.publicUrl, ...config.corsOrigins]) {
    const url = parseOrigin(value);
    if (!url) continue;
    origins.add(url.origin);
    if (isLoopbackHostname(url.hostname)) {
      for (const name of loopbackHostnames) origins.add(`${url.protocol}//${name}${url.port ? `:${url.port}` : ""}`);
    }
  }
  return [...origins];
}

/**
 * Every origin this request may come from: the configured ones, and http on each loopback name
 * with the port the request arrived on (whatever PUBLIC_URL says, the machine itself reaches the
 * server there).
 */
export function appOrigins(c: Context, config: Pick<ServerConfig, "publicUrl" | "corsOrigins">): string[] {
  const origins = configuredOrigins(config);
  const port = serverPort(c);
  if (port) for (const name of loopbackHostnames) origins.push(`http://${name}:${port}`);
  return origins;
}

/** The Host header values that name `origin`: its host, and host:port when the port is the default. */
function hostsOf(origin: string): string[] {
  const url = new URL(origin);
  const hosts = [url.host];
  if (!url.port) hosts.push(`${url.hostname}:${defaultPorts[url.protocol]}`);
  return hosts;
}

/** The request's Host header, lower-cased, or undefined when there is none. */
export function hostHeader(c: Context): string | undefined {
  const host = c.req.header("host")?.trim().toLowerCase();
  return host || undefined;
}

/**
 * The app origin the request was addressed to, from its Host header: the browser's own origin
 * when it is one of `appOrigins`, undefined for any other name (a DNS rebinding attack, a typo).
 */
export function requestOrigin(c: Context, config: Pick<ServerConfig, "publicUrl" | "corsOrigins">): string | undefined {
  const host = hostHeader(c);
  if (!host) return undefined;
  return appOrigins(c, config).find((origin) => hostsOf(origin).includes(host));
}

/** True when `origin` (an Origin header) is one the app is served from. */
export function isAppOrigin(
  c: Context,
  config: Pick<ServerConfig, "publicUrl" | "corsOrigins">,
  origin: string | undefined,
): boolean {
  if (!origin) return false;
  const url = parseOrigin(origin);
  // Only the exact serialisation a browser sends: no path, no credentials, no trailing slash.
  if (!url || url.origin !== origin) return false;
  return appOrigins(c, config).includes(origin);
}
