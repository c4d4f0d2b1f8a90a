// The session cookie as @supabase/ssr writes it in the browser (`base64-` and base64url, in chunks
// of 3,180 characters when long), read back without the Supabase client.
import { createChunks, stringToBase64URL } from "@supabase/ssr";
import { describe, expect, it } from "vitest";

import { readSessionCookie } from "../../apps/platform/src/session/session-cookie.ts";
import { isFresh, sessionMarginMs } from "../../apps/platform/src/session/session-hint.ts";

const now = Date.parse("2026-12-02T10:00:00Z");
const session = (extra: Record<string, unknown> = {}) => ({
  access_token: "eyJ.access.token",
  refresh_token: "refresh",
  token_type: "bearer",
  expires_in: 3600,
  expires_at: now / 1000 + 3600,
  user: { id: "2b8f1c1e-0000-4000-8000-000000000001", email: "candidat@fuse.test", user_metadata: {} },
  ...extra,
});

/** The `Cookie` header a browser sends after @supabase/ssr stored `value` under `fuse-auth`. */
const header = (value: string, others = "theme=sombre") =>
  [others, ...createChunks("fuse-auth", value).map(({ name, value: chunk }) => `${name}=${chunk}`)].join("; ");
const encoded = (value: unknown) => `base64-${stringToBase64URL(JSON.stringify(value))}`;

describe("readSessionCookie", () => {
  it("reads the session the auth client stored, among other cookies", async () => {
    await expect(readSessionCookie(header(encoded(session())))).resolves.toEqual(session());
  });

  it("reads a long session written in chunks, whatever their order in the header", async () => {
    const long = session({ user: { ...session().user, user_metadata: { note: "é".repeat(4000) } } });
    const chunks = createChunks("fuse-auth", encoded(long));
    expect(chunks.length).toBeGreaterThan(1);
    const reversed = chunks
      .map(({ name, value }) => `${name}=${value}`)
      .reverse()
      .join("; ");
    await expect(readSessionCookie(reversed)).resolves.toEqual(long);
  });

  it("answers no session for none, for what cannot be read, and for a session without its token or user", async () => {
    await expect(readSessionCookie("theme=sombre")).resolves.toBeNull();
    await expect(readSessionCookie(header("base64-pas-une-session"))).resolves.toBeNull();
    await expect(readSessionCookie(header(encoded({ ...session(), access_token: undefined })))).resolves.toBeNull();
    await expect(readSessionCookie(header(encoded({ ...session(), user: null })))).resolves.toBeNull();
    await expect(readSessionCookie(header(encoded(null)))).resolves.toBeNull();
  });
});

describe("isFresh", () => {
  it("holds a token until the auth client's margin before its end", () => {
    expect(isFresh({ expires_at: (now + sessionMarginMs + 1000) / 1000 }, now)).toBe(true);
    expect(isFresh({ expires_at: (now + sessionMarginMs - 1000) / 1000 }, now)).toBe(false);
    expect(isFresh({ expires_at: now / 1000 - 60 }, now)).toBe(false);
    expect(isFresh({ expires_at: undefined }, now)).toBe(false);
  });
});
