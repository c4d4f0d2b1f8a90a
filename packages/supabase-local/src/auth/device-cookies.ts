import { createHmac } from "node:crypto";

import type { Context } from "hono";
import { getSignedCookie, setSignedCookie } from "hono/cookie";

import type { SupabaseLocalContext } from "../config.ts";
import { randomToken } from "./secrets.ts";

/** Where the browser sends a device cookie back: the sign-in endpoint only. */
const cookiePath = "/auth/v1/token";

/**
 * Device cookies, as OWASP's "Slow Down Online Guessing Attacks with Device Cookies" describes
 * them: after a successful password sign-in the browser gets a signed, HttpOnly cookie bound to
 * that account; a later sign-in to the same account that carries it comes from a browser its
 * owner used, so the limits that stop guessers on an address or an account do not apply to it (it
 * has a failure limit of its own). One cookie per account, named after a keyed digest of the
 * address, so neither the name nor the value tells the address. The value is
 * `<account digest>.<device id>.<issued at>`, signed (HMAC-SHA256) with a key derived from the
 * project's JWT secret: a cookie of one account moved under another's name, altered or too old is
 * not a device cookie.
 */
export function deviceCookies(ctx: SupabaseLocalContext, maxAgeDays: number) {
  const maxAgeSeconds = Math.round(maxAgeDays * 86_400);
  // Read when first needed: a server on a shared PostgreSQL learns its secret at start.
  const key = () => createHmac("sha256", ctx.config.jwtSecret).update("auth-device-cookies").digest();
  const accountDigest = (account: string) =>
    createHmac("sha256", key()).update(`device-account\0${account}`).digest().subarray(0, 16).toString("base64url");
  const cookieName = (digest: string) => `sb-device-${digest}`;

  return {
    /** The id of the device cookie for this account that the request carries, when it is valid. */
    async read(c: Context, account: string): Promise<string | undefined> {
      const digest = accountDigest(account);
      const value = await getSignedCookie(c, key(), cookieName(digest));
      if (!value) return undefined;
      const [bound, deviceId, issuedAt] = value.split(".");
      if (bound !== digest || !deviceId || !/^\d+$/.test(issuedAt ?? "")) return undefined;
      const age = Math.floor(Date.now() / 1000) - Number(issuedAt);
      return age >= 0 && age <= maxAgeSeconds ? deviceId : undefined;
    },

    /** Gives the browser a new device cookie for this account (after a successful sign-in). */
    async issue(c: Context, account: string) {
      const digest = accountDigest(account);
      const value = `${digest}.${randomToken(16)}.${Math.floor(Date.now() / 1000)}`;
      await setSignedCookie(c, cookieName(digest), value, key(), {
        path: cookiePath,
        httpOnly: true,
        sameSite: "Strict",
        secure: new URL(ctx.config.supabaseUrl).protocol === "https:",
        maxAge: maxAgeSeconds,
      });
    },
  };
}

export type DeviceCookies = ReturnType<typeof deviceCookies>;
