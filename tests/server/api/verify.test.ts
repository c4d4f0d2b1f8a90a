import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { verifyAccessToken } from "@fuse/api/http/verify.ts";
import { JwtService } from "@fuse/server-core/jwt.ts";

import { loadConfig, type PlatformConfig } from "../../../apps/platform/server/config.ts";

const projectSecret = randomBytes(32).toString("base64url");
const userId = randomUUID();
const userClaims = { role: "authenticated" as const, sub: userId, aud: "authenticated", email: "lea@fuse.test" };

interface SigningKey {
  kid: string;
  alg: "ES256" | "RS256";
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function signingKey(alg: "ES256" | "RS256", kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg);
  return { kid, alg, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg, use: "sig" } };
}

function signWith(key: SigningKey, claims: object, expiresIn = "1h") {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key.privateKey);
}

/** Stands in for Supabase's `/auth/v1/.well-known/jwks.json`; under /broken it fails like an outage. */
let jwksServer: Server;
let baseUrl: string;
let es256: SigningKey;
let rs256: SigningKey;
let unpublished: SigningKey;

beforeAll(async () => {
  es256 = await signingKey("ES256", "cle-es");
  rs256 = await signingKey("RS256", "cle-rs");
  // Same kid as a published key, but a private key the project never published.
  unpublished = await signingKey("ES256", "cle-es");
  jwksServer = createServer((request, response) => {
    if (request.url === "/auth/v1/.well-known/jwks.json") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ keys: [es256.publicJwk, rs256.publicJwk] }));
    } else {
      response.writeHead(500).end();
    }
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => jwksServer?.close(resolve)));

function context(overrides: Partial<PlatformConfig>) {
  const config = loadConfig({}, { dataDir: undefined, jwtSecret: projectSecret, ...overrides });
  return { config, jwt: new JwtService(projectSecret, `${config.supabaseUrl}/auth/v1`) };
}

const bearer = (token: string) => `Bearer ${token}`;

describe("verifyAccessToken in embedded mode", () => {
  it("accepts the server's own HS256 user tokens", async () => {
    const ctx = context({ mode: "embedded" });
    const token = await ctx.jwt.sign({ role: "authenticated", sub: userId }, 60);
    const result = await verifyAccessToken(ctx, bearer(token));
    expect(result).toMatchObject({ ok: true, user: { id: userId, claims: { sub: userId } } });
  });

  it("refuses asymmetric tokens, even from a key Supabase would publish", async () => {
    const ctx = context({ mode: "embedded", supabaseUrl: baseUrl });
    const result = await verifyAccessToken(ctx, bearer(await signWith(es256, userClaims)));
    expect(result).toEqual({ ok: false, status: 401, error: "Jeton invalide ou expiré" });
  });
});

describe("verifyAccessToken in hosted mode", () => {
  it("accepts HS256 tokens signed with the project's JWT secret", async () => {
    const ctx = context({ mode: "hosted", supabaseUrl: baseUrl });
    const token = await ctx.jwt.sign({ role: "authenticated", sub: userId }, 60);
    expect(await verifyAccessToken(ctx, bearer(token))).toMatchObject({ ok: true, user: { id: userId } });
  });

  it("accepts ES256 and RS256 tokens signed with a key of the project's JWKS", async () => {
    const ctx = context({ mode: "hosted", supabaseUrl: baseUrl });
    for (const key of [es256, rs256]) {
      const result = await verifyAccessToken(ctx, bearer(await signWith(key, userClaims)));
      expect(result, key.alg).toMatchObject({ ok: true, user: { id: userId, claims: { email: "lea@fuse.test" } } });
    }
  });

  it.each([
    ["signed by a key the project never published", () => signWith(unpublished, userClaims)],
    ["expired", () => signWith(es256, userClaims, "-1m")],
    ["with the anon role", () => signWith(es256, { ...userClaims, role: "anon" })],
    ["with the service role", () => signWith(es256, { ...userClaims, role: "service_role" })],
    ["without a user id", () => signWith(es256, { role: "authenticated" })],
    ["HS256 with another secret", () => new JwtService(randomBytes(32).toString("base64url"), "x").sign(userClaims)],
    [
      "whose signature was changed",
      async () => {
        const [header, payload, signature = ""] = (await signWith(es256, userClaims)).split(".");
        const middle = Math.floor(signature.length / 2);
        const other = signature[middle] === "A" ? "B" : "A";
        return `${header}.${payload}.${signature.slice(0, middle)}${other}${signature.slice(middle + 1)}`;
      },
    ],
    [
      "with alg none",
      async () => {
        const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
        return `${encode({ alg: "none", typ: "JWT" })}.${encode(userClaims)}.`;
      },
    ],
  ])("refuses a token %s: 401", async (_, token) => {
    const ctx = context({ mode: "hosted", supabaseUrl: baseUrl });
    expect(await verifyAccessToken(ctx, bearer(await token()))).toEqual({
      ok: false,
      status: 401,
      error: "Jeton invalide ou expiré",
    });
  });

  it("refuses HS256 tokens when the project has no JWT secret configured", async () => {
    const signer = new JwtService(projectSecret, "x");
    const ctx = { ...context({ mode: "hosted", supabaseUrl: baseUrl }), jwt: signer };
    ctx.config.jwtSecret = "";
    const result = await verifyAccessToken(ctx, bearer(await signer.sign({ role: "authenticated", sub: userId }, 60)));
    expect(result).toMatchObject({ ok: false, status: 401 });
  });

  it("answers 503, not 401, when the project's keys cannot be fetched", async () => {
    const ctx = context({ mode: "hosted", supabaseUrl: `${baseUrl}/broken` });
    const result = await verifyAccessToken(ctx, bearer(await signWith(es256, userClaims)));
    expect(result).toMatchObject({ ok: false, status: 503 });
  });

  it("says Token manquant when there is no bearer token at all", async () => {
    const ctx = context({ mode: "hosted", supabaseUrl: baseUrl });
    for (const header of [undefined, null, "", "Bearer", "Basic abc"]) {
      expect(await verifyAccessToken(ctx, header)).toEqual({ ok: false, status: 401, error: "Token manquant" });
    }
  });
});
