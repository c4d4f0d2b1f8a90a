import { randomUUID } from "node:crypto";
import { hostname } from "node:os";

import type { Database } from "../db/database.ts";

/** What a scheduled job's run receives. */
export interface RunContext {
  /** The period being run: its start, as an ISO date (the key of `scheduled_runs`). */
  period: string;
  /** Aborted when the server stops. */
  signal: AbortSignal;
}

/** Work the server does on its own, once per period. */
export interface ScheduledJob {
  /** Unique name, the key of its runs in `public.scheduled_runs`. */
  name: string;
  /** The period's length: a daily job runs once a day. */
  intervalMs: number;
  /** Where periods start, from the Unix epoch: 6 h on a daily job runs it from 06:00 UTC. */
  offsetMs?: number;
  run(context: RunContext): Promise<void>;
}

export interface SchedulerOptions {
  db: Database;
  jobs: ScheduledJob[];
  /** How often the scheduler looks for a period to run (default one minute). */
  tickMs?: number;
  /** How long a claim holds before another server may take over a run that never finished (default 30 min). */
  leaseMs?: number;
  /** This server's name in `claimed_by` (default host, process id and a random suffix). */
  instanceId?: string;
  now?: () => Date;
  log?: Pick<Console, "error">;
}

const minute = 60_000;

/** The start of the period `now` falls in, as an ISO date. */
export function periodOf(job: Pick<ScheduledJob, "intervalMs" | "offsetMs">, now: Date): string {
  const offset = job.offsetMs ?? 0;
  const start = Math.floor((now.getTime() - offset) / job.intervalMs) * job.intervalMs + offset;
  return new Date(start).toISOString();
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * Runs named jobs inside the server, each once per period across every server sharing the
 * database: a period is claimed in `public.scheduled_runs` by one atomic `insert … on conflict`
 * (Postgres and PGlite alike), so a restart does not run a finished period again and a second server
 * finds it taken. A failing run is logged, marked failed and claimed again at the next tick; no run
 * ever throws out of the scheduler.
 */
export class Scheduler {
  readonly instanceId: string;
  private readonly options: Required<Omit<SchedulerOptions, "instanceId">>;
  private timer: NodeJS.Timeout | undefined;
  private readonly running = new Map<string, Promise<void>>();
  private ticking: Promise<void> | undefined;
  private readonly abort = new AbortController();
  private stopped = false;

  constructor(options: SchedulerOptions) {
    this.instanceId = options.instanceId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.options = {
      tickMs: minute,
      leaseMs: 30 * minute,
      now: () => new Date(),
      log: console,
      ...options,
    };
    const names = new Set<string>();
    for (const job of options.jobs) {
      if (names.has(job.name)) throw new Error(`Tâche planifiée en double : ${job.name}`);
      if (!(job.intervalMs > 0)) throw new Error(`Intervalle invalide pour la tâche ${job.name}`);
      names.add(job.name);
    }
  }

  /** Looks at once, then at every tick, until `stop()`. */
  start() {
    if (this.stopped || this.timer) return;
    const loop = () => {
      this.ticking = this.tick().finally(() => {
        this.ticking = undefined;
        if (!this.stopped) {
          this.timer = setTimeout(loop, this.options.tickMs);
          this.timer.unref();
        }
      });
    };
    this.timer = setTimeout(loop, 0);
    this.timer.unref();
  }

  /** Stops ticking and waits for the runs under way (their signal is aborted). */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.abort.abort();
    await this.ticking;
    await Promise.allSettled(this.running.values());
  }

  /** One look: each job whose current period is free (or failed) is claimed and run. */
  async tick(): Promise<void> {
    const now = this.options.now();
    await Promise.all(
      this.options.jobs.map(async (job) => {
        if (this.stopped || this.running.has(job.name)) return;
        const run = this.runJob(job, periodOf(job, now));
        this.running.set(job.name, run);
        try {
          await run;
        } finally {
          this.running.delete(job.name);
        }
      }),
    );
  }

  private async runJob(job: ScheduledJob, period: string) {
    const { db, log, leaseMs } = this.options;
    let claimed: boolean;
    try {
      claimed = await this.claim(job.name, period, leaseMs);
    } catch (error) {
      log.error(`Tâche planifiée « ${job.name} » : base de données indisponible (${messageOf(error)})`);
      return;
    }
    if (!claimed) return;
    try {
      await job.run({ period, signal: this.abort.signal });
      await db.query(
        `update public.scheduled_runs set finished_at = now(), failed_at = null, error = null
          where job = $1 and period = $2 and claimed_by = $3`,
        [job.name, period, this.instanceId],
      );
    } catch (error) {
      log.error(`Tâche planifiée « ${job.name} » (${period}) en échec, nouvel essai au prochain passage :`, error);
      try {
        await db.query(
          `update public.scheduled_runs set failed_at = now(), error = $4
            where job = $1 and period = $2 and claimed_by = $3`,
          [job.name, period, this.instanceId, messageOf(error)],
        );
      } catch (markError) {
        // Unmarked, the claim is taken over once its lease ends.
        log.error(`Tâche planifiée « ${job.name} » : échec non enregistré (${messageOf(markError)})`);
      }
    }
  }

  /**
   * Takes the period for this server, in one statement: a new period, a failed one, or one whose
   * claim outlived its lease. Postgres re-checks the condition on the row a concurrent claim just
   * wrote, so two servers never both get it.
   */
  private async claim(job: string, period: string, leaseMs: number) {
    const { rows } = await this.options.db.query<{ attempts: number }>(
      `insert into public.scheduled_runs as r (job, period, claimed_by, claimed_at)
       values ($1, $2, $3, now())
       on conflict (job, period) do update
         set claimed_by = excluded.claimed_by, claimed_at = now(), attempts = r.attempts + 1,
             failed_at = null, error = null
         where r.finished_at is null
           and (r.failed_at is not null or r.claimed_at < now() - make_interval(secs => $4::float8))
       returning attempts`,
      [job, period, this.instanceId, leaseMs / 1000],
    );
    if (rows.length === 0) return false;
    // Keep a month of history.
    await this.options.db.query(
      "delete from public.scheduled_runs where job = $1 and claimed_at < now() - interval '31 days' and finished_at is not null",
      [job],
    );
    return true;
  }
}
