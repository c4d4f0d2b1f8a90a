import { afterEach, describe, expect, it } from "vitest";

import { fileWorkPool, FileWorkRefused, type FileWorkPool } from "./file-work.ts";
import type job from "./test-workers/jobs.ts";

type Job = Parameters<typeof job>[0];
const jobs = new URL("./test-workers/jobs.ts", import.meta.url);

describe("the file pool", () => {
  let pool: FileWorkPool<Job, number> | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it("refuses a job whose process runs out of heap, and the next job runs in a new process", async () => {
    pool = fileWorkPool<Job, number>(jobs, { threads: 1, heapMb: 32 });
    const refused = await pool.run("mallory", ["fill-heap"]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FileWorkRefused);
    expect((refused as FileWorkRefused).reason).toBe("memory");
    expect(await pool.run("mallory", ["echo", 7])).toBe(7);
  });

  it("replaces a process that fails outside any job, and tells the log", async () => {
    const logged: unknown[] = [];
    pool = fileWorkPool<Job, number>(jobs, { threads: 1 }, { onProcessError: (error) => logged.push(error) });
    expect(await pool.run("camille", ["fail-later", 3])).toBe(3);
    await expect.poll(() => logged.length, { timeout: 10_000 }).toBe(1);
    expect(await pool.run("camille", ["echo", 4])).toBe(4);
  });

  it("refuses a job when every process is busy, and its deadline later rejects nothing", async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", record);
    try {
      // A deadline far above the first job's 200 ms: a process that starts slowly on a busy machine
      // must not miss it.
      pool = fileWorkPool<Job, number>(jobs, { threads: 1, queue: 0, deadlineMs: 1500 });
      const first = pool.run("camille", ["wait", 200]);
      await expect
        .poll(() => pool!.run("mallory", ["echo", 1]).catch((error: unknown) => error))
        .toBeInstanceOf(FileWorkRefused);
      expect(await first).toBe(200);
      // Past the refused job's deadline.
      await new Promise((resolve) => setTimeout(resolve, 1700));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", record);
    }
  });

  it("ends a job past its deadline", async () => {
    pool = fileWorkPool<Job, number>(jobs, { threads: 1, deadlineMs: 300, heapMb: 4096 });
    // Growing a heap of 4 GiB takes longer than 300 ms.
    const refused = await pool.run("lent", ["fill-heap"]).catch((error: unknown) => error);
    expect((refused as FileWorkRefused).reason).toBe("deadline");
    // The pool serves again: a new process, whose start on a busy machine may itself take longer
    // than the 300 ms deadline the first time, so it is asked until it answers.
    await expect
      .poll(() => pool!.run("lent", ["echo", 1]).catch((error: unknown) => error), { timeout: 10_000 })
      .toBe(1);
  });
});
