// `npm run server`: the product's server on PORT (default 3000), embedded mode unless SUPABASE_URL
// and its keys are set.
import { estimateNetMonthly } from "@fuse/api/salary/engine.ts";
import { seedDatabase } from "@fuse/api/seed/seed.ts";
import { openDatabase } from "@fuse/server-core/db/open.ts";

import { loadConfig } from "./config.ts";
import { seedDemoAccounts } from "./demo-accounts.ts";
import { allRoutes } from "./routes.ts";
import { startServer } from "./server.ts";

/**
 * Content and demo data on first start, and the demo accounts — embedded mode only, never against
 * hosted Supabase (whose seed is supabase/seed.sql through the Supabase CLI); with
 * NODE_ENV=production (`config.demo` false), the content only. Done before the server listens, so
 * that a server which answers has its demo accounts.
 */
async function seedEmbedded() {
  const seed = await seedDatabase(db, { demo: config.demo });
  if (seed.seeded) {
    console.log(
      `Données de démonstration : ${seed.companies} entreprises, ${seed.jobs} offres, ${seed.candidates} candidats`,
    );
  }
  if (!config.demo) return;
  const created = await seedDemoAccounts(db);
  if (created.length > 0) console.log(`Comptes de démonstration créés : ${created.join(", ")}`);
}

const config = loadConfig();
// Hosted mode reads and writes the Supabase project's database: without its address the server
// would quietly keep everything in a local PGlite that no other server and no Supabase service sees.
if (config.mode === "hosted" && !config.databaseUrl) {
  console.error(
    "Configuration invalide : en mode hébergé (SUPABASE_URL), DATABASE_URL doit donner la chaîne de connexion de la base du projet Supabase.",
  );
  process.exit(1);
}
const db = await openDatabase(config);
const server = await startServer(config, db, allRoutes, config.mode === "embedded" ? seedEmbedded : undefined);
// The salary rules take about a second to load, and the net estimates a little more: do it now
// rather than on the first visitor's search.
setImmediate(() => estimateNetMonthly(30_000));
console.log(
  `Fuse (${config.mode}) sur ${server.url} — base : ${db.kind}${config.dataDir ? ` (${config.dataDir})` : ""}`,
);
// The outbox's secret, new at each start: whoever has this line reads the sign-in links.
if (config.mode === "embedded" && config.mailboxToken) {
  console.log(
    `Boîte de réception (sur cette machine seulement) : ${server.url}/dev/mailbox?token=${config.mailboxToken}`,
  );
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await server.close();
    await db.close();
    process.exit(0);
  });
}
