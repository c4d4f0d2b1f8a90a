// How the domain benches measure and show a figure: warm-ups then timed runs (p50/p95), a naive
// baseline within a time budget, and one table with its aims, whatever the scale or the database.

export const WARMUPS = 3;
export const RUNS = 30;
/** A naive run can take a minute: baselines take as many of the RUNS as fit in this time (at least one). */
export const BASELINE_BUDGET_MS = 20_000;
export const AIM = { p95Ms: 100, ratio: 10 };

export interface Plan {
  warmups: number;
  runs: number;
  budgetMs?: number;
}

export interface Timing {
  p50: number;
  p95: number;
  runs: number;
  /** A baseline stopped at its time limit: its figures are lower bounds. */
  atLeast?: boolean;
}

/** What the engine and its baseline answered to the first input, to check they agree. */
export interface Measured<R> extends Timing {
  first: R;
}

export const engineRuns: Plan = { warmups: WARMUPS, runs: RUNS };
export const baselineRuns: Plan = { warmups: 1, runs: RUNS, budgetMs: BASELINE_BUDGET_MS };

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** The p50 and p95 of samples timed by hand (a measure whose runs need more than one call). */
export function timingOf(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), runs: sorted.length };
}

/**
 * Runs `run` over the inputs in turn, starting with the first: warm-ups, then timed runs, within
 * the plan's budget.
 */
export async function measure<T, R>(inputs: T[], run: (input: T) => Promise<R>, plan: Plan): Promise<Measured<R>> {
  const started = performance.now();
  const spent = () => performance.now() - started;
  const answers: R[] = [];
  let turn = 0;
  for (let i = 0; i < plan.warmups; i++) {
    if (i > 0 && plan.budgetMs !== undefined && spent() > plan.budgetMs / 4) break;
    answers.push(await run(inputs[turn++ % inputs.length]!));
  }
  const samples: number[] = [];
  while (samples.length < plan.runs) {
    if (samples.length > 0 && plan.budgetMs !== undefined && spent() > plan.budgetMs) break;
    const input = inputs[turn++ % inputs.length]!;
    const t0 = performance.now();
    const answer = await run(input);
    samples.push(performance.now() - t0);
    answers.push(answer);
  }
  samples.sort((a, b) => a - b);
  return { p50: quantile(samples, 0.5), p95: quantile(samples, 0.95), runs: samples.length, first: answers[0]! };
}

export interface Row {
  measure: string;
  engine: Timing;
  baseline: Timing;
  considered: string;
  agreement: string;
  /** Its own aim, where it is not `AIM`; a null ratio sets none. */
  aim?: { p95Ms: number; ratio: number | null };
  /** Each input's first run, timed before the runs (which then take no warm-up). */
  firstReads?: Timing;
}

export const ms = (value: number) =>
  value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(value < 10 ? 2 : value < 100 ? 1 : 0)} ms`;
export const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const times = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)}×`;
export const count = (value: number) => value.toLocaleString("en");

const atLeast = (row: Row) => (row.baseline.atLeast ? "≥ " : "");

export function same(agrees: boolean, detail: string) {
  return `${agrees ? "same answer" : "DIFFERENT answers"} (${detail})`;
}

/**
 * The measures beside their baselines, then each against its aim. `title` names the section,
 * `legend` says what each baseline is, `database` where the aim holds ("on PGlite").
 */
export function printTable(
  rows: Row[],
  { title, legend, database }: { title: string; legend: string[]; database: string },
) {
  console.log(
    `\n== ${title}: ${WARMUPS} warm-ups then ${RUNS} runs each (a row timing its first reads: those, then the ` +
      `runs); a baseline takes the runs that fit in ` +
      `${BASELINE_BUDGET_MS / 1000} s (at least one)`,
  );
  console.table(
    Object.fromEntries(
      rows.map((row) => [
        row.measure,
        {
          p50: ms(row.engine.p50),
          p95: ms(row.engine.p95),
          "baseline p50": `${atLeast(row)}${ms(row.baseline.p50)}`,
          "baseline p95": `${atLeast(row)}${ms(row.baseline.p95)}`,
          "ratio p50": `${atLeast(row)}${times(row.baseline.p50 / row.engine.p50)}`,
          "ratio p95": `${atLeast(row)}${times(row.baseline.p95 / row.engine.p95)}`,
          "rows considered": row.considered,
          runs: `${row.engine.runs} / ${row.baseline.runs}`,
        },
      ]),
    ),
  );
  legend.forEach((line, index) => console.log(`${index === 0 ? "baselines: " : "           "}${line}`));
  console.log(`\nAim: p95 < ${AIM.p95Ms} ms ${database} and ≥ ${AIM.ratio}× the baseline, unless a row says otherwise`);
  for (const row of rows) {
    const aim = row.aim ?? AIM;
    const fast = row.engine.p95 < aim.p95Ms;
    const ahead =
      aim.ratio === null ||
      (row.baseline.p50 / row.engine.p50 >= aim.ratio && row.baseline.p95 / row.engine.p95 >= aim.ratio);
    console.log(
      `  ${fast && ahead ? "✓" : "✗"} ${row.measure.padEnd(24)} p95 ${ms(row.engine.p95).padStart(8)} ${fast ? "✓" : "✗"}` +
        ` (< ${aim.p95Ms} ms)   ratio ${atLeast(row)}${times(row.baseline.p50 / row.engine.p50).padStart(6)} / ` +
        `${atLeast(row)}${times(row.baseline.p95 / row.engine.p95).padStart(6)} ${aim.ratio === null ? "(no aim)" : ahead ? "✓" : "✗"}` +
        `   ${row.agreement}`,
    );
  }
  for (const { measure, firstReads: first } of rows) {
    if (!first) continue;
    console.log(
      `  ${measure.padEnd(24)} first read of each of its ${first.runs} inputs (timed before the runs, which ` +
        `take no warm-up): p50 ${ms(first.p50)}, p95 ${ms(first.p95)}`,
    );
  }
}
