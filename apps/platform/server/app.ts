import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";

import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import { isUnavailable } from "@fuse/server-core/db/database.ts";

/** Largest request body accepted, in bytes (a CV upload goes to storage, not through the API). */
export const maxBodyBytes = 1024 * 1024;

/**
 * The HTTP application: security headers, CORS for the configured origins, a body limit, JSON
 * errors, and the route modules. A database outage answers 503 with a French message; the next
 * request tries again, so the server recovers without a restart.
 */
export function createApp(ctx: ServerContext, modules: RouteModule[]) {
  const app = new Hono();

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "https://maps.googleapis.com"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        connectSrc: [
          "'self'",
          ctx.config.supabaseUrl,
          "https://*.supabase.co",
          "wss://*.supabase.co",
          "https://maps.googleapis.com",
          "https://places.googleapis.com",
        ],
        fontSrc: ["'self'", "data:"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
      strictTransportSecurity: "max-age=31536000; includeSubDomains",
      xFrameOptions: "DENY",
      xContentTypeOptions: "nosniff",
      referrerPolicy: "strict-origin-when-cross-origin",
    }),
  );
  app.use(
    cors({
      origin: (origin) => (ctx.config.corsOrigins.includes(origin) ? origin : null),
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
      ],
      allowMethods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
      // supabase-js reads the API version header to interpret auth errors.
      exposeHeaders: ["x-supabase-api-version", "content-range", "x-total-count"],
      credentials: true,
      maxAge: 600,
    }),
  );
  app.use(
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) => c.json({ error: "Requête trop volumineuse (1 Mo au plus)." }, 413),
    }),
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
      return c.json(
        { error: "Service momentanément indisponible : la base de données ne répond pas. Réessayez dans un instant." },
        503,
      );
    }
    if (error instanceof HTTPException) return error.getResponse();
    console.error(`${c.req.method} ${c.req.path}:`, error);
    return c.json({ error: "Erreur interne du serveur." }, 500);
  });

  return app;
}
