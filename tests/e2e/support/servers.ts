// The servers of this test file: its worker's two (global-setup.ts), which no file running at the
// same time uses.
import { inject } from "vitest";

/** This worker's servers: recruiters' payment off (`appUrl`) and required (`appUrlWithPayment`). */
export function workerServers() {
  const servers = inject("appServers");
  const pool = Number(process.env.VITEST_POOL_ID ?? "1");
  const mine = servers[(pool - 1) % servers.length];
  if (!mine) throw new Error("e2e: no servers; run the e2e project with its global setup");
  return mine;
}

/** What a server publishes for its browsers (`/api/config`): the auth server's address and key. */
export async function publishedConfig(baseUrl: string) {
  return (await (await fetch(`${baseUrl}/api/config`)).json()) as { supabaseUrl: string; supabaseAnonKey: string };
}
