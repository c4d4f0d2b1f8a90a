// Builds @fuse/ui as a library: one ESM file per subpath export, type declarations and CSS.
// The entries are read from package.json "exports" (their "source" condition), so the export
// map is the single list of what the package publishes.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import react from "@vitejs/plugin-react";
import { build } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: "inherit" });

const entries = Object.fromEntries(
  Object.entries(pkg.exports)
    .filter(([, target]) => typeof target === "object" && target.source)
    .map(([subpath, target]) => [subpath.slice(2), path.join(root, target.source)]),
);
const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id) => externals.some((dep) => id === dep || id.startsWith(`${dep}/`));

rmSync(path.join(root, "dist"), { recursive: true, force: true });

await build({
  root,
  configFile: false,
  logLevel: "warn",
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: false,
    sourcemap: true,
    minify: false,
    lib: { entry: entries, formats: ["es"], fileName: (_format, name) => `${name}.js` },
    rollupOptions: {
      external: isExternal,
      output: { chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
});

mkdirSync(path.join(root, "dist"), { recursive: true });
run("npx", ["tailwindcss", "-i", "src/styles/styles.css", "-o", "dist/styles.css", "--minify"]);
copyFileSync(path.join(root, "src/styles/theme.css"), path.join(root, "dist/theme.css"));
run("npx", ["tsc", "-p", "tsconfig.build.json"]);
console.log(`@fuse/ui built: ${Object.keys(entries).length} entries`);
