import type { JwtService } from "./auth/jwt.ts";
import type { ServerConfig } from "./config.ts";
import type { Database } from "./db/database.ts";

/** What every route module receives: injected, never imported, so tests build their own. */
export interface ServerContext {
  config: ServerConfig;
  db: Database;
  jwt: JwtService;
  /** The project's anon and service-role keys (JWTs), as Supabase issues them. */
  keys: { anon: string; serviceRole: string };
}
