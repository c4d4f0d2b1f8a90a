// An interview, a card or an application the caller cannot see is « introuvable »: a 404 with the
// French message, through REST (the functions raise PT404, PostgREST's way of choosing a status:
// P0002 is a 500 in its table) and through /api, never a 500.
import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call, registerUser, type TestUser } from "../api/profile-support.ts";

let server: TestServer;
let candidate: TestUser;
let recruiter: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  candidate = await registerUser(server, "candidate", "inconnue");
  recruiter = await registerUser(server, "recruiter", "rh-inconnu");
}, 120_000);
afterAll(() => server?.close());

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

async function rpc(name: string, args: Record<string, unknown>, token: string) {
  const response = await fetch(`${server.url}/rest/v1/rpc/${name}`, {
    method: "POST",
    headers: { apikey: server.anonKey, authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(args),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const notFound = (message: string) => ({
  status: 404,
  body: { code: "PT404", message, details: null, hint: null },
});

describe("an unknown id given to the interview functions", () => {
  it("is a 404 with its French message through REST", async () => {
    const unknown = randomUUID();
    expect(
      await rpc("workflow_book_interview", { p_interview_id: unknown, p_slot: inAWeek() }, candidate.token),
    ).toEqual(notFound("Entretien introuvable."));
    expect(
      await rpc("workflow_cancel_interview", { p_interview_id: unknown, p_message: null }, candidate.token),
    ).toEqual(notFound("Entretien introuvable."));
    expect(await rpc("workflow_withdraw", { p_item_id: unknown, p_message: null }, candidate.token)).toEqual(
      notFound("Candidature introuvable."),
    );
    expect(
      await rpc(
        "workflow_propose_interview",
        {
          p_item_id: unknown,
          p_slots: [inAWeek()],
          p_duration_minutes: 60,
          p_location: "Lyon",
          p_video_url: null,
          p_message: null,
        },
        recruiter.token,
      ),
    ).toEqual(notFound("Carte introuvable."));
  });

  it("is a 404 with its French message through /api", async () => {
    const unknown = randomUUID();
    const answers = [
      await call(server, "POST", `/api/applications/interviews/${unknown}/book`, {
        token: candidate.token,
        body: { slot: inAWeek() },
      }),
      await call(server, "POST", `/api/applications/interviews/${unknown}/cancel`, {
        token: candidate.token,
        body: {},
      }),
      await call(server, "POST", `/api/applications/${unknown}/withdraw`, { token: candidate.token, body: {} }),
      await call(server, "POST", `/api/recruiter/pipeline/cards/${unknown}/interviews`, {
        token: recruiter.token,
        body: { slots: [inAWeek()], duration_minutes: 60, location: "Lyon" },
      }),
      await call(server, "POST", `/api/recruiter/pipeline/interviews/${unknown}/cancel`, {
        token: recruiter.token,
        body: {},
      }),
    ];
    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual([
      { status: 404, body: { error: "Entretien introuvable." } },
      { status: 404, body: { error: "Entretien introuvable." } },
      { status: 404, body: { error: "Candidature introuvable." } },
      { status: 404, body: { error: "Carte introuvable." } },
      { status: 404, body: { error: "Entretien introuvable." } },
    ]);
  });
});
