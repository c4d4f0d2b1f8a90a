import { Hono } from "hono";

import type { RouteModule } from "@fuse/server-core/context.ts";

import type { SupabaseLocalContext } from "../config.ts";
import { requireApiKey } from "./api-key.ts";
import { apiVersion, apiVersionHeader } from "./errors.ts";
import { logoutHandler } from "./logout.ts";
import { authDeps, type AuthOptions } from "./options.ts";
import { recoverHandler, resendHandler } from "./recover.ts";
import { signupHandler } from "./signup.ts";
import { tokenHandler } from "./token.ts";
import { getUserHandler, updateUserHandler } from "./user.ts";
import { verifyGetHandler, verifyPostHandler } from "./verify.ts";

/** GoTrue's GET /settings for this stand-in: e-mail and password only, confirmation required. */
const settings = {
  external: {
    anonymous_users: false,
    apple: false,
    azure: false,
    bitbucket: false,
    discord: false,
    facebook: false,
    snapchat: false,
    figma: false,
    fly: false,
    github: false,
    gitlab: false,
    google: false,
    keycloak: false,
    kakao: false,
    linkedin: false,
    linkedin_oidc: false,
    notion: false,
    spotify: false,
    slack: false,
    slack_oidc: false,
    workos: false,
    twitch: false,
    twitter: false,
    email: true,
    phone: false,
    zoom: false,
  },
  disable_signup: false,
  mailer_autoconfirm: false,
  phone_autoconfirm: false,
  sms_provider: "",
  saml_enabled: false,
  saml_private_key_next_configured: false,
  passkeys_enabled: false,
};

/**
 * The embedded stand-in for Supabase Auth (GoTrue): the subset of its HTTP API that
 * @supabase/supabase-js uses for e-mail and password accounts, with e-mail confirmation on and
 * the e-mails written to the outbox (/dev/mailbox). Mounted at /auth/v1 in embedded mode only.
 */
export function authRoutes(ctx: SupabaseLocalContext, options: AuthOptions = {}): RouteModule {
  const deps = authDeps(ctx, options);
  const routes = new Hono();

  routes.use("*", async (c, next) => {
    await next();
    // supabase-js reads error codes from `code` only when the answer names API version 2024-01-01.
    c.res.headers.set(apiVersionHeader, apiVersion);
  });

  // Opened by a browser from an e-mail: no apikey, as Supabase's gateway leaves /verify open.
  routes.get("/verify", verifyGetHandler(deps));

  routes.use("*", requireApiKey(ctx));
  routes.get("/settings", (c) => c.json(settings));
  routes.get("/health", (c) =>
    c.json({ version: "embedded", name: "GoTrue", description: "Fuse embedded stand-in for Supabase Auth" }),
  );
  routes.post("/signup", signupHandler(deps));
  routes.post("/token", tokenHandler(deps));
  routes.post("/verify", verifyPostHandler(deps));
  routes.get("/user", getUserHandler(deps));
  routes.put("/user", updateUserHandler(deps));
  routes.post("/logout", logoutHandler(deps));
  routes.post("/recover", recoverHandler(deps));
  routes.post("/resend", resendHandler(deps));

  return { path: "/auth/v1", routes, embeddedOnly: true };
}
