// A DELETE can no longer be checked against row-level security (the row is gone): as on hosted
// Supabase, a role that may read the table receives every delete of it, with the primary key only.
// A role that may read none of its rows (no SELECT privilege, or RLS without a policy for it)
// receives none: an anonymous visitor learns nothing of the users' match decisions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { eventually, subscribe } from "../realtime/support.ts";
import { anonClient, createProfile, createUser, type TestUser } from "../rest/users.ts";

let server: TestServer;
let candidate: TestUser;
let candidateProfile: string;
let jobId: string;

beforeAll(async () => {
  server = await startTestServer();
  candidate = await createUser(server, "camille@suppressions.test");
  const recruiter = await createUser(server, "rh@suppressions.test");
  candidateProfile = await createProfile(server, candidate.id, "candidate");
  const recruiterProfile = await createProfile(server, recruiter.id, "recruiter");
  await server.db.query("insert into public.candidate_infos (profile_id, card_visible) values ($1, true)", [
    candidateProfile,
  ]);
  await server.db.query(
    "insert into public.companies (profile_id, name, siret) values ($1, 'Suppressions SA', '73282932000074')",
    [recruiterProfile],
  );
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.jobs (company_id, title, contract_type, status) values ($1, 'Juriste', 'CDI', 'published') returning id`,
    [recruiterProfile],
  );
  jobId = rows[0]!.id;
  // A table everyone may read: its change, sent after the delete, tells the delete was handled.
  await server.db.exec(`
    create table public.rt_public_notices (id uuid primary key default gen_random_uuid(), body text not null);
    alter table public.rt_public_notices enable row level security;
    create policy "rt_public_notices: everyone reads" on public.rt_public_notices for select using (true);
    alter publication supabase_realtime add table public.rt_public_notices;
  `);
});
afterAll(() => server?.close());

describe("DELETE events of match_decisions", () => {
  it("reach a user who may read the table, never an anonymous subscriber", async () => {
    const anon = anonClient(server);
    const anonDecisions = await subscribe(anon, "decisions", { event: "*", table: "match_decisions" });
    const anonNotices = await subscribe(anon, "notices", { event: "INSERT", table: "rt_public_notices" });
    const own = await subscribe(candidate.client, "mine", { event: "DELETE", table: "match_decisions" });

    const { data, error } = await candidate.client
      .from("match_decisions")
      .insert({ candidate_id: candidateProfile, job_id: jobId, side: "candidate", decision: "like" })
      .select("id")
      .single();
    expect(error).toBeNull();
    expect((await candidate.client.from("match_decisions").delete().eq("id", data!.id)).error).toBeNull();
    await eventually(() => own.received.length === 1, 5000, "the owner's delete");
    expect(own.received[0]).toMatchObject({ eventType: "DELETE", old: { id: data!.id } });

    // Changes are delivered in order: once the later notice reached the anonymous subscriber,
    // the delete before it was handled.
    await server.db.query("insert into public.rt_public_notices (body) values ('après la suppression')");
    await eventually(() => anonNotices.received.length === 1, 5000, "the notice");
    expect(anonDecisions.received).toEqual([]);
    await Promise.all([anon.removeAllChannels(), candidate.client.removeAllChannels()]);
  });
});
