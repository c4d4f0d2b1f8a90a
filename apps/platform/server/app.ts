import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";

import { withRichTextImageSources } from "@fuse/api/http/rich-text.ts";
import type { RouteModule, ServerConfig, ServerContext } from "@fuse/server-core/context.ts";
import {
  databaseUnavailableMessage,
  isStatementTimeout,
  isUnavailable,
  statementTimeoutMessage,
} from "@fuse/server-core/db/database.ts";
import { backPressure, defaultMaxPendingRequests } from "@fuse/server-core/http/back-pressure.ts";
import { clientAddressBehind, trustedProxies } from "@fuse/server-core/http/client-address.ts";
import { closeConnectionAfter } from "@fuse/server-core/http/close-connection.ts";
import { appOrigins, hostHeader, isAppOrigin, requestOrigin } from "@fuse/server-core/http/origins.ts";

/** Largest request body accepted, in bytes (a CV upload goes to storage, not through the API). */
export const maxBodyBytes = 1024 * 1024;

/** Where the product's storage serves public files (Supabase Storage's public buckets). */
const publicStoragePath = "/storage/v1/object/public/";

/**
 * The origins of the product's storage: hosted Supabase's, or in embedded mode this server under
 * each of the app's origins (whichever address a browser used, files stored from it stay ours).
 * Read at request time: the configuration may be completed after the app is built.
 */
function storageOrigins(c: Context, config: ServerConfig): string[] {
  return config.mode === "embedded" ? [...new Set(appOrigins(c, config))] : [new URL(config.supabaseUrl).origin];
}

/**
 * The security headers of every answer: the content security policy (scripts, images, connections
 * only from the app, its storage and the providers it uses), HSTS, framing refused, the referrer
 * trimmed, the powerful browser features off, and Hono's defaults (COOP same-origin among them).
 */
export function securityHeaders(config: ServerConfig) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "https://maps.googleapis.com"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Images only from the app and the product's storage: rich text keeps no other (sanitizeHtml).
      // (A CSP source cannot name an IPv6 address: http://[::1]:PORT is covered by 'self' only.)
      imgSrc: [
        "'self'",
        "blob:",
        (c) =>
          storageOrigins(c, config)
            .filter((origin) => !new URL(origin).hostname.startsWith("["))
            .join(" "),
      ],
      connectSrc: [
        "'self'",
        () => config.supabaseUrl,
        "https://*.supabase.co",
        "wss://*.supabase.co",
        "https://maps.googleapis.com",
        "https://places.googleapis.com",
      ],
      fontSrc: ["'self'", "data:"],
      // The voice presentation plays back the recording just made, from a blob: URL.
      mediaSrc: ["'self'", "blob:"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: "max-age=31536000; includeSubDomains",
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    // Off for the page and anything it embeds, except the microphone (the voice presentation
    // records in the browser) and fullscreen, for the app itself.
    permissionsPolicy: {
      microphone: ["self"],
      fullscreen: ["self"],
      camera: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      bluetooth: [],
      midi: [],
      magnetometer: [],
      gyroscope: [],
      accelerometer: [],
      displayCapture: [],
      publickeyCredentialsGet: [],
      screenWakeLock: [],
      xrSpatialTracking: [],
    },
  });
}

/**
 * The HTTP application: security headers, the Host check (DNS rebinding), CORS for the app's
 * origins, a body limit, JSON errors, and the route modules. A database outage answers 503 with a
 * French message; the next request tries again, so the server recovers without a restart.
 */
export function createApp(ctx: ServerContext, modules: RouteModule[]) {
  const app = new Hono();

  // Behind reverse proxies, each request's own client address (the limits count per client).
  if (ctx.config.trustedProxies?.length) app.use(clientAddressBehind(trustedProxies(ctx.config.trustedProxies)));
  app.use(securityHeaders(ctx.config));
  // DNS rebinding: an attacker's name pointed at this machine makes the victim's browser call the
  // server "same-origin" to the attacker's page. Only the Host header tells: the app's own names
  // are answered (public URL, CORS origins, loopback names on the server's port), nothing else.
  app.use(async (c, next) => {
    if (!hostHeader(c)) return c.text("Requête invalide : en-tête Host manquant.", 400);
    if (!requestOrigin(c, ctx.config)) {
      return c.text("Adresse inconnue de ce serveur : ouvrez l'application à son adresse habituelle.", 421);
    }
    await next();
  });
  app.use(
    cors({
      origin: (origin, c) => (isAppOrigin(c, ctx.config, origin) ? origin : null),
      allowHeaders: [
        "authorization",
        "apikey",
        "content-type",
        "x-client-info",
        "x-supabase-api-version",
        "prefer",
        "range",
        "accept-profile",
        "content-profile",
        // Storage uploads (storage-js): upsert, cache-control and user metadata.
        "x-upsert",
        "cache-control",
        "x-metadata",
      ],
      allowMethods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
      // supabase-js reads the API version header to interpret auth errors.
      exposeHeaders: ["x-supabase-api-version", "content-range", "x-total-count"],
      credentials: true,
      maxAge: 600,
    }),
  );
  const appBodyLimit = bodyLimit({
    maxSize: maxBodyBytes,
    onError: (c) => {
      // Answered before the body is in: the client may still be sending it, so this connection
      // ends after the answer (Connection: close), cleanly, instead of being reused.
      closeConnectionAfter(c);
      return c.json({ error: "Requête trop volumineuse (1 Mo au plus)." }, 413);
    },
  });
  // Files sent to the storage stand-in have their own cap (its route module's: the largest file a
  // bucket takes), not the 1 MB of forms and API calls.
  app.use((c, next) =>
    ctx.config.mode === "embedded" && c.req.path.startsWith("/storage/v1/") ? next() : appBodyLimit(c, next),
  );
  // A bounded number of requests in progress (after CORS, whose preflights it never counts, so that
  // its 503 carries the CORS headers a browser needs to read it).
  app.use(backPressure(ctx.config.maxPendingRequests ?? defaultMaxPendingRequests));
  // Rich text written through the API keeps images from the product's storage only.
  app.use("/api/*", (c, next) =>
    withRichTextImageSources(
      storageOrigins(c, ctx.config).map((origin) => `${origin}${publicStoragePath}`),
      next,
    ),
  );

  for (const module of modules) {
    if (module.embeddedOnly && ctx.config.mode !== "embedded") continue;
    app.route(module.path, module.routes);
  }

  app.notFound((c) =>
    c.req.path.startsWith("/api/") || c.req.path === "/api"
      ? c.json({ error: "Ressource introuvable." }, 404)
      : c.text("Page introuvable.", 404),
  );

  app.onError((error, c) => {
    if (isUnavailable(error)) {
      return c.json({ error: databaseUnavailableMessage }, 503);
    }
    // A statement past the caller's role's statement_timeout: the server gave up, the request may be retried.
    if (isStatementTimeout(error)) return c.json({ error: statementTimeoutMessage }, 503);
    if (error instanceof HTTPException) return error.getResponse();
    console.error(`${c.req.method} ${c.req.path}:`, error);
    return c.json({ error: "Erreur interne du serveur." }, 500);
  });

  return app;
}
