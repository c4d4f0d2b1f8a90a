// `npm run server` in hosted mode refuses to start without DATABASE_URL, in French, instead of
// keeping the product's data in a local PGlite that neither Supabase nor any other server sees.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, "../..");

describe("npm run server in hosted mode", () => {
  it("refuses to start without DATABASE_URL, and says why in French", async () => {
    const started = run(process.execPath, ["--conditions=source", "apps/platform/server/start.ts"], {
      cwd: repo,
      env: {
        PATH: process.env.PATH,
        PORT: "0",
        SUPABASE_URL: "https://projet.supabase.co",
        SUPABASE_ANON_KEY: "anon",
        SUPABASE_SERVICE_ROLE_KEY: "service",
      },
    });
    await expect(started).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        "en mode hébergé (SUPABASE_URL), DATABASE_URL doit donner la chaîne de connexion",
      ),
    });
  });
});
