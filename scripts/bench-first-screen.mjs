// The script each route's first screen runs before any interaction, measured in Chromium on the
// app as `npm start` serves it: every route of the route table and of the administration, each
// opened by the visitor it is for (a visitor, a candidate, a recruiter, the administrator), in a
// fresh context (empty cache), until the network has been quiet for half a second. What counts is
// what Chromium compiled (`Debugger.scriptParsed`): a module fetched into the cache for later
// (`rel=prefetch`, the public pages' app before the first move) is not run, so not counted. The
// first screen ends where the app marks it complete (`fuse:first-screen`, apps/platform/src/
// first-screen.ts: no navigation, no request of the screen under way); what the app loads after
// it without anyone touching the page (the session's client, live updates) is shown beside, not
// counted. A page whose app has not started (the public site before a first move) counts all it
// ran. Sizes are the build's files gzipped at level 9, the entry included. A route over the budget gets a line
// « over budget »; a route with parameters is opened at an address found in a link of the pages
// measured before it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

import { firstScreenMark } from "../apps/platform/src/first-screen.ts";
import { paths } from "../packages/domain/src/vocabulary/paths.ts";
import { demoPassword, submitSignIn } from "../tests/e2e/support/sign-in.ts";

/** The first screen's budget of script, gzip, entry included. */
export const firstScreenBudget = 170 * 1024;

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const firstScreenBinding = "fuseBenchFirstScreen";

/** Runs in the page before its scripts: calls the bench's binding when the app marks its first screen. */
function tellFirstScreen({ binding, mark }) {
  new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.name === mark)) globalThis[binding]?.("");
  }).observe({ type: "mark" });
}

/** Who opens a route: the demo account whose page it is, or a visitor (null). */
function visitorOf(route) {
  const at = (prefix) => route.path === prefix || route.path.startsWith(`${prefix}/`);
  if (route.layout === "admin-global-refactored") return "admin@fuse.test";
  if (route.layout === "candidate" || route.path === paths.questionnaire.bySlug) return "candidat@fuse.test";
  if (at(paths.recruiter.home)) return "recruteur.abonne@fuse.test";
  // The onboarding pages: an account whose onboarding is still to do.
  if ([paths.register.cvAnalyzer, paths.register.voice, paths.questionnaire.candidate].includes(route.path))
    return "candidat.nouveau@fuse.test";
  if ([paths.questionnaire.recruiter, paths.questionnaire.companyAnalyzer].includes(route.path))
    return "recruteur.nouveau@fuse.test";
  return null;
}

/** The administration's routes, from the paths they have (their table loads with Vite only). */
const adminRoutes = Object.entries(paths.admin).map(([name, path]) => ({
  path,
  title: `administration: ${name}`,
  layout: "admin-global-refactored",
}));

/** A matcher of the addresses a route with parameters answers. */
const patternOf = (route) => new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, "[^/?#]+")}$`);

/**
 * Signs `email` in through the sign-in page, once, and returns the browser state holding the
 * session (its cookies), for the contexts that open that visitor's routes.
 */
export async function signedInState(browser, appUrl, email) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${appUrl}${paths.login}`);
    await submitSignIn(page, email, demoPassword);
    await page.waitForURL((url) => url.pathname !== paths.login, { timeout: 30_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Measures every route; prints a table (route, visitor, first-screen script, files, where it
 * landed) and a line per route over the budget. Returns the routes over budget.
 */
export async function measureFirstScreens({ browser, appUrl, dist, appDir }) {
  const { flattenRoutes, pageRoutes } = await import(pathToFileURL(path.join(appDir, "src/routes.ts")).href);
  const routes = [...flattenRoutes(pageRoutes), ...adminRoutes];
  const states = new Map();
  const stateOf = async (email) => {
    if (!states.has(email)) states.set(email, await signedInState(browser, appUrl, email));
    return states.get(email);
  };
  const gzipSizes = new Map();
  const gz = (file) => {
    if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
    return gzipSizes.get(file);
  };

  /** The app's addresses linked from the pages measured so far, to fill routes with parameters. */
  const linked = new Set();
  async function measure(address, visitor) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      ...(visitor ? { storageState: await stateOf(visitor) } : {}),
    });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const parsed = new Set();
      // The scripts compiled when the app said its first screen was complete. Both events come in
      // the order they happened, on one protocol session.
      let firstScreen = null;
      cdp.on("Debugger.scriptParsed", ({ url }) => {
        if (url.startsWith(`${appUrl}/assets/`) && url.endsWith(".js")) parsed.add(new URL(url).pathname);
      });
      cdp.on("Runtime.bindingCalled", ({ name }) => {
        if (name === firstScreenBinding && !firstScreen) firstScreen = new Set(parsed);
      });
      await cdp.send("Debugger.enable");
      await cdp.send("Runtime.enable");
      await cdp.send("Runtime.addBinding", { name: firstScreenBinding });
      await page.addInitScript(tellFirstScreen, { binding: firstScreenBinding, mark: firstScreenMark });
      await page.goto(`${appUrl}${address}`, { waitUntil: "networkidle" });
      // A started app marks its first screen once the browser is idle: the network may be quiet before.
      const started = [...parsed].some((file) => /^\/assets\/app-[^/]+\.js$/.test(file));
      if (started && !firstScreen) {
        await page
          .waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, firstScreenMark, {
            timeout: 10_000,
          })
          .then(() => page.waitForLoadState("networkidle"))
          .catch(() => {});
      }
      for (const href of await page.$$eval("a[href^='/']", (links) => links.map((link) => link.getAttribute("href")))) {
        linked.add(href.split(/[?#]/)[0]);
      }
      const sizeOf = (files) => files.reduce((sum, file) => sum + gz(path.join(dist, file)), 0);
      const files = firstScreen ? [...firstScreen] : [...parsed];
      return {
        bytes: sizeOf(files),
        files: files.length,
        after: sizeOf([...parsed].filter((file) => !files.includes(file))),
        marked: firstScreen !== null,
        started,
        landed: new URL(page.url()).pathname,
      };
    } finally {
      await context.close();
    }
  }

  const rows = {};
  const over = [];
  const unreached = [];
  // Routes without parameters first: their links give the others an address.
  const ordered = [...routes.filter((r) => !r.path.includes(":")), ...routes.filter((r) => r.path.includes(":"))];
  for (const route of ordered) {
    const visitor = visitorOf(route);
    let address = route.path;
    if (route.path.includes(":")) {
      address = [...linked].find((href) => patternOf(route).test(href));
      if (!address) {
        unreached.push(route.path);
        continue;
      }
    }
    const { bytes, files, after, marked, started, landed } = await measure(address, visitor);
    const within = bytes <= firstScreenBudget;
    if (!within) over.push({ route: route.path, bytes });
    rows[route.path] = {
      visitor: visitor ?? "visitor",
      "first screen JS": kib(bytes),
      budget: kib(firstScreenBudget),
      files,
      within: within ? "yes" : "over budget",
      // What the app loaded after its first screen, untouched; else whether the app ran at all.
      "after it": marked ? kib(after) : started ? "no mark in 10 s" : "app not started",
      ...(landed === address ? {} : { "landed on": landed }),
    };
  }
  console.table(rows);
  for (const { route, bytes } of over) {
    console.log(
      `over budget: ${route} runs ${kib(bytes)} of script before any interaction (budget ${kib(firstScreenBudget)})`,
    );
  }
  for (const route of unreached) console.log(`not measured: ${route} (no link to it on the pages measured before)`);
  console.log(
    `${Object.keys(rows).length} routes measured, ${over.length} over the budget of ${kib(firstScreenBudget)}` +
      (unreached.length > 0 ? `, ${unreached.length} not reached` : ""),
  );
  return over;
}
