// The Phoenix protocol of the realtime stand-in as a raw client sees it: what supabase-js relies on
// (join replies, bindings in order, heartbeats) and what it must refuse (wrong keys, foreign hosts
// and origins, unknown topics, oversized or malformed frames) without falling over.
import { request } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { createNotesTable, eventually, rawClient } from "./support.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await createNotesTable(server, "rt_protocol");
});

afterAll(() => server?.close());

/** The HTTP status an upgrade request gets (101 when it becomes a WebSocket). */
function upgradeStatus(path: string, headers: Record<string, string> = {}) {
  const url = new URL(server.url);
  return new Promise<number>((resolve, reject) => {
    const req = request({
      host: url.hostname,
      port: url.port,
      path,
      headers: {
        connection: "Upgrade",
        upgrade: "websocket",
        "sec-websocket-version": "13",
        "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
        ...headers,
      },
    });
    req.on("upgrade", (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    req.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the realtime WebSocket", () => {
  it("answers a join with the postgres_changes bindings, ids added, in the order requested", async () => {
    const client = await rawClient(server);
    const bindings = [
      { event: "UPDATE", schema: "public", table: "rt_protocol", filter: "rank=gt.3" },
      { event: "*", schema: "public", table: "rt_protocol" },
      { event: "INSERT", schema: "public", table: "rt_protocol", filter: "body=eq.x" },
    ];
    const reply = await client.push("realtime:order", "phx_join", { config: { postgres_changes: bindings } }, "1");
    expect(reply.slice(0, 4)).toEqual(["1", "1", "realtime:order", "phx_reply"]);
    const { status, response } = reply[4] as {
      status: string;
      response: { postgres_changes: Array<Record<string, unknown>> };
    };
    expect(status).toBe("ok");
    expect(response.postgres_changes.map(({ id: _id, ...rest }) => rest)).toEqual(bindings);
    const ids = response.postgres_changes.map((binding) => binding.id);
    expect(new Set(ids).size).toBe(3);
    await eventually(() => client.messages.some((message) => message[3] === "system"));
    expect(client.messages.find((message) => message[3] === "system")![4]).toMatchObject({
      extension: "postgres_changes",
      status: "ok",
    });
    client.close();
  });

  it("answers heartbeats, and a leave", async () => {
    const client = await rawClient(server);
    expect(await client.push("phoenix", "heartbeat", {})).toEqual([
      null,
      "1",
      "phoenix",
      "phx_reply",
      { status: "ok", response: {} },
    ]);
    await client.push("realtime:leave", "phx_join", { config: {} }, "5");
    const reply = await client.push("realtime:leave", "phx_leave", {}, "5");
    expect(reply[4]).toEqual({ status: "ok", response: {} });
    client.close();
  });

  it("answers unknown topics, events and malformed frames with errors, and keeps serving", async () => {
    const client = await rawClient(server);
    expect((await client.push("realtime:never-joined", "broadcast", {}))[4]).toEqual({
      status: "error",
      response: { reason: "unmatched topic" },
    });
    expect((await client.push("elsewhere", "phx_join", {}))[4]).toMatchObject({ status: "error" });
    expect(
      (await client.push("realtime:bad", "phx_join", { config: { postgres_changes: [{ event: "NOPE" }] } }))[4],
    ).toMatchObject({
      status: "error",
    });
    expect(
      (
        await client.push("realtime:bad", "phx_join", {
          config: { postgres_changes: [{ event: "*", schema: "public", table: "rt_protocol", filter: "rank=like.3" }] },
        })
      )[4],
    ).toMatchObject({ status: "error" });
    expect((await client.push("realtime:bad", "phx_join", { access_token: "forged.token.here" }))[4]).toMatchObject({
      status: "error",
    });
    client.socket.send("not json");
    client.socket.send(JSON.stringify({ an: "object" }));
    expect((await client.push("phoenix", "heartbeat", {}))[4]).toEqual({ status: "ok", response: {} });
    client.close();
  });

  it("accepts vsn 1.0.0 JSON objects", async () => {
    const url = `${server.url.replace(/^http/, "ws")}/realtime/v1/websocket?apikey=${server.anonKey}&vsn=1.0.0`;
    const socket = new WebSocket(url);
    await new Promise((resolve) => socket.once("open", resolve));
    const reply = new Promise<Record<string, unknown>>((resolve) =>
      socket.once("message", (data) => resolve(JSON.parse(String(data)) as Record<string, unknown>)),
    );
    socket.send(JSON.stringify({ topic: "phoenix", event: "heartbeat", payload: {}, ref: "9" }));
    expect(await reply).toMatchObject({ topic: "phoenix", event: "phx_reply", ref: "9", payload: { status: "ok" } });
    socket.close();
  });

  it("refuses a wrong or missing apikey, a foreign Host and a foreign Origin", async () => {
    const path = (key: string) => `/realtime/v1/websocket?apikey=${key}&vsn=2.0.0`;
    expect(await upgradeStatus(path(server.anonKey))).toBe(101);
    expect(await upgradeStatus(path(server.serviceRoleKey))).toBe(101);
    expect(await upgradeStatus(path("wrong"))).toBe(401);
    expect(await upgradeStatus("/realtime/v1/websocket?vsn=2.0.0")).toBe(401);
    // A user's access token is not a project key.
    const userToken = await server.ctx.jwt.sign({ role: "authenticated", sub: crypto.randomUUID() }, 60);
    expect(await upgradeStatus(path(userToken))).toBe(401);
    expect(await upgradeStatus(path(server.anonKey), { host: "evil.example:80" })).toBe(421);
    expect(await upgradeStatus(path(server.anonKey), { origin: "https://evil.example" })).toBe(403);
    expect(await upgradeStatus(path(server.anonKey), { origin: server.url })).toBe(101);
    expect(await upgradeStatus(`/rest/v1/rt_protocol?apikey=${server.anonKey}`)).not.toBe(101);
  });

  it("closes a connection whose frame is larger than the limit", async () => {
    const client = await rawClient(server);
    const closed = new Promise<number>((resolve) => client.socket.once("close", (code) => resolve(code)));
    client.socket.send(JSON.stringify([null, "1", "phoenix", "heartbeat", { padding: "x".repeat(300 * 1024) }]));
    expect(await closed).toBe(1009);
  });

  it("refuses more joins than the channel limit", async () => {
    const client = await rawClient(server);
    for (let i = 0; i < 100; i++) {
      client.socket.send(JSON.stringify([`j${i}`, `r${i}`, `realtime:c${i}`, "phx_join", { config: {} }]));
    }
    await eventually(() => client.messages.filter((message) => message[3] === "phx_reply").length >= 100, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const reply = await client.push("realtime:one-too-many", "phx_join", { config: {} }, "x");
    expect(reply[4]).toEqual({
      status: "error",
      response: {
        reason: "Trop de canaux sur cette connexion (100 au plus) : quittez-en avant d'en rejoindre d'autres.",
      },
    });
    client.close();
  });
});
