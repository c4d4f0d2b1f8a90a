// What a request body can do to the server. JSON nested 100,000 levels deep costs a few hundred
// kilobytes to send and used to end in a stack overflow (a 500) on every API write; it is refused
// with a French 400 before anything walks it. A body over the limit gets its 413 in full, with
// `Connection: close`, and the connection then ends cleanly instead of under the client's feet.
import { connect } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { createUser } from "../api/profile-support.ts";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await createUser(server, "profond")).token;
});
afterAll(() => server?.close());

const deepArrays = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
const deepObjects = (levels: number) => '{"a":'.repeat(levels) + "1" + "}".repeat(levels);

const post = (path: string, body: string, headers: Record<string, string> = {}, method = "POST") =>
  fetch(`${server.url}${path}`, { method, headers: { "content-type": "application/json", ...headers }, body });

describe("deeply nested JSON", () => {
  const writes: Array<[string, string, (body: string) => string]> = [
    ["POST", "/api/salary/simulate", (body) => body],
    ["POST", "/api/salary/simulate", (body) => `{"gross_yearly":${body}}`],
    ["POST", "/api/profile/update", (body) => `{"type":${body}}`],
    ["POST", "/api/profile/info", (body) => `{"form":{"cv_analysis":{"x":${body}}}}`],
    ["PATCH", "/api/profile/info/update-company", (body) => `{"profile":${body}}`],
    ["POST", "/api/matches/decisions", (body) => body],
    ["DELETE", "/api/profile", (body) => body],
  ];

  it.each(writes)("%s %s answers a French 400, not a 500", async (method, path, wrap) => {
    for (const nested of [deepArrays(100_000), deepObjects(100_000), deepArrays(33)]) {
      const response = await post(path, wrap(nested), { authorization: `Bearer ${token}` }, method);
      expect(response.status, `${method} ${path}`).toBe(400);
      const body = (await response.json()) as { error: string };
      expect(body.error).toMatch(/imbriqu/);
    }
  });

  it("still accepts JSON nested as deep as real forms go", async () => {
    const response = await post(
      "/api/profile/info",
      JSON.stringify({ form: { cv_analysis: { a: [[[[{ b: [1, 2, { c: "ok" }] }]]]] } } }),
      { authorization: `Bearer ${token}` },
    );
    expect(response.status).not.toBe(500);
    expect(response.status).not.toBe(400);
  });

  it("is refused by the REST stand-in with its own 400, before any database work", async () => {
    for (const nested of [
      deepArrays(100_000),
      `{"description":${deepArrays(100_000)}}`,
      `[{"a":${deepObjects(50)}}]`,
    ]) {
      const response = await post("/rest/v1/profiles", nested, {
        apikey: server.anonKey,
        authorization: `Bearer ${token}`,
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string };
      expect(body.message).not.toMatch(/stack|depth|profondeur de pile/i);
    }
  });
});

/**
 * Sends the head of a POST announcing `size` bytes, then the body in chunks until the server
 * answers (a client stops uploading once it reads the answer), and returns every byte the server
 * sent and how the connection ended.
 */
function oversizedUpload(size: number, extraHeaders = "") {
  const { port } = new URL(server.url);
  return new Promise<{ received: string; ended: string[] }>((resolve) => {
    const socket = connect(Number(port), "127.0.0.1");
    let received = "";
    const ended: string[] = [];
    let answered = false;
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("utf8");
      answered = true;
    });
    socket.on("end", () => ended.push("end"));
    socket.on("error", (error: NodeJS.ErrnoException) => ended.push(`error ${error.code}`));
    socket.on("close", () => resolve({ received, ended }));
    socket.on("connect", async () => {
      socket.write(
        `POST /api/salary/simulate HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${size}\r\nConnection: keep-alive\r\n${extraHeaders}\r\n`,
      );
      const chunk = Buffer.alloc(16 * 1024, 0x20);
      for (let sent = 0; sent < size && !answered && !socket.destroyed; sent += chunk.length) {
        if (!socket.write(chunk)) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      // The client would close after reading the answer; wait for the server to close first.
      setTimeout(() => socket.destroy(), 10_000).unref();
    });
  });
}

function parseResponse(raw: string) {
  const [head, ...rest] = raw.split("\r\n\r\n");
  const [statusLine, ...lines] = head!.split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  return { statusLine, headers, body: rest.join("\r\n\r\n") };
}

describe("a body over the limit", () => {
  it("gets the whole 413 with Connection: close, then a clean end of the connection", async () => {
    const { received, ended } = await oversizedUpload(8 * 1024 * 1024);
    const response = parseResponse(received);
    expect(response.statusLine).toBe("HTTP/1.1 413 Payload Too Large");
    expect(response.headers.connection).toBe("close");
    expect(response.headers["keep-alive"]).toBeUndefined();
    expect(Buffer.byteLength(response.body)).toBe(Number(response.headers["content-length"]));
    expect(JSON.parse(response.body)).toEqual({ error: "Requête trop volumineuse (1 Mo au plus)." });
    // The server ended the connection (FIN) once its answer was out, without resetting it.
    expect(ended[0]).toBe("end");
    expect(ended.filter((event) => /ECONNRESET/.test(event))).toEqual([]);
  });

  it("is answered the same way to a chunked upload that grows past the limit", async () => {
    const { port } = new URL(server.url);
    const raw = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), "127.0.0.1");
      let received = "";
      let answered = false;
      socket.on("data", (chunk: Buffer) => {
        received += chunk.toString("utf8");
        answered = true;
      });
      socket.on("error", () => undefined);
      socket.on("close", () => resolve(received));
      socket.on("connect", async () => {
        socket.write(
          `POST /api/salary/simulate HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
            "Transfer-Encoding: chunked\r\nConnection: keep-alive\r\n\r\n",
        );
        const chunk = `4000\r\n${" ".repeat(0x4000)}\r\n`;
        for (let sent = 0; sent < 4 * 1024 * 1024 && !answered && !socket.destroyed; sent += 0x4000) {
          if (!socket.write(chunk)) await new Promise((resolve) => setTimeout(resolve, 5));
        }
        setTimeout(() => socket.destroy(), 10_000).unref();
      });
    });
    const response = parseResponse(raw);
    expect(response.statusLine).toBe("HTTP/1.1 413 Payload Too Large");
    expect(response.headers.connection).toBe("close");
    expect(JSON.parse(response.body)).toEqual({ error: "Requête trop volumineuse (1 Mo au plus)." });
  });

  it("keeps answering other clients afterwards", async () => {
    await oversizedUpload(4 * 1024 * 1024);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
