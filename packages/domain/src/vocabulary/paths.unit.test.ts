import { describe, expect, it } from "vitest";

import { paths, pathTo } from "./paths.ts";

const every = (tree: object): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === "string" ? [value] : every(value as object)));

describe("paths", () => {
  it("names each page once, from the site's root", () => {
    const all = every(paths);
    expect(all.every((path) => path.startsWith("/"))).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });

  it("fills a pattern's parameters, encoded, and refuses a missing one", () => {
    expect(pathTo(paths.newsItem, { id: "42" })).toBe("/actualites/42");
    expect(pathTo(paths.publicPage, { slug: "léa martin/x" })).toBe("/p/l%C3%A9a%20martin%2Fx");
    expect(() => pathTo(paths.publicPage, {})).toThrow("Paramètre manquant");
  });
});
