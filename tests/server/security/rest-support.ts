import type { TestServer } from "../../../apps/platform/server/test-support/server.ts";

/**
 * A call to the REST stand-in (`/rest/v1/<path>`) as postgrest-js makes it: the project's anon key,
 * a bearer token (the anon key when none), a JSON body; the answer's status and parsed body.
 */
export async function restCall<Body = unknown>(
  server: TestServer,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  { token, body, prefer }: { token?: string | undefined; body?: unknown; prefer?: string } = {},
): Promise<{ status: number; body: Body | null }> {
  const response = await fetch(`${server.url}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${token ?? server.anonKey}`,
      "content-type": "application/json",
      ...(prefer ? { prefer } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Body) : null };
}
