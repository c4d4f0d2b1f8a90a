// A Vitest reporter that writes, for every test file, its project, its tests and their assertions,
// and where its time went (Vitest's own diagnostic: preparing the worker, the environment, setup
// files, importing the file, then its tests and hooks). `scripts/test-report.ts` reads these files.
// The file written is FUSE_RUN_REPORT (default .vitest-report.json).
import { writeFileSync } from "node:fs";
import path from "node:path";

import type { Reporter, TestModule, Vitest } from "vitest/node";

export interface FileReport {
  project: string;
  /** Relative to the repository's root. */
  file: string;
  state: string;
  tests: { passed: number; failed: number; skipped: number };
  /** Assertions made by the file's tests, as counted by tests/setup/count-assertions.ts. */
  assertions: number;
  /** Milliseconds. */
  time: { prepare: number; environment: number; setup: number; import: number; tests: number };
}

export interface RunReport {
  startedAt: string;
  wallMs: number;
  files: FileReport[];
}

export default class RunReporter implements Reporter {
  private root = process.cwd();
  private started = performance.now();
  private startedAt = new Date().toISOString();
  private files: FileReport[] = [];

  onInit(vitest: Vitest) {
    this.root = vitest.config.root;
    this.started = performance.now();
    this.startedAt = new Date().toISOString();
  }

  onTestModuleEnd(module: TestModule) {
    const tests = { passed: 0, failed: 0, skipped: 0 };
    let assertions = 0;
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === "passed") tests.passed++;
      else if (state === "failed") tests.failed++;
      else tests.skipped++;
      assertions += test.meta().assertions ?? 0;
    }
    const diagnostic = module.diagnostic();
    this.files.push({
      project: module.project.name,
      file: path.relative(this.root, module.moduleId),
      state: module.state(),
      tests,
      assertions,
      time: {
        prepare: Math.round(diagnostic.prepareDuration),
        environment: Math.round(diagnostic.environmentSetupDuration),
        setup: Math.round(diagnostic.setupDuration),
        import: Math.round(diagnostic.collectDuration),
        tests: Math.round(diagnostic.duration),
      },
    });
  }

  onTestRunEnd() {
    const report: RunReport = {
      startedAt: this.startedAt,
      wallMs: Math.round(performance.now() - this.started),
      files: this.files.sort((a, b) => a.file.localeCompare(b.file)),
    };
    writeFileSync(
      path.resolve(this.root, process.env.FUSE_RUN_REPORT ?? ".vitest-report.json"),
      JSON.stringify(report),
    );
  }
}
