// What the bench scripts share: a one-file React app built with Vite, the baseline beside which
// the kit and the platform are measured; and for the sections that run the product in a browser,
// the product's server over a fresh data directory, a build served as the app is, and their undoing.
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import react from "@vitejs/plugin-react";
import { build } from "vite";

import { chromiumPath } from "../vite.shared.ts";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Checks that Chromium is there, then builds the app (`apps/platform/dist`, as `npm start` does). */
export function buildPlatformForBrowser() {
  if (!existsSync(chromiumPath)) throw new Error(`no Chromium at ${chromiumPath} (set CHROME_PATH)`);
  console.log("== @fuse/platform build");
  execFileSync("npm", ["run", "--silent", "build", "-w", "@fuse/platform", "--", "--logLevel", "warn"], {
    cwd: repo,
    stdio: "inherit",
  });
}

/**
 * Builds `main.tsx` (given as source) into `<dir>/dist` and returns that directory. `rootHtml` is
 * what #root holds in index.html: empty for a page rendered in the browser, the server's rendering
 * for a page that hydrates it.
 */
export async function buildOneFileReactApp(dir, source, rootHtml = "") {
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Page vide</title>
  </head>
  <body>
    <div id="root">${rootHtml}</div>
    <script type="module" src="./main.tsx"></script>
  </body>
</html>
`,
  );
  writeFileSync(path.join(dir, "main.tsx"), source);
  await build({
    root: dir,
    configFile: false,
    logLevel: "silent",
    plugins: [react()],
    build: { outDir: "dist", reportCompressedSize: false },
  });
  return path.join(dir, "dist");
}

/** A port free on loopback now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * What a bench section starts and must stop whatever happens. Each start registers its undoing in
 * `teardown`; `tearDown()` runs them in reverse order, and runs on Ctrl-C too. `label` names the
 * section in the errors of its cleanup.
 */
export function benchCleanup(label) {
  const teardown = [];
  async function tearDown() {
    while (teardown.length > 0) {
      try {
        await teardown.pop()();
      } catch (error) {
        console.error(`${label} cleanup:`, error);
      }
    }
  }
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => void tearDown().finally(() => process.exit(130)));
  }
  /**
   * Last resort if the process ends without the teardown (an error thrown from an event handler, as
   * chrome-launcher's spawn does): no orphan server or browser, no temporary directory left.
   */
  const orphans = new Set();
  const scratchDirs = new Set();
  process.on("exit", () => {
    for (const pid of orphans) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
    for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A temporary directory, removed on the way out whatever happens. */
  function scratchDir(prefix) {
    const dir = mkdtempSync(prefix);
    scratchDirs.add(dir);
    teardown.push(() => {
      rmSync(dir, { recursive: true, force: true });
      scratchDirs.delete(dir);
    });
    return dir;
  }

  /**
   * The product's server (`npm run server`) over a fresh data directory, with `env` added to this
   * process's; `onOutput` receives what it prints. Ready once /api/health answers: the server
   * seeds (CPU work that would skew the measures) before it listens.
   */
  async function startAppServer({ env: extra = {}, onOutput } = {}) {
    const dataDir = scratchDir(path.join(tmpdir(), "fuse-bench-data-"));
    const port = await freePort();
    const env = { ...process.env, ...extra, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir };
    // Embedded mode on the fresh directory, whatever the shell points at.
    // NODE_ENV too: a Vite build in this process sets it to production, and a production
    // server seeds no demo data (the offers and accounts the pages are measured on).
    for (const name of ["DATABASE_URL", "SUPABASE_URL", "PUBLIC_URL", "NODE_ENV"]) delete env[name];
    const child = spawn(process.execPath, ["--conditions=source", "apps/platform/server/start.ts"], {
      cwd: repo,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    orphans.add(child.pid);
    teardown.push(async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, "exit");
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(timer);
      }
      orphans.delete(child.pid);
    });
    let output = "";
    const read = (chunk) => {
      output += chunk;
      onOutput?.(String(chunk));
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);

    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
      const health = await fetch(`${url}/api/health`).catch(() => undefined);
      if (health?.ok) return url;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the server did not answer /api/health within 90 s:\n${output}`);
  }

  /**
   * Serves a build through the app's own web-app module: the same compression and cache headers,
   * and with `headers` the app's security headers too. Those cost a page the same whatever it holds:
   * Cross-Origin-Opener-Policy puts the page in a browsing context group of its own, so Chromium
   * starts it in a new renderer process, which delays its first paint.
   */
  async function serveBuild(dir, { headers }) {
    // Loaded here: the scripts that only build need none of the server's modules.
    const [{ serve }, { Hono }, { securityHeaders }, { webAppRoutes }] = await Promise.all([
      import("@hono/node-server"),
      import("hono"),
      import("../apps/platform/server/app.ts"),
      import("../apps/platform/server/web-app.ts"),
    ]);
    const app = new Hono();
    const config = {
      webAppDir: dir,
      mode: "embedded",
      publicUrl: "http://127.0.0.1",
      supabaseUrl: "http://127.0.0.1",
      corsOrigins: [],
    };
    if (headers) app.use(securityHeaders(config));
    // A build's index.html is served for "/" as the app's is, with a canonical URL to write.
    const { routes } = webAppRoutes({ config, keys: { anon: "" } });
    app.route("/", routes);
    const server = await new Promise((resolve) => {
      const http = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(http));
    });
    teardown.push(
      () =>
        new Promise((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
    return `http://127.0.0.1:${server.address().port}`;
  }

  return { teardown, orphans, tearDown, scratchDir, startAppServer, serveBuild };
}
