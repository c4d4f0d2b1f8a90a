// Domain engines at scale for `npm run bench`: job search, two-sided matching and the salary
// simulation over 100,000 offers and 100,000 candidates in an in-memory PGlite migrated as the
// server does, each beside the naive way of answering the same question, measured in the same run.
// Run with the repo's Node and the source condition: node --conditions=source scripts/bench-domain.ts
import rules from "modele-social";
import Engine from "publicodes";

import {
  employeeBaseSituation,
  salaryRules,
  simulateSalary,
  simulationCapacity,
  type SalaryRule,
} from "@fuse/api/salary/engine.ts";
import { salarySimulationRequestSchema } from "@fuse/domain/salary/simulation";
import { sanitizeHtml } from "@fuse/domain/sanitize";
import { openPglite } from "@fuse/server-core/db/pglite.ts";
import { migrate } from "@fuse/supabase-local/migrate.ts";

import { benchSeed, generator, loadDomainData, type DomainData } from "./bench-domain-data.ts";
import { benchSearches, measureJobSearches } from "./bench-job-search.ts";
import { measureMatching } from "./bench-matching.ts";
import { AIM, baselineRuns, count, engineRuns, measure, printTable, same, seconds, type Row } from "./bench-measure.ts";

const SIZE = { companies: 2_000, jobs: 100_000, candidates: 100_000 };
const SEED = benchSeed;

/** The simulation with a new engine: the rules parsed again, then the same evaluations. */
function coldSimulation(grossMonthly: number) {
  const engine = new Engine(rules, {
    warn: { experimentalRules: false, cyclicReferences: false, unitConversion: false },
  });
  engine.setSituation({
    ...employeeBaseSituation,
    "salarié . contrat": "'CDI'",
    "salarié . contrat . statut cadre": "non",
    "salarié . contrat . temps de travail . temps partiel": "non",
    "impôt . méthode de calcul": "'taux neutre'",
    [salaryRules.contractGross]: { valeur: grossMonthly, unité: "€/mois" },
  });
  const monthly = (name: SalaryRule) => Number(engine.evaluate({ valeur: name, unité: "€/mois" }).nodeValue ?? 0);
  const netBeforeTax = monthly(salaryRules.netBeforeTax);
  for (const name of [
    salaryRules.netAfterTax,
    salaryRules.employerCost,
    salaryRules.employeeContributions,
    salaryRules.employerContributions,
  ]) {
    monthly(name);
  }
  return Math.round(netBeforeTax * 100) / 100;
}

const totalStarted = performance.now();
const db = await openPglite();
try {
  let started = performance.now();
  await migrate(db, { embedded: true });
  const migrateMs = performance.now() - started;
  started = performance.now();
  const { data, timings } = await loadDomainData(db, { ...SIZE, seed: SEED, batchSize: 5_000 });
  const generationMs = performance.now() - started;
  console.log(
    `Domain data (seed ${SEED}): ${count(data.counts.companies)} companies, ${count(data.counts.jobs)} published offers, ` +
      `${count(data.counts.candidates)} candidates (${count(data.counts.visibleCandidates)} with a visible card) ` +
      `over ${count(data.places.length)} communes, weighted by population`,
  );
  console.log(
    `generated in ${seconds(generationMs)}: rows ${seconds(timings.insertMs)}, indexes ${seconds(timings.indexMs)}, ` +
      `analyze ${seconds(timings.analyzeMs)} (schema migrated in ${seconds(migrateMs)})`,
  );
  const rows = await runMeasures(data);
  printTable(rows, {
    title: "Domain engines",
    database: "on PGlite",
    legend: [
      "a, b the same search with index scans off (every statement reads the table); c, d every row scored in JavaScript;",
      "e the rules evaluated for the situation (f's figures); f a new publicodes engine per simulation",
    ],
  });
  console.log(`\n(${((performance.now() - totalStarted) / 1000).toFixed(0)} s in all)`);
} finally {
  await db.close();
}

async function runMeasures(data: DomainData): Promise<Row[]> {
  const random = generator(SEED + 1);
  const rows: Row[] = [];
  const published = `${count(data.counts.jobs)} offers`;

  // a. Text search; b. text, place and radius, contract.
  rows.push(...(await measureJobSearches(db, benchSearches(data.places, random), { considered: published })));

  // c, d, g. Two-sided matching, on a sample of candidates and offers.
  const candidates = Array.from({ length: 12 }, () => data.candidates[random.int(0, data.candidates.length - 1)]!);
  const jobs = Array.from({ length: 12 }, () => data.jobs[random.int(0, data.jobs.length - 1)]!);
  rows.push(...(await measureMatching(db, { candidates, jobs })));

  // e, f. One salary simulation, gross monthly non-cadre CDI: a situation asked before (answered
  // from memory), and a new one (the rules evaluated on the process's engine), each beside the
  // step below it.
  const grossAmounts = Array.from({ length: 12 }, () => 1_900 + 50 * random.int(0, 80));
  {
    const simulation = (gross_monthly: number) =>
      simulateSalary(salarySimulationRequestSchema.parse({ gross_monthly, status: "non-cadre", contract: "CDI" }));
    // Every call of `newSituation` asks for an amount never asked before (a cent apart).
    let asked = 0;
    const newSituation = async (gross: number) => simulation(gross + ++asked / 100);
    for (const gross of grossAmounts) simulation(gross);
    const remembered = await measure(grossAmounts, async (gross) => simulation(gross), engineRuns);
    const evaluated = await measure(grossAmounts, newSituation, engineRuns);
    const cold = await measure(grossAmounts, async (gross) => coldSimulation(gross), baselineRuns);
    rows.push({
      measure: "e. salary simulation, a situation asked before",
      engine: remembered,
      baseline: evaluated,
      considered: `memory of the last ${simulationCapacity} situations`,
      aim: { p95Ms: 20, ratio: AIM.ratio },
      agreement: same(
        Math.abs(remembered.first.net_monthly_before_tax - cold.first) < 0.02,
        `${grossAmounts[0]} € gross → ${remembered.first.net_monthly_before_tax} € net`,
      ),
    });
    rows.push({
      measure: "f. salary simulation, a new situation",
      engine: evaluated,
      baseline: cold,
      considered: "modele-social rules",
      // The engine's cost per evaluation, measured; a new situation cannot be answered from memory.
      aim: { p95Ms: AIM.p95Ms, ratio: null },
      agreement: same(
        Math.abs(evaluated.first.net_monthly_before_tax - cold.first) < 0.02,
        `${grossAmounts[0]} € gross and a cent → ${evaluated.first.net_monthly_before_tax} € net`,
      ),
    });
  }

  // g. Rich text sanitised on the server (every offer page, every saved description) after 20,000
  // sanitisations in the same process, beside the first ones: a server that slows down as it
  // lives shows here, not in a short test.
  {
    const descriptions = Array.from(
      { length: 8 },
      (_, i) =>
        `<p>Nous recherchons un <strong>développeur ${i}</strong> pour notre équipe.</p>` +
        `<ul><li>TypeScript</li><li>React</li><li>PostgreSQL</li></ul>` +
        `<p>Postulez sur <a href="https://exemple.fr/offres/${i}">notre site</a>.<script>alert(${i})</script></p>`,
    );
    const sanitise = async (html: string) => sanitizeHtml(html);
    const first = await measure(descriptions, sanitise, { warmups: 0, runs: 200 });
    for (let i = 0; i < 20_000; i++) {
      sanitizeHtml(descriptions[i % descriptions.length]!);
      // Let each call end as a request would, so that nothing is kept alive only by the loop.
      if (i % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
    }
    const later = await measure(descriptions, sanitise, { warmups: 0, runs: 200 });
    rows.push({
      measure: "g. rich text sanitised, after 20,000 sanitisations",
      engine: later,
      baseline: first,
      considered: "the first 200 sanitisations of the process",
      aim: { p95Ms: 5, ratio: null },
      agreement: same(later.first === first.first, `${first.first.length} characters kept`),
    });
  }
  return rows;
}
