// Two servers on one PostgreSQL database, each with its scheduler and its notifier running, the
// follow-ups due every fraction of a second: a silent application is closed « Sans suite » once
// (one event), its candidate told once, its recruiter reminded once of another — whichever server
// runs a period, however the periods overlap.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { clearEmails, listEmails } from "@fuse/server-core/email/outbox.ts";
import { startPostgresCluster, type PostgresCluster } from "@fuse/server-core/testing/postgres-cluster.ts";

import { serversOnPostgres } from "../scheduler/servers-on-postgres.ts";
import { hiringWorld, openCard } from "./support.ts";

let cluster: PostgresCluster;
const fleet = serversOnPostgres(() => cluster.url);
const { databases, servers } = fleet;

/** One server with its own connections, as another process would have. */
const start = () =>
  // A follow-up period every 400 ms, looked for every 40 ms: many runs, on both servers.
  fleet.start({ workflow: { followUpIntervalMs: 400, notifierPollMs: 200 } });

beforeAll(async () => {
  cluster = await startPostgresCluster();
  // One after the other: the first migrates the database.
  await start();
  await start();
}, 120_000);

afterAll(async () => {
  await fleet.close();
  cluster?.destroy();
});

describe("the follow-ups on two servers sharing a database", () => {
  it("close a silent application once, tell its candidate once and remind its recruiter once", async () => {
    const [first] = servers;
    const db = databases[0]!;
    const hiring = await hiringWorld({ db, url: first!.url, anonKey: first!.ctx.keys.anon, ctx: first!.ctx });
    const silent = await openCard(db, hiring, "Boulanger·ère");
    const waiting = await openCard(db, hiring, "Pâtissier·ère");
    await clearEmails(db);
    await db.query(
      `update public.workflow_items set last_activity_at = now() - case id when $1 then interval '50 days' else interval '30 days' end
       where id = any($2::uuid[])`,
      [silent, [silent, waiting]],
    );

    await expect
      .poll(async () => (await listEmails(db)).map((email) => email.subject).sort(), { timeout: 30_000 })
      .toEqual([
        "Candidature close sans suite : « Boulanger·ère »",
        "Une candidature attend votre réponse depuis 30 jours",
      ]);
    // Both servers keep running their periods, each claiming some of them: nothing more comes.
    const finishedRuns = async () =>
      (
        await db.query<{ servers: number; runs: number }>(
          `select count(distinct claimed_by)::int as servers, count(*)::int as runs
           from public.scheduled_runs where job = 'workflow-follow-ups' and finished_at is not null`,
        )
      ).rows[0]!;
    await expect.poll(async () => (await finishedRuns()).servers, { timeout: 30_000, interval: 200 }).toBe(2);
    // More periods than servers: at least one server ran a period after another's (waited for, as
    // both may have just finished their first).
    await expect.poll(async () => (await finishedRuns()).runs, { timeout: 30_000, interval: 200 }).toBeGreaterThan(2);

    const emails = await listEmails(db);
    expect(emails.map((email) => [email.to, email.subject]).sort()).toEqual(
      [
        [hiring.candidate.email, "Candidature close sans suite : « Boulanger·ère »"],
        [hiring.recruiter.email, "Une candidature attend votre réponse depuis 30 jours"],
      ].sort(),
    );
    const { rows: closings } = await db.query<{ reason: string; actor: string | null }>(
      "select reason, actor_id as actor from public.workflow_events where item_id = $1 and to_stage = 'rejected'",
      [silent],
    );
    expect(closings).toEqual([{ reason: "no_response", actor: null }]);
    const { rows: cards } = await db.query<{ id: string; stage: string; reminded: boolean }>(
      "select id, stage, reminded_at is not null as reminded from public.workflow_items where id = any($1::uuid[])",
      [[silent, waiting]],
    );
    expect(Object.fromEntries(cards.map((card) => [card.id, [card.stage, card.reminded]]))).toEqual({
      [silent]: ["rejected", false],
      [waiting]: ["new_match", true],
    });
  }, 120_000);
});
