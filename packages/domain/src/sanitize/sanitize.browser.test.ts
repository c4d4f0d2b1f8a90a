import DOMPurify from "dompurify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { sanitizeHtml } from "./sanitize";
import { hostileVectors, policyViolations, safeVectors, STORAGE, storageImageVectors } from "./sanitize.fixtures";

/** Every payload calls this global: if it is ever called, some script ran. */
const xss = vi.fn();

beforeEach(() => {
  xss.mockClear();
  Object.assign(window, { __xss: xss });
});

afterEach(() => {
  document.body.replaceChildren();
});

/**
 * Inserts HTML into the live page. A contextual fragment, unlike innerHTML, lets <script> run
 * once inserted, so this is the most permissive way markup can reach the page.
 */
function insert(html: string) {
  const container = document.createElement("div");
  document.body.append(container);
  container.append(document.createRange().createContextualFragment(html));
  return container;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Waits until every image has loaded or failed, and autofocus, toggle and animation events had their turn. */
async function settle(root: ParentNode, graceMs = 20) {
  const images = Array.from(root.querySelectorAll("img"));
  await Promise.all(
    images.map(
      (image) =>
        image.complete ||
        new Promise((resolve) => {
          image.addEventListener("load", resolve, { once: true });
          image.addEventListener("error", resolve, { once: true });
        }),
    ),
  );
  await nextFrame();
  await nextFrame();
  await new Promise((resolve) => setTimeout(resolve, graceMs));
}

describe("sanitizeHtml in Chromium", () => {
  it.each([
    { name: "image error handler", html: '<img src="x" onerror="__xss()">' },
    { name: "script element", html: "<script>__xss()</script>" },
    { name: "script in an iframe srcdoc", html: '<iframe srcdoc="<script>parent.__xss()</script>"></iframe>' },
    {
      name: "animation start handler",
      html: '<style>@keyframes fuse-x{}</style><b style="animation:fuse-x 1ms" onanimationstart="__xss()">b</b>',
    },
    { name: "details toggle handler", html: '<details open ontoggle="__xss()"><summary>s</summary>d</details>' },
    { name: "image inside <svg><style> breakout", html: '<svg><style><img src="x" onerror="__xss()"></style></svg>' },
  ])("the harness does catch an unsanitised $name", async ({ html }) => {
    const container = insert(html);
    await settle(container);
    await vi.waitFor(() => expect(xss).toHaveBeenCalled());
  });

  it.each(safeVectors)("keeps $name", ({ input, expected }) => {
    expect(sanitizeHtml(input)).toBe(expected ?? input);
  });

  it.each(hostileVectors)("neutralises $kind: $name", async ({ input, expected }) => {
    const output = sanitizeHtml(input);
    if (expected !== undefined) expect(output).toBe(expected);
    const container = insert(output);
    await settle(container);
    expect(policyViolations(container)).toEqual([]);
    expect(xss).not.toHaveBeenCalled();
  });

  it.each(storageImageVectors)("images from the product's storage only: $name", ({ input, expected }) => {
    const output = sanitizeHtml(input, { imageSources: [STORAGE] });
    expect(output).toBe(expected);
    expect(policyViolations(insert(output))).toEqual([]);
  });

  it("runs nothing when every output is on the page at once", async () => {
    const outputs = [...hostileVectors, ...safeVectors].map(({ input }) => sanitizeHtml(input));
    const containers = [insert(outputs.join("")), ...outputs.map(insert)];
    await settle(document.body, 500);
    expect(xss).not.toHaveBeenCalled();
    expect(containers.flatMap(policyViolations)).toEqual([]);
    expect(document.body.querySelectorAll("img, a, li").length).toBeGreaterThan(0);
  });

  it("uses an instance of its own: global hooks and config elsewhere change nothing", () => {
    const addClass = (node: Element) => node.setAttribute("class", "injected");
    DOMPurify.addHook("afterSanitizeAttributes", addClass);
    DOMPurify.setConfig({ ALLOWED_TAGS: ["script", "p"], ALLOWED_ATTR: ["class", "onclick"] });
    try {
      expect(sanitizeHtml('<p onclick="__xss()">texte</p><script>__xss()</script><b>gras</b>')).toBe(
        "<p>texte</p><b>gras</b>",
      );
    } finally {
      DOMPurify.clearConfig();
      DOMPurify.removeHook("afterSanitizeAttributes", addClass);
    }
  });

  it("leaves the global DOMPurify as it found it", () => {
    sanitizeHtml('<p class="x">texte</p>');
    expect(DOMPurify.sanitize('<div class="carte" data-id="1">texte</div>')).toBe(
      '<div class="carte" data-id="1">texte</div>',
    );
  });
});
