import type { Socket } from "node:net";

import type { RealtimeChannel, SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";

import type { TestServer } from "../../../apps/platform/server/test-support/server.ts";

/** A table of notes for the tests: each owner reads theirs (RLS), published unless said otherwise. */
export async function createNotesTable(server: TestServer, name: string, { published = true } = {}) {
  await server.db.exec(`
    create table public.${name} (
      id uuid primary key default gen_random_uuid(),
      owner uuid,
      body text not null default '',
      rank integer not null default 0
    );
    alter table public.${name} enable row level security;
    create policy "${name}: owners read theirs" on public.${name}
      for select to authenticated using (owner = (select auth.uid()));
    ${published ? `alter publication supabase_realtime add table public.${name};` : ""}
  `);
}

/** Waits until `check` holds, polling, or fails after `timeoutMs`. */
export async function eventually(check: () => boolean, timeoutMs = 5000, what = "condition") {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Leaves time for a change that should NOT arrive to arrive anyway. */
export const settle = (ms = 400) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Received {
  eventType: string;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
  table: string;
}

/**
 * Subscribes a supabase-js client to postgres_changes and resolves once SUBSCRIBED; `received`
 * collects the payloads, `statuses` every status the channel reported.
 */
export async function subscribe(
  client: SupabaseClient,
  name: string,
  binding: { event: "*" | "INSERT" | "UPDATE" | "DELETE"; table: string; filter?: string },
) {
  const received: Received[] = [];
  const statuses: string[] = [];
  const channel: RealtimeChannel = client
    .channel(name)
    .on("postgres_changes", { schema: "public", ...binding }, (payload) => received.push(payload as Received));
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      statuses.push(status);
      if (status === "SUBSCRIBED") resolve();
      else if (status !== "CLOSED") reject(error ?? new Error(status));
    });
  });
  return { channel, received, statuses };
}

/** A raw client speaking the protocol (vsn 2.0.0 frames), to check what supabase-js hides. */
export async function rawClient(
  server: Pick<TestServer, "url" | "anonKey">,
  query = `apikey=${server.anonKey}&vsn=2.0.0`,
) {
  const url = `${server.url.replace(/^http/, "ws")}/realtime/v1/websocket?${query}`;
  const socket = new WebSocket(url);
  const client = speak(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  return client;
}

export type RawClient = ReturnType<typeof speak>;

/** The protocol over an open (or opening) socket: the frames received, and a push that awaits its reply. */
function speak(socket: WebSocket) {
  const messages: unknown[][] = [];
  socket.on("message", (data) => {
    const text = Buffer.isBuffer(data) ? data.toString("utf8") : String(data);
    messages.push(JSON.parse(text) as unknown[]);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once("close", (code, reason) => resolve({ code, reason: reason.toString("utf8") })),
  );
  let ref = 0;
  return {
    socket,
    messages,
    /** Resolves with the close code and reason once the socket is closed. */
    closed,
    /** Sends a frame and resolves with the reply to it. */
    async push(topic: string, event: string, payload: unknown, joinRef: string | null = null) {
      const own = String(++ref);
      socket.send(JSON.stringify([joinRef, own, topic, event, payload]));
      await eventually(() => messages.some((message) => message[1] === own), 5000, `reply to ${event}`);
      return messages.find((message) => message[1] === own)!;
    },
    close: () => socket.close(),
  };
}

/**
 * Opens a raw client from a chosen loopback address (127.0.0.2, 127.0.0.3…: the server counts
 * each as another client), with extra request headers. Resolves with the client once upgraded,
 * or with the HTTP status and JSON body of the refusal.
 */
export function connectFrom(
  server: Pick<TestServer, "url" | "anonKey">,
  localAddress: string,
  { headers = {}, apiKey = server.anonKey }: { headers?: Record<string, string>; apiKey?: string } = {},
): Promise<
  | { status: 101; client: RawClient }
  | { status: number; client?: undefined; body: Record<string, unknown>; retryAfter?: string | undefined }
> {
  const url = `${server.url.replace(/^http/, "ws")}/realtime/v1/websocket?apikey=${apiKey}&vsn=2.0.0`;
  const socket = new WebSocket(url, { localAddress, headers });
  const client = speak(socket);
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve({ status: 101, client }));
    socket.once("unexpected-response", (_request, response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => {
        resolve({
          status: response.statusCode ?? 0,
          body: response.headers["content-type"]?.includes("json")
            ? (JSON.parse(text) as Record<string, unknown>)
            : { message: text },
          retryAfter: response.headers["retry-after"],
        });
        socket.terminate();
      });
    });
    // Kept after the outcome: aborting a refused handshake reports an error too.
    socket.on("error", reject);
  });
}

/** The server-side sockets of the upgrades the server receives from now on (to drop them). */
export function captureUpgrades(server: TestServer) {
  const sockets: Socket[] = [];
  server.http.on("upgrade", (_request, socket: Socket) => sockets.push(socket));
  return sockets;
}
