import path from "node:path";
import { fileURLToPath } from "node:url";

import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  root: appRoot,
  plugins: [react(), tailwindcss(), buildStamp()],
  // @fuse/* resolve to their TypeScript sources: the app builds without building the kit first.
  resolve: sourceCondition,
  // The manifest maps each page module to its chunk: `npm run bench` reports per-route sizes from it.
  build: { outDir: path.join(appRoot, "dist"), emptyOutDir: true, manifest: true },
});
