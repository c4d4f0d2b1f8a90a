// Reading a file somebody sent (a CV's PDF or DOCX) is work on input nobody vouches for: it runs in
// a pool of worker threads, never on the server's own thread, with a deadline and a memory cap per
// job, a bounded queue, and one job at a time per person. A job past its deadline or its memory has
// its thread ended (the pool starts another); the server keeps answering everyone else meanwhile.
import { availableParallelism } from "node:os";

import { Piscina } from "piscina";

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
  run(owner: string, task: Task, transfer?: ArrayBuffer[]): Promise<Result>;
  close(): Promise<void>;
}

/**
 * A pool of threads running the default export of `worker` (a module URL). Its threads start on the
 * first job; those beyond the first end after 30 s without one.
 */
export function fileWorkPool<Task, Result>(
  worker: URL,
  config: Partial<FileWorkConfig> = {},
): FileWorkPool<Task, Result> {
  const settings = { ...defaultFileWork, ...config };
  let pool: Piscina | undefined;
  const inFlight = new Map<string, number>();
  const started = () =>
    (pool ??= new Piscina({
      filename: worker.href,
      // One thread stays once the pool has been used: a thread ended past its deadline or memory is
      // replaced at once, so that the jobs waiting behind it run.
      minThreads: 1,
      maxThreads: settings.threads,
      maxQueue: settings.queue,
      idleTimeout: 30_000,
      concurrentTasksPerWorker: 1,
      // On Linux the threads yield the processor to the server's own (requests, the database).
      niceIncrement: 10,
      resourceLimits: {
        maxOldGenerationSizeMb: settings.heapMb,
        maxYoungGenerationSizeMb: Math.min(64, Math.max(8, Math.round(settings.heapMb / 8))),
      },
    }));

  return {
    async run(owner, task, transfer) {
      const own = inFlight.get(owner) ?? 0;
      if (own >= settings.perUser) throw new FileWorkRefused("user-busy");
      const threads = started();
      inFlight.set(owner, own + 1);
      const deadline = AbortSignal.timeout(settings.deadlineMs);
      try {
        return (await threads.run(task, {
          signal: deadline,
          ...(transfer ? { transferList: transfer } : {}),
        })) as Result;
      } catch (error) {
        if (deadline.aborted) throw new FileWorkRefused("deadline");
        const message = error instanceof Error ? error.message : "";
        if (message === "Task queue is at limit" || message === "No task queue available and all Workers are busy")
          throw new FileWorkRefused("pool-busy");
        if ((error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY" || message.includes("memory limit"))
          throw new FileWorkRefused("memory");
        throw error;
      } finally {
        const left = (inFlight.get(owner) ?? 1) - 1;
        if (left > 0) inFlight.set(owner, left);
        else inFlight.delete(owner);
      }
    },
    async close() {
      const threads = pool;
      pool = undefined;
      await threads?.close({ force: true });
    },
  };
}
