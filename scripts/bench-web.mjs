// Web-app figures for `npm run bench`: the script each route's first screen runs before any
// interaction, against its budget (`bench-first-screen.mjs`: a line « over budget » per route over
// it, and the bench fails); Lighthouse's performance score for the public pages, /login and the
// sign-up (mobile and desktop) and for the signed-in screens (a candidate's and a recruiter's, on
// mobile), beside a blank Vite React page (the baseline) and the same page rendered by the server
// then hydrated (what hydrating costs before any app code), all served with the same compression,
// cache and security headers and measured in the same run; the blank page is measured without the
// security headers too. Then what the visitor's first move costs on a public page (its app runs
// only then), beside the hydrated blank page's load. Sizes are gzip (level 9). Run with the repo's
// Node and the source condition (`node --conditions=source scripts/bench-web.mjs`).
import path from "node:path";
import { fileURLToPath } from "node:url";

import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromium } from "playwright-core";

import { chromiumArgs, chromiumPath } from "../vite.shared.ts";
import { measureFirstScreens, signedInState } from "./bench-first-screen.mjs";
import { benchCleanup, buildOneFileReactApp, buildPlatformForBrowser } from "./bench-support.mjs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const appDir = path.join(repo, "apps/platform");
const dist = path.join(appDir, "dist");
const RUNS = 3;
const started = performance.now();

const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Whatever happens, the server, Chromium and the temporary directories go: each start registers its
// undoing here, run in reverse order on the way out, on errors and on Ctrl-C too.
const { teardown, orphans, tearDown, scratchDir, startAppServer, serveBuild } = benchCleanup("bench-web");

/** The public page of the newest open offer, as /offres links to it (the demo data has offers). */
async function anOfferPath(appUrl) {
  const answer = await (await fetch(`${appUrl}/api/jobs?sort=date&per_page=1`)).json();
  const job = answer.jobs?.[0];
  if (!job) throw new Error(`No open offer to measure (${JSON.stringify(answer).slice(0, 200)})`);
  const response = await fetch(`${appUrl}/offres/${job.id}`, { redirect: "manual" });
  const location = response.headers.get("location");
  if (response.status !== 301 || !location) throw new Error(`/offres/${job.id}: ${response.status}, no address`);
  return location;
}

/** A blank Vite React page (one <h1>), built in node_modules like bench.mjs's baselines. */
async function buildBlankPage() {
  const dir = scratchDir(path.join(repo, "node_modules", ".bench-"));
  return buildOneFileReactApp(
    dir,
    `import { createRoot } from "react-dom/client";\ncreateRoot(document.getElementById("root")!).render(<h1>Bonjour</h1>);\n`,
  );
}

/**
 * The same page as the server would send it, rendered, then hydrated by React: what hydrating
 * costs before any app code (React's own script runs after the first paint instead of before).
 */
async function buildHydratedBlankPage() {
  const dir = scratchDir(path.join(repo, "node_modules", ".bench-"));
  return buildOneFileReactApp(
    dir,
    // It marks the moment it is hydrated (performance.now()), for the first-move figures.
    `import { useEffect } from "react";\nimport { hydrateRoot } from "react-dom/client";\n` +
      `function Page() {\n  useEffect(() => void (document.documentElement.dataset.hydrated = String(performance.now())), []);\n  return <h1>Bonjour</h1>;\n}\n` +
      `hydrateRoot(document.getElementById("root")!, <Page />);\n`,
    "<h1>Bonjour</h1>",
  );
}

try {
  buildPlatformForBrowser();
  // The server reads index.html when it starts: start it after the build, let it seed meanwhile.
  const appServer = startAppServer();
  appServer.catch(() => {}); // Awaited below; this only keeps an early failure from going unhandled.

  // --- The first screen of every route: the script it runs before any interaction, against the budget.
  const appUrl = await appServer;
  console.log(`\nserver ready (${seconds()} since the start of this section)`);
  console.log("\n== First screen of every route: script run before any interaction (gzip, entry included)");
  const measuring = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  teardown.push(() => measuring.close());
  const overBudget = await measureFirstScreens({ browser: measuring, appUrl, dist, appDir });
  // The signed-in screens' sessions, for Lighthouse below (signed in again: an hour's token each).
  const cookiesOf = new Map();
  for (const email of ["candidat@fuse.test", "recruteur.abonne@fuse.test"]) {
    cookiesOf.set(email, (await signedInState(measuring, appUrl, email)).cookies);
  }
  await measuring.close();

  // --- Lighthouse: the app beside the blank page.
  const blankBuild = await buildBlankPage();
  const blankUrl = await serveBuild(blankBuild, { headers: true });
  const bareBlankUrl = await serveBuild(blankBuild, { headers: false });
  const hydratedBlankUrl = await serveBuild(await buildHydratedBlankPage(), { headers: true });
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumArgs],
    handleSIGINT: false,
  });
  orphans.add(chrome.pid);
  teardown.push(async () => {
    await chrome.kill();
    orphans.delete(chrome.pid);
  });

  const pages = [
    // The baseline is served as the app's pages are, security headers included.
    { label: "blank page (baseline)", url: `${blankUrl}/` },
    { label: "blank page, without the security headers", url: `${bareBlankUrl}/` },
    { label: "blank page, server-rendered and hydrated", url: `${hydratedBlankUrl}/` },
    { label: "/", url: `${appUrl}/` },
    { label: "/actualites", url: `${appUrl}/actualites` },
    { label: "/faq", url: `${appUrl}/faq` },
    { label: "/contact", url: `${appUrl}/contact` },
    { label: "/pre-inscription", url: `${appUrl}/pre-inscription` },
    { label: "/simulation-salaire", url: `${appUrl}/simulation-salaire` },
    { label: "/login", url: `${appUrl}/login` },
    { label: "/register/candidate/inscription", url: `${appUrl}/register/candidate/inscription` },
    { label: "/offres", url: `${appUrl}/offres` },
    { label: "an offer's page (/offres/…)", url: `${appUrl}${await anOfferPath(appUrl)}` },
    // The signed-in screens, on mobile: a candidate's, then a recruiter's (the demo accounts).
    ...[
      ["candidate's dashboard", "/dashboard/candidate"],
      ["job search", "/dashboard/candidate/search-jobs"],
      ["candidate's « Mon Profil »", "/dashboard/candidate/profile"],
      ["« Suivi de mes candidatures »", "/dashboard/candidate/workflow"],
    ].map(([label, at]) => ({ label, url: `${appUrl}${at}`, visitor: "candidat@fuse.test", presets: ["mobile"] })),
    ...[
      ["recruiter's dashboard", "/dashboard/recruiter"],
      ["the offer form", "/dashboard/recruiter/jobs/add-or-edit"],
      ["« Suivi des recrutements »", "/dashboard/recruiter/workflow"],
    ].map(([label, at]) => ({
      label,
      url: `${appUrl}${at}`,
      visitor: "recruteur.abonne@fuse.test",
      presets: ["mobile"],
    })),
  ];
  const presets = [
    { name: "mobile", config: undefined },
    { name: "desktop", config: desktopConfig },
  ];
  /** Whether `page` is measured with `preset` (the signed-in screens on mobile only). */
  const measured = (page, preset) => !page.presets || page.presets.includes(preset.name);
  // Lighthouse clears an origin's caches and storage, not its cookies: the session goes in as one,
  // set through the browser's own protocol: no client stays attached to the pages Lighthouse measures.
  async function browserCommand(method, params = {}) {
    const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
    const socket = new WebSocket(webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.addEventListener("open", resolve, { once: true });
      socket.addEventListener("error", reject, { once: true });
    });
    try {
      const answer = new Promise((resolve) =>
        socket.addEventListener("message", (event) => resolve(JSON.parse(event.data)), { once: true }),
      );
      socket.send(JSON.stringify({ id: 1, method, params }));
      const { error } = await answer;
      if (error) throw new Error(`${method}: ${error.message}`);
    } finally {
      socket.close();
    }
  }
  /** The cookies of `page`'s visitor, and no other, in the browser Lighthouse drives. */
  async function signInAs(page) {
    await browserCommand("Storage.clearCookies");
    if (page.visitor) {
      const cookies = cookiesOf.get(page.visitor).map(({ expires, ...cookie }) => ({
        ...cookie,
        ...(expires > 0 ? { expires } : {}),
      }));
      await browserCommand("Storage.setCookies", { cookies });
    }
  }
  let retried = 0;
  /** One Lighthouse run; a failed trace (NO_NAVSTART now and then on a busy machine) is run again. */
  async function audit(url, preset) {
    for (let attempt = 1; ; attempt++) {
      const { lhr } = await lighthouse(
        url,
        { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] },
        preset.config,
      );
      if (!lhr.runtimeError) return lhr;
      if (attempt === 3) throw new Error(`${url} (${preset.name}): ${lhr.runtimeError.message}`);
      retried++;
    }
  }
  const samples = new Map();
  const warnings = new Set();
  const conditions = new Map();
  let version = "";
  console.log(
    `\n== Lighthouse performance: ${pages.length} pages on mobile, ${pages.filter((page) => !page.presets).length} on desktop too, × ${RUNS} runs`,
  );
  // Rounds rather than back-to-back repeats: a slow moment of the machine spreads over every page.
  for (let round = 1; round <= RUNS; round++) {
    for (const preset of presets) {
      for (const page of pages) {
        if (!measured(page, preset)) continue;
        await signInAs(page);
        const lhr = await audit(page.url, preset);
        for (const warning of lhr.runWarnings) warnings.add(warning);
        version = lhr.lighthouseVersion;
        const { rttMs, throughputKbps, cpuSlowdownMultiplier } = lhr.configSettings.throttling;
        conditions.set(
          preset.name,
          `${preset.name}: ${rttMs} ms RTT, ${(throughputKbps / 1024).toFixed(1)} Mbit/s, CPU slowed ×${cpuSlowdownMultiplier}`,
        );
        const key = `${page.label} · ${preset.name}`;
        if (!samples.has(key)) samples.set(key, []);
        samples.get(key).push({
          score: lhr.categories.performance.score * 100,
          fcp: lhr.audits["first-contentful-paint"].numericValue,
          lcp: lhr.audits["largest-contentful-paint"].numericValue,
          tbt: lhr.audits["total-blocking-time"].numericValue,
        });
      }
    }
    console.log(`round ${round}/${RUNS} done (${seconds()} since the start of this section)`);
  }

  const summary = (key, figure) => median(samples.get(key).map((sample) => sample[figure]));
  const rows = {};
  for (const preset of presets) {
    const baseline = summary(`${pages[0].label} · ${preset.name}`, "score");
    for (const page of pages) {
      if (!measured(page, preset)) continue;
      const key = `${page.label} · ${preset.name}`;
      const score = summary(key, "score");
      rows[key] = {
        score: Math.round(score),
        "FCP ms": Math.round(summary(key, "fcp")),
        "LCP ms": Math.round(summary(key, "lcp")),
        "TBT ms": Math.round(summary(key, "tbt")),
        "score ratio to blank": (score / baseline).toFixed(2),
        // The aim: at least the blank page's score minus 2.
        "vs blank − 2": score >= baseline - 2 ? "met" : "missed",
      };
    }
  }
  console.log(`Lighthouse ${version}, simulated throttling (${[...conditions.values()].join("; ")}).`);
  console.log(`Each figure is the median of ${RUNS} runs, taken separately; score ratio = score / blank page's score.`);
  console.table(rows);
  if (retried > 0) console.log(`${retried} run(s) failed to record a trace and were run again.`);
  for (const warning of warnings) console.log(`Lighthouse warning: ${warning}`);

  // --- What the first move costs: a public page starts its app at the visitor's first sign of
  // intent, so Lighthouse, which does not act, never sees it. Here a visitor moves the mouse once the
  // page is loaded, and the time until the app has taken the page over (the server's head tags
  // replaced by React's) is set beside the hydrated blank page's whole load, both with applied
  // throttling in a fresh context (empty cache) each run.
  console.log(`\n== Taking over at the first move: ${RUNS} runs each`);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  teardown.push(() => browser.close());
  const throttle = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
  /** Milliseconds until `ready` holds: from the navigation's start, or from a mouse move once loaded. */
  async function timeUntil(url, { afterMove }) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", { offline: false, ...throttle });
      await page.goto(url, { waitUntil: "networkidle" });
      const takenOver = () => document.head.querySelector("[data-page-meta]") === null;
      if (!afterMove) {
        await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
        return await page.evaluate(() => Number(document.documentElement.dataset.hydrated));
      }
      if (await page.evaluate(takenOver)) throw new Error(`${url}: taken over before any move`);
      await page.evaluate(() => {
        window.addEventListener("pointermove", () => (window.movedAt = performance.now()), {
          once: true,
          capture: true,
        });
      });
      await page.mouse.move(100, 100);
      await page.waitForFunction(takenOver, undefined, { timeout: 60_000 });
      return await page.evaluate(() => performance.now() - window.movedAt);
    } finally {
      await context.close();
    }
  }
  const moveRows = {};
  const blankMs = [];
  for (let run = 0; run < RUNS; run++) blankMs.push(await timeUntil(`${hydratedBlankUrl}/`, { afterMove: false }));
  moveRows["blank page, server-rendered: load to hydrated (baseline)"] = {
    ms: Math.round(median(blankMs)),
    ratio: "1.00",
  };
  for (const target of ["/", "/actualites", "/faq", "/contact", "/pre-inscription", "/simulation-salaire"]) {
    const ms = [];
    for (let run = 0; run < RUNS; run++) ms.push(await timeUntil(`${appUrl}${target}`, { afterMove: true }));
    moveRows[`${target}: first move to taken over`] = {
      ms: Math.round(median(ms)),
      ratio: (median(ms) / median(blankMs)).toFixed(2),
    };
  }
  console.log(
    "Applied throttling (Chromium DevTools): CPU slowed ×4, 150 ms RTT, 1.6 Mbit/s; median of runs; ratio to the baseline.",
  );
  console.table(moveRows);

  // The budget's verdict comes last, where a reader of the run looks: the bench fails its own check.
  if (overBudget.length > 0) {
    console.log(
      `\n${overBudget.length} route(s) over the first screen's budget: ${overBudget.map(({ route }) => route).join(", ")}`,
    );
    process.exitCode = 1;
  }
} finally {
  await tearDown();
  console.log(`bench-web: ${seconds()}`);
}
