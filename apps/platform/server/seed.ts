// `node apps/platform/server/seed/run.ts`: seeds the configured database (DATABASE_URL, else the
// embedded PGlite under DATA_DIR or .data/) with the content and the demo data, once. Stop the
// server first when it uses the embedded database: PGlite files take one process at a time.
import { seedDatabase } from "@fuse/api/seed/seed.ts";
import { openDatabase } from "@fuse/server-core/db/open.ts";
import { migrate } from "@fuse/supabase-local/migrate.ts";

import { loadConfig } from "./config.ts";

const config = loadConfig();
const db = await openDatabase(config);
try {
  // Hosted databases get their schema from `supabase db push`; the embedded one from us.
  if (config.mode === "embedded") await migrate(db, { embedded: true });
  const report = await seedDatabase(db);
  console.log(
    report.seeded
      ? `Données de démonstration ajoutées : ${report.companies} entreprises, ${report.jobs} offres, ${report.candidates} candidats.`
      : "Données de démonstration déjà présentes : rien à faire.",
  );
} finally {
  await db.close();
}
