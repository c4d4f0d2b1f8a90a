import { defaultClientConditions, defaultServerConditions } from "vite";

/**
 * Inside the monorepo, `@fuse/*` imports resolve to TypeScript sources through the `source`
 * export condition; published consumers get `dist/` through the `import` condition.
 */
export const sourceCondition = { conditions: ["source", ...defaultClientConditions] };

/** The same for code that runs in Node (Vite's server-side environment: the server's test suites). */
export const serverSourceCondition = {
  conditions: ["source", ...defaultServerConditions],
  externalConditions: ["source"],
};

/** Debian's Chromium, found by path: nothing in this project downloads a browser. */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Flags for headless Chromium on machines with no network but loopback. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--font-render-hinting=none",
];
