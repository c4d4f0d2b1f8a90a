// The embedded database's own thread: PGlite works here, off the server's event loop, and answers
// the messages `openPgliteInWorker` (pglite-thread.ts) sends. Everything it imports runs in plain
// Node (relative `.ts` imports, no package source conditions).
import { readFile } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";

import type { JwtClaims } from "../jwt.ts";
import type { Database, Sql } from "./database.ts";
import type { FromWorker, SerializedError, ToWorker } from "./pglite-thread.ts";
import { openPglite, type PgliteModules } from "./pglite.ts";

if (!parentPort) throw new Error("pglite-worker.ts se lance dans un worker_thread.");
const port = parentPort;
const send = (message: FromWorker) => port.postMessage(message);

/** A database error as plain data: its message and the fields callers read (code, constraint…). */
function serialize(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number") fields[key] = value;
  }
  return { message: error.message, fields };
}

interface OpenTransaction {
  sql: Sql;
  finish: (commit: boolean) => void;
  /** Settles once PGlite has committed or rolled the transaction back. */
  done: () => Promise<unknown>;
}

/** Thrown inside the transaction to have PGlite roll it back; never reaches the caller. */
const rollback = Symbol("rollback");

const { dataDir, from, modules } = workerData as { dataDir?: string; from?: string; modules: PgliteModules };
let db: Database;
try {
  db = await openPglite(dataDir, { modules, ...(from ? { from: new Blob([await readFile(from)]) } : {}) });
} catch (error) {
  send({ ready: false, error: serialize(error) });
  throw error;
}
const transactions = new Map<number, OpenTransaction>();
const listening = new Map<string, () => Promise<void>>();
let nextTransaction = 1;

function sqlFor(id: number, tx: number | undefined): Sql | undefined {
  if (tx === undefined) return db;
  const open = transactions.get(tx)?.sql;
  if (!open) send({ id, error: { message: "Transaction inconnue ou terminée.", fields: {} } });
  return open;
}

async function begin(id: number, claims: JwtClaims | undefined) {
  const tx = nextTransaction++;
  let started = false;
  let finish!: (commit: boolean) => void;
  const ended = new Promise<boolean>((resolve) => (finish = resolve));
  const work = async (sql: Sql) => {
    started = true;
    // Read by `end` only, once the caller has the transaction: `settled` is assigned by then.
    transactions.set(tx, { sql, finish, done: () => settled });
    send({ id, result: tx });
    if (!(await ended)) throw rollback;
  };
  const settled: Promise<unknown> = claims ? db.asRole(claims, work) : db.transaction(work);
  try {
    await settled;
  } catch (error) {
    // Refused before the work began (the role could not be entered): the caller waits on `begin`.
    if (!started) send({ id, error: serialize(error) });
  } finally {
    transactions.delete(tx);
  }
}

async function handle(message: ToWorker) {
  const { id } = message;
  try {
    switch (message.op) {
      case "query": {
        const sql = sqlFor(id, message.tx);
        if (sql) send({ id, result: await sql.query(message.text, message.params) });
        return;
      }
      case "exec": {
        const sql = sqlFor(id, message.tx);
        if (sql) send({ id, result: await sql.exec(message.script) });
        return;
      }
      case "begin":
        await begin(id, message.claims);
        return;
      case "end": {
        const open = transactions.get(message.tx);
        if (!open) throw new Error("Transaction inconnue ou terminée.");
        open.finish(message.commit);
        try {
          await open.done();
        } catch (error) {
          if (error !== rollback) throw error;
        }
        send({ id, result: undefined });
        return;
      }
      case "listen": {
        if (!listening.has(message.channel)) {
          const channel = message.channel;
          listening.set(channel, await db.listen(channel, (payload) => send({ channel, payload })));
        }
        send({ id, result: undefined });
        return;
      }
      case "unlisten": {
        await listening.get(message.channel)?.();
        listening.delete(message.channel);
        send({ id, result: undefined });
        return;
      }
      case "close":
        await db.close();
        send({ id, result: undefined });
        port.close();
        return;
    }
  } catch (error) {
    send({ id, error: serialize(error) });
  }
}

port.on("message", (message: ToWorker) => void handle(message));
send({ ready: true });
