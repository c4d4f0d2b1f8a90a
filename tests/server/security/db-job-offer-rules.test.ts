// A published offer's rules hold on every path. Publishing needs the gross yearly pay range and,
// unless fully remote, a place: an offer's owner could publish without them through the REST API.
// And a published offer's place moves a few times a day at most (3 by default,
// JOB_PLACE_CHANGES_PER_DAY): its recruiter reads each potential candidate's distance band from it,
// and 16 moves bisected a candidate's stored position. Closing, moving and reopening counts too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call } from "../api/profile-support.ts";
import { register, type Person } from "../api/workflow-support.ts";
import { restCall } from "./rest-support.ts";

let server: TestServer;
let recruiter: Person;

beforeAll(async () => {
  server = await startTestServer();
  recruiter = await register(server, "recruiter", "regles");
}, 120_000);
afterAll(() => server?.close());

const places = {
  lyon: { city: "Lyon", postal_code: "69002", lat: 45.764, lng: 4.8357 },
  villeurbanne: { city: "Villeurbanne", postal_code: "69100", lat: 45.7719, lng: 4.8902 },
  bron: { city: "Bron", postal_code: "69500", lat: 45.7386, lng: 4.9132 },
  venissieux: { city: "Vénissieux", postal_code: "69200", lat: 45.6975, lng: 4.8867 },
  caluire: { city: "Caluire-et-Cuire", postal_code: "69300", lat: 45.7953, lng: 4.8467 },
};

const complete = {
  description: "<p>Tenue de la comptabilité générale et préparation des bilans annuels.</p>",
  contract_type: "CDI",
  remote_mode: "onsite",
  salary_min: 32000,
  salary_max: 38000,
  skills: ["Comptabilité"],
  experience_years_min: 2,
};

/** A draft of the recruiter's through /api, with `fields`; answers its id. */
async function draft(target: TestServer, owner: Person, fields: Record<string, unknown>) {
  const created = await call(target, "POST", "/api/recruiter/jobs", {
    token: owner.token,
    body: { title: "Comptable" },
  });
  expect(created.status).toBe(201);
  const id: string = created.body.id;
  if (Object.keys(fields).length > 0) {
    const saved = await call(target, "PATCH", `/api/recruiter/jobs/${id}`, { token: owner.token, body: fields });
    expect(saved.status).toBe(200);
  }
  return id;
}

/** A published offer at `place`, through /api. */
async function published(target: TestServer, owner: Person, place: (typeof places)[keyof typeof places]) {
  const id = await draft(target, owner, { ...complete, ...place });
  const done = await call(target, "POST", `/api/recruiter/jobs/${id}/publish`, { token: owner.token });
  expect(done.status).toBe(200);
  return id;
}

const rest = (method: "POST" | "PATCH", path: string, token: string, body: unknown) =>
  restCall<Record<string, unknown>>(server, method, path, { token, body, prefer: "return=minimal" });

const stored = async (id: string) =>
  (
    await server.db.query<{ status: string; city: string | null; lat: number | null }>(
      "select status, city, lat from public.jobs where id = $1",
      [id],
    )
  ).rows[0];

const noPay = "Une offre publiée indique sa fourchette de salaire brut annuel (minimum et maximum).";
const noPlace =
  "Une offre publiée indique son lieu de travail (une adresse choisie dans les suggestions), sauf en télétravail complet.";

describe("publishing through REST", () => {
  it("needs a pay range and a place, as the API does, with its French words", async () => {
    const id = await draft(server, recruiter, { description: complete.description, skills: complete.skills });
    const publish = () => rest("PATCH", `jobs?id=eq.${id}`, recruiter.token, { status: "published" });
    expect(await publish()).toEqual({ status: 400, body: expect.objectContaining({ code: "23514", message: noPay }) });
    expect(
      (await rest("PATCH", `jobs?id=eq.${id}`, recruiter.token, { salary_min: 32000, salary_max: 38000 })).status,
    ).toBe(204);
    expect(await publish()).toEqual({
      status: 400,
      body: expect.objectContaining({ code: "23514", message: noPlace }),
    });
    expect(await stored(id)).toMatchObject({ status: "draft" });
    // Fully remote, no place is needed.
    expect((await rest("PATCH", `jobs?id=eq.${id}`, recruiter.token, { remote_mode: "remote" })).status).toBe(204);
    expect((await publish()).status).toBe(204);
    expect(await stored(id)).toMatchObject({ status: "published" });
    // Nor may a published offer lose its pay afterwards.
    expect(await rest("PATCH", `jobs?id=eq.${id}`, recruiter.token, { salary_max: null })).toEqual({
      status: 400,
      body: expect.objectContaining({ message: noPay }),
    });
  });

  it("refuses an offer inserted as published without them", async () => {
    const inserted = await rest("POST", "jobs", recruiter.token, {
      company_id: recruiter.profileId,
      title: "Juriste",
      contract_type: "CDI",
      status: "published",
      city: "Lyon",
      lat: 45.764,
      lng: 4.8357,
    });
    expect(inserted).toEqual({ status: 400, body: expect.objectContaining({ code: "23514", message: noPay }) });
    const { rows } = await server.db.query("select 1 from public.jobs where title = 'Juriste'");
    expect(rows).toEqual([]);
  });
});

describe("a published offer's place", () => {
  it("moves three times in 24 hours, then is refused in French, through /api and REST alike", async () => {
    const id = await published(server, recruiter, places.lyon);
    const move = (place: (typeof places)[keyof typeof places]) =>
      call(server, "PATCH", `/api/recruiter/jobs/${id}`, { token: recruiter.token, body: place });
    for (const place of [places.villeurbanne, places.bron, places.venissieux])
      expect((await move(place)).status).toBe(200);
    const fourth = await move(places.caluire);
    expect(fourth.status).toBe(409);
    expect(fourth.body).toEqual({
      error: expect.stringMatching(
        /^Le lieu d'une offre publiée ne peut changer que 3 fois par 24 heures\. Vous pourrez le changer de nouveau le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2} \(heure de Paris\)\.$/,
      ),
      field: "city",
    });
    const byRest = await rest("PATCH", `jobs?id=eq.${id}`, recruiter.token, { lat: 45.7953, lng: 4.8467 });
    expect(byRest).toEqual({
      status: 400,
      body: expect.objectContaining({ code: "23514", message: fourth.body.error }),
    });
    expect(await stored(id)).toMatchObject({ status: "published", city: "Vénissieux", lat: 45.6975 });
    // Its other fields still change.
    expect(
      (
        await call(server, "PATCH", `/api/recruiter/jobs/${id}`, {
          token: recruiter.token,
          body: { salary_max: 40000 },
        })
      ).status,
    ).toBe(200);
  });

  it("counts closing it, moving it and reopening it elsewhere as a move", async () => {
    const id = await published(server, recruiter, places.lyon);
    const patch = (body: unknown) =>
      call(server, "PATCH", `/api/recruiter/jobs/${id}`, { token: recruiter.token, body });
    for (const place of [places.villeurbanne, places.bron, places.venissieux])
      expect((await patch(place)).status).toBe(200);
    expect((await call(server, "POST", `/api/recruiter/jobs/${id}/close`, { token: recruiter.token })).status).toBe(
      200,
    );
    expect((await patch(places.caluire)).status).toBe(200);
    const reopened = await call(server, "POST", `/api/recruiter/jobs/${id}/reopen`, { token: recruiter.token });
    expect(reopened).toMatchObject({ status: 409, body: { field: "city" } });
    expect(await stored(id)).toMatchObject({ status: "closed" });
    // Back where it was last published, it reopens.
    expect((await patch(places.venissieux)).status).toBe(200);
    expect((await call(server, "POST", `/api/recruiter/jobs/${id}/reopen`, { token: recruiter.token })).status).toBe(
      200,
    );
  });

  it("moves freely while a draft, which shows no distance", async () => {
    const id = await draft(server, recruiter, { ...complete, ...places.lyon });
    for (const place of [places.villeurbanne, places.bron, places.venissieux, places.caluire, places.lyon]) {
      expect(
        (await call(server, "PATCH", `/api/recruiter/jobs/${id}`, { token: recruiter.token, body: place })).status,
      ).toBe(200);
    }
    expect((await call(server, "POST", `/api/recruiter/jobs/${id}/publish`, { token: recruiter.token })).status).toBe(
      200,
    );
  });

  it("takes the number of moves from the server's setting", async () => {
    const strict = await startTestServer({ config: { jobPlaceChangesPerDay: 1 } });
    try {
      const owner = await register(strict, "recruiter", "strict");
      const id = await published(strict, owner, places.lyon);
      const move = (place: (typeof places)[keyof typeof places]) =>
        call(strict, "PATCH", `/api/recruiter/jobs/${id}`, { token: owner.token, body: place });
      expect((await move(places.bron)).status).toBe(200);
      const second = await move(places.caluire);
      expect(second.status).toBe(409);
      expect(second.body.error).toMatch(/^Le lieu d'une offre publiée ne peut changer que 1 fois par 24 heures\./);
    } finally {
      await strict.close();
    }
  }, 120_000);
});
