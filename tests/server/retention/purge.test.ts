// The privacy policy's retention promise for the visitors' forms: contact messages and company
// pre-registrations are deleted three years after the last exchange. The purge itself on the real
// schema (what goes, what stays), its delays read from the environment, and the daily job on two
// servers sharing one PostgreSQL database: it runs once in the day, on one of them, and not again
// after a restart.
import { setTimeout as sleep } from "node:timers/promises";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { defaultRetention, purgeExpiredForms } from "@fuse/api/retention/purge.ts";
import type { Database } from "@fuse/server-core/db/database.ts";
import { openPostgres } from "@fuse/server-core/db/postgres.ts";
import { startPostgresCluster, type PostgresCluster } from "@fuse/server-core/testing/postgres-cluster.ts";
import { migrate } from "@fuse/supabase-local/migrate.ts";
import { createMigratedTestDatabase } from "@fuse/supabase-local/testing/migrated-database.ts";

import { loadConfig } from "../../../apps/platform/server/config.ts";
import { validSiret } from "../api/profile-support.ts";
import { serversOnPostgres } from "../scheduler/servers-on-postgres.ts";

/** A contact message written `days` ago, answered `repliedDaysAgo` days ago if given. */
async function contactMessage(db: Database, subject: string, days: number, repliedDaysAgo?: number) {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.contact_messages (name, email, subject, message, created_at, replied_at)
     values ('Alix Martin', 'alix@exemple.fr', $1, 'Bonjour, une question.',
             now() - make_interval(days => $2),
             case when $3::int is null then null else now() - make_interval(days => $3::int) end)
     returning id`,
    [subject, days, repliedDaysAgo ?? null],
  );
  return rows[0]!.id;
}

/**
 * A pre-registration sent `days` ago, sent again `updatedDaysAgo` days ago and its company invited
 * `invitedDaysAgo` days ago, if given.
 */
async function preRegistration(
  db: Database,
  company: string,
  days: number,
  options: { updatedDaysAgo?: number; invitedDaysAgo?: number } = {},
) {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.pre_registrations (company_name, siret, contact_name, email, created_at, updated_at, invited_at)
     values ($1, $2, 'Noa Petit', 'noa@entreprise.fr', now() - make_interval(days => $3),
             now() - make_interval(days => coalesce($4::int, $3)),
             case when $5::int is null then null else now() - make_interval(days => $5::int) end)
     returning id`,
    [company, validSiret(), days, options.updatedDaysAgo ?? null, options.invitedDaysAgo ?? null],
  );
  return rows[0]!.id;
}

// Sorted here: the database's collation differs between PGlite and PostgreSQL.
const subjects = async (db: Database) =>
  (await db.query<{ subject: string }>("select subject from public.contact_messages")).rows
    .map((row) => row.subject)
    .sort();
const companies = async (db: Database) =>
  (await db.query<{ company_name: string }>("select company_name from public.pre_registrations")).rows
    .map((row) => row.company_name)
    .sort();

const threeYears = 1095;

describe("the purge of the visitors' forms", () => {
  let db: Database;
  beforeAll(async () => {
    db = await createMigratedTestDatabase();
  }, 120_000);
  afterAll(() => db?.close());
  beforeEach(() => db.exec("delete from public.contact_messages; delete from public.pre_registrations;"));

  it("deletes what is past three years since the last exchange and keeps the rest", async () => {
    await contactMessage(db, "ancien", threeYears + 1);
    await contactMessage(db, "ancien, réponse ancienne", threeYears + 200, threeYears + 3);
    await contactMessage(db, "ancien, réponse récente", threeYears + 200, 30);
    await contactMessage(db, "récent", 2 * 365);
    await contactMessage(db, "d'aujourd'hui", 0);
    await preRegistration(db, "Ancienne", threeYears + 1);
    await preRegistration(db, "Renvoyée l'an dernier", threeYears + 100, { updatedDaysAgo: 365 });
    await preRegistration(db, "Invitée récemment", threeYears + 100, { invitedDaysAgo: 10 });
    await preRegistration(db, "Invitée il y a longtemps", threeYears + 100, { invitedDaysAgo: threeYears + 5 });
    await preRegistration(db, "Récente", 100);

    expect(await purgeExpiredForms(db, defaultRetention)).toEqual({ contactMessages: 2, preRegistrations: 2 });

    expect(await subjects(db)).toEqual(["ancien, réponse récente", "d'aujourd'hui", "récent"]);
    expect(await companies(db)).toEqual(["Invitée récemment", "Renvoyée l'an dernier", "Récente"]);
    // Run again, it finds nothing more.
    expect(await purgeExpiredForms(db, defaultRetention)).toEqual({ contactMessages: 0, preRegistrations: 0 });
  });

  it("applies each delay to its own table", async () => {
    await contactMessage(db, "de 40 jours", 40);
    await preRegistration(db, "De 40 jours", 40);
    expect(await purgeExpiredForms(db, { contactMessageDays: 30, preRegistrationDays: 60 })).toEqual({
      contactMessages: 1,
      preRegistrations: 0,
    });
    expect(await subjects(db)).not.toContain("de 40 jours");
    expect(await companies(db)).toContain("De 40 jours");
  });

  it("reads its delays from the environment: three years unless set, and refuses nonsense", () => {
    expect(loadConfig({}, { dataDir: undefined, jwtSecret: "x".repeat(32) }).retention).toEqual({
      contactMessageDays: 1095,
      preRegistrationDays: 1095,
    });
    const set = loadConfig(
      { RETENTION_CONTACT_MESSAGES_DAYS: "365", RETENTION_PRE_REGISTRATIONS_DAYS: "730" },
      { dataDir: undefined, jwtSecret: "x".repeat(32) },
    );
    expect(set.retention).toEqual({ contactMessageDays: 365, preRegistrationDays: 730 });
    for (const value of ["0", "-1", "trois ans", "1.5"]) {
      expect(() => loadConfig({ RETENTION_CONTACT_MESSAGES_DAYS: value }, { dataDir: undefined })).toThrow(
        /Configuration invalide : RETENTION_CONTACT_MESSAGES_DAYS/,
      );
    }
  });
});

describe("the daily purge on two servers sharing a database", () => {
  let cluster: PostgresCluster;
  const fleet = serversOnPostgres(() => cluster.url);
  const { databases, servers } = fleet;

  /** One server with its own connections and its scheduler on, as another process would have. */
  // The purge keeps its production period (a day); the schedulers look every 40 ms.
  const start = async () => (await fleet.start()).server;

  const runs = async (db: Database) =>
    (
      await db.query<{ claimed_by: string; attempts: number; finished: boolean }>(
        `select claimed_by, attempts, finished_at is not null as finished
         from public.scheduled_runs where job = 'retention-purge'`,
      )
    ).rows;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const setup = openPostgres(cluster.url);
    databases.push(setup);
    await migrate(setup, { embedded: true });
  }, 120_000);

  afterAll(async () => {
    await fleet.close();
    cluster?.destroy();
  });

  it("purges once in the day, whichever server runs it, and not again after a restart", async () => {
    const db = databases[0]!;
    await contactMessage(db, "ancien", threeYears + 1);
    await contactMessage(db, "récent", 365);
    await preRegistration(db, "Ancienne", threeYears + 1);
    await preRegistration(db, "Récente", 365);

    // One after the other: the first migrates what the setup left, and runs the day's purge at once.
    const first = await start();
    await start();
    await expect.poll(() => subjects(db), { timeout: 30_000 }).toEqual(["récent"]);
    await expect.poll(() => companies(db), { timeout: 30_000 }).toEqual(["Récente"]);
    // The run is marked finished once the purge's deletes have committed: looked at until then.
    await expect
      .poll(() => runs(db), { timeout: 30_000 })
      .toEqual([{ claimed_by: expect.any(String), attempts: 1, finished: true }]);
    const [run] = await runs(db);

    // Something past its delay written after the day's run waits for the next day: neither server,
    // looking every 40 ms, runs the day's purge again…
    await contactMessage(db, "ancien, arrivé après la purge", threeYears + 1);
    await sleep(1_000);
    expect(await subjects(db)).toEqual(["ancien, arrivé après la purge", "récent"]);

    // …nor a server started since (a restart).
    await first.close();
    servers.splice(servers.indexOf(first), 1);
    await start();
    await sleep(1_000);
    expect(await subjects(db)).toEqual(["ancien, arrivé après la purge", "récent"]);
    expect(await runs(db)).toEqual([run]);
  }, 120_000);
});
