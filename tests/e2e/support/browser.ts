// Real Chromium for the e2e suites: one browser per test file, a fresh context per test.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "playwright-core";
import { afterAll, beforeAll, expect, onTestFinished } from "vitest";

import { chromiumArgs, chromiumPath } from "../../../vite.shared.ts";

/** Playwright's wait for one action or locator; well under the project's test timeout. */
export const actionTimeout = 15_000;

export interface PageProblems {
  /** Console errors, uncaught page errors and CSP violations so far, one line each, in order. */
  list(): string[];
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
}

/**
 * Everything that went wrong in a context's pages: console errors (Chromium also logs refused
 * CSP loads and failed requests there), uncaught errors and `securitypolicyviolation` events.
 */
async function watchProblems(context: BrowserContext): Promise<PageProblems> {
  const problems: string[] = [];
  context.on("console", (message) => {
    if (message.type() !== "error") return;
    const { url, lineNumber } = message.location();
    problems.push(`console error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ""}`);
  });
  context.on("weberror", (webError) => {
    const error = webError.error();
    problems.push(`page error: ${error.stack ?? error.message}`);
  });
  // Bindings and init scripts come through the DevTools protocol, so the page's CSP does not block them.
  await context.exposeBinding("__e2eReportCspViolation", (_source, line: string) => {
    problems.push(`CSP violation: ${line}`);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __e2eReportCspViolation(line: string): void }).__e2eReportCspViolation;
      void report(`${event.effectiveDirective} refused ${event.blockedURI || "(inline)"} on ${event.documentURI}`);
    });
  });
  return { list: () => [...problems] };
}

/**
 * Launches one Chromium for the calling test file (closed after its tests) and returns
 * `newPage()`: a fresh context — 1280×800, fr-FR, no shared storage — and its page for the running
 * test, closed when the test ends (or with the browser, `acrossTests`), with the problems watched
 * from the first request.
 * `extraArgs` adds Chromium flags for this file's browser (e.g. a fake microphone).
 */
export function setupChromium(extraArgs: readonly string[] = []) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, ...extraArgs] });
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(options: BrowserContextOptions = {}, { acrossTests = false } = {}): Promise<OpenedPage> {
      if (!browser) throw new Error("setupChromium() must be called at the top of the test file");
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        locale: "fr-FR",
        ...options,
      });
      // A journey walked in several tests keeps its page until the file's browser closes.
      if (!acrossTests) onTestFinished(() => context.close());
      context.setDefaultTimeout(actionTimeout);
      context.setDefaultNavigationTimeout(actionTimeout * 2);
      const problems = await watchProblems(context);
      const page = await context.newPage();
      return { context, page, problems };
    },
  };
}

/**
 * Focuses a field, then waits until the app has taken the page over. A page of the public site
 * comes rendered by the server, and the app comes at the visitor's first sign of intent (focusing a
 * field is one). Its fields take text at once, and what is typed meanwhile reaches the app (the
 * contact form's test types at once); a test of something else waits, so that it tests one thing.
 * The head tags the server wrote (marked `data-page-meta`) go once the app has hydrated the page.
 */
export async function focusOnceTakenOver(field: Locator) {
  await field.focus();
  await expect.poll(() => field.page().locator("head [data-page-meta]").count(), { timeout: actionTimeout }).toBe(0);
}
