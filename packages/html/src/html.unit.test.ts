import { describe, expect, it } from "vitest";

import { escapeHtml, joinHtml, safeHtml } from "./html.ts";

const hostile = `<img src=x onerror="alert(1)"> & l'été`;

describe("escapeHtml", () => {
  it("escapes markup and both quotes by default, so the text is safe in content and in any quoted attribute", () => {
    expect(escapeHtml(hostile)).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; l&#39;été");
  });

  it("leaves the quotes a context does not need as they are", () => {
    expect(escapeHtml(hostile, { quotes: "double" })).toBe(
      "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; l'été",
    );
    expect(escapeHtml(hostile, { quotes: "none" })).toBe(`&lt;img src=x onerror="alert(1)"&gt; &amp; l'été`);
  });
});

describe("safeHtml", () => {
  it("escapes the text it is given and keeps the markup it built", () => {
    const link = safeHtml`<a href="${"https://x.fr/?a=1&b=2"}">${hostile}</a>`;
    expect(String(safeHtml`<p>${link}</p>`)).toBe(
      '<p><a href="https://x.fr/?a=1&amp;b=2">&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; l&#39;été</a></p>',
    );
  });

  it("writes lists one after the other, numbers as they are and nothing for false, null or undefined", () => {
    const items = ["<b>", "a & b"].map((item) => safeHtml`<li>${item}</li>`);
    expect(String(safeHtml`<ul>${items}</ul>${false}${null}${undefined}${42}`)).toBe(
      "<ul><li>&lt;b&gt;</li><li>a &amp; b</li></ul>42",
    );
  });

  it("does not take a look-alike object for markup", () => {
    const forged = { toString: () => "<script>alert(1)</script>" };
    expect(String(safeHtml`${forged as unknown as string}`)).toBe("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

describe("joinHtml", () => {
  it("puts its separator between the pieces", () => {
    const pieces = [safeHtml`<p>${"<1>"}</p>`, safeHtml`<p>2</p>`];
    expect(String(joinHtml(pieces, safeHtml`\n`))).toBe("<p>&lt;1&gt;</p>\n<p>2</p>");
  });
});
