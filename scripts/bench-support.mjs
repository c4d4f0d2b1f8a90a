// What the bench scripts share: a one-file React app built with Vite, the baseline beside which
// the kit and the platform are measured.
import { writeFileSync } from "node:fs";
import path from "node:path";

import react from "@vitejs/plugin-react";
import { build } from "vite";

/**
 * Builds `main.tsx` (given as source) into `<dir>/dist` and returns that directory. `rootHtml` is
 * what #root holds in index.html: empty for a page rendered in the browser, the server's rendering
 * for a page that hydrates it.
 */
export async function buildOneFileReactApp(dir, source, rootHtml = "") {
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Page vide</title>
  </head>
  <body>
    <div id="root">${rootHtml}</div>
    <script type="module" src="./main.tsx"></script>
  </body>
</html>
`,
  );
  writeFileSync(path.join(dir, "main.tsx"), source);
  await build({
    root: dir,
    configFile: false,
    logLevel: "silent",
    plugins: [react()],
    build: { outDir: "dist", reportCompressedSize: false },
  });
  return path.join(dir, "dist");
}
