import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";

import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type ResolveModulePreloadDependenciesFn, type Rolldown } from "vite";

import { serverSourceCondition, sourceCondition } from "../../vite.shared.ts";

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
 * Puts the stylesheet first in index.html's head, before the scripts Vite lists: on HTTP/1.1's six
 * connections the page's one render-blocking file then never waits behind script downloads.
 */
function stylesheetFirst(): Plugin {
  const stylesheet = /\s*<link rel="stylesheet"[^>]*>/g;
  return {
    name: "fuse-stylesheet-first",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) => {
        const links = html.match(stylesheet) ?? [];
        return html.replace(stylesheet, "").replace(/(\s*<title>)/, `${links.join("")}$1`);
      },
    },
  };
}

/** What is worth compressing: text, from 1 KiB on (below, the headers outweigh the gain). */
const compressible = /\.(js|css|svg|json|txt|webmanifest)$/;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside each text file of
 * the build: the server sends them as they are (serveStatic's `precompressed`) instead of
 * compressing every response again, and smaller than on-the-fly compression would.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const deflate = promisify(gzip);
  return {
    name: "fuse-precompress",
    apply: "build",
    async writeBundle({ dir = "" }, bundle) {
      const files = Object.values(bundle).filter(
        (file) => compressible.test(file.fileName) && !file.fileName.startsWith(".vite/"),
      );
      await Promise.all(
        files.map(async (file) => {
          const source = Buffer.from(file.type === "chunk" ? file.code : file.source);
          if (source.length < 1024) return;
          const target = path.join(dir, file.fileName);
          await writeFile(
            `${target}.br`,
            await brotli(source, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
          );
          await writeFile(`${target}.gz`, await deflate(source, { level: 9 }));
        }),
      );
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

/**
 * Groups what the app loads on every page (the static imports of `src/app.tsx`, but those the entry
 * itself imports) into one chunk: one download, one compilation and one evaluation instead of
 * several dozen small files, each of which costs the main thread its own tasks.
 */
/** One icon's module in lucide-react's build. */
const lucideIcon = /node_modules\/lucide-react\/dist\/esm\/icons\//;

/**
 * The files of the lucide icons that `modules` (the app's own sources among them) import by name
 * from "lucide-react", read from the index's re-exports.
 */
function iconsImportedBy(modules: string[]): string[] {
  const index = modules.find((id) => /lucide-react\/dist\/esm\/lucide-react\.mjs$/.test(id));
  if (!index) return [];
  const fileOf = new Map<string, string>();
  for (const [, names, file] of readFileSync(index, "utf8").matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g)) {
    for (const name of names!.split(","))
      fileOf.set(
        name
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
        path.resolve(path.dirname(index), file!),
      );
  }
  const icons = new Set<string>();
  for (const id of modules) {
    if (id.includes("/node_modules/") || !/\.[cm]?[jt]sx?$/.test(id)) continue;
    for (const [, names] of readFileSync(id, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
      for (const name of names!.split(",")) {
        const file = fileOf.get(name.trim().split(/\s+as\s+/)[0]!);
        if (file) icons.add(file);
      }
    }
  }
  return [...icons];
}

function appChunk() {
  const closure = new Set<string>();
  const plugin: Plugin = {
    name: "fuse-app-chunk",
    apply: "build",
    buildEnd() {
      closure.clear();
      const walk = (id: string, into: Set<string>) => {
        // The icon library's index names every icon: which of them a page needs is the bundler's to
        // find (tree-shaking), not a reason to put them all in the app chunk.
        if (into.has(id) || lucideIcon.test(id)) return;
        into.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) walk(imported, into);
      };
      const entry = new Set<string>();
      walk(path.join(appRoot, "src/main.tsx"), entry);
      const app = new Set<string>();
      walk(path.join(appRoot, "src/app.tsx"), app);
      for (const id of app) if (!entry.has(id)) closure.add(id);
      // The icons the app's own modules import by name join it: the rest go with the pages using them.
      for (const id of iconsImportedBy([...closure])) closure.add(id);
    },
  };
  return { plugin, test: (id: string) => closure.has(id) };
}

const app = appChunk();

/**
 * Two builds: the browser's (`dist/`, served as files) and, with `--ssr`, the server's rendering of
 * the public pages (`dist-ssr/entry-server.js`, imported by the server, never served). React, React
 * Router and the other packages stay imports of node_modules there; `@fuse/*` come from source.
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        root: appRoot,
        plugins: [react()],
        // Everything is bundled (some packages export TypeScript sources under the `source` condition
        // the server runs with). The sanitiser's DOM for Node (jsdom) is required at run time, on
        // first use, from the installed package.
        ssr: { resolve: serverSourceCondition, noExternal: true },
        build: {
          outDir: path.join(appRoot, "dist-ssr"),
          emptyOutDir: true,
          // Each page its own chunk, imported when first rendered; readable in a stack trace.
          minify: false,
        },
      }
    : {
        root: appRoot,
        plugins: [react(), tailwindcss(), buildStamp(), preloads.plugin, app.plugin, stylesheetFirst(), precompress()],
        // @fuse/* resolve to their TypeScript sources: the app builds without building the kit first.
        resolve: sourceCondition,
        // The manifest maps each page module to its chunk: the server preloads a page's chunks from it,
        // and `npm run bench` reports per-route sizes from it.
        build: {
          outDir: path.join(appRoot, "dist"),
          emptyOutDir: true,
          manifest: true,
          modulePreload: { resolveDependencies: preloads.resolveDependencies },
          rolldownOptions: {
            output: {
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [
                  { name: "app", test: app.test, priority: 10 },
                  // The kit's comboboxes share downshift (and its helpers): with the suggestion input,
                  // one chunk rather than three, and file names fewer in the app chunk's preload lists.
                  {
                    name: "combobox",
                    test: /node_modules\/(?:downshift|compute-scroll-into-view|@babel\/runtime)\/|ui\/src\/components\/suggestion-input\.tsx$/,
                  },
                ],
              },
            },
          },
        },
      },
);
