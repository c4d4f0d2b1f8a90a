import path from "node:path";
import { fileURLToPath } from "node:url";

import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

import { sourceCondition } from "../../vite.shared.ts";

const appRoot = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: appRoot,
  plugins: [react(), tailwindcss()],
  // @fuse/* resolve to their TypeScript sources: the app builds without building the kit first.
  resolve: sourceCondition,
  // The manifest maps each page module to its chunk: `npm run bench` reports per-route sizes from it.
  build: { outDir: path.join(appRoot, "dist"), emptyOutDir: true, manifest: true },
});
