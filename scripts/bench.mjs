// `npm run bench`: figures that matter to the kit's users, each beside a baseline measured in
// the same run. Sizes are gzip (level 9) of the built files.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import { buildOneFileReactApp } from "./bench-support.mjs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const uiDist = path.join(repo, "packages/ui/dist");
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });

// `--scale=1m`: job search and two-sided matching over a million offers and a million candidates on
// PostgreSQL (scripts/bench-scale.ts), then the
// workflow's realtime with 1,000 users connected, on PostgreSQL too (scripts/bench-realtime.mjs).
const scale = process.argv.slice(2).find((arg) => arg.startsWith("--scale="));
if (scale) {
  console.log("== Job search at scale");
  execFileSync(
    process.execPath,
    // The naive baselines hold a million rows in memory at once.
    [
      "--max-old-space-size=12288",
      "--conditions=source",
      path.join(repo, "scripts/bench-scale.ts"),
      ...process.argv.slice(2),
    ],
    { cwd: repo, stdio: "inherit" },
  );
  console.log("\n== Realtime on PostgreSQL");
  execFileSync(
    process.execPath,
    [
      "--conditions=source",
      path.join(repo, "scripts/with-postgres.ts"),
      process.execPath,
      "--conditions=source",
      path.join(repo, "scripts/bench-realtime.mjs"),
    ],
    { cwd: repo, stdio: "inherit" },
  );
  process.exit(0);
}

console.log("== @fuse/ui build");
execFileSync("npm", ["run", "--silent", "build", "-w", "@fuse/ui"], { cwd: repo, stdio: "inherit" });

const files = walk(uiDist).filter((f) => !f.includes(`${path.sep}types${path.sep}`) && !f.endsWith(".map"));
const js = files.filter((f) => f.endsWith(".js"));
const css = path.join(uiDist, "styles.css");
const sum = (list) => list.reduce((n, f) => n + gz(f), 0);

console.log("\n== Kit size (gzip)");
console.table({
  "styles.css": { files: 1, gzip: kib(gz(css)) },
  "JS, every entry and shared chunk": { files: js.length, gzip: kib(sum(js)) },
});

/** Builds a one-file React app and returns the gzip size of its JS and CSS. */
async function appSize(source, label) {
  const dir = mkdtempSync(path.join(repo, "node_modules", ".bench-"));
  const dist = await buildOneFileReactApp(dir, source);
  const out = walk(dist);
  const size = {
    js: out.filter((f) => f.endsWith(".js")).reduce((n, f) => n + gz(f), 0),
    css: out.filter((f) => f.endsWith(".css")).reduce((n, f) => n + gz(f), 0),
  };
  rmSync(dir, { recursive: true, force: true });
  return { label, ...size };
}

const blank = await appSize(
  `import { createRoot } from "react-dom/client";\ncreateRoot(document.getElementById("root")!).render(<p>Bonjour</p>);\n`,
  "blank React app (baseline)",
);
const withKit = await appSize(
  `import "@fuse/ui/styles.css";
import { Avatar } from "@fuse/ui/avatar";
import { Button } from "@fuse/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@fuse/ui/select";
import { toast, Toaster } from "@fuse/ui/toast";
import { createRoot } from "react-dom/client";
createRoot(document.getElementById("root")!).render(
  <>
    <Avatar alt="Marie Curie" />
    <Select><SelectTrigger aria-label="Contrat"><SelectValue /></SelectTrigger><SelectContent><SelectItem value="cdi">CDI</SelectItem></SelectContent></Select>
    <Button onClick={() => toast({ title: "Bonjour" })}>Go</Button>
    <Toaster />
  </>,
);\n`,
  "app using Button, Select, Toast, Avatar",
);
console.log("\n== What an app pays for the kit (gzip)");
console.table(
  Object.fromEntries(
    [blank, withKit].map((r) => [
      r.label,
      { js: kib(r.js), css: kib(r.css), "js ratio to baseline": (r.js / blank.js).toFixed(2) },
    ]),
  ),
);
console.log(`kit cost over a blank React app: +${kib(withKit.js - blank.js)} JS, +${kib(withKit.css - blank.css)} CSS`);

console.log("\n== Offline city search");
execFileSync(process.execPath, [path.join(repo, "scripts/bench-places.mjs")], { cwd: repo, stdio: "inherit" });

console.log("\n== Server");
execFileSync(process.execPath, ["--conditions=source", path.join(repo, "scripts/bench-server.mjs")], {
  cwd: repo,
  stdio: "inherit",
});

console.log("\n== Server under a mixed load");
execFileSync(process.execPath, ["--conditions=source", path.join(repo, "scripts/bench-load.mjs")], {
  cwd: repo,
  stdio: "inherit",
});

console.log("\n== Hostile input (files and rpc calls made to cost the server)");
execFileSync(process.execPath, ["--conditions=source", path.join(repo, "scripts/bench-hostile.ts")], {
  cwd: repo,
  stdio: "inherit",
});

console.log("\n== Realtime");
execFileSync(process.execPath, ["--conditions=source", path.join(repo, "scripts/bench-realtime.mjs")], {
  cwd: repo,
  stdio: "inherit",
});

console.log("\n== Hiring workflow");
execFileSync(process.execPath, ["--conditions=source", path.join(repo, "scripts/bench-workflow.mjs")], {
  cwd: repo,
  stdio: "inherit",
});

console.log("\n== Storage");
execFileSync(process.execPath, ["--conditions=source", path.join(repo, "scripts/bench-storage.mjs")], {
  cwd: repo,
  stdio: "inherit",
});

console.log("\n== Domain engines at scale");
execFileSync(process.execPath, ["--conditions=source", path.join(repo, "scripts/bench-domain.ts")], {
  cwd: repo,
  stdio: "inherit",
});

console.log("\n== Search relevance and trades (corpus written apart from the code)");
execFileSync(process.execPath, ["--conditions=source", path.join(repo, "scripts/bench-search.ts")], {
  cwd: repo,
  stdio: "inherit",
});

console.log("\n== CV extraction (CVs written apart from the analysis, and 32 generated ones)");
// The word processors' PDFs of the corpus are exported by LibreOffice: installed here when it can be.
if (!existsSync("/usr/bin/soffice") && process.getuid?.() === 0) {
  console.log("installing LibreOffice Writer (Debian's libreoffice-writer-nogui) for the corpus's word-processor PDFs");
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "libreoffice-writer-nogui"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
execFileSync(process.execPath, ["--conditions=source", path.join(repo, "scripts/bench-cv.ts")], {
  cwd: repo,
  stdio: "inherit",
});

console.log("\n== Web app");
// A route over its first screen's budget fails this section's check: the next section still runs,
// and the bench fails at the end.
let webFailed = false;
try {
  execFileSync(process.execPath, ["--conditions=source", path.join(repo, "scripts/bench-web.mjs")], {
    cwd: repo,
    stdio: "inherit",
  });
} catch {
  webFailed = true;
}

console.log("\n== Interaction to next paint");
execFileSync(process.execPath, ["--conditions=source", path.join(repo, "scripts/bench-interaction.mjs")], {
  cwd: repo,
  stdio: "inherit",
});

if (webFailed) {
  console.log("\nbench: « Web app » failed its check (a route « over budget », or its error, above)");
  process.exitCode = 1;
}
