// The workflow's follow-ups, run as the scheduler runs them (the exported function) on the running
// server: a recruiter reminded once of the applications left without news, an application closed
// « Sans suite » once after the longer silence and its candidate told, a booked interview to come
// holding a card; and the delays read from the environment.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { followUpApplications, workflowFollowUpsJob } from "@fuse/api/workflow/follow-ups.ts";
import type { Database } from "@fuse/server-core/db/database.ts";
import { clearEmails, listEmails, type StoredEmail } from "@fuse/server-core/email/outbox.ts";

import { loadConfig } from "../../../apps/platform/server/config.ts";
import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call } from "../api/profile-support.ts";
import { hiringWorld, openCard, type HiringWorld } from "./support.ts";

let server: TestServer;
let hiring: HiringWorld;

beforeAll(async () => {
  server = await startTestServer({ config: { scheduler: { enabled: false, jobAlertsIntervalMs: 86_400_000 } } });
  hiring = await hiringWorld(server);
}, 120_000);
afterAll(() => server?.close());
beforeEach(async () => {
  await server.notifier.kick();
  await clearEmails(server.db);
});

const run = () => followUpApplications(server.db, server.ctx.config);

/** The e-mails written since the last look (the notifier's included), oldest first. */
async function told(): Promise<StoredEmail[]> {
  await server.notifier.kick();
  const emails = (await listEmails(server.db)).reverse();
  await clearEmails(server.db);
  return emails;
}

/** The card's last shared activity moved `days` back, as if nothing had happened since. */
const silentFor = (card: string, days: number) =>
  server.db.query(
    "update public.workflow_items set last_activity_at = now() - make_interval(days => $2) where id = $1",
    [card, days],
  );

async function cardState(card: string) {
  const { rows } = await server.db.query<{ stage: string; refusal_reason: string | null; reminded: boolean }>(
    "select stage, refusal_reason, reminded_at is not null as reminded from public.workflow_items where id = $1",
    [card],
  );
  return rows[0]!;
}

/** An interview proposed through the API and booked through the rpc, on 13 June 2035. */
async function bookInterview(card: string) {
  const proposed = await call(server, "POST", `/api/recruiter/pipeline/cards/${card}/interviews`, {
    token: hiring.recruiter.token,
    body: { slots: ["2035-06-13T12:30:00.000Z"], duration_minutes: 60, location: "Siège, Lyon" },
  });
  expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
  const booked = await hiring.candidate.client.rpc("workflow_book_interview", {
    p_interview_id: proposed.body.id,
    p_slot: "2035-06-13T12:30:00.000Z",
  });
  expect(booked.error).toBeNull();
}

describe("the workflow's follow-ups", () => {
  it("remind the recruiter once of the applications without news, in one e-mail", async () => {
    const waiting = await openCard(server.db, hiring, "Magasinier·ère");
    const longer = await openCard(server.db, hiring, "Cariste");
    const recent = await openCard(server.db, hiring, "Préparateur·rice de commandes");
    const interviewed = await openCard(server.db, hiring, "Chef·fe d'équipe logistique");
    const refused = await openCard(server.db, hiring, "Agent·e de quai");
    await bookInterview(interviewed);
    const refusal = await call(server, "POST", `/api/recruiter/pipeline/cards/${refused}/move`, {
      token: hiring.recruiter.token,
      body: { from: "new_match", to: "rejected", reason: "skills" },
    });
    expect(refusal.status).toBe(200);
    await silentFor(waiting, 25);
    await silentFor(longer, 30);
    await silentFor(recent, 10);
    await silentFor(interviewed, 25);
    await silentFor(refused, 25);
    await told();

    expect(await run()).toMatchObject({ closed: 0, reminders: 1, reminded: 2 });
    const emails = await told();
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      [hiring.recruiter.email, "2 candidatures attendent votre réponse"],
    ]);
    const [reminder] = emails;
    expect(reminder!.text).toContain("- Camille Martin — « Cariste » : sans nouvelles depuis 30 jours");
    expect(reminder!.text).toContain("- Camille Martin — « Magasinier·ère » : sans nouvelles depuis 25 jours");
    expect(reminder!.text).toContain("aucune évolution depuis au moins 21 jours");
    expect(reminder!.text).toContain("closes « Sans suite » après 45 jours de silence");
    expect(reminder!.text).not.toContain("Préparateur");
    expect(reminder!.text).not.toContain("Chef·fe d'équipe");
    expect(reminder!.text).not.toContain("Agent·e de quai");
    expect(reminder!.links).toEqual([`${server.url}/dashboard/recruiter/workflow`]);
    expect(await cardState(waiting)).toMatchObject({ stage: "new_match", reminded: true });
    expect(await cardState(recent)).toMatchObject({ reminded: false });

    // Again: nothing new to remind.
    expect(await run()).toMatchObject({ reminders: 0 });
    expect(await told()).toEqual([]);

    // A move is news: the card is reminded again only after a new silence.
    const moved = await call(server, "POST", `/api/recruiter/pipeline/cards/${waiting}/move`, {
      token: hiring.recruiter.token,
      body: { from: "new_match", to: "shortlisted" },
    });
    expect(moved.status).toBe(200);
    expect(await cardState(waiting)).toMatchObject({ reminded: false });
    await run();
    await told();
    await silentFor(waiting, 22);
    expect(await run()).toMatchObject({ reminders: 1, reminded: 1 });
    const again = await told();
    expect(again.map((email) => email.subject)).toEqual(["Une candidature attend votre réponse depuis 22 jours"]);
    expect(again[0]!.text).toContain("« Magasinier·ère »");
  });

  it("close an application « Sans suite » once after the longer silence, and tell its candidate", async () => {
    const forgotten = await openCard(server.db, hiring, "Serveur·euse");
    const interviewed = await openCard(server.db, hiring, "Cuisinier·ère");
    await bookInterview(interviewed);
    await silentFor(forgotten, 46);
    await silentFor(interviewed, 60);
    await told();

    expect(await run()).toMatchObject({ closed: 1 });
    expect(await cardState(forgotten)).toEqual({ stage: "rejected", refusal_reason: "no_response", reminded: false });
    expect(await cardState(interviewed)).toMatchObject({ stage: "interview" });
    const { rows: events } = await server.db.query<{
      kind: string;
      from_stage: string;
      reason: string;
      actor: string | null;
    }>(
      `select kind, from_stage, reason, actor_id as actor from public.workflow_events
       where item_id = $1 and to_stage = 'rejected'`,
      [forgotten],
    );
    expect(events).toEqual([{ kind: "move", from_stage: "new_match", reason: "no_response", actor: null }]);

    const emails = await told();
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      [hiring.candidate.email, "Candidature close sans suite : « Serveur·euse »"],
    ]);
    expect(emails[0]!.text).toContain(
      "Votre candidature pour le poste « Serveur·euse » chez Entreprise A a été close « Sans suite » : elle n'a connu aucune évolution depuis 45 jours.",
    );
    expect(emails[0]!.links).toEqual([`${server.url}/dashboard/candidate/workflow`]);

    // Again: closed once, told once.
    expect(await run()).toMatchObject({ closed: 0 });
    expect(await told()).toEqual([]);
    const after = await server.db.query(
      "select 1 from public.workflow_events where item_id = $1 and to_stage = 'rejected'",
      [forgotten],
    );
    expect(after.rows).toHaveLength(1);
  });

  it("remind nobody of an application that passes the closing delay during a run, and close it on the next", async () => {
    const card = await openCard(server.db, hiring, "Livreur·euse");
    await told();
    // The card passes 45 days between the run's closing and its reminders, as when the runs of two
    // servers overlap: one has closed nothing yet when the other's change of the card commits.
    let aged = false;
    const query: Database["query"] = async (text, params) => {
      const result = await server.db.query(text, params);
      if (!aged && text.includes("set stage = 'rejected'")) {
        aged = true;
        await silentFor(card, 50);
      }
      return result as never;
    };
    const racing = new Proxy(server.db, {
      get: (target, key) => (key === "query" ? query : Reflect.get(target, key, target)),
    });

    expect(await followUpApplications(racing, server.ctx.config)).toEqual({ closed: 0, reminders: 0, reminded: 0 });
    expect(aged).toBe(true);
    expect(await cardState(card)).toEqual({ stage: "new_match", refusal_reason: null, reminded: false });
    expect(await told()).toEqual([]);

    expect(await run()).toMatchObject({ closed: 1, reminders: 0 });
    expect(await cardState(card)).toEqual({ stage: "rejected", refusal_reason: "no_response", reminded: false });
    expect((await told()).map((email) => [email.to, email.subject])).toEqual([
      [hiring.candidate.email, "Candidature close sans suite : « Livreur·euse »"],
    ]);
  });

  it("run as a scheduled job named workflow-follow-ups, hourly unless configured", () => {
    const job = workflowFollowUpsJob(server.db, server.ctx.config);
    expect(job.name).toBe("workflow-follow-ups");
    expect(job.intervalMs).toBe(3_600_000);
    expect(workflowFollowUpsJob(server.db, server.ctx.config, { intervalMs: 900_000 }).intervalMs).toBe(900_000);
  });
});

describe("the follow-ups' configuration", () => {
  it("defaults to a reminder after 21 days and closing after 45, checked hourly", () => {
    const config = loadConfig({}, { dataDir: undefined });
    expect(config.followUp).toEqual({ reminderDays: 21, closeDays: 45 });
    expect(config.workflow.followUpIntervalMs).toBe(3_600_000);
    expect(config.workflow.notifierPollMs).toBe(5_000);
  });

  it("reads WORKFLOW_REMINDER_DAYS, WORKFLOW_CLOSE_DAYS, WORKFLOW_FOLLOW_UP_INTERVAL_MINUTES and WORKFLOW_MAIL_POLL_SECONDS", () => {
    const config = loadConfig(
      {
        WORKFLOW_REMINDER_DAYS: "10",
        WORKFLOW_CLOSE_DAYS: "30",
        WORKFLOW_FOLLOW_UP_INTERVAL_MINUTES: "15",
        WORKFLOW_MAIL_POLL_SECONDS: "2",
      },
      { dataDir: undefined },
    );
    expect(config.followUp).toEqual({ reminderDays: 10, closeDays: 30 });
    expect(config.workflow.followUpIntervalMs).toBe(900_000);
    expect(config.workflow.notifierPollMs).toBe(2_000);
  });

  it("refuses delays that are not whole days, or a reminder that does not come before closing", () => {
    for (const env of [
      { WORKFLOW_REMINDER_DAYS: "dix" },
      { WORKFLOW_REMINDER_DAYS: "10.5" },
      { WORKFLOW_CLOSE_DAYS: "0" },
      { WORKFLOW_REMINDER_DAYS: "45", WORKFLOW_CLOSE_DAYS: "45" },
      { WORKFLOW_REMINDER_DAYS: "50" },
      { WORKFLOW_MAIL_POLL_SECONDS: "0" },
    ]) {
      expect(() => loadConfig(env, { dataDir: undefined }), JSON.stringify(env)).toThrow(
        /^Configuration invalide : WORKFLOW_/,
      );
    }
  });
});
