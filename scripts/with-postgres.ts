// Runs a command beside a throwaway PostgreSQL cluster (Debian's server): TEST_DATABASE_URL points
// at it; the cluster is removed when the command ends. Usage: node scripts/with-postgres.ts <command…>
import { spawn } from "node:child_process";

import { startPostgresCluster } from "@fuse/server-core/testing/postgres-cluster.ts";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/with-postgres.ts <command> [args…]");
  process.exit(2);
}

const cluster = await startPostgresCluster();
console.log(`with-postgres: ${cluster.version}, ${cluster.url}`);
const child = spawn(command, args, {
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: cluster.url },
});
const code = await new Promise<number>((resolve) => {
  child.on("exit", (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  child.on("error", (error) => {
    console.error(`with-postgres: ${error.message}`);
    resolve(1);
  });
});
cluster.destroy();
process.exit(code);
