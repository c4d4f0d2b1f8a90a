import type { Socket } from "node:net";

import type { Context } from "hono";

/** How long a closing connection keeps reading what the client still sends, at most. */
const lingerMs = 2000;
/** How much it reads before giving up on a client that does not stop. */
const lingerBytes = 16 * 1024 * 1024;

const lingering = new WeakSet<Socket>();

/**
 * The closing half of a "lingering close", as web servers do it when they answer before the
 * request body is in (a 413): the answer goes out, then our side of the connection ends (FIN),
 * and what the client still sends is read and dropped for a moment before the socket closes.
 * Closing at once would leave its bytes unread or arriving after the close, and the kernel would
 * answer them with a reset, which can wipe the answer from the client's buffer before it reads it.
 */
function lingerAndClose(socket: Socket) {
  if (lingering.has(socket) || socket.destroyed) return;
  lingering.add(socket);
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  timer.unref();
  let discarded = 0;
  socket.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > lingerBytes) socket.destroy();
  });
  // The client closed its side: it read the answer.
  socket.once("end", () => socket.destroy());
  socket.once("close", () => clearTimeout(timer));
  socket.end();
  socket.resume();
}

/**
 * Marks the response being built as the connection's last: it gets `Connection: close`, and once
 * it is written the connection ends cleanly (see lingerAndClose) rather than Node's default for a
 * last response (end, then destroy as soon as the end is written). For answers sent before the
 * request body was read, which the client may still be sending. Served by @hono/node-server only;
 * elsewhere just the header.
 */
export function closeConnectionAfter(c: Context) {
  c.header("connection", "close");
  const socket = (c.env as { incoming?: { socket?: Socket } } | undefined)?.incoming?.socket;
  if (!socket) return;
  // Node's HTTP server ends a `Connection: close` response's socket with destroySoon(), and so
  // does @hono/node-server when it gives up draining a body: both get the lingering close.
  socket.destroySoon = () => lingerAndClose(socket);
}
