// ROME job titles (France Travail — ROME, Licence Ouverte) through the API: the forms' suggestions
// (`GET /api/rome/titles`) and a candidate's target trade filed under its family on write.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { jobRoutes } from "@fuse/api/jobs/routes.ts";
import { profileRoutes } from "@fuse/api/profile/routes.ts";
import { romeRoutes } from "@fuse/api/rome/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { insertJob } from "../api/job-support.ts";
import { call, createUser, snapshot, validSiret, type TestUser } from "../api/profile-support.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ modules: [romeRoutes, profileRoutes, jobRoutes] });
}, 120_000);
afterAll(() => server?.close());

async function userWithProfile(type: "candidate" | "recruiter", name: string) {
  const user = await createUser(server, name);
  const reply = await call(server, "POST", "/api/profile/update", { token: user.token, body: { type } });
  expect(reply.status).toBe(201);
  return user;
}

async function stored(user: TestUser) {
  const { rows } = await server.db.query<{ target_title: string | null; rome_code: string | null }>(
    `select c.target_title, c.rome_code from public.candidate_infos c
     join public.profiles p on p.id = c.profile_id where p.user_id = $1`,
    [user.id],
  );
  return rows[0];
}

describe("GET /api/rome/titles", () => {
  it("answers anyone the job titles beginning with the typed words, gender and accents aside, best first", async () => {
    const reply = await call(server, "GET", "/api/rome/titles?q=developpeuse%20web&limit=3");
    expect(reply.status).toBe(200);
    expect(reply.body.titles).toHaveLength(3);
    expect(reply.body.titles[0]).toEqual({
      label: "Développeur / Développeuse web",
      rome: "M1805",
      family: "Études et développement informatique",
    });
    expect(reply.body.source).toBe("France Travail — ROME, Licence Ouverte");
  });

  it("answers ten titles unless told otherwise, and none for words no title has", async () => {
    const reply = await call(server, "GET", "/api/rome/titles?q=COMPTA");
    expect(reply.body.titles).toHaveLength(10);
    expect(reply.body.titles[0]).toEqual({ label: "Comptable", rome: "M1203", family: "Comptabilité" });
    expect((await call(server, "GET", "/api/rome/titles?q=zzqxw")).body.titles).toEqual([]);
  });

  it("refuses a missing, short or long text, a bad limit and unknown parameters, in French", async () => {
    const refusals: [string, string, string | RegExp][] = [
      ["", "q", /Recherche/],
      ["?q=d", "q", "Tapez au moins 2 caractères."],
      [`?q=${"a".repeat(101)}`, "q", /Recherche/],
      ["?q=dev&limit=0", "limit", /Nombre de suggestions/],
      ["?q=dev&limit=51", "limit", /Nombre de suggestions/],
      ["?q=dev&limit=dix", "limit", "« Nombre de suggestions » doit être un nombre entier."],
      ["?q=dev&rome=M1805", "rome", /rome/],
    ];
    for (const [query, field, error] of refusals) {
      const reply = await call(server, "GET", `/api/rome/titles${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.field, query).toBe(field);
      if (error instanceof RegExp) expect(reply.body.error, query).toMatch(error);
      else expect(reply.body.error, query).toBe(error);
    }
  });
});

describe("a candidate's target trade", () => {
  it("is filed under its ROME family on write, whatever its wording, and cleared with it", async () => {
    const user = await userWithProfile("candidate", "cible@rome.test");
    const save = (form: Record<string, unknown>) =>
      call(server, "POST", "/api/profile/info", { token: user.token, body: { form } });

    const saved = await save({ target_title: "Développeuse web" });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ target_title: "Développeuse web", rome_code: "M1805" });
    expect(await stored(user)).toEqual({ target_title: "Développeuse web", rome_code: "M1805" });

    expect((await save({ target_title: "Développeur full-stack" })).body.rome_code).toBe("M1805");
    expect((await save({ target_title: "Comptable" })).body.rome_code).toBe("M1203");
    // Another field leaves the trade as it is.
    expect((await save({ first_name: "Léa" })).body).toMatchObject({ target_title: "Comptable", rome_code: "M1203" });
    expect((await save({ target_title: "azerty qsdf" })).body).toMatchObject({ rome_code: null });
    expect((await save({ target_title: "" })).body).toMatchObject({ target_title: null, rome_code: null });

    const read = await call(server, "GET", `/api/profile/info?id=${user.id}`, { token: user.token });
    expect(read.body).toMatchObject({ target_title: null, rome_code: null, first_name: "Léa" });
  });

  it("reads null for a candidate who wrote nothing yet", async () => {
    const user = await userWithProfile("candidate", "vide@rome.test");
    const read = await call(server, "GET", `/api/profile/info?id=${user.id}`, { token: user.token });
    expect(read.body).toMatchObject({ target_title: null, rome_code: null });
  });

  it("refuses a title past 200 characters and a family the ROME does not have, in French", async () => {
    const user = await userWithProfile("candidate", "long@rome.test");
    const before = await snapshot(server);
    const long = await call(server, "POST", "/api/profile/info", {
      token: user.token,
      body: { form: { target_title: "x".repeat(201) } },
    });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe("form.target_title");
    expect(long.body.error).toMatch(/Métier recherché/);
    const byHand = await call(server, "POST", "/api/profile/info", {
      token: user.token,
      body: { form: { rome_code: "Z9999" } },
    });
    expect(byHand.status).toBe(400);
    expect(byHand.body).toEqual({ error: "Métier : code ROME inconnu.", field: "form.rome_code" });
    expect(await snapshot(server)).toEqual(before);
  });
});

describe("the database", () => {
  it("holds the same bounds on every path: a ROME code's shape, the target title's length", async () => {
    const user = await userWithProfile("candidate", "bornes@rome.test");
    await call(server, "POST", "/api/profile/info", { token: user.token, body: { form: { first_name: "Max" } } });
    const update = async (column: string, value: unknown) => {
      try {
        await server.db.query(
          `update public.candidate_infos set ${column} = $1
           where profile_id = (select id from public.profiles where user_id = $2)`,
          [value, user.id],
        );
        return "ok";
      } catch (error) {
        return (error as { code?: string }).code;
      }
    };
    expect(await update("rome_code", "m1805")).toBe("23514");
    expect(await update("rome_code", "M18050")).toBe("23514");
    expect(await update("target_title", "x".repeat(201))).toBe("23514");
    expect(await update("rome_code", "M1805")).toBe("ok");
    expect(await update("target_title", "x".repeat(200))).toBe("ok");
  });

  it("shows an offer's family on the offers' summaries", async () => {
    const recruiter = await userWithProfile("recruiter", "rh@rome.test");
    const { rows } = await server.db.query<{ id: string }>("select id from public.profiles where user_id = $1", [
      recruiter.id,
    ]);
    await server.db.query("insert into public.companies (profile_id, name, siret) values ($1, 'Rome SA', $2)", [
      rows[0]!.id,
      validSiret(),
    ]);
    await insertJob(server.db, rows[0]!.id, {
      title: "Développeuse web ROME",
      rome_code: "M1805",
      contract_type: "CDI",
      status: "published",
    });
    expect(
      await (async () => {
        try {
          await insertJob(server.db, rows[0]!.id, { title: "Poste", rome_code: "1805", contract_type: "CDI" });
          return "ok";
        } catch (error) {
          return (error as { code?: string }).code;
        }
      })(),
    ).toBe("23514");
    const reply = await call(server, "GET", "/api/jobs?q=ROME");
    expect(reply.body.jobs).toEqual([expect.objectContaining({ title: "Développeuse web ROME", rome: "M1805" })]);
  });
});
