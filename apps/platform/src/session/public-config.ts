import type { PublicConfig } from "@fuse/features/api";

export type { PublicConfig };

/** The runtime configuration the server publishes (`GET /api/config`): one build runs everywhere. */
export async function fetchPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const response = await fetch("/api/config", { headers: { accept: "application/json" }, signal });
  if (!response.ok) throw new Error(`GET /api/config: ${response.status}`);
  return (await response.json()) as PublicConfig;
}
