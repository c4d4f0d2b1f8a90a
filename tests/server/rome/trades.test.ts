// Trades (ROME families, France Travail — ROME, Licence Ouverte) seen, confirmed or changed by their
// owners through HTTP: the pickers' lookups (`GET /api/rome/trades`, `GET /api/rome/trade-of`), an
// offer's and a candidate's chosen trade, kept across a change of title, and what is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { profileRoutes } from "@fuse/api/profile/routes.ts";
import { recruiterJobRoutes } from "@fuse/api/recruiter-jobs/routes.ts";
import { romeRoutes } from "@fuse/api/rome/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call, registerUser, snapshot, validSiret, type RegisteredUser } from "../api/profile-support.ts";

let server: TestServer;
let limited: TestServer;

const register = (type: "candidate" | "recruiter", name: string) => registerUser(server, type, name);

beforeAll(async () => {
  [server, limited] = await Promise.all([
    startTestServer({ modules: [romeRoutes, profileRoutes, recruiterJobRoutes] }),
    startTestServer({ modules: [(ctx) => romeRoutes(ctx, { perMinute: 3 })] }),
  ]);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await limited?.close();
});

const developpement = {
  rome: "M1805",
  label: "Études et développement informatique",
  domain: "Systèmes d'information et de télécommunication",
};
const comptabilite = { rome: "M1203", label: "Comptabilité", domain: "Comptabilité et gestion" };

describe("GET /api/rome/trades", () => {
  it("answers anyone the families whose label or one of whose job titles matches, each once", async () => {
    const byLabel = await call(server, "GET", "/api/rome/trades?q=COMPTA");
    expect(byLabel.status).toBe(200);
    expect(byLabel.body.trades[0]).toEqual(comptabilite);
    expect(byLabel.body.source).toBe("France Travail — ROME, Licence Ouverte");

    const byTitle = await call(server, "GET", "/api/rome/trades?q=developpeuse&limit=3");
    expect(byTitle.body.trades).toHaveLength(3);
    expect(byTitle.body.trades[0]).toEqual(developpement);
    const codes = byTitle.body.trades.map((trade: { rome: string }) => trade.rome);
    expect(new Set(codes).size).toBe(codes.length);

    expect((await call(server, "GET", "/api/rome/trades?q=zzqxw")).body.trades).toEqual([]);
  });

  it("refuses a short text, a bad limit and unknown parameters, in French", async () => {
    const refusals: [string, string, string | RegExp][] = [
      ["?q=d", "q", "Tapez au moins 2 caractères."],
      ["?q=dev&limit=21", "limit", /Nombre de métiers/],
      ["?q=dev&rome=M1805", "rome", /rome/],
    ];
    for (const [query, field, error] of refusals) {
      const reply = await call(server, "GET", `/api/rome/trades${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.field, query).toBe(field);
      if (error instanceof RegExp) expect(reply.body.error, query).toMatch(error);
      else expect(reply.body.error, query).toBe(error);
    }
  });
});

describe("GET /api/rome/trade-of", () => {
  it("answers the family the server files a title under, or null", async () => {
    const reply = await call(server, "GET", `/api/rome/trade-of?title=${encodeURIComponent("Développeuse web")}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ trade: developpement, source: "France Travail — ROME, Licence Ouverte" });
    expect((await call(server, "GET", "/api/rome/trade-of?title=azerty%20qsdf")).body.trade).toBeNull();
    const missing = await call(server, "GET", "/api/rome/trade-of");
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe("title");
  });

  it("says when one address asks too often", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${limited.url}/api/rome/trade-of?title=Comptable`);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(((await response.json()) as { error: string }).error).toMatch(/^Trop de recherches de métiers/);
      } else await response.body?.cancel();
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("an offer's trade", () => {
  let lumiere: RegisteredUser;
  let autre: RegisteredUser;

  beforeAll(async () => {
    lumiere = await register("recruiter", "metier-lumiere");
    autre = await register("recruiter", "metier-autre");
    for (const [person, name] of [
      [lumiere, "Lumière Métiers"],
      [autre, "Autre Métiers"],
    ] as const) {
      const saved = await call(server, "PATCH", "/api/profile/info/update-company", {
        token: person.token,
        body: { profile: { name, siret: validSiret(), visible: true, city: "Lyon" } },
      });
      expect(saved.status).toBe(200);
    }
  });

  const api = (person: RegisteredUser, method: string, path: string, body?: unknown) =>
    call(server, method, `/api/recruiter/jobs${path}`, { token: person.token, body });

  async function stored(id: string) {
    const { rows } = await server.db.query<{ title: string; rome_code: string | null; rome_code_chosen: boolean }>(
      "select title, rome_code, rome_code_chosen from public.jobs where id = $1",
      [id],
    );
    return rows[0];
  }

  it("follows the title until the recruiter chooses one, which a new title then keeps", async () => {
    const created = await api(lumiere, "POST", "", { title: "Développeuse web" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      rome_code: "M1805",
      rome_label: "Études et développement informatique",
      rome_code_chosen: false,
    });
    const id = created.body.id as string;
    expect((await api(lumiere, "PATCH", `/${id}`, { title: "Comptable" })).body).toMatchObject({
      rome_code: "M1203",
      rome_label: "Comptabilité",
      rome_code_chosen: false,
    });

    const chosen = await api(lumiere, "PATCH", `/${id}`, { rome_code: "M1805" });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ title: "Comptable", rome_code: "M1805", rome_code_chosen: true });
    const renamed = await api(lumiere, "PATCH", `/${id}`, { title: "Comptable fournisseurs" });
    expect(renamed.body).toMatchObject({ rome_code: "M1805", rome_label: developpement.label, rome_code_chosen: true });
    expect(await stored(id)).toEqual({ title: "Comptable fournisseurs", rome_code: "M1805", rome_code_chosen: true });

    // Read by its owner, alone and in the list, with the family's label.
    expect((await api(lumiere, "GET", `/${id}`)).body).toMatchObject({
      rome_code: "M1805",
      rome_label: developpement.label,
    });
    const listed = (await api(lumiere, "GET", "")).body.jobs.find((job: { id: string }) => job.id === id);
    expect(listed).toMatchObject({ rome_code: "M1805", rome_label: developpement.label, rome_code_chosen: true });

    // A copy keeps the trade as it was set.
    const copy = await api(lumiere, "POST", `/${id}/duplicate`);
    expect(copy.body).toMatchObject({ rome_code: "M1805", rome_code_chosen: true });

    // Null clears the choice: the next title files the offer again.
    expect((await api(lumiere, "PATCH", `/${id}`, { rome_code: null })).body).toMatchObject({
      rome_code: null,
      rome_label: null,
      rome_code_chosen: false,
    });
    expect((await api(lumiere, "PATCH", `/${id}`, { title: "Comptable" })).body).toMatchObject({
      rome_code: "M1203",
      rome_code_chosen: false,
    });
  });

  it("takes a code given with the title over the title's family", async () => {
    const created = await api(lumiere, "POST", "", { title: "Développeuse web", rome_code: "M1203" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ rome_code: "M1203", rome_label: "Comptabilité", rome_code_chosen: true });
  });

  it("refuses an unknown code in French and changes nothing", async () => {
    const id = (await api(lumiere, "POST", "", { title: "Comptable" })).body.id as string;
    const before = await stored(id);
    const { rows: counted } = await server.db.query<{ count: number }>(
      "select count(*)::int as count from public.jobs",
    );
    for (const code of ["Z9999", "m1805", "M18050", 1805]) {
      const patched = await api(lumiere, "PATCH", `/${id}`, { title: "Développeuse web", rome_code: code });
      expect(patched.status, String(code)).toBe(400);
      expect(patched.body, String(code)).toEqual({
        error: typeof code === "string" ? "Métier : code ROME inconnu." : "« Métier » doit être un texte.",
        field: "rome_code",
      });
      const posted = await api(lumiere, "POST", "", { title: "Nouvelle offre", rome_code: code });
      expect(posted.status, String(code)).toBe(400);
      expect(posted.body.field, String(code)).toBe("rome_code");
    }
    expect(await stored(id)).toEqual(before);
    const { rows: after } = await server.db.query<{ count: number }>("select count(*)::int as count from public.jobs");
    expect(after[0]!.count).toBe(counted[0]!.count);
  });

  it("refuses to set the trade of another company's offer", async () => {
    const id = (await api(lumiere, "POST", "", { title: "Comptable" })).body.id as string;
    const before = await stored(id);
    const stolen = await api(autre, "PATCH", `/${id}`, { rome_code: "M1805" });
    expect(stolen.status).toBe(404);
    expect(await stored(id)).toEqual(before);
  });
});

describe("a candidate's trade", () => {
  it("follows the target title until chosen, then keeps the choice across a new title", async () => {
    const lea = await register("candidate", "metier-lea");
    const save = (form: Record<string, unknown>) =>
      call(server, "POST", "/api/profile/info", { token: lea.token, body: { form } });

    expect((await save({ target_title: "Développeuse web" })).body).toMatchObject({
      rome_code: "M1805",
      rome_label: developpement.label,
      rome_code_chosen: false,
    });
    const chosen = await save({ rome_code: "M1203" });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({
      target_title: "Développeuse web",
      rome_code: "M1203",
      rome_label: "Comptabilité",
      rome_code_chosen: true,
    });
    expect((await save({ target_title: "Développeuse React" })).body).toMatchObject({
      target_title: "Développeuse React",
      rome_code: "M1203",
      rome_code_chosen: true,
    });
    const read = await call(server, "GET", `/api/profile/info?id=${lea.id}`, { token: lea.token });
    expect(read.body).toMatchObject({ rome_code: "M1203", rome_label: "Comptabilité", rome_code_chosen: true });

    // Cleared, the trade follows the target title again.
    expect((await save({ rome_code: null })).body).toMatchObject({ rome_code: null, rome_code_chosen: false });
    expect((await save({ target_title: "Développeuse web" })).body).toMatchObject({ rome_code: "M1805" });
  });

  it("reads no trade for a candidate who wrote nothing yet", async () => {
    const vide = await register("candidate", "metier-vide");
    const read = await call(server, "GET", `/api/profile/info?id=${vide.id}`, { token: vide.token });
    expect(read.body).toMatchObject({ rome_code: null, rome_label: null, rome_code_chosen: false });
  });

  it("refuses an unknown code in French and changes nothing", async () => {
    const max = await register("candidate", "metier-max");
    await call(server, "POST", "/api/profile/info", {
      token: max.token,
      body: { form: { target_title: "Comptable" } },
    });
    const before = await snapshot(server);
    for (const code of ["Z9999", "1805", ""]) {
      const refused = await call(server, "POST", "/api/profile/info", {
        token: max.token,
        body: { form: { target_title: "Développeuse web", rome_code: code } },
      });
      expect(refused.status, code).toBe(400);
      expect(refused.body, code).toEqual({ error: "Métier : code ROME inconnu.", field: "form.rome_code" });
    }
    expect(await snapshot(server)).toEqual(before);
  });
});
