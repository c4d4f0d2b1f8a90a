import type { SessionCheckConfig } from "@fuse/server-core/auth/live-sessions.ts";
import type { ServerConfig, ServerContext } from "@fuse/server-core/context.ts";

import type { PasswordPolicy } from "./auth/passwords.ts";
import type { RateLimits } from "./auth/rate-limit.ts";
import type { RealtimeConfig } from "./realtime/routes.ts";
import type { RestConfig } from "./rest/routes.ts";
import type { StorageConfig } from "./storage/routes.ts";

/** What the stand-in reads from the configuration beyond the server's. */
export interface SupabaseLocalConfig extends RestConfig, StorageConfig, RealtimeConfig, SessionCheckConfig {
  /** The auth endpoints' limits; defaults are a Supabase project's. Tests and benches raise them. */
  authRateLimits?: Partial<RateLimits>;
  /** The project's password policy for sign-ups and new passwords (default: GoTrue's). */
  passwordPolicy?: PasswordPolicy;
}

export type SupabaseLocalContext = ServerContext & { config: ServerConfig & SupabaseLocalConfig };
