import type { Database, Sql } from "@fuse/server-core/db/database.ts";
import { createUser, findUserByEmail } from "@fuse/supabase-local/auth/users.ts";

/** The shared password of the demo accounts (README, DESIGN §6). Embedded mode only. */
export const DEMO_PASSWORD = "fuse-demo-2026";

type DemoState =
  | { type: "candidate"; completed: boolean; memo: string | null }
  | { type: "recruiter"; completed: boolean; company: { name: string; siret: string } | null; subscribed: boolean }
  | { type: "admin" };

/** One account per visitor state of the access rules, so every guard can be tried from outside. */
export const demoAccounts: Record<string, DemoState> = {
  "candidat.nouveau@fuse.test": { type: "candidate", completed: false, memo: null },
  "candidat.sansportrait@fuse.test": { type: "candidate", completed: true, memo: null },
  "candidat@fuse.test": {
    type: "candidate",
    completed: true,
    memo: "<p>Développeuse front-end depuis six ans, j'aime les interfaces <strong>accessibles</strong> et le travail en binôme.</p>",
  },
  "recruteur.nouveau@fuse.test": { type: "recruiter", completed: false, company: null, subscribed: false },
  "recruteur@fuse.test": {
    type: "recruiter",
    completed: true,
    company: { name: "Atelier Numérique Lyonnais", siret: "73282932000074" },
    subscribed: false,
  },
  "recruteur.abonne@fuse.test": {
    type: "recruiter",
    completed: true,
    company: { name: "Biscuiterie de Nantes", siret: "44306184100047" },
    subscribed: true,
  },
  "admin@fuse.test": { type: "admin" },
};

async function seedOne(sql: Sql, email: string, state: DemoState) {
  const user = await createUser(sql, { email, password: DEMO_PASSWORD, emailConfirmed: true });
  const completed = state.type === "admin" ? true : state.completed;
  const { rows } = await sql.query<{ id: string }>(
    "insert into public.profiles (user_id, type, completed) values ($1, $2, $3) returning id",
    [user.id, state.type, completed],
  );
  const profileId = rows[0]!.id;
  if (state.type === "candidate" && state.completed) {
    await sql.query(
      `insert into public.candidate_infos (profile_id, first_name, last_name, city, postal_code, lat, lng, memo)
       values ($1, 'Camille', 'Martin', 'Lyon', '69003', 45.7597, 4.8422, $2)`,
      [profileId, state.memo],
    );
  }
  if (state.type === "recruiter" && state.company) {
    await sql.query(
      `insert into public.companies (profile_id, name, siret, city, postal_code, lat, lng)
       values ($1, $2, $3, 'Lyon', '69002', 45.7485, 4.8467)`,
      [profileId, state.company.name, state.company.siret],
    );
  }
  if (state.type === "recruiter" && state.subscribed) {
    await sql.query(
      `insert into public.subscriptions (user_id, status, current_period_end, provider)
       values ($1, 'active', now() + interval '1 year', 'embedded')`,
      [user.id],
    );
  }
}

/**
 * Creates the missing demo accounts (embedded mode only; never in hosted mode). Accounts already
 * there are left as they are, so a demo user's changes survive restarts.
 */
export async function seedDemoAccounts(db: Database) {
  const created: string[] = [];
  for (const [email, state] of Object.entries(demoAccounts)) {
    await db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) return;
      await seedOne(tx, email, state);
      created.push(email);
    });
  }
  return created;
}
