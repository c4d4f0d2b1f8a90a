import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { cdp, page } from "vitest/browser";

import { Skeleton } from "./skeleton";

function emulateReducedMotion(reduce: boolean) {
  return cdp().send("Emulation.setEmulatedMedia", {
    features: [{ name: "prefers-reduced-motion", value: reduce ? "reduce" : "no-preference" }],
  });
}

describe("Skeleton", () => {
  afterEach(async () => {
    await emulateReducedMotion(false);
  });

  it("is hidden from assistive technology and takes the size it is given", async () => {
    await render(<Skeleton data-testid="shape" className="h-4 w-40" />);
    const shape = page.getByTestId("shape");
    await expect.element(shape).toHaveAttribute("aria-hidden", "true");
    const { width, height } = shape.element().getBoundingClientRect();
    expect([width, height]).toEqual([160, 16]);
  });

  it("pulses, unless the user asked for reduced motion", async () => {
    await render(<Skeleton data-testid="shape" className="h-4 w-40" />);
    const shape = page.getByTestId("shape").element();
    expect(getComputedStyle(shape).animationName).toBe("pulse");

    await emulateReducedMotion(true);
    await expect.poll(() => getComputedStyle(shape).animationName).toBe("none");
  });
});
