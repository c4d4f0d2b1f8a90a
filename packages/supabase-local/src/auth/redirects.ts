import type { ServerConfig } from "@fuse/server-core/context.ts";
import { configuredOrigins } from "@fuse/server-core/http/origins.ts";

/** Where each e-mail link lands when the caller gave no usable redirect: the app's own pages. */
export const defaultLanding = {
  signup: "/confirm-email",
  recovery: "/reset-password",
} as const;

/**
 * The redirect an e-mail link may use. Like GoTrue's allow list (site_url and
 * additional_redirect_urls), a `redirect_to` is honoured only on an origin the app is served from
 * (the public URL and the CORS origins, a loopback one under each loopback name: the app works at
 * http://127.0.0.1:3000 as at http://localhost:3000); anything else — another site, `javascript:`,
 * a relative path — falls back to the app's page for that link, so a link can never send its
 * tokens elsewhere. Read at request time: the configuration may be completed after the routes are built.
 */
export function allowedRedirect(
  config: Pick<ServerConfig, "publicUrl" | "corsOrigins">,
  requested: string | undefined | null,
  landing: keyof typeof defaultLanding,
): string {
  const allowed = new Set(configuredOrigins(config));
  if (requested) {
    try {
      const url = new URL(requested);
      if ((url.protocol === "http:" || url.protocol === "https:") && allowed.has(url.origin)) {
        // A fragment would collide with the tokens GoTrue puts there.
        url.hash = "";
        return url.toString();
      }
    } catch {
      // Not an absolute URL: fall back below.
    }
  }
  return new URL(defaultLanding[landing], config.publicUrl).toString();
}
