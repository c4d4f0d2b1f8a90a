import type { Context } from "hono";

import { clientAddress } from "@fuse/server-core/http/client-address.ts";
import { WindowCounter } from "@fuse/server-core/http/window-counter.ts";

import type { SupabaseLocalContext } from "../config.ts";
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
  counters: {
    signInByIp: WindowCounter;
    signInFailuresByIpAndAccount: WindowCounter;
    /** Whether an address has failed on an account in the window (a limit of one). */
    failedFromIpOnAccount: WindowCounter;
    signInFailuresByAccount: WindowCounter;
    signUpByIp: WindowCounter;
    recoverByIp: WindowCounter;
  };
}

export function authDeps(ctx: SupabaseLocalContext, options: AuthOptions = {}): AuthDeps {
  const limits = { ...defaultRateLimits, ...ctx.config.authRateLimits, ...options.rateLimits };
  const counter = (limit: number) => new WindowCounter(limit, limits.windowSeconds);
  return {
    ctx,
    limits,
    reuseIntervalSeconds: options.refreshTokenReuseIntervalSeconds ?? 10,
    passwordPolicy: options.passwordPolicy ?? ctx.config.passwordPolicy ?? defaultPasswordPolicy,
    counters: {
      signInByIp: counter(limits.signInPerIp),
      signInFailuresByIpAndAccount: counter(limits.signInFailuresPerIpAndAccount),
      failedFromIpOnAccount: counter(1),
      signInFailuresByAccount: counter(limits.signInFailuresPerAccount),
      signUpByIp: counter(limits.signUpPerIp),
      recoverByIp: counter(limits.recoverPerIp),
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
