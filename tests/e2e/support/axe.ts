// axe-core in a page served by the app, for the end-to-end suites' accessibility checks.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Violation = { id: string; nodes: { target: unknown[] }[] };

/**
 * What axe finds wrong on the page once its transitions have ended, one line per rule: its id,
 * then the selectors of the elements at fault. A colour caught halfway through a transition (a
 * link leaving its « current page » colours) is no state a reader is left with. axe is evaluated
 * through the DevTools protocol, which the page's Content-Security-Policy does not block.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.all(ending);
    const { axe } = window as unknown as { axe: { run(context: Document): Promise<{ violations: Violation[] }> } };
    const { violations } = await axe.run(document);
    return violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  });
}
