// Records, on each test, how many assertions it made (Vitest's own count, `expect.assertions`'s
// source), for the run report (tests/support/run-report.ts): a change to the suites that runs fewer
// checks shows file by file.
import { afterEach, expect } from "vitest";

declare module "vitest" {
  interface TaskMeta {
    /** Assertions the test made (`expect`, `expect.poll`, `expect.element`), hooks included. */
    assertions?: number;
  }
}

afterEach((context) => {
  context.task.meta.assertions = expect.getState().assertionCalls;
});
