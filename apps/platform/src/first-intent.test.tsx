import { afterEach, describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";

import { firstIntent } from "./first-intent";

const page = document.createElement("div");
afterEach(() => page.remove());

function renderPage() {
  page.innerHTML = `<p>Fuse</p><input aria-label="Métier"><div id="long" style="height: 3000px"></div>`;
  document.body.append(page);
  return { field: page.querySelector("input")! };
}

/** Whether `promise` has settled once the events already queued have run. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return done;
}

describe("firstIntent", () => {
  it("waits while the visitor only reads the page", async () => {
    renderPage();
    expect(await settled(firstIntent())).toBe(false);
  });

  it("resolves when the visitor moves the focus with the keyboard", async () => {
    renderPage();
    const intent = firstIntent();
    await userEvent.keyboard("{Tab}");
    expect(await settled(intent)).toBe(true);
  });

  it("resolves when the visitor clicks", async () => {
    const { field } = renderPage();
    const intent = firstIntent();
    await userEvent.click(field);
    expect(await settled(intent)).toBe(true);
  });

  it("resolves at a click that comes alone, as a screen reader's in browse mode does", async () => {
    renderPage();
    const intent = firstIntent();
    page.querySelector("p")!.click();
    expect(await settled(intent)).toBe(true);
  });

  it("resolves at once when the focus moved before it listened", async () => {
    const { field } = renderPage();
    field.focus();
    expect(await settled(firstIntent())).toBe(true);
    field.blur();
  });

  it("resolves at once when the page was scrolled before it listened", async () => {
    renderPage();
    const scrolled = new Promise((resolve) => window.addEventListener("scroll", resolve, { once: true }));
    window.scrollTo(0, 500);
    await scrolled;
    expect(await settled(firstIntent())).toBe(true);
    window.scrollTo(0, 0);
  });

  it("resolves when the page scrolls", async () => {
    renderPage();
    const intent = firstIntent();
    window.scrollTo(0, 500);
    expect(await settled(intent)).toBe(true);
    window.scrollTo(0, 0);
  });
});
