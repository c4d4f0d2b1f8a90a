// axe-core in a page served by the app, for the end-to-end suites' accessibility checks.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Violation = { id: string; nodes: { target: unknown[] }[] };

/**
 * What axe finds wrong on the page as it is now, one line per rule: its id, then the selectors of
 * the elements at fault. axe is evaluated through the DevTools protocol, which the page's
 * Content-Security-Policy does not block.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document): Promise<{ violations: Violation[] }> } };
    const { violations } = await axe.run(document);
    return violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  });
}
