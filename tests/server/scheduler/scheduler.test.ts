// The server's scheduled work on a real database: once per period across servers sharing it, not
// again after a restart, retried after a failure, stopped cleanly.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { Database } from "@fuse/server-core/db/database.ts";
import { periodOf, Scheduler, type ScheduledJob } from "@fuse/server-core/scheduler/scheduler.ts";
import { createMigratedTestDatabase } from "@fuse/supabase-local/testing/migrated-database.ts";

import { loadConfig } from "../../../apps/platform/server/config.ts";

let db: Database;
beforeAll(async () => {
  db = await createMigratedTestDatabase();
}, 120_000);
afterAll(() => db?.close());
beforeEach(() => db.query("delete from public.scheduled_runs"));

const day = 86_400_000;
const silent = { error: () => {} };

/** A daily job counting its runs, failing while `failures` is above zero. */
function countingJob(name: string, options: { failures?: number } = {}) {
  let failures = options.failures ?? 0;
  const periods: string[] = [];
  const job: ScheduledJob = {
    name,
    intervalMs: day,
    offsetMs: 6 * 3_600_000,
    run: async ({ period }) => {
      // Give another scheduler time to try the same period meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (failures > 0) {
        failures -= 1;
        throw new Error("Serveur SMTP injoignable");
      }
      periods.push(period);
    },
  };
  return { job, periods };
}

const scheduler = (job: ScheduledJob, now: Date, instanceId: string, log: Pick<Console, "error"> = silent) =>
  new Scheduler({ db, jobs: [job], now: () => now, instanceId, log });

describe("periods", () => {
  it("start at the job's offset, so a daily job's day runs from 06:00 UTC", () => {
    const job = { intervalMs: day, offsetMs: 6 * 3_600_000 };
    expect(periodOf(job, new Date("2026-11-24T05:59:00Z"))).toBe("2026-11-23T06:00:00.000Z");
    expect(periodOf(job, new Date("2026-11-24T06:00:00Z"))).toBe("2026-11-24T06:00:00.000Z");
    expect(periodOf({ intervalMs: 15 * 60_000 }, new Date("2026-11-24T10:14:59Z"))).toBe("2026-11-24T10:00:00.000Z");
  });
});

describe("the scheduler", () => {
  it("runs a period once when two servers share the database", async () => {
    const { job, periods } = countingJob("digest");
    const now = new Date("2026-11-24T09:00:00Z");
    const first = scheduler(job, now, "serveur-a");
    const second = scheduler(job, now, "serveur-b");
    await Promise.all([first.tick(), second.tick(), first.tick(), second.tick()]);
    expect(periods).toEqual(["2026-11-24T06:00:00.000Z"]);
    const { rows } = await db.query<{ claimed_by: string; finished: boolean }>(
      "select claimed_by, finished_at is not null as finished from public.scheduled_runs where job = 'digest'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.finished).toBe(true);
    // The next day is a new period.
    await scheduler(job, new Date("2026-11-25T06:30:00Z"), "serveur-b").tick();
    expect(periods).toEqual(["2026-11-24T06:00:00.000Z", "2026-11-25T06:00:00.000Z"]);
  });

  it("does not run a finished period again after a restart", async () => {
    const { job, periods } = countingJob("digest");
    const now = new Date("2026-11-24T09:00:00Z");
    const before = scheduler(job, now, "serveur-a");
    await before.tick();
    await before.stop();
    const restarted = scheduler(job, new Date("2026-11-24T23:00:00Z"), "serveur-a");
    await restarted.tick();
    expect(periods).toHaveLength(1);
  });

  it("logs a failed run and runs it again at the next tick, on any server", async () => {
    const { job, periods } = countingJob("digest", { failures: 2 });
    const errors: string[] = [];
    const log = { error: (message: unknown) => errors.push(String(message)) };
    const now = new Date("2026-11-24T09:00:00Z");
    const first = scheduler(job, now, "serveur-a", log);
    await expect(first.tick()).resolves.toBeUndefined();
    expect(periods).toEqual([]);
    expect(errors[0]).toContain("Tâche planifiée « digest »");
    const { rows } = await db.query<{ error: string; attempts: number }>(
      "select error, attempts from public.scheduled_runs where job = 'digest'",
    );
    expect(rows).toEqual([{ error: "Serveur SMTP injoignable", attempts: 1 }]);
    await scheduler(job, now, "serveur-b", log).tick();
    expect(periods).toEqual([]);
    await first.tick();
    expect(periods).toEqual(["2026-11-24T06:00:00.000Z"]);
    await first.tick();
    expect(periods).toHaveLength(1);
    const after = await db.query<{ attempts: number; error: string | null }>(
      "select attempts, error from public.scheduled_runs where job = 'digest'",
    );
    expect(after.rows).toEqual([{ attempts: 3, error: null }]);
  });

  it("takes over a claim left by a server that died during its run, once the lease is over", async () => {
    const { job, periods } = countingJob("digest");
    const period = periodOf(job, new Date());
    await db.query(
      "insert into public.scheduled_runs (job, period, claimed_by, claimed_at) values ('digest', $1, 'mort', now() - interval '10 minutes')",
      [period],
    );
    await new Scheduler({ db, jobs: [job], instanceId: "vivant", log: silent }).tick();
    expect(periods).toEqual([]);
    await new Scheduler({ db, jobs: [job], instanceId: "vivant", log: silent, leaseMs: 5 * 60_000 }).tick();
    expect(periods).toEqual([period]);
  });

  it("keeps ticking when the database fails, and stops cleanly, waiting for the run under way", async () => {
    const { job, periods } = countingJob("digest");
    const errors: string[] = [];
    const broken = {
      ...db,
      query: async () => {
        throw Object.assign(new Error("Connection terminated"), { code: "57P01" });
      },
    } as unknown as Database;
    const failing = new Scheduler({
      db: broken,
      jobs: [job],
      log: { error: (message: unknown) => errors.push(String(message)) },
    });
    await expect(failing.tick()).resolves.toBeUndefined();
    expect(errors[0]).toContain("base de données indisponible");

    const running = new Scheduler({ db, jobs: [job], tickMs: 10, log: silent });
    running.start();
    await expect.poll(() => periods.length).toBe(1);
    await running.stop();
    const { rows } = await db.query<{ finished: boolean }>(
      "select finished_at is not null as finished from public.scheduled_runs where job = 'digest'",
    );
    expect(rows).toEqual([{ finished: true }]);
  });

  it("is on by default in embedded mode, off in hosted mode, and set by SCHEDULER and JOB_ALERTS_INTERVAL_MINUTES", () => {
    const hosted = { SUPABASE_URL: "https://x.supabase.co", SUPABASE_ANON_KEY: "a", SUPABASE_SERVICE_ROLE_KEY: "s" };
    expect(loadConfig({}, { dataDir: undefined }).scheduler).toEqual({ enabled: true, jobAlertsIntervalMs: day });
    expect(loadConfig(hosted).scheduler.enabled).toBe(false);
    expect(loadConfig({ ...hosted, SCHEDULER: "on" }).scheduler.enabled).toBe(true);
    expect(
      loadConfig({ SCHEDULER: "off", JOB_ALERTS_INTERVAL_MINUTES: "15" }, { dataDir: undefined }).scheduler,
    ).toEqual({
      enabled: false,
      jobAlertsIntervalMs: 15 * 60_000,
    });
    expect(() => loadConfig({ JOB_ALERTS_INTERVAL_MINUTES: "0" }, { dataDir: undefined })).toThrow(
      "JOB_ALERTS_INTERVAL_MINUTES",
    );
  });
});
