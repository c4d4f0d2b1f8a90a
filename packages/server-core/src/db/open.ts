import type { ServerConfig } from "@fuse/server-core/context.ts";

import type { Database } from "./database.ts";
import { openPgliteInWorker } from "./pglite-thread.ts";
import { openPostgres } from "./postgres.ts";

/** The one place that opens the database: DATABASE_URL, else PGlite under the data directory, in its own thread. */
export async function openDatabase(
  config: Pick<ServerConfig, "databaseUrl" | "dataDir" | "databaseStatementTimeoutMs">,
): Promise<Database> {
  if (config.databaseUrl) {
    return openPostgres(config.databaseUrl, { statementTimeoutMs: config.databaseStatementTimeoutMs });
  }
  return openPgliteInWorker(config.dataDir ? `${config.dataDir}/pglite` : undefined);
}
