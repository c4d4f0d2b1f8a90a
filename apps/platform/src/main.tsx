import "./index.css";

import { reloadOnceForChunkError } from "./chunk-reload";
import { holdEarlyInput } from "./early-input";
import { firstIntent } from "./first-intent";
import { nextTask } from "./next-task";
import { pageDataIds, readJsonBlock } from "./page-data";
import { mayHaveSession } from "./session/session-hint";

// A stylesheet or module of an older build is gone (new deployment): fetch the new one, once.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

/** Resolves once the browser has painted the page (or after 100 ms in a tab that is not shown). */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

/**
 * Asks for modules the page needs (the server lists them): `modulepreload` to import them now,
 * `prefetch` to have them in the browser's cache for later, at the lowest priority and without
 * running them. Starting a download costs the main thread about a millisecond: they start a few at
 * a time, and the page stays responsive meanwhile.
 */
async function askFor(hrefs: string[], rel: "modulepreload" | "prefetch") {
  const batch = 3;
  for (let start = 0; start < hrefs.length; start += batch) {
    if (start > 0) await nextTask();
    for (const href of hrefs.slice(start, start + batch)) {
      const link = document.createElement("link");
      link.rel = rel;
      if (rel === "prefetch") link.as = "script";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
  }
}

/** Resolves once the page has loaded and the browser is idle. */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    const idle = () =>
      "requestIdleCallback" in window ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 0);
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  });

// A page of the public site comes rendered by the server: the visitor sees it at once, and can
// read it and follow its links without any other script. The app (most of the code a page loads,
// and most of the phone's work) starts at their first sign of intent: a touch, a scroll, the
// mouse, a key, the focus. Meanwhile, once the page is idle, its modules are fetched into the
// browser's cache without being run, so that the start is quick. Someone who may be signed in gets
// the app at once, for their account's menu. Its modules are asked for once the page is painted
// (they would otherwise compete with the page and its stylesheet for the connection), then the app
// hydrates the page; a button pressed or a form sent meanwhile is held until then.
const rendered = document.getElementById(pageDataIds.serverState) !== null;
const release = rendered ? holdEarlyInput() : undefined;
if (rendered) {
  const modules = readJsonBlock<string[]>(pageDataIds.modules) ?? [];
  await afterFirstPaint();
  if (!mayHaveSession()) {
    void whenIdle().then(() => askFor(modules, "prefetch"));
    await firstIntent();
  }
  await askFor(modules, "modulepreload");
  await nextTask();
}
const { startApp } = await import("./app");
if (rendered) await nextTask();
// This module's URL names the build: /assets/index-<content hash>.js.
await startApp(new URL(import.meta.url).pathname);
// Had the app not loaded, nothing held would be sent the browser's way: it stays held.
release?.();
