/**
 * A mouse that pauses, for browser tests: `userEvent.dragAndDrop` presses, travels and releases
 * in one go, faster than a drag library settles its drop target on a busy machine. These commands
 * split the gesture so that a test can wait for what the user would see before letting go.
 * They drive Playwright's real mouse (trusted events, main-frame coordinates).
 */
import type { BrowserCommand } from "vitest/node";

interface Point {
  x: number;
  y: number;
}

async function centre(context: Parameters<BrowserCommand>[0], selector: string, position?: Point): Promise<Point> {
  const frame = await context.frame();
  const box = await frame.locator(selector).boundingBox();
  if (!box) throw new Error(`Nothing to point at: ${selector}`);
  return { x: box.x + (position?.x ?? box.width / 2), y: box.y + (position?.y ?? box.height / 2) };
}

/** Moves onto the element and presses the left button. */
export const pointerPress: BrowserCommand<[selector: string]> = async (context, selector) => {
  const { x, y } = await centre(context, selector);
  await context.page.mouse.move(x, y);
  await context.page.mouse.down();
};

/** Moves the pointer, button held, onto the element in `steps` pointer moves. */
export const pointerMoveTo: BrowserCommand<[selector: string, options?: { steps?: number; position?: Point }]> = async (
  context,
  selector,
  options,
) => {
  const { x, y } = await centre(context, selector, options?.position);
  await context.page.mouse.move(x, y, { steps: options?.steps ?? 1 });
};

/** Lets go of the left button where the pointer is. */
export const pointerRelease: BrowserCommand<[]> = async (context) => {
  await context.page.mouse.up();
};

export const pointerCommands = { pointerPress, pointerMoveTo, pointerRelease };

declare module "vitest/browser" {
  interface BrowserCommands {
    pointerPress: (selector: string) => Promise<void>;
    pointerMoveTo: (selector: string, options?: { steps?: number; position?: Point }) => Promise<void>;
    pointerRelease: () => Promise<void>;
  }
}
