// Reading a file somebody sent (a CV's PDF or DOCX) is work on input nobody vouches for: it runs in
// a pool of child processes, never on the server's own thread, with a deadline and a memory cap per
// job, a bounded queue, and one job at a time per person. Processes, not threads: a worker thread's
// heap limit is best-effort in Node (some allocations abort the whole process instead of the thread),
// while a child process past its heap ends alone. A job past its deadline or its memory has its
// process ended (the pool starts another); the server keeps answering everyone else meanwhile.
import { availableParallelism } from "node:os";

import { Tinypool } from "tinypool";

import type { FileWorkConfig } from "@fuse/server-core/context.ts";

/** The defaults of `ServerConfig.fileWork`. */
export const defaultFileWork: FileWorkConfig = {
  threads: Math.max(1, availableParallelism() - 1),
  queue: 16,
  deadlineMs: 20_000,
  heapMb: 256,
  perUser: 1,
};

/** Why a job was not done: the person's own jobs, the pool's load, or the file's cost. */
export type FileWorkRefusal = "user-busy" | "pool-busy" | "deadline" | "memory";

export class FileWorkRefused extends Error {
  readonly reason: FileWorkRefusal;
  constructor(reason: FileWorkRefusal) {
    super(`file work refused: ${reason}`);
    this.name = "FileWorkRefused";
    this.reason = reason;
  }
}

export interface FileWorkPool<Task, Result> {
  /** Runs one job for `owner` (a user id); throws FileWorkRefused when it cannot be done. */
  run(owner: string, task: Task): Promise<Result>;
  close(): Promise<void>;
}

export interface FileWorkEvents {
  /** A process failed outside any job (it is replaced): logged by default. */
  onProcessError?: (error: unknown) => void;
}

/** The message tinypool gives a job whose process ended under it (past its heap, or crashed). */
const processEnded = "Worker exited unexpectedly";

/**
 * A pool of processes running the default export of `worker` (a module URL). Its processes start
 * on the first job; those beyond the first end after 30 s without one.
 */
export function fileWorkPool<Task, Result>(
  worker: URL,
  config: Partial<FileWorkConfig> = {},
  {
    onProcessError = (error) =>
      console.error("Lecture des fichiers : un processus s'est arrêté hors de toute tâche (remplacé).", error),
  }: FileWorkEvents = {},
): FileWorkPool<Task, Result> {
  const settings = { ...defaultFileWork, ...config };
  let pool: Tinypool | undefined;
  const inFlight = new Map<string, number>();
  const started = () => {
    if (pool) return pool;
    pool = new Tinypool({
      filename: worker.href,
      runtime: "child_process",
      // Bytes go to the process as they are (structured clone), not as JSON.
      serialization: "advanced",
      // One process stays once the pool has been used: a process ended past its deadline or memory
      // is replaced at once, so that the jobs waiting behind it run.
      minThreads: 1,
      maxThreads: settings.threads,
      maxQueue: settings.queue,
      idleTimeout: 30_000,
      concurrentTasksPerWorker: 1,
      execArgv: [
        ...process.execArgv,
        `--max-old-space-size=${settings.heapMb}`,
        `--max-semi-space-size=${Math.min(32, Math.max(4, Math.round(settings.heapMb / 16)))}`,
      ],
    });
    pool.on("error", onProcessError);
    return pool;
  };

  return {
    async run(owner, task) {
      const own = inFlight.get(owner) ?? 0;
      if (own >= settings.perUser) throw new FileWorkRefused("user-busy");
      const processes = started();
      inFlight.set(owner, own + 1);
      // The deadline's timer is cleared once the job settles: tinypool keeps its abort listener on a
      // job it refused at once (queue full), and a late abort would reject a promise nobody awaits.
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), settings.deadlineMs);
      try {
        return (await processes.run(task, { signal: deadline.signal })) as Result;
      } catch (error) {
        if (deadline.signal.aborted) throw new FileWorkRefused("deadline");
        const message = error instanceof Error ? error.message : "";
        if (message === "Task queue is at limit" || message === "No task queue available and all Workers are busy")
          throw new FileWorkRefused("pool-busy");
        if (message === processEnded) throw new FileWorkRefused("memory");
        throw error;
      } finally {
        clearTimeout(timer);
        const left = (inFlight.get(owner) ?? 1) - 1;
        if (left > 0) inFlight.set(owner, left);
        else inFlight.delete(owner);
      }
    },
    async close() {
      const processes = pool;
      pool = undefined;
      await processes?.destroy();
    },
  };
}
