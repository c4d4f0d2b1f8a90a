import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { configDefaults, defineConfig } from "vitest/config";

import { pointerCommands } from "./tests/setup/pointer-commands.ts";
import { chromiumArgs, chromiumPath, serverSourceCondition, sourceCondition } from "./vite.shared.ts";

const root = path.dirname(fileURLToPath(import.meta.url));
const uiPackage = JSON.parse(readFileSync(path.join(root, "packages/ui/package.json"), "utf8")) as {
  dependencies: Record<string, string>;
};

/**
 * Pre-bundled up front: on a fresh machine Vite would otherwise discover these mid-run, reload
 * the page and fail the test file that was running ("Invalid hook call").
 */
const prebundled = [
  // @tiptap/pm has only subpath exports ("@tiptap/pm/state"...): its bare name cannot be resolved.
  ...Object.keys(uiPackage.dependencies).filter((name) => name !== "@tiptap/pm"),
  // The workflow board's drag and drop (a dependency of @fuse/features).
  "@dnd-kit/react",
  "@dnd-kit/react/sortable",
  "@dnd-kit/helpers",
  "@dnd-kit/dom",
  "react",
  "react-dom",
  "react-dom/client",
  "react-dom/server",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
  "vitest-browser-react",
];

/** Every project counts each test's assertions for the run report (tests/support/run-report.ts). */
const countAssertions = "./tests/setup/count-assertions.ts";

/** Each project needs its own object: Vitest expands the instances in place. */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: "chromium" as const, viewport: { width: 1024, height: 768 } }],
  screenshotFailures: false,
  commands: pointerCommands,
});

export default defineConfig({
  resolve: sourceCondition,
  optimizeDeps: { include: prebundled },
  test: {
    // One file per core at a time. Vitest's default leaves one core idle (two cores: one file at a
    // time), while a file of the server suites waits on its database thread and a browser file on
    // Chromium's processes.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        // Pure modules may import the kit (a toast from a query cache's error handler): Vite compiles
        // @fuse/* from their sources, as the browser projects do, instead of Node loading dist/.
        ssr: { noExternal: [/^@fuse\//], resolve: serverSourceCondition },
        test: {
          name: "unit",
          environment: "node",
          setupFiles: [countAssertions],
          include: ["packages/*/src/**/*.unit.test.ts", "packages/*/scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
        },
      },
      {
        extends: true,
        ssr: { resolve: serverSourceCondition },
        test: {
          name: "server",
          environment: "node",
          setupFiles: [countAssertions],
          include: [
            "apps/platform/server/**/*.test.ts",
            "packages/{api,supabase-local,server-core}/src/**/*.test.ts",
            "tests/server/**/*.test.ts",
          ],
          // Unit tests beside the server's code (the commune search, e-mail templates, BAN answers…)
          // are the unit project's: it runs them, once.
          exclude: [...configDefaults.exclude, "packages/**/*.unit.test.ts"],
          // The files share their worker's modules (the server's code, the salary rules, the ROME
          // titles are loaded once per worker, not once per file): none of them mocks a module or
          // changes a global, and each starts its own servers and databases.
          isolate: false,
          // Each file boots its own database; PGlite's first boot takes seconds on a busy machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The public pages' server rendering runs from source here: a package whose `source`
          // export is TypeScript goes through Vite, as the rendering's build bundles it.
          server: { deps: { inline: ["downshift", "compute-scroll-into-view"] } },
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          environment: "node",
          setupFiles: [countAssertions],
          include: ["tests/e2e/**/*.e2e.test.ts"],
          // Builds the app if needed, then starts it twice as `npm start` does (payment off and on)
          // for each worker: files running at once never share a server and its demo accounts.
          globalSetup: ["./tests/e2e/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // What a page does by itself (taking the page over, a query coming back) is awaited as
          // long as a Playwright action is (tests/e2e/support/browser.ts): on a busy two-core
          // machine, a second is not a bound on what the user sees, only on the machine's load.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        extends: true,
        plugins: [react(), tailwindcss()],
        test: {
          name: "browser",
          sequence: { groupOrder: 1 },
          include: [
            "packages/*/src/**/*.test.tsx",
            "packages/*/src/**/*.browser.test.ts",
            "apps/*/src/**/*.test.tsx",
            "tests/visual/**/*.test.tsx",
          ],
          setupFiles: ["./tests/setup/browser.ts", countAssertions],
          browser: browser(),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, ".storybook") })],
        test: {
          name: "storybook",
          sequence: { groupOrder: 1 },
          // The story files share their page's modules (the kit, the features, Storybook's own set-up
          // are loaded once, not once per file): each story renders into a fresh root and is unmounted
          // after its test, the preview clears the toasts' store before each, and axe still checks
          // every story. The component tests keep a page per file (some check a first load).
          isolate: false,
          setupFiles: ["./tests/setup/count-story-assertions.ts"],
          browser: browser(),
        },
      },
    ],
  },
});
