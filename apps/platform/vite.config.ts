import path from "node:path";
import { fileURLToPath } from "node:url";

import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type ResolveModulePreloadDependenciesFn, type Rolldown } from "vite";

import { sourceCondition } from "../../vite.shared.ts";

const appRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * Writes `version.json` beside index.html: the entry module's file name, which changes with the
 * build's content. The running app compares it with its own to offer a reload after a deployment.
 */
function buildStamp(): Plugin {
  return {
    name: "fuse-build-stamp",
    apply: "build",
    generateBundle(_, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === "chunk" && file.isEntry);
      if (!entry) throw new Error("No entry chunk to stamp");
      this.emitFile({
        type: "asset",
        fileName: "version.json",
        source: JSON.stringify({ build: `/${entry.fileName}` }),
      });
    },
  };
}

/**
 * Trims the preload lists Vite writes beside each dynamic import. A chunk runs only once its static
 * imports have loaded, so listing them again for its dynamic imports is dead weight: with a list per
 * page in the entry's route table, those lists would grow the entry with every page added.
 */
function preloadOnlyWhatIsMissing() {
  let bundle: Rolldown.OutputBundle = {};
  const closures = new Map<string, Set<string>>();
  function staticClosure(fileName: string): Set<string> {
    const known = closures.get(fileName);
    if (known) return known;
    const loaded = new Set<string>([fileName]);
    closures.set(fileName, loaded);
    const chunk = bundle[fileName];
    if (chunk?.type === "chunk") {
      for (const imported of chunk.imports) for (const file of staticClosure(imported)) loaded.add(file);
    }
    return loaded;
  }
  const plugin: Plugin = {
    name: "fuse-preload-only-what-is-missing",
    apply: "build",
    enforce: "pre",
    generateBundle(_, output) {
      bundle = output;
      closures.clear();
    },
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (_file, deps, { hostId }) => {
    const loaded = staticClosure(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}

const preloads = preloadOnlyWhatIsMissing();

export default defineConfig({
  root: appRoot,
  plugins: [react(), tailwindcss(), buildStamp(), preloads.plugin],
  // @fuse/* resolve to their TypeScript sources: the app builds without building the kit first.
  resolve: sourceCondition,
  // The manifest maps each page module to its chunk: `npm run bench` reports per-route sizes from it.
  build: {
    outDir: path.join(appRoot, "dist"),
    emptyOutDir: true,
    manifest: true,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
  },
});
