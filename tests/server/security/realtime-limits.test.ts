// The realtime server's sockets and joins are shared out: one address, one user or the anonymous
// crowd cannot take them all, so that a flood from one client (10,000 sockets in seconds) leaves
// everyone else connecting. Each refusal says why in French: an HTTP status on the upgrade, or a
// join error in the Phoenix reply realtime-js reads. Clients are told apart by their address,
// here different loopback addresses (127.0.0.x), or behind a trusted proxy its X-Forwarded-For.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { connectFrom, type RawClient } from "../realtime/support.ts";
import { createUser, type TestUser } from "../rest/users.ts";

let defaults: TestServer;
let small: TestServer;
let crowded: TestServer;
let proxied: TestServer;
const opened: RawClient[] = [];

beforeAll(async () => {
  [defaults, small, crowded, proxied] = await Promise.all([
    startTestServer(),
    startTestServer({
      config: {
        realtimeLimits: {
          maxConnectionsPerAddress: 4,
          maxAnonymousConnectionsPerAddress: 2,
          maxConnectionsPerUser: 2,
          maxChannels: 3,
          maxJoinsPerMinutePerAddress: 12,
          maxJoinsPerMinutePerUser: 6,
        },
      },
    }),
    startTestServer({
      config: {
        realtimeLimits: {
          maxConnections: 6,
          maxConnectionsPerAddress: 3,
          maxAnonymousConnectionsPerAddress: 3,
          maxAnonymousConnections: 2,
          anonymousGraceMs: 500,
        },
      },
    }),
    // The test's sockets come from loopback: here that is the reverse proxy.
    startTestServer({
      config: { trustedProxies: ["127.0.0.1"], realtimeLimits: { maxAnonymousConnectionsPerAddress: 1 } },
    }),
  ]);
});

afterEach(async () => {
  const closing = opened.splice(0);
  for (const client of closing) client.close();
  await Promise.all(closing.map((client) => client.closed));
});

afterAll(async () => {
  await Promise.all([defaults, small, crowded, proxied].map((server) => server?.close()));
});

/** A socket from `address` that the server let in. */
async function open(server: TestServer, address: string, headers: Record<string, string> = {}) {
  const result = await connectFrom(server, address, { headers });
  if (!result.client) throw new Error(`socket from ${address} refused: ${result.status}`);
  opened.push(result.client);
  return result.client;
}

let topics = 0;

/** Joins a new channel, with a user's token when given; resolves with the reply's payload. */
async function join(client: RawClient, token?: string) {
  const topic = `realtime:limits-${++topics}`;
  const reply = await client.push(topic, "phx_join", { ...(token ? { access_token: token } : {}), config: {} }, topic);
  return { topic, ...(reply[4] as { status: string; response: { reason?: string } }) };
}

describe("sockets per address", () => {
  it("past an address's share of anonymous sockets, answers 429 in French; other addresses still connect", async () => {
    // The defaults: 20 anonymous sockets per address.
    for (let i = 0; i < 20; i++) await open(defaults, "127.0.0.2");
    const refused = await connectFrom(defaults, "127.0.0.2");
    expect(refused).toMatchObject({
      status: 429,
      body: { message: expect.stringContaining("Trop de connexions temps réel anonymes depuis votre adresse") },
    });
    expect(!refused.client && refused.retryAfter).toBe("30");
    await open(defaults, "127.0.0.3");
  });

  it("counts signed-in sockets against the address too, and gives a socket back when it closes", async () => {
    const users = await Promise.all([1, 2].map((n) => createUser(small, `adresse-${n}@limits.test`)));
    const first = await open(small, "127.0.0.10");
    const second = await open(small, "127.0.0.10");
    expect((await connectFrom(small, "127.0.0.10")).status).toBe(429);
    // Signed in, the two are no longer anonymous: two more anonymous ones fit, then the address is full.
    expect((await join(first, users[0]!.token)).status).toBe("ok");
    expect((await join(second, users[1]!.token)).status).toBe("ok");
    const third = await open(small, "127.0.0.10");
    await open(small, "127.0.0.10");
    const full = await connectFrom(small, "127.0.0.10");
    expect(full).toMatchObject({
      status: 429,
      body: { message: expect.stringContaining("Trop de connexions temps réel depuis votre adresse (4 au plus)") },
    });
    third.close();
    await third.closed;
    // The server counts the socket out once its end has closed too.
    let again = await connectFrom(small, "127.0.0.10");
    const start = Date.now();
    while (again.status === 429 && Date.now() - start < 5000) again = await connectFrom(small, "127.0.0.10");
    expect(again.status).toBe(101);
    if (again.client) opened.push(again.client);
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", async () => {
    await open(small, "127.0.0.11", { "x-forwarded-for": "203.0.113.1" });
    await open(small, "127.0.0.11", { "x-forwarded-for": "203.0.113.2" });
    const refused = await connectFrom(small, "127.0.0.11", { headers: { "x-forwarded-for": "203.0.113.3" } });
    expect(refused.status).toBe(429);
  });

  it("behind a trusted proxy, counts each client by the address the proxy received it from", async () => {
    await open(proxied, "127.0.0.1", { "x-forwarded-for": "203.0.113.5" });
    expect((await connectFrom(proxied, "127.0.0.1", { headers: { "x-forwarded-for": "203.0.113.5" } })).status).toBe(
      429,
    );
    await open(proxied, "127.0.0.1", { "x-forwarded-for": "203.0.113.6" });
  });
});

describe("sockets per user, channels per socket, joins per minute", () => {
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    user = await createUser(small, "onglets@limits.test");
    other = await createUser(small, "autre@limits.test");
  });

  it("refuses a user's join on more sockets than their share, from any address, in French", async () => {
    for (const address of ["127.0.0.20", "127.0.0.21"]) {
      expect((await join(await open(small, address), user.token)).status).toBe("ok");
    }
    const elsewhere = await open(small, "127.0.0.22");
    const refused = await join(elsewhere, user.token);
    expect(refused).toMatchObject({
      status: "error",
      response: { reason: expect.stringContaining("Trop de connexions temps réel pour ce compte (2 au plus)") },
    });
    // Another user on that socket is not concerned.
    expect((await join(elsewhere, other.token)).status).toBe("ok");
  });

  it("refuses more channels on one socket than the limit, in French", async () => {
    const client = await open(small, "127.0.0.23");
    for (let i = 0; i < 3; i++) expect((await join(client)).status).toBe("ok");
    expect(await join(client)).toMatchObject({
      status: "error",
      response: { reason: expect.stringContaining("Trop de canaux sur cette connexion (3 au plus)") },
    });
  });

  it("refuses joins past the per-minute limit of an address and of a user, in French", async () => {
    const client = await open(small, "127.0.0.24");
    const leave = async (topic: string) => client.push(topic, "phx_leave", {}, topic);
    for (let i = 0; i < 12; i++) await leave((await join(client)).topic);
    expect(await join(client)).toMatchObject({
      status: "error",
      response: { reason: expect.stringMatching(/^Trop d'abonnements depuis votre adresse \(12 par minute au plus\)/) },
    });

    const joiner = await createUser(small, "rejoint@limits.test");
    const results = [];
    for (const address of ["127.0.0.25", "127.0.0.26"]) {
      const socket = await open(small, address);
      for (let i = 0; i < 4; i++) {
        const result = await join(socket, joiner.token);
        results.push(result.status);
        if (result.status === "ok") await socket.push(result.topic, "phx_leave", {}, result.topic);
        else expect(result.response.reason).toMatch(/^Trop d'abonnements pour ce compte \(6 par minute au plus\)/);
      }
    }
    expect(results).toEqual(["ok", "ok", "ok", "ok", "ok", "ok", "error", "error"]);
  });
});

describe("the server's share for anonymous sockets", () => {
  it("lets a socket in past the anonymous share only to sign in: unsigned, it is closed with a French reason", async () => {
    const user = await createUser(crowded, "connecte@limits.test");
    await open(crowded, "127.0.0.30");
    await open(crowded, "127.0.0.31");
    // The anonymous share (2) is taken: the next sockets have the grace period to sign in.
    const stranger = await open(crowded, "127.0.0.32");
    const member = await open(crowded, "127.0.0.33");
    expect((await join(member, user.token)).status).toBe("ok");
    expect(await stranger.closed).toEqual({
      code: 1008,
      reason: "Serveur temps réel très sollicité : connexion anonyme fermée, connectez-vous.",
    });
    expect((await member.push("phoenix", "heartbeat", {}))[4]).toEqual({ status: "ok", response: {} });
  });

  it("answers 503 in French once every socket is taken", async () => {
    const user = await createUser(crowded, "plein@limits.test");
    // One socket per address, each signed in at once, until the server is full (6 sockets).
    let refused: Awaited<ReturnType<typeof connectFrom>> | undefined;
    let admitted = 0;
    for (let host = 40; host < 50 && !refused; host++) {
      const result = await connectFrom(crowded, `127.0.0.${host}`);
      if (!result.client) refused = result;
      else {
        opened.push(result.client);
        admitted += 1;
        expect((await join(result.client, user.token)).status).toBe("ok");
      }
    }
    expect(admitted).toBeGreaterThan(0);
    expect(admitted).toBeLessThanOrEqual(6);
    expect(refused).toMatchObject({
      status: 503,
      body: {
        message: "Le serveur temps réel a atteint son nombre maximal de connexions : réessayez dans un instant.",
      },
    });
  });
});
