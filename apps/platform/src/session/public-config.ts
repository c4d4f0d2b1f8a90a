import type { PublicConfig } from "@fuse/features/api";

import { pageDataIds, readJsonBlock } from "../page-data";

export type { PublicConfig };

/**
 * The runtime configuration the server publishes: one build runs everywhere. The server writes it
 * into the page it sends; without it (the development server), `GET /api/config` answers.
 */
export async function fetchPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const inline = readJsonBlock<PublicConfig>(pageDataIds.config);
  if (inline) return inline;
  const response = await fetch("/api/config", { headers: { accept: "application/json" }, signal });
  if (!response.ok) throw new Error(`GET /api/config: ${response.status}`);
  return (await response.json()) as PublicConfig;
}
