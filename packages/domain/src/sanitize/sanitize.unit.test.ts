import DOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";

import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, sanitizeHtml } from "./sanitize";
import { hostileVectors, policyViolations, safeVectors, STORAGE, storageImageVectors } from "./sanitize.fixtures";

/** A jsdom document of the server's own, to parse each output a second time as a browser would. */
const reparseDocument = new JSDOM("").window.document;

function reparse(html: string) {
  const container = reparseDocument.createElement("div");
  container.innerHTML = html;
  return container;
}

describe("sanitizeHtml in Node (jsdom)", () => {
  it("allows exactly the tags and attributes of the rule", () => {
    expect([...ALLOWED_TAGS].sort()).toEqual(["a", "b", "br", "em", "i", "img", "li", "ol", "p", "strong", "ul"]);
    expect([...ALLOWED_ATTRIBUTES].sort()).toEqual(["alt", "href", "src", "title"]);
  });

  it("has a hostile vector for every class of attack, and enough of them", () => {
    expect(hostileVectors.length).toBeGreaterThanOrEqual(80);
    expect(new Set(hostileVectors.map(({ name }) => name)).size).toBe(hostileVectors.length);
  });

  it.each(safeVectors)("keeps $name", ({ input, expected }) => {
    expect(sanitizeHtml(input)).toBe(expected ?? input);
  });

  it.each(hostileVectors)("neutralises $kind: $name", ({ input, expected }) => {
    const output = sanitizeHtml(input);
    if (expected !== undefined) expect(output).toBe(expected);
    expect(policyViolations(reparse(output))).toEqual([]);
  });

  it.each(storageImageVectors)("images from the product's storage only: $name", ({ input, expected }) => {
    const output = sanitizeHtml(input, { imageSources: [STORAGE] });
    expect(output).toBe(expected);
    expect(policyViolations(reparse(output))).toEqual([]);
  });

  it("drops every image from an absolute URL when no storage is given", () => {
    // Relative images stay: they are the app's own.
    const kept = storageImageVectors.filter(({ expected }) => expected !== "" && !/src="https?:/.test(expected));
    for (const { input } of storageImageVectors) expect(sanitizeHtml(input)).not.toMatch(/src="(https?:)?\/\//);
    expect(kept.map(({ input }) => sanitizeHtml(input))).toEqual(kept.map(({ expected }) => expected));
  });

  it("refuses an image source that is not an http(s) URL prefix", () => {
    expect(() => sanitizeHtml("<p>x</p>", { imageSources: ["javascript:alert(1)//"] })).toThrow(/not an http\(s\) URL/);
    expect(() => sanitizeHtml("<p>x</p>", { imageSources: ["/storage/"] })).toThrow();
  });

  // Another DOMPurify in the same process (a library, another module) with its own hooks and
  // global config: sanitizeHtml has an instance of its own, which neither reaches.
  const elsewhere = () => DOMPurify(new JSDOM("").window);

  it("leaves another DOMPurify as it found it", () => {
    const other = elsewhere();
    sanitizeHtml('<p class="x">texte</p>');
    expect(other.sanitize('<div class="carte" data-id="1">texte</div>')).toBe(
      '<div class="carte" data-id="1">texte</div>',
    );
  });

  it("is not reached by a hook or a global config set on another DOMPurify", () => {
    const other = elsewhere();
    other.addHook("afterSanitizeAttributes", (node: Element) => {
      node.setAttribute("class", "injected");
      node.setAttribute("onclick", "__xss()");
    });
    other.setConfig({ ALLOWED_TAGS: ["script", "p"] });
    expect(sanitizeHtml('<p>texte <a href="/x">lien</a></p>')).toBe('<p>texte <a href="/x">lien</a></p>');
    expect(sanitizeHtml("<p>texte</p><script>__xss()</script>")).toBe("<p>texte</p>");
  });
});
