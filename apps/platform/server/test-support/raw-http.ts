// HTTP as an attacker writes it: any Host header, any source address, any bytes on the socket.
import { request, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * One request to `url` on a fresh connection, with exactly the headers given: `host` replaces the
 * one Node would write (a DNS rebinding attack sends the attacker's name), `localAddress` picks the
 * source address (127.0.0.2…, or a LAN address).
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? "GET", headers: options.headers, localAddress: options.localAddress, agent: false },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** Writes `bytes` on a raw TCP connection and returns everything the server sends until it closes. */
export function rawExchange(url: string, bytes: string, timeoutMs = 5000): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname.replace(/^\[|\]$/g, ""));
    let received = "";
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(received);
    }, timeoutMs);
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.end(bytes);
  });
}
