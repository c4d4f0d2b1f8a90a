import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";

import { dismissToast, Toaster } from "@fuse/ui/toast";

import { watchForNewBuild } from "./new-build";

/** The server's `version.json`, as the build writes it: the entry module of the build served. */
const serving = (build: string | null) =>
  vi
    .spyOn(window, "fetch")
    .mockImplementation(async () =>
      build === null ? new Response("", { status: 503 }) : Response.json({ build }, { status: 200 }),
    );

afterEach(() => {
  vi.restoreAllMocks();
  dismissToast();
});

describe("watchForNewBuild", () => {
  it("stays quiet while the server serves this very build, or cannot answer", async () => {
    await render(<Toaster />);
    const fetch = serving("/assets/index-abc.js");
    const watcher = watchForNewBuild({ current: "/assets/index-abc.js", intervalMs: 60_000 });
    await watcher.check();
    fetch.mockImplementation(async () => new Response("", { status: 503 }));
    await watcher.check();
    watcher.stop();
    expect(fetch).toHaveBeenCalledWith("/version.json", { cache: "no-store" });
    expect(document.querySelector('[data-slot="toast"]')).toBeNull();
  });

  it("offers a reload, once, when a newer build is deployed", async () => {
    await render(<Toaster />);
    serving("/assets/index-new.js");
    const reload = vi.fn();
    const watcher = watchForNewBuild({ current: "/assets/index-old.js", intervalMs: 60_000, reload });
    await watcher.check();
    await watcher.check();
    watcher.stop();
    await expect.element(page.getByText("Une nouvelle version de Fuse est disponible")).toBeVisible();
    expect(document.querySelectorAll('[data-slot="toast"]')).toHaveLength(1);
    await page.getByRole("button", { name: "Recharger" }).click();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("checks by itself at every interval", async () => {
    vi.useFakeTimers();
    try {
      const fetch = serving("/assets/index-abc.js");
      const watcher = watchForNewBuild({ current: "/assets/index-abc.js", intervalMs: 1000 });
      await vi.advanceTimersByTimeAsync(3000);
      watcher.stop();
      await vi.advanceTimersByTimeAsync(3000);
      expect(fetch).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
