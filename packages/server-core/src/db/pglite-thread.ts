import { Worker } from "node:worker_threads";

import type { JwtClaims } from "../jwt.ts";
import { checkChannelName, DatabaseUnavailableError, type Database, type QueryResult, type Sql } from "./database.ts";
import { pgliteModules } from "./pglite.ts";

/** What the server's thread asks of the database's thread; `tx` names an open transaction. */
type Ask =
  | { op: "query"; text: string; params: readonly unknown[]; tx?: number }
  | { op: "exec"; script: string; tx?: number }
  | { op: "begin"; claims?: JwtClaims }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "listen"; channel: string }
  | { op: "unlisten"; channel: string }
  | { op: "close" };

/** An ask with its number, which the answer repeats. */
export type ToWorker = Ask & { id: number };

/** A database error as plain data: structured cloning keeps only an Error's message. */
export interface SerializedError {
  message: string;
  fields: Record<string, string | number>;
}

export type FromWorker =
  | { ready: true }
  | { ready: false; error: SerializedError }
  | { id: number; result: unknown }
  | { id: number; error: SerializedError }
  | { channel: string; payload: string };

const revive = ({ message, fields }: SerializedError) => Object.assign(new Error(message), fields);

/**
 * The embedded database in a thread of its own (pglite-worker.ts): PGlite's queries are
 * synchronous WebAssembly, and on the server's thread a slow search stalled every other request,
 * health checks and files included. Same contract as `openPglite`: one connection, every
 * transaction exclusive, `asRole` entering the token's role with SET LOCAL semantics. Rows and
 * parameters cross threads by structured cloning (dates, arrays and JSON values survive). `from`
 * names a file holding a `dump()` (pglite.ts) for the database to start from.
 */
export async function openPgliteInWorker(dataDir?: string, { from }: { from?: string } = {}): Promise<Database> {
  // Compiled here once for all the process's databases: the thread receives it ready.
  const modules = await pgliteModules();
  const worker = new Worker(new URL("./pglite-worker.ts", import.meta.url), {
    workerData: { dataDir, from, modules },
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let gone: Error | undefined;
  let answeredAt = Number.NEGATIVE_INFINITY;

  // The thread keeps the process alive only while an answer is awaited, as in-process PGlite does.
  const settle = (id: number) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return waiting;
  };

  const ready = new Promise<void>((resolve, reject) => {
    worker.on("message", (message: FromWorker) => {
      if ("ready" in message) {
        if (message.ready) resolve();
        else reject(revive(message.error));
      } else if ("channel" in message) {
        for (const handler of listeners.get(message.channel) ?? []) handler(message.payload);
      } else if ("error" in message) {
        settle(message.id)?.reject(revive(message.error));
      } else {
        answeredAt = performance.now();
        settle(message.id)?.resolve(message.result);
      }
    });
    const lost = (cause: unknown) => {
      gone ??= new DatabaseUnavailableError(cause);
      answeredAt = Number.NEGATIVE_INFINITY;
      reject(gone);
      for (const id of [...pending.keys()]) settle(id)?.reject(gone);
    };
    worker.on("error", (error) => {
      console.error("PGlite : le fil de la base s'est arrêté", error);
      lost(error);
    });
    worker.on("exit", (code) => lost(new Error(`PGlite is closed (exit ${code})`)));
  });

  function request<T>(message: Ask): Promise<T> {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  }

  const sqlIn = (tx?: number): Sql => ({
    query: <Row>(text: string, params: readonly unknown[] = []) =>
      request<QueryResult<Row>>({ op: "query", text, params, tx }),
    exec: (script) => request<void>({ op: "exec", script, tx }),
  });

  async function transaction<T>(work: (tx: Sql) => Promise<T>, claims?: JwtClaims): Promise<T> {
    const tx = await request<number>({ op: "begin", claims });
    let result: T;
    try {
      result = await work(sqlIn(tx));
    } catch (error) {
      await request({ op: "end", tx, commit: false }).catch(() => {});
      throw error;
    }
    await request({ op: "end", tx, commit: true });
    return result;
  }

  worker.ref();
  await ready;
  worker.unref();
  const direct = sqlIn();
  return {
    kind: "pglite",
    query: direct.query,
    exec: direct.exec,
    transaction: (work) => transaction(work),
    asRole: (claims, work) => transaction(work, claims),
    async listen(channel, handler) {
      checkChannelName(channel);
      const known = listeners.get(channel);
      if (known) known.add(handler);
      else {
        listeners.set(channel, new Set([handler]));
        await request({ op: "listen", channel });
      }
      return async () => {
        const set = listeners.get(channel);
        if (!set?.delete(handler) || set.size > 0) return;
        listeners.delete(channel);
        if (!gone) await request({ op: "unlisten", channel });
      };
    },
    lastAnsweredAt: () => answeredAt,
    async close() {
      if (gone) return;
      await request({ op: "close" });
      gone = new DatabaseUnavailableError(new Error("PGlite is closed"));
      await worker.terminate();
    },
  };
}
