// Web-app figures for `npm run bench`: the built app's code per route, and Lighthouse's performance
// score for the public pages (/, /actualites, /faq, /contact, /pre-inscription, /simulation-salaire)
// and /login beside a blank Vite React page (the baseline) and the same page rendered by the server then hydrated (what hydrating costs
// before any app code), all served with the same compression, cache and security headers and
// measured in the same run; the blank page is measured without the security headers too. Then what
// the visitor's first move costs on a public page (its app runs only then), beside the hydrated
// blank page's load. Sizes are gzip (level 9). Run with the repo's Node and the source condition
// (`node --conditions=source scripts/bench-web.mjs`).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromium } from "playwright-core";

import { pageModules } from "../apps/platform/server/web-app.ts";
import { chromiumArgs, chromiumPath } from "../vite.shared.ts";
import { benchCleanup, buildOneFileReactApp } from "./bench-support.mjs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const appDir = path.join(repo, "apps/platform");
const dist = path.join(appDir, "dist");
const RUNS = 3;
const started = performance.now();

const gzipSizes = new Map();
const gz = (file) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipSizes.get(file);
};
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
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
  if (!existsSync(chromiumPath)) throw new Error(`no Chromium at ${chromiumPath} (set CHROME_PATH)`);
  console.log("== @fuse/platform build");
  execFileSync("npm", ["run", "--silent", "build", "-w", "@fuse/platform", "--", "--logLevel", "warn"], {
    cwd: repo,
    stdio: "inherit",
  });
  // The server reads index.html when it starts: start it after the build, let it seed meanwhile.
  const appServer = startAppServer();
  appServer.catch(() => {}); // Awaited below; this only keeps an early failure from going unhandled.

  // --- Code per route, from Vite's manifest.
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
  /** A chunk and every chunk it imports statically (what loads with it), as manifest keys. */
  const staticGraph = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of chunk.imports ?? []) staticGraph(imported, seen);
    return seen;
  };
  const sizes = (keys) => {
    const js = [...new Set([...keys].map((key) => manifest[key].file))];
    const css = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];
    const sum = (files) => files.reduce((n, file) => n + gz(path.join(dist, file)), 0);
    return { js: sum(js), css: sum(css), files: js.length + css.length };
  };
  const entryKeys = staticGraph("index.html");
  const entry = sizes(entryKeys);
  /** The chunks a page adds to the entry's: its module and what it imports that the entry does not. */
  const pageKeys = (screen = "coming-soon") =>
    [...staticGraph(`src/pages/${screen}.tsx`)].filter((key) => !entryKeys.has(key));

  const { flattenRoutes, pageRoutes } = await import(pathToFileURL(path.join(appDir, "src/routes.ts")).href);
  const routes = flattenRoutes(pageRoutes);
  console.log("\n== Code per route (gzip)");
  console.log(
    `entry (index.html, loaded by every route): JS ${kib(entry.js)} + CSS ${kib(entry.css)} in ${entry.files} files`,
  );
  console.log("each route adds its page chunk and the chunks it imports that the entry does not:");
  console.table(
    Object.fromEntries(
      routes.map((route) => {
        const page = sizes(pageKeys(route.screen));
        return [
          route.path,
          {
            screen: route.screen ?? "coming-soon",
            "page JS": kib(page.js),
            "page CSS": kib(page.css),
            files: page.files,
          },
        ];
      }),
    ),
  );
  /** The Supabase client's code carries its auth client's class name, minified or not. */
  const supabaseSignature = /GoTrueClient|supabase-js/;
  // What a first visit loads, as the server lists it: the entry, then the app's start, the page's
  // layout and its screen. A page of the public site is rendered by the server: it shows before
  // any of its script has run, and only the entry runs with it; the rest is fetched into the cache
  // once the page is idle and runs at the visitor's first sign of intent (or at once for someone who
  // may be signed in) to hydrate it.
  const modulesOf = pageModules(dist);
  const entryFiles = [...new Set([...entryKeys].map((key) => manifest[key].file))];
  for (const target of [
    "/",
    "/actualites",
    "/faq",
    "/contact",
    "/pre-inscription",
    "/simulation-salaire",
    "/offres",
    "/offres/:slugId",
    "/login",
  ]) {
    const route = routes.find((r) => r.path === target);
    if (!route) throw new Error(`${target} is not in src/routes.ts`);
    const rest = modulesOf(route).map((href) => href.slice(1));
    const files = [...entryFiles, ...rest];
    const js = (list) => list.reduce((n, file) => n + gz(path.join(dist, file)), 0);
    const withSupabase = files.filter((file) => supabaseSignature.test(readFileSync(path.join(dist, file), "utf8")));
    console.log(
      `${target}: ${route.indexed ? "rendered by the server; runs the entry at load, the rest (fetched into the cache once idle) at the first move" : "rendered in the browser"}; JS ${kib(js(files))} in ${files.length} files (entry ${kib(js(entryFiles))} + app, layout and page ${kib(js(rest))}), CSS ${kib(entry.css)}; Supabase client code: ${withSupabase.length > 0 ? withSupabase.join(", ") : "none"}`,
    );
  }

  // --- Lighthouse: the app beside the blank page.
  const blankBuild = await buildBlankPage();
  const blankUrl = await serveBuild(blankBuild, { headers: true });
  const bareBlankUrl = await serveBuild(blankBuild, { headers: false });
  const hydratedBlankUrl = await serveBuild(await buildHydratedBlankPage(), { headers: true });
  const appUrl = await appServer;
  console.log(`\nserver ready (${seconds()} since the start of this section)`);
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
    { label: "/offres", url: `${appUrl}/offres` },
    { label: "an offer's page (/offres/…)", url: `${appUrl}${await anOfferPath(appUrl)}` },
  ];
  const presets = [
    { name: "mobile", config: undefined },
    { name: "desktop", config: desktopConfig },
  ];
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
  console.log(`\n== Lighthouse performance: ${pages.length} pages × ${presets.length} presets × ${RUNS} runs`);
  // Rounds rather than back-to-back repeats: a slow moment of the machine spreads over every page.
  for (let round = 1; round <= RUNS; round++) {
    for (const preset of presets) {
      for (const page of pages) {
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
      const key = `${page.label} · ${preset.name}`;
      const score = summary(key, "score");
      rows[key] = {
        score: Math.round(score),
        "FCP ms": Math.round(summary(key, "fcp")),
        "LCP ms": Math.round(summary(key, "lcp")),
        "TBT ms": Math.round(summary(key, "tbt")),
        "score ratio to blank": (score / baseline).toFixed(2),
        // The public pages' aim: at least the blank page's score minus 2.
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
} finally {
  await tearDown();
  console.log(`bench-web: ${seconds()}`);
}
