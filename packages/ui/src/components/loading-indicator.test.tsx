import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { cdp, page } from "vitest/browser";

import { LoadingIndicator } from "./loading-indicator";

/** Runs work inside React's act, so the page is up to date when it returns. */
async function settle(work: () => unknown) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {
      await work();
    });
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

const advance = (ms: number) => settle(() => vi.advanceTimersByTimeAsync(ms));
// Read the page once, right now: a polling matcher would move the fake clock on while it retries.
const bar = () => document.querySelector<HTMLElement>("[role=progressbar]");

/** The bar's width as a share of the window's, at `ms` into its animation. */
function widthAt(element: HTMLElement, ms: number) {
  const [animation] = element.getAnimations();
  animation!.pause();
  animation!.currentTime = ms;
  return element.getBoundingClientRect().width / window.innerWidth;
}

describe("LoadingIndicator", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows nothing for the first 200 ms of work, then a labelled progress bar", async () => {
    await render(<LoadingIndicator active />);
    await advance(199);
    expect(bar()).toBeNull();

    await advance(1);
    await expect.element(page.getByRole("progressbar", { name: "Chargement de la page" })).toBeInTheDocument();
  });

  it("shows nothing at all for work shorter than the throttle", async () => {
    const screen = await render(<LoadingIndicator active />);
    await advance(150);
    await screen.rerender(<LoadingIndicator active={false} />);
    await advance(1000);
    expect(bar()).toBeNull();
  });

  it("is a 3 px bar in the brand colour, fixed across the top of the window", async () => {
    await render(<LoadingIndicator active />);
    await advance(200);
    const element = bar()!;
    const style = getComputedStyle(element);
    expect(style.height).toBe("3px");
    expect(style.position).toBe("fixed");
    expect(element.getBoundingClientRect().top).toBe(0);
    expect(style.backgroundColor).toBe("rgb(139, 76, 140)");
  });

  it("grows across the window over 2000 ms", async () => {
    await render(<LoadingIndicator active />);
    await advance(200);
    const element = bar()!;
    expect(widthAt(element, 0)).toBe(0);
    const halfway = widthAt(element, 1000);
    expect(halfway).toBeGreaterThan(0.3);
    expect(halfway).toBeLessThan(0.9);
    expect(widthAt(element, 2000)).toBeCloseTo(0.9);
  });

  it("takes its throttle, duration, height and label from props", async () => {
    await render(<LoadingIndicator active throttle={500} duration={4000} height={5} label="Loading page" />);
    await advance(499);
    expect(bar()).toBeNull();
    await advance(1);
    const element = page.getByRole("progressbar", { name: "Loading page" });
    await expect.element(element).toBeInTheDocument();
    expect(getComputedStyle(element.element()).height).toBe("5px");
    expect(widthAt(element.element() as HTMLElement, 2000)).toBeLessThan(0.9);
    expect(widthAt(element.element() as HTMLElement, 4000)).toBeCloseTo(0.9);
  });

  it("disappears as soon as the work is over, and waits the throttle again next time", async () => {
    const screen = await render(<LoadingIndicator active />);
    await advance(300);
    expect(bar()).not.toBeNull();

    await screen.rerender(<LoadingIndicator active={false} />);
    expect(bar()).toBeNull();

    await screen.rerender(<LoadingIndicator active />);
    await advance(199);
    expect(bar()).toBeNull();
    await advance(1);
    expect(bar()).not.toBeNull();
  });

  describe("with reduced motion", () => {
    beforeEach(async () => {
      await cdp().send("Emulation.setEmulatedMedia", {
        features: [{ name: "prefers-reduced-motion", value: "reduce" }],
      });
    });

    afterEach(async () => {
      await cdp().send("Emulation.setEmulatedMedia", { features: [] });
    });

    it("still shows the bar, full width and still", async () => {
      expect(window.matchMedia("(prefers-reduced-motion: reduce)").matches).toBe(true);
      await render(<LoadingIndicator active />);
      await advance(200);
      const element = bar()!;
      expect(element.getAnimations()).toHaveLength(0);
      expect(element.getBoundingClientRect().width).toBe(window.innerWidth);
      expect(getComputedStyle(element).height).toBe("3px");
    });
  });
});
