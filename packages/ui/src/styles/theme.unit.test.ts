import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string) {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const css = readFileSync(new URL("./theme.css", import.meta.url), "utf8");

/** Reads the `--fuse-*` colour variables of one block of theme.css. */
function tokens(selector: string) {
  const start = css.indexOf(selector);
  const block = css.slice(start, css.indexOf("}", start));
  return Object.fromEntries([...block.matchAll(/--fuse-([a-z-]+):\s*(#[0-9a-f]{6});/g)].map((m) => [m[1], m[2]]));
}

const themes = { light: tokens(":root {"), dark: tokens('[data-theme="dark"] {') };

// Text on its surface must reach 4.5:1 (WCAG AA, normal text).
const textPairs = [
  ["foreground", "background"],
  ["card-foreground", "card"],
  ["popover-foreground", "popover"],
  ["primary-foreground", "primary"],
  ["secondary-foreground", "secondary"],
  ["muted-foreground", "muted"],
  ["muted-foreground", "background"],
  ["accent-foreground", "accent"],
  ["destructive-foreground", "destructive"],
  ["brand-foreground", "brand"],
  // Coloured text straight on the page: links, error messages, brand headings.
  ["primary", "background"],
  ["secondary", "background"],
  ["destructive", "background"],
  ["brand", "background"],
  ["foreground", "muted"],
  ["foreground", "accent"],
] as const;

// Boundaries of controls and focus rings must reach 3:1 (WCAG 1.4.11, non-text contrast).
const uiPairs = [
  ["input", "background"],
  ["ring", "background"],
] as const;

describe.each(Object.entries(themes))("%s theme", (_name, theme) => {
  it("defines every token", () => {
    expect(Object.keys(theme).length).toBeGreaterThanOrEqual(21);
  });

  it.each(textPairs)("%s on %s meets AA for text (4.5:1)", (fg, bg) => {
    expect(contrast(theme[fg]!, theme[bg]!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)("%s against %s meets 3:1 for controls", (fg, bg) => {
    expect(contrast(theme[fg]!, theme[bg]!)).toBeGreaterThanOrEqual(3);
  });
});

describe("neutral scale", () => {
  const scale = Object.fromEntries(
    [...css.matchAll(/--color-neutral-(\d+):\s*(#[0-9a-f]{6});/g)].map((m) => [m[1], m[2]]),
  );

  it("has eleven steps, each darker than the last", () => {
    const steps = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"];
    expect(Object.keys(scale)).toEqual(steps);
    const lum = steps.map((step) => luminance(scale[step]!));
    expect(lum).toEqual([...lum].sort((a, b) => b - a));
  });

  it("gives readable text from 600 up on light steps, and from 400 down on dark ones", () => {
    expect(contrast(scale["600"]!, scale["50"]!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(scale["600"]!, scale["100"]!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(scale["400"]!, scale["900"]!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(scale["400"]!, scale["950"]!)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("brand colour", () => {
  it("is the app's purple #8B4C8C in the light theme", () => {
    expect(themes.light.brand).toBe("#8b4c8c");
  });

  it("computes contrast the WCAG way", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});
