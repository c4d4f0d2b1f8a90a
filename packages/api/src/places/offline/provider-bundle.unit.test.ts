// The commune table must stay out of the bundle of an app that imports the offline provider:
// Vite has to split it into a chunk loaded on first use.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { build, type Rollup } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";

import { main as buildCommunes } from "../../../scripts/build-communes.mjs";

const offline = path.join(path.dirname(fileURLToPath(import.meta.url)), "provider.ts");
const app = mkdtempSync(path.join(tmpdir(), "places-bundle-"));
afterAll(() => rmSync(app, { recursive: true, force: true }));
beforeAll(() => {
  buildCommunes({ log: () => {} });
});

it("splits the commune table into its own chunk, loaded on demand", async () => {
  const entry = path.join(app, "main.ts");
  writeFileSync(
    entry,
    `import { createOfflinePlacesProvider } from ${JSON.stringify(offline)};\n` +
      `export const search = (q: string) => createOfflinePlacesProvider().suggestCities(q);\n`,
  );
  const result = (await build({
    root: app,
    configFile: false,
    logLevel: "silent",
    build: { write: false, rollupOptions: { input: entry, preserveEntrySignatures: "strict" } },
  })) as Rollup.RollupOutput;
  const chunks = result.output.filter((item): item is Rollup.OutputChunk => item.type === "chunk");
  const main = chunks.find((chunk) => chunk.isEntry);
  const data = chunks.find((chunk) => chunk.code.includes("Abergement-Clémenciat"));
  expect(main).toBeDefined();
  expect(data).toBeDefined();
  expect(data?.isEntry).toBe(false);
  expect(data?.fileName).toMatch(/communes-[\w-]+\.js$/);
  expect(main?.dynamicImports).toContain(data?.fileName);
  expect(main?.code).not.toContain("Abergement-Clémenciat");
  expect(main?.code.length).toBeLessThan(30_000);
}, 60_000);
