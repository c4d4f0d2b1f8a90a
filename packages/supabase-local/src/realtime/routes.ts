import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";

import { Hono } from "hono";
import { WebSocketServer, type WebSocket } from "ws";

import type { AttachedServer, RouteModule, ServerConfig, ServerContext } from "@fuse/server-core/context.ts";
import { clientAddress } from "@fuse/server-core/http/client-address.ts";
import { isAppOrigin } from "@fuse/server-core/http/origins.ts";
import type { JwtClaims } from "@fuse/server-core/jwt.ts";

import { AdmittedConnection, defaultAdmissionLimits, RealtimeAdmission, type AdmissionLimits } from "./admission.ts";
import { BroadcastHub } from "./broadcast.ts";
import { defaultConnectionLimits, RealtimeConnection, type ConnectionLimits } from "./connection.ts";
import { ChangeFeed, claimSetKey, defaultFeedLimits, type FeedLimits } from "./feed.ts";
import type { Vsn } from "./protocol.ts";

/** Every limit of the realtime stand-in (defaults: `defaultRealtimeLimits`). */
export type RealtimeLimits = ConnectionLimits &
  FeedLimits &
  AdmissionLimits & {
    /** Largest frame a client may send, in bytes; a larger one closes its socket (1009). */
    maxMessageBytes: number;
  };

export const defaultRealtimeLimits: RealtimeLimits = {
  ...defaultConnectionLimits,
  ...defaultFeedLimits,
  ...defaultAdmissionLimits,
  maxMessageBytes: 256 * 1024,
};

/** What the realtime stand-in reads from the configuration (operators, tests and benches change the limits). */
export interface RealtimeConfig {
  realtimeLimits?: Partial<RealtimeLimits>;
}

/** Where the client connects, as on Supabase: `/realtime/v1/websocket?apikey=…&vsn=2.0.0`. */
const websocketPath = "/realtime/v1/websocket";

/** Set by the route on the env of an upgrade request the app accepted. */
const accept = Symbol("realtime upgrade accepted");

interface Accepted {
  apiKeyClaims: JwtClaims;
  vsn: Vsn;
  /** The client's address (behind trusted proxies, the one they received the request from). */
  address: string;
  /** The service-role key: the server's own, never counted as anonymous. */
  trusted: boolean;
}

type UpgradeEnv = { incoming: IncomingMessage; outgoing: undefined; [accept]?: Accepted };

function sameKey(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An HTTP answer on a socket that asked for an upgrade, then the end of it. */
async function refuse(socket: Duplex, response: Response) {
  const body = Buffer.from(await response.arrayBuffer());
  const status = response.status;
  const type = response.headers.get("content-type");
  const retryAfter = response.headers.get("retry-after");
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}`,
    "Connection: close",
    ...(type ? [`Content-Type: ${type}`] : []),
    ...(retryAfter ? [`Retry-After: ${retryAfter}`] : []),
    `Content-Length: ${body.length}`,
  ];
  socket.end(Buffer.concat([Buffer.from(`${head.join("\r\n")}\r\n\r\n`), body]));
}

/**
 * The embedded stand-in for Supabase Realtime: `postgres_changes` over WebSockets (see
 * connection.ts for the protocol, feed.ts for the changes). An upgrade request goes through the
 * whole app first, like any request (Host check, security headers), then this route checks the
 * Origin (a browser's must be one of the app's, as CORS allows them) and the `apikey` (the anon or
 * the service-role key, as Supabase's gateway requires) before the socket is handed to `ws`, if
 * the counts let it in (admission.ts: per address, per user, anonymous sockets, the global cap).
 */
export function realtimeRoutes(ctx: ServerContext & { config: ServerConfig & RealtimeConfig }): RouteModule {
  // A setting left undefined (its environment variable unset) keeps its default.
  const given = Object.entries(ctx.config.realtimeLimits ?? {}).filter(([, value]) => value !== undefined);
  const limits: RealtimeLimits = {
    ...defaultRealtimeLimits,
    ...(Object.fromEntries(given) as Partial<RealtimeLimits>),
  };
  const routes = new Hono();

  routes.get("/websocket", async (c) => {
    const env = c.env as UpgradeEnv | undefined;
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket" || !env?.incoming) {
      return c.json({ message: "Upgrade to a WebSocket required" }, 426, { upgrade: "websocket" });
    }
    const origin = c.req.header("origin");
    if (origin !== undefined && !isAppOrigin(c, ctx.config, origin)) {
      return c.json({ message: "Origin not allowed" }, 403);
    }
    const apiKey = c.req.query("apikey") ?? c.req.header("apikey") ?? "";
    if (!sameKey(apiKey, ctx.keys.anon) && !sameKey(apiKey, ctx.keys.serviceRole)) {
      return c.json({ message: apiKey === "" ? "No API key found in request" : "Invalid API key" }, 401);
    }
    const vsn = c.req.query("vsn") ?? "1.0.0";
    if (vsn !== "1.0.0" && vsn !== "2.0.0") return c.json({ message: `Unsupported vsn ${vsn}` }, 400);
    env[accept] = {
      apiKeyClaims: await ctx.jwt.verify(apiKey),
      vsn,
      address: clientAddress(c),
      trusted: sameKey(apiKey, ctx.keys.serviceRole),
    };
    return c.body(null, 204);
  });
  routes.all("/*", (c) => c.json({ message: "Not found" }, 404));

  return {
    path: "/realtime/v1",
    routes,
    embeddedOnly: true,
    async attach({ http, fetch }: AttachedServer) {
      const feed = new ChangeFeed(ctx.db, limits);
      await feed.start();
      const hub = new BroadcastHub(ctx.db);
      await hub.start();
      const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes });
      const connections = new Set<RealtimeConnection>();
      const admission = new RealtimeAdmission(limits, (claims) => claimSetKey(claims, limits.perTokenClaims));

      const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        socket.on("error", () => socket.destroy());
        void (async () => {
          const env: UpgradeEnv = { incoming: request, outgoing: undefined };
          let response: Response;
          try {
            const headers = new Headers();
            for (const [name, value] of Object.entries(request.headers)) {
              if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
            }
            const url = new URL(request.url ?? "/", `http://${request.headers.host ?? "localhost"}`);
            response = await fetch(new Request(url, { headers }), env);
          } catch {
            response = new Response("Bad Request", { status: 400, headers: { "content-type": "text/plain" } });
          }
          const accepted = env[accept];
          const path = new URL(request.url ?? "/", "http://localhost").pathname;
          if (!accepted || (path !== websocketPath && path !== `${websocketPath}/`)) return refuse(socket, response);
          // Gone while the app answered: there is nothing to count, nor any close still to come.
          if (socket.destroyed) return;
          let connection: RealtimeConnection | undefined;
          const admitted = admission.admit(accepted.address, accepted.trusted, () => {
            if (!connection) return socket.destroy();
            connection.close(1008, "Serveur temps réel très sollicité : connexion anonyme fermée, connectez-vous.");
          });
          if (!(admitted instanceof AdmittedConnection)) {
            const { status, message } = admitted;
            return refuse(
              socket,
              Response.json({ message }, { status, headers: { "retry-after": status === 503 ? "5" : "30" } }),
            );
          }
          // Given back when the socket closes, whether or not the handshake went through.
          socket.once("close", () => admitted.release());
          wss.handleUpgrade(request, socket, head, (ws: WebSocket) => {
            const { apiKeyClaims, vsn } = accepted;
            const live = new RealtimeConnection(ws, { ctx, feed, hub, limits, apiKeyClaims, vsn, admitted });
            connection = live;
            connections.add(live);
            ws.on("close", () => connections.delete(live));
          });
        })().catch(() => socket.destroy());
      };
      http.on("upgrade", onUpgrade);

      return async () => {
        http.off("upgrade", onUpgrade);
        for (const connection of connections) connection.close();
        connections.clear();
        for (const client of wss.clients) client.terminate();
        await new Promise<void>((resolve) => wss.close(() => resolve()));
        await feed.stop();
        await hub.stop();
      };
    },
  };
}
