// `npm run server`: the product's server on PORT (default 3000), embedded mode unless SUPABASE_URL
// and its keys are set.
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/open.ts";
import { seedDemoAccounts } from "./embedded/demo-accounts.ts";
import { startServer } from "./server.ts";

const config = loadConfig();
const db = await openDatabase(config);
const server = await startServer(config, db);
if (config.mode === "embedded") {
  // Demo accounts exist only in embedded mode, never against hosted Supabase.
  const created = await seedDemoAccounts(db);
  if (created.length > 0) console.log(`Comptes de démonstration créés : ${created.join(", ")}`);
}
console.log(
  `Fuse (${config.mode}) sur ${server.url} — base : ${db.kind}${config.dataDir ? ` (${config.dataDir})` : ""}`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await server.close();
    await db.close();
    process.exit(0);
  });
}
