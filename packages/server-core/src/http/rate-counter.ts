import { isUnavailable, type Database } from "../db/database.ts";
import { WindowCounter } from "./window-counter.ts";

/**
 * Fixed-window counts per key for one rate limit (WindowCounter's contract, asynchronous): seconds
 * to wait, or 0 when the key is under its limit.
 */
export interface RateCounter {
  retryAfter(key: string): Promise<number>;
  /** Counts one event for the key. */
  record(key: string): Promise<void>;
  /** Counts one event unless the key is over its limit; returns the seconds to wait (0 = allowed). */
  take(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

/** Expired windows are deleted by one write in this many, so the table stays the size of the traffic. */
const sweepEvery = 500;

/**
 * The counter of the limit `name`: in the database when it is a shared PostgreSQL (every server on
 * it counts the same windows, `public.rate_limit_windows`), in memory on PGlite, which one process
 * alone serves. While PostgreSQL is unreachable each server counts alone in memory, so that a call
 * that needs no database (a salary simulation, a place search) still answers.
 */
export function rateCounter(db: Database, name: string, limit: number, windowSeconds: number): RateCounter {
  const memory = new WindowCounter(limit, windowSeconds);
  // A limit of Infinity (a test or bench server) never refuses: memory answers it for nothing.
  if (db.kind !== "postgres" || !Number.isFinite(limit)) {
    return {
      retryAfter: async (key) => memory.retryAfter(key),
      record: async (key) => memory.record(key),
      take: async (key) => memory.take(key),
      reset: async (key) => memory.reset(key),
    };
  }
  let writes = 0;
  async function orInMemory<T>(work: () => Promise<T>, alone: () => T): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      return alone();
    }
  }
  async function sweep() {
    if (++writes % sweepEvery !== 0) return;
    await db.query("delete from public.rate_limit_windows where reset_at < now()");
  }
  const wait = (resetIn: number) => Math.max(1, Math.ceil(resetIn));
  /**
   * Counts one event for the key, in one statement: a new or expired window starts at 1, a running
   * one counts up, to one past `cap` when given (refused events are not counted further, as in
   * memory; `least` ignores a null cap).
   */
  async function count(key: string, cap: number | null) {
    const { rows } = await db.query<{ count: number; reset_in: number }>(
      `insert into public.rate_limit_windows as w (name, key, count, reset_at)
       values ($1, $2, 1, now() + make_interval(secs => $3))
       on conflict (name, key) do update set
         count = case when w.reset_at <= now() then 1 else least(w.count + 1, $4::int + 1) end,
         reset_at = case when w.reset_at <= now() then excluded.reset_at else w.reset_at end
       returning count, extract(epoch from reset_at - now())::float8 as reset_in`,
      [name, key, windowSeconds, cap],
    );
    await sweep();
    return rows[0]!;
  }
  return {
    retryAfter: (key) =>
      orInMemory(
        async () => {
          const { rows } = await db.query<{ count: number; reset_in: number }>(
            `select count, extract(epoch from reset_at - now())::float8 as reset_in
               from public.rate_limit_windows where name = $1 and key = $2 and reset_at > now()`,
            [name, key],
          );
          const row = rows[0];
          return row && row.count >= limit ? wait(row.reset_in) : 0;
        },
        () => memory.retryAfter(key),
      ),
    record: (key) =>
      orInMemory(
        async () => {
          // Recorded events are not capped: the limit is read by retryAfter.
          await count(key, null);
        },
        () => memory.record(key),
      ),
    take: (key) =>
      orInMemory(
        async () => {
          const row = await count(key, limit);
          return row.count <= limit ? 0 : wait(row.reset_in);
        },
        () => memory.take(key),
      ),
    reset: (key) =>
      orInMemory(
        async () => {
          await db.query("delete from public.rate_limit_windows where name = $1 and key = $2", [name, key]);
        },
        () => memory.reset(key),
      ),
  };
}
