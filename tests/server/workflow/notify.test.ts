// The hiring workflow's e-mails, as the running server tells them: each shared event once, to the
// right side, in French, with a link to the right screen and, for interviews, calendar invitations
// that calendars read (parsed back with ical.js) — whichever path wrote the event: the product API,
// REST, an rpc.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { WorkflowNotifier } from "@fuse/api/workflow/notify.ts";
import { refusalReasonLabels } from "@fuse/domain/vocabulary";
import type { Database } from "@fuse/server-core/db/database.ts";
import { clearEmails, listEmails, type StoredEmail } from "@fuse/server-core/email/outbox.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call } from "../api/profile-support.ts";
import { hiringWorld, openCard, readInvitation, type HiringWorld } from "./support.ts";

let server: TestServer;
let hiring: HiringWorld;
let candidateLink: string;
let recruiterLink: string;

beforeAll(async () => {
  server = await startTestServer({
    // A poll far away: an e-mail that comes at once came from the trigger's notification.
    config: {
      scheduler: { enabled: false, jobAlertsIntervalMs: 86_400_000 },
      workflow: { followUpIntervalMs: 3_600_000, notifierPollMs: 600_000 },
    },
  });
  hiring = await hiringWorld(server);
  candidateLink = `${server.url}/dashboard/candidate/workflow`;
  recruiterLink = `${server.url}/dashboard/recruiter/workflow`;
}, 120_000);
afterAll(() => server?.close());
beforeEach(async () => {
  await server.notifier.kick();
  await clearEmails(server.db);
});

/** Every event committed so far told: the e-mails written since the last look, oldest first. */
async function told(): Promise<StoredEmail[]> {
  await server.notifier.kick();
  const emails = (await listEmails(server.db)).reverse();
  await clearEmails(server.db);
  return emails;
}

const api = (method: string, path: string, token: string, body?: unknown) =>
  call(server, method, path, { token, body });

async function interviewOf(card: string) {
  const { rows } = await server.db.query<{ id: string; sequence: number }>(
    "select id, sequence from public.workflow_interviews where item_id = $1 and status <> 'cancelled'",
    [card],
  );
  return rows[0]!;
}

const slots = ["2035-06-12T08:00:00.000Z", "2035-06-13T12:30:00.000Z"];

describe("the workflow's e-mails", () => {
  it("tell the candidate a recruiter's move, not the card's entry into the pipeline", async () => {
    const card = await openCard(server.db, hiring, "Intégrateur·rice web");
    expect(await told()).toEqual([]);

    const moved = await api("POST", `/api/recruiter/pipeline/cards/${card}/move`, hiring.recruiter.token, {
      from: "new_match",
      to: "shortlisted",
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const emails = await told();
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.to).toBe(hiring.candidate.email);
    expect(email!.subject).toBe("Votre candidature « Intégrateur·rice web » : Présélection");
    expect(email!.text).toContain(
      "Votre candidature pour le poste « Intégrateur·rice web » chez Entreprise A a été présélectionnée",
    );
    expect(email!.links).toEqual([candidateLink]);
    expect(email!.html).toContain(`href="${candidateLink}"`);
    expect(email!.attachments).toEqual([]);
  });

  it("wake at once on the events' notification, without waiting for the poll", async () => {
    const card = await openCard(server.db, hiring, "Product owner");
    const { error } = await hiring.recruiter.client.from("workflow_items").update({ stage: "offer" }).eq("id", card);
    expect(error).toBeNull();
    // No kick: only the trigger's NOTIFY can wake the notifier before its 10-minute poll.
    await expect
      .poll(async () => (await listEmails(server.db)).map((email) => email.subject), { timeout: 5_000 })
      .toEqual(["Votre candidature « Product owner » : Offre"]);
  });

  it("tell a refusal written through REST with its reason's label and the recruiter's message", async () => {
    const card = await openCard(server.db, hiring, "Analyste financier·ère");
    const { error } = await hiring.recruiter.client
      .from("workflow_items")
      .update({ stage: "rejected", refusal_reason: "experience", refusal_message: "Nous cherchons un profil senior." })
      .eq("id", card);
    expect(error).toBeNull();
    const emails = await told();
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      [hiring.candidate.email, "Réponse à votre candidature : « Analyste financier·ère »"],
    ]);
    expect(emails[0]!.text).toContain("n'a pas été retenue");
    expect(emails[0]!.text).toContain(`Motif : ${refusalReasonLabels.experience}`);
    expect(emails[0]!.text).toContain("« Nous cherchons un profil senior. »");
    expect(emails[0]!.links).toEqual([candidateLink]);
  });

  it("tell the recruiter a withdrawal made through the rpc, with the candidate's message", async () => {
    const card = await openCard(server.db, hiring, "Chargé·e de clientèle");
    const { error } = await hiring.candidate.client.rpc("workflow_withdraw", {
      p_item_id: card,
      p_message: "J'ai accepté une autre offre.",
    });
    expect(error).toBeNull();
    const emails = await told();
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      [hiring.recruiter.email, "Candidature retirée : Camille Martin — « Chargé·e de clientèle »"],
    ]);
    expect(emails[0]!.text).toContain("Camille Martin a retiré sa candidature");
    expect(emails[0]!.text).toContain("« J'ai accepté une autre offre. »");
    expect(emails[0]!.links).toEqual([recruiterLink]);
  });

  it("send nothing for a private note written through REST", async () => {
    const card = await openCard(server.db, hiring, "Assistant·e RH");
    const { error } = await hiring.recruiter.client
      .from("workflow_events")
      .insert({ item_id: card, kind: "note", message: "Très bon contact au téléphone.", private: true });
    expect(error).toBeNull();
    const notes = await server.db.query("select 1 from public.workflow_events where item_id = $1 and kind = 'note'", [
      card,
    ]);
    expect(notes.rows).toHaveLength(1);
    expect(await told()).toEqual([]);
  });

  it("follow an interview from proposal to cancellation, with invitations calendars can read", async () => {
    const card = await openCard(server.db, hiring, "Développeur·se Rust");

    // Proposed through the API: the candidate gets the slots (and no separate e-mail for the move
    // into « Entretien » it causes).
    const proposed = await api("POST", `/api/recruiter/pipeline/cards/${card}/interviews`, hiring.recruiter.token, {
      slots,
      duration_minutes: 45,
      location: "12 rue de la République, 69002 Lyon",
      video_url: "https://visio.example.fr/salle-42",
      message: "Demandez Mme Durand à l'accueil.",
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    let emails = await told();
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      [hiring.candidate.email, "Entretien proposé : choisissez un créneau — « Développeur·se Rust »"],
    ]);
    const proposal = emails[0]!;
    expect(proposal.text).toContain("Entreprise A vous propose un entretien pour le poste « Développeur·se Rust »");
    expect(proposal.text).toContain("- mardi 12 juin 2035 à 10:00");
    expect(proposal.text).toContain("- mercredi 13 juin 2035 à 14:30");
    expect(proposal.text).toContain("- Durée : 45 min");
    expect(proposal.text).toContain("- Lieu : 12 rue de la République, 69002 Lyon");
    expect(proposal.text).toContain("- Visioconférence : https://visio.example.fr/salle-42");
    expect(proposal.text).toContain("« Demandez Mme Durand à l'accueil. »");
    expect(proposal.links).toEqual([candidateLink]);
    expect(proposal.attachments).toEqual([]);
    const interview = await interviewOf(card);

    // Booked through the rpc: both sides get a REQUEST for the chosen time.
    const booked = await hiring.candidate.client.rpc("workflow_book_interview", {
      p_interview_id: interview.id,
      p_slot: slots[1],
    });
    expect(booked.error).toBeNull();
    emails = await told();
    expect(emails.map((email) => email.to).sort()).toEqual([hiring.candidate.email, hiring.recruiter.email].sort());
    const bookedSequence = (await interviewOf(card)).sequence;
    for (const email of emails) {
      expect(email.subject).toContain("Entretien confirmé");
      expect(email.subject).toContain("mercredi 13 juin 2035 à 14:30");
      expect(email.attachments).toHaveLength(1);
      expect(readInvitation(email.attachments[0]!)).toMatchObject({
        filename: "invitation.ics",
        contentType: "text/calendar; charset=utf-8; method=REQUEST",
        method: "REQUEST",
        status: "CONFIRMED",
        uid: `${interview.id}@fuse`,
        sequence: bookedSequence,
        start: "2035-06-13T12:30:00.000Z",
        end: "2035-06-13T13:15:00.000Z",
        location: "12 rue de la République, 69002 Lyon",
        url: "https://visio.example.fr/salle-42",
        organizer: hiring.recruiter.email,
        attendee: hiring.candidate.email,
      });
    }
    const toRecruiter = emails.find((email) => email.to === hiring.recruiter.email)!;
    expect(toRecruiter.subject).toBe("Entretien confirmé avec Camille Martin le mercredi 13 juin 2035 à 14:30");
    expect(toRecruiter.links).toEqual([recruiterLink]);

    // Rescheduled through the API: new slots to the candidate, and the old time withdrawn from both calendars.
    const rescheduled = await api("POST", `/api/recruiter/pipeline/cards/${card}/interviews`, hiring.recruiter.token, {
      slots: ["2035-06-19T07:00:00.000Z"],
      duration_minutes: 60,
      video_url: "https://visio.example.fr/salle-7",
    });
    expect(rescheduled.status, JSON.stringify(rescheduled.body)).toBe(201);
    emails = await told();
    expect(emails.map((email) => email.to).sort()).toEqual([hiring.candidate.email, hiring.recruiter.email].sort());
    const moved = emails.find((email) => email.to === hiring.candidate.email)!;
    expect(moved.subject).toBe("Entretien déplacé : choisissez un nouveau créneau — « Développeur·se Rust »");
    expect(moved.text).toContain(
      "Entreprise A déplace votre entretien pour le poste « Développeur·se Rust » : celui du mercredi 13 juin 2035 à 14:30 est annulé. Confirmez le nouveau créneau proposé :",
    );
    expect(moved.text).toContain("- mardi 19 juin 2035 à 09:00");
    const rescheduledSequence = (await interviewOf(card)).sequence;
    expect(rescheduledSequence).toBeGreaterThan(bookedSequence);
    for (const email of emails) {
      expect(email.attachments).toHaveLength(1);
      expect(readInvitation(email.attachments[0]!)).toMatchObject({
        contentType: "text/calendar; charset=utf-8; method=CANCEL",
        method: "CANCEL",
        status: "CANCELLED",
        uid: `${interview.id}@fuse`,
        sequence: rescheduledSequence,
        start: "2035-06-13T12:30:00.000Z",
        end: "2035-06-13T13:15:00.000Z",
      });
    }

    // Booked again through the API, then cancelled by the candidate: the recruiter is told with the
    // CANCEL, the candidate's own calendar gets the CANCEL too.
    const rebooked = await api("POST", `/api/applications/interviews/${interview.id}/book`, hiring.candidate.token, {
      slot: "2035-06-19T07:00:00.000Z",
    });
    expect(rebooked.status, JSON.stringify(rebooked.body)).toBe(200);
    emails = await told();
    const secondBooking = (await interviewOf(card)).sequence;
    expect(emails.map((email) => readInvitation(email.attachments[0]!))).toEqual([
      expect.objectContaining({ method: "REQUEST", sequence: secondBooking, start: "2035-06-19T07:00:00.000Z" }),
      expect.objectContaining({ method: "REQUEST", sequence: secondBooking, start: "2035-06-19T07:00:00.000Z" }),
    ]);
    // workflow_cancel_interview cannot cancel a booked interview yet (it keeps chosen_slot, which the
    // table's workflow_interviews_chosen check refuses): the candidate's cancellation is written as
    // that function writes it, as the database owner.
    await server.db.transaction(async (tx) => {
      await tx.query(
        "update public.workflow_interviews set status = 'cancelled', chosen_slot = null, sequence = sequence + 1 where id = $1",
        [interview.id],
      );
      await tx.query(
        `insert into public.workflow_events (item_id, kind, interview_id, message, actor_id)
         values ($1, 'interview_cancelled', $2, 'Je suis souffrant, pouvons-nous décaler ?', $3)`,
        [card, interview.id, hiring.candidate.profileId],
      );
    });
    emails = await told();
    expect(emails.map((email) => [email.to, email.subject]).sort()).toEqual(
      [
        [hiring.recruiter.email, "Entretien annulé par Camille Martin — « Développeur·se Rust »"],
        [hiring.candidate.email, "Retiré de votre agenda : entretien du mardi 19 juin 2035 à 09:00"],
      ].sort(),
    );
    const toldRecruiter = emails.find((email) => email.to === hiring.recruiter.email)!;
    expect(toldRecruiter.text).toContain("« Je suis souffrant, pouvons-nous décaler ? »");
    const { rows } = await server.db.query<{ sequence: number }>(
      "select sequence from public.workflow_interviews where id = $1",
      [interview.id],
    );
    for (const email of emails) {
      expect(readInvitation(email.attachments[0]!)).toMatchObject({
        method: "CANCEL",
        sequence: rows[0]!.sequence,
        start: "2035-06-19T07:00:00.000Z",
      });
    }
  });

  it("tell the candidate a proposal cancelled before it was booked, without an invitation", async () => {
    const card = await openCard(server.db, hiring, "Technicien·ne réseau");
    await api("POST", `/api/recruiter/pipeline/cards/${card}/interviews`, hiring.recruiter.token, {
      slots: slots.slice(0, 1),
      duration_minutes: 30,
      location: "Agence de Villeurbanne",
    });
    const interview = await interviewOf(card);
    await told();
    const cancelled = await api(
      "POST",
      `/api/recruiter/pipeline/interviews/${interview.id}/cancel`,
      hiring.recruiter.token,
      {
        message: "Le poste est mis en attente.",
      },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const emails = await told();
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      [hiring.candidate.email, "Entretien annulé — « Technicien·ne réseau »"],
    ]);
    expect(emails[0]!.text).toContain(
      "L'entretien proposé pour le poste « Technicien·ne réseau » a été annulé par Entreprise A.",
    );
    expect(emails[0]!.text).toContain("« Le poste est mis en attente. »");
    expect(emails[0]!.attachments).toEqual([]);
  });

  it("tell each event once when two notifiers share the database", async () => {
    const card = await openCard(server.db, hiring, "Data engineer");
    const other = new WorkflowNotifier({ db: server.db, config: server.ctx.config, pollMs: 600_000 });
    const moved = await api("POST", `/api/recruiter/pipeline/cards/${card}/move`, hiring.recruiter.token, {
      from: "new_match",
      to: "hired",
    });
    expect(moved.status).toBe(200);
    const reports = await Promise.all([server.notifier.kick(), other.kick(), server.notifier.kick(), other.kick()]);
    await other.stop();
    expect(reports.reduce((sum, report) => sum + report.emails, 0)).toBeLessThanOrEqual(1);
    const emails = await told();
    expect(emails.map((email) => email.subject)).toEqual(["Votre candidature « Data engineer » : Embauché"]);
    const claims = await server.db.query(
      `select m.event_id from public.workflow_event_mails m join public.workflow_events e on e.id = m.event_id
       where e.item_id = $1 and e.to_stage = 'hired'`,
      [card],
    );
    expect(claims.rows).toHaveLength(1);
  });

  it("mark an event first seen more than seven days late as told, without an e-mail", async () => {
    const card = await openCard(server.db, hiring, "Comptable fournisseurs");
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.workflow_events (item_id, kind, from_stage, to_stage, at)
       values ($1, 'move', 'new_match', 'shortlisted', now() - interval '8 days') returning id`,
      [card],
    );
    expect(await told()).toEqual([]);
    const marked = await server.db.query("select 1 from public.workflow_event_mails where event_id = $1", [
      rows[0]!.id,
    ]);
    expect(marked.rows).toHaveLength(1);
  });

  it("never throws when the database is unavailable, says so in French once, and stops cleanly", async () => {
    const unavailable = () => Promise.reject(Object.assign(new Error("Connection terminated"), { code: "57P01" }));
    const broken = {
      ...server.db,
      query: unavailable,
      transaction: unavailable,
      listen: unavailable,
    } as unknown as Database;
    const errors: string[] = [];
    const notifier = new WorkflowNotifier({
      db: broken,
      config: server.ctx.config,
      pollMs: 10,
      log: { error: (message: unknown) => errors.push(String(message)) },
    });
    notifier.start();
    await expect(notifier.kick()).resolves.toEqual({ events: 0, emails: 0 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await notifier.stop();
    expect(errors).toEqual([expect.stringContaining("Suivi des candidatures : base de données indisponible")]);
    await expect(notifier.kick()).resolves.toEqual({ events: 0, emails: 0 });
  });
});
