import path from "node:path";

/** The project's Supabase CLI layout (`supabase/migrations`, `supabase/seed.sql`), the one schema of every mode. */
export const supabaseDir = path.resolve(import.meta.dirname, "../../../supabase");
