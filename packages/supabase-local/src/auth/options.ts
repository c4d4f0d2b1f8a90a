import type { Context } from "hono";

import { clientAddress } from "@fuse/server-core/http/client-address.ts";
import { rateCounter, type RateCounter } from "@fuse/server-core/http/rate-counter.ts";

import type { SupabaseLocalContext } from "../config.ts";
import { deviceCookies, type DeviceCookies } from "./device-cookies.ts";
import { AuthFailure } from "./errors.ts";
import { defaultPasswordPolicy, type PasswordPolicy } from "./passwords.ts";
import { defaultRateLimits, type RateLimits } from "./rate-limit.ts";
import type { ClientInfo } from "./sessions.ts";

/** What may be tuned per server; the defaults are a Supabase project's (supabase/config.toml). */
export interface AuthOptions {
  rateLimits?: Partial<RateLimits>;
  /** Seconds a rotated refresh token may still be used (refresh_token_reuse_interval = 10). */
  refreshTokenReuseIntervalSeconds?: number;
  /** The project's password policy (default: the configuration's, else GoTrue's: 6 characters). */
  passwordPolicy?: PasswordPolicy;
}

/** Everything the handlers share: the server's context, the limits and their counters. */
export interface AuthDeps {
  ctx: SupabaseLocalContext;
  limits: RateLimits;
  reuseIntervalSeconds: number;
  passwordPolicy: PasswordPolicy;
  /** The browsers that signed in to an account before (OWASP's device cookies). */
  devices: DeviceCookies;
  counters: {
    signInByIp: RateCounter;
    signInFailuresByIpAndAccount: RateCounter;
    /** Whether an address has failed on an account in the window (a limit of one). */
    failedFromIpOnAccount: RateCounter;
    signInFailuresByAccount: RateCounter;
    /** Failed sign-ins per device cookie. */
    signInFailuresByDevice: RateCounter;
    signUpByIp: RateCounter;
    recoverByIp: RateCounter;
  };
}

export function authDeps(ctx: SupabaseLocalContext, options: AuthOptions = {}): AuthDeps {
  const limits = { ...defaultRateLimits, ...ctx.config.authRateLimits, ...options.rateLimits };
  // Counted across every server on a shared PostgreSQL, as GoTrue counts for a whole project.
  const counter = (name: string, limit: number) => rateCounter(ctx.db, `auth-${name}`, limit, limits.windowSeconds);
  return {
    ctx,
    limits,
    reuseIntervalSeconds: options.refreshTokenReuseIntervalSeconds ?? 10,
    passwordPolicy: options.passwordPolicy ?? ctx.config.passwordPolicy ?? defaultPasswordPolicy,
    devices: deviceCookies(ctx, Math.min(Math.max(limits.deviceCookieDays, 0), 400)),
    counters: {
      signInByIp: counter("sign-ins", limits.signInPerIp),
      signInFailuresByIpAndAccount: counter("sign-in-failures", limits.signInFailuresPerIpAndAccount),
      failedFromIpOnAccount: counter("failed-from-address", 1),
      signInFailuresByAccount: counter("account-failures", limits.signInFailuresPerAccount),
      signInFailuresByDevice: counter("device-failures", limits.signInFailuresPerDevice),
      signUpByIp: counter("sign-ups", limits.signUpPerIp),
      recoverByIp: counter("recoveries", limits.recoverPerIp),
    },
  };
}

export const clientInfo = (c: Context): ClientInfo => ({
  ip: clientAddress(c),
  userAgent: c.req.header("user-agent"),
});

/** GoTrue's answer to a caller over a limit, with the standard hint of when to come back. */
export const rateLimited = (retryAfterSeconds: number) =>
  new AuthFailure(429, "over_request_rate_limit", "Trop de requêtes : réessayez dans quelques minutes.", {
    headers: { "retry-after": String(retryAfterSeconds) },
  });
