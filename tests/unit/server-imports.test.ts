// The product API runs on the server: importing it must not load React, the UI kit, the features'
// screens or a DOM (jsdom is made by the sanitiser on the first rich text, not at start). The check
// runs in a fresh Node process that imports every module of packages/api and lists what it loaded.
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const apiSource = path.join(root, "packages/api/src");

/** Every module of the API, tests and their helpers aside. */
const apiModules = (readdirSync(apiSource, { recursive: true }) as string[])
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts") && !/\.test\.ts$|(^|\/)test-/.test(file))
  .map((file) => pathToFileURL(path.join(apiSource, file)).href);

/** Imports the given modules in a new Node process and answers every file URL it loaded. */
function loadedBy(modules: string[]): string[] {
  const script = `
    import { registerHooks } from "node:module";
    const loaded = new Set();
    registerHooks({
      resolve(specifier, context, next) {
        const resolved = next(specifier, context);
        loaded.add(resolved.url);
        return resolved;
      },
    });
    for (const url of ${JSON.stringify(modules)}) await import(url);
    process.stdout.write(JSON.stringify([...loaded]));
  `;
  const output = execFileSync(process.execPath, ["--input-type=module", "--eval", script], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output) as string[];
}

describe("importing @fuse/api", () => {
  it("loads neither React, the UI kit, the features nor jsdom", () => {
    expect(apiModules.length).toBeGreaterThan(50);
    const loaded = loadedBy(apiModules);
    const outside = loaded.filter((url) =>
      /\/node_modules\/(react|react-dom|jsdom|isomorphic-dompurify|@tanstack\/react-query|react-router)\/|\/packages\/(ui|features)\/|\.tsx$/.test(
        url,
      ),
    );
    expect(outside).toEqual([]);
    // The check sees what it should: the API's own modules and the domain's.
    expect(loaded.some((url) => url.includes("/packages/domain/src/"))).toBe(true);
    expect(loaded.some((url) => url.includes("/node_modules/hono/"))).toBe(true);
  });
});
