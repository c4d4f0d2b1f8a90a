// The hiring workflow through the API and through REST alike: the recruiter moves cards of their own
// offers only (refusing with a reason), keeps private notes, proposes interviews; the candidate sees
// their real stage and the shared history, picks a slot, withdraws; and nobody edits the history.
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod/mini";

import { matchRoutes } from "@fuse/api/matching/routes.ts";
import { profileRoutes } from "@fuse/api/profile/routes.ts";
import { workflowRoutes } from "@fuse/api/workflow/routes.ts";
import { refusalSchema } from "@fuse/domain/workflow/refusal-schema";
import { supabaseLocalRoutes } from "@fuse/supabase-local/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { badTokens, call } from "./profile-support.ts";
import { mutualMatch, publishOffer, register, type Person } from "./workflow-support.ts";

let server: TestServer;
let recruiter: Person;
let other: Person;
let candidate: Person;
let stranger: Person;
let jobId: string;
let cardId: string;

const day = 86_400_000;
const inDays = (days: number, hour = 9) => {
  const at = new Date(Date.now() + days * day);
  at.setUTCHours(hour, 0, 0, 0);
  return at.toISOString();
};

const move = (person: Person, id: string, body: Record<string, unknown>) =>
  call(server, "POST", `/api/recruiter/pipeline/cards/${id}/move`, { token: person.token, body });
const detail = (person: Person, id: string) =>
  call(server, "GET", `/api/recruiter/pipeline/cards/${id}`, { token: person.token });
const applications = (person: Person) => call(server, "GET", "/api/applications", { token: person.token });
const stageOf = async (id: string) =>
  (await server.db.query<{ stage: string }>("select stage from public.workflow_items where id = $1", [id])).rows[0]
    ?.stage;
const eventCount = async (id: string) =>
  (
    await server.db.query<{ count: number }>(
      "select count(*)::int as count from public.workflow_events where item_id = $1",
      [id],
    )
  ).rows[0]!.count;

const rest = (person: Person): SupabaseClient =>
  createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    accessToken: async () => person.token,
  });

beforeAll(async () => {
  server = await startTestServer({
    modules: [profileRoutes, (ctx) => matchRoutes(ctx), workflowRoutes, ...supabaseLocalRoutes],
  });
  recruiter = await register(server, "recruiter", "flux-recruteur");
  other = await register(server, "recruiter", "flux-autre");
  candidate = await register(server, "candidate", "Camille");
  stranger = await register(server, "candidate", "Inès");
  // Migrations, then four accounts through the API: longer than the default on a busy machine.
}, 180_000);
afterAll(() => server?.close());

beforeEach(async () => {
  // Each test starts from a fresh card at « Nouveau match », on an offer of its own.
  jobId = await publishOffer(server, recruiter);
  cardId = await mutualMatch(server, recruiter, candidate, jobId);
});

/** The candidate's application behind the test's card. */
const application = async () =>
  (await applications(candidate)).body.applications.find((entry: { id: string }) => entry.id === cardId);

describe("moving a card", () => {
  it("moves the recruiter's card, answers it at its new stage, and records who moved it from where to where", async () => {
    const reply = await move(recruiter, cardId, { from: "new_match", to: "shortlisted" });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ id: cardId, stage: "shortlisted", candidate: { email: candidate.email } });
    const { body } = await detail(recruiter, cardId);
    expect(body.events.map((event: { from_stage: string; to_stage: string; actor: string }) => event)).toEqual([
      // The recruiter's like confirmed the match: they opened the card.
      expect.objectContaining({ kind: "move", from_stage: null, to_stage: "new_match", actor: "recruiter" }),
      expect.objectContaining({ kind: "move", from_stage: "new_match", to_stage: "shortlisted", actor: "recruiter" }),
    ]);
  });

  it("places a card within its column without a new event", async () => {
    const before = await eventCount(cardId);
    const reply = await move(recruiter, cardId, { from: "new_match", to: "new_match", position: 12.5 });
    expect(reply.status).toBe(200);
    expect(reply.body.position).toBe(12.5);
    expect(await eventCount(cardId)).toBe(before);
  });

  it("answers 409 in French when the card moved meanwhile, and changes nothing", async () => {
    expect((await move(recruiter, cardId, { from: "new_match", to: "interview" })).status).toBe(200);
    const stale = await move(recruiter, cardId, { from: "new_match", to: "offer" });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changé d'étape entre-temps/);
    expect(await stageOf(cardId)).toBe("interview");
  });

  it("refuses only with a reason from the list, and shares the reason and the message with the candidate", async () => {
    const bare = await move(recruiter, cardId, { from: "new_match", to: "rejected" });
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ error: "Choisissez un motif.", field: "reason" });
    const server_reason = await move(recruiter, cardId, { from: "new_match", to: "rejected", reason: "no_response" });
    expect(server_reason.status).toBe(400);
    expect(await stageOf(cardId)).toBe("new_match");

    const refused = await move(recruiter, cardId, {
      from: "new_match",
      to: "rejected",
      reason: "other_candidate",
      message: "Merci pour votre temps, nous gardons votre profil.",
    });
    expect(refused.status).toBe(200);
    const mine = await application();
    expect(mine).toMatchObject({
      id: cardId,
      stage: "rejected",
      refusal_reason: "other_candidate",
      refusal_message: "Merci pour votre temps, nous gardons votre profil.",
    });
    expect(mine.events.at(-1)).toMatchObject({
      kind: "move",
      to_stage: "rejected",
      reason: "other_candidate",
      message: "Merci pour votre temps, nous gardons votre profil.",
      actor: "recruiter",
    });
  });

  it("refuses a refusal the refusal dialog refuses, with the dialog's French message", async () => {
    for (const refusal of [
      { reason: "no_response", message: "" },
      { reason: "autre chose", message: "" },
      { reason: "skills", message: "x".repeat(2001) },
    ]) {
      const [issue] = z.safeParse(refusalSchema, refusal).error?.issues ?? [];
      expect(issue, JSON.stringify(refusal)).toBeDefined();
      const reply = await move(recruiter, cardId, { from: "new_match", to: "rejected", ...refusal });
      expect(reply).toMatchObject({ status: 400, body: { error: issue!.message, field: issue!.path.join(".") } });
    }
    expect(await stageOf(cardId)).toBe("new_match");
  });

  it("lets only the offer's recruiter move its cards: others get 404, a candidate 403, a bad token 401", async () => {
    const foreign = await move(other, cardId, { from: "new_match", to: "hired" });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe("Carte introuvable.");
    expect((await detail(other, cardId)).status).toBe(404);
    expect((await move(candidate, cardId, { from: "new_match", to: "hired" })).status).toBe(403);
    for (const [label, token] of Object.entries(await badTokens(server, recruiter, other))) {
      const reply = await call(server, "POST", `/api/recruiter/pipeline/cards/${cardId}/move`, {
        token,
        body: { from: "new_match", to: "hired" },
      });
      expect(reply.status, label).toBe(401);
    }
    expect(await stageOf(cardId)).toBe("new_match");
  });

  it("refuses malformed moves in French", async () => {
    for (const [body, field] of [
      [{ from: "new_match", to: "withdrawn" }, "to"],
      [{ from: "new_match", to: "Embauché" }, "to"],
      [{ from: "nulle-part", to: "hired" }, "from"],
      [{ from: "new_match", to: "hired", position: "haut" }, "position"],
      [{ from: "new_match", to: "hired", extra: 1 }, undefined],
      [{ from: "new_match", to: "rejected", reason: "skills", message: "x".repeat(2001) }, "message"],
    ] as const) {
      const reply = await move(recruiter, cardId, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error).toMatch(/[a-zéè]/);
      if (field) expect(reply.body.field).toBe(field);
    }
    expect((await move(recruiter, "pas-un-id", { from: "new_match", to: "hired" })).status).toBe(400);
    expect(await stageOf(cardId)).toBe("new_match");
  });

  it("needs the paid access while payment is required", async () => {
    await server.db.query("update public.platform_settings set recruiter_payment_required = true");
    try {
      const reply = await move(recruiter, cardId, { from: "new_match", to: "hired" });
      expect(reply.status).toBe(403);
      expect(reply.body.error).toMatch(/abonnement actif/);
      // REST holds the same rule.
      const { error } = await rest(recruiter).from("workflow_items").update({ stage: "hired" }).eq("id", cardId);
      expect(error).not.toBeNull();
    } finally {
      await server.db.query("update public.platform_settings set recruiter_payment_required = false");
    }
    expect(await stageOf(cardId)).toBe("new_match");
  });
});

describe("private notes", () => {
  it("keeps the recruiter's notes from the candidate, through the API and REST", async () => {
    const note = await call(server, "POST", `/api/recruiter/pipeline/cards/${cardId}/notes`, {
      token: recruiter.token,
      body: { message: "  Très bon échange téléphonique.  " },
    });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ kind: "note", private: true, message: "Très bon échange téléphonique." });
    const seen = (await detail(recruiter, cardId)).body.events.filter(
      (event: { kind: string }) => event.kind === "note",
    );
    expect(seen).toHaveLength(1);

    const mine = await application();
    expect(mine.events.some((event: { kind: string }) => event.kind === "note")).toBe(false);
    const { data, error } = await rest(candidate).from("workflow_events").select("kind, message").eq("item_id", cardId);
    expect(error).toBeNull();
    expect(data).not.toContainEqual(expect.objectContaining({ kind: "note" }));
    expect(data!.length).toBeGreaterThan(0);
  });

  it("refuses an empty note, a candidate's note and another recruiter's note", async () => {
    const path = `/api/recruiter/pipeline/cards/${cardId}/notes`;
    const empty = await call(server, "POST", path, { token: recruiter.token, body: { message: "   " } });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("Écrivez la note avant de l'enregistrer.");
    expect((await call(server, "POST", path, { token: candidate.token, body: { message: "Moi" } })).status).toBe(403);
    expect((await call(server, "POST", path, { token: other.token, body: { message: "Eux" } })).status).toBe(404);
    const viaRest = await rest(candidate)
      .from("workflow_events")
      .insert({ item_id: cardId, kind: "note", message: "Par REST", private: true });
    expect(viaRest.error).not.toBeNull();
    expect(await eventCount(cardId)).toBe(1);
  });
});

describe("the history", () => {
  it("cannot be changed or deleted by anyone, through REST", async () => {
    await move(recruiter, cardId, { from: "new_match", to: "shortlisted" });
    const before = (
      await server.db.query("select * from public.workflow_events where item_id = $1 order by at", [cardId])
    ).rows;
    for (const person of [recruiter, candidate, other]) {
      const client = rest(person);
      const updated = await client.from("workflow_events").update({ to_stage: "hired" }).eq("item_id", cardId).select();
      expect(updated.data ?? []).toEqual([]);
      const deleted = await client.from("workflow_events").delete().eq("item_id", cardId).select();
      expect(deleted.data ?? []).toEqual([]);
    }
    const service = createClient(server.url, server.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    expect((await service.from("workflow_events").delete().eq("item_id", cardId)).error).not.toBeNull();
    const after = (
      await server.db.query("select * from public.workflow_events where item_id = $1 order by at", [cardId])
    ).rows;
    expect(after).toEqual(before);
  });

  it("does not let the candidate move their card through REST", async () => {
    const { data } = await rest(candidate).from("workflow_items").update({ stage: "hired" }).eq("id", cardId).select();
    expect(data ?? []).toEqual([]);
    expect(await stageOf(cardId)).toBe("new_match");
  });
});

describe("interviews", () => {
  const propose = (person: Person, body: Record<string, unknown>, id = cardId) =>
    call(server, "POST", `/api/recruiter/pipeline/cards/${id}/interviews`, { token: person.token, body });
  const proposal = () => ({
    slots: [inDays(3, 8), inDays(4, 13), inDays(5, 9)],
    duration_minutes: 60,
    location: "12 rue de la Paix, 75002 Paris",
    message: "Demandez Mme Durand à l'accueil.",
  });

  it("proposed by the recruiter, takes the card to « Entretien »; the candidate picks a slot", async () => {
    const offered = await propose(recruiter, proposal());
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    expect(offered.body).toMatchObject({ status: "proposed", slots: proposal().slots, chosen_slot: null });
    expect(await stageOf(cardId)).toBe("interview");

    const mine = await application();
    expect(mine.interview).toMatchObject({ id: offered.body.id, status: "proposed" });
    const bad = await call(server, "POST", `/api/applications/interviews/${offered.body.id}/book`, {
      token: candidate.token,
      body: { slot: inDays(6) },
    });
    expect(bad.status).toBe(409);
    expect(bad.body.error).toBe("Ce créneau ne fait pas partie de ceux proposés.");
    const booked = await call(server, "POST", `/api/applications/interviews/${offered.body.id}/book`, {
      token: candidate.token,
      body: { slot: proposal().slots[1] },
    });
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({ status: "booked", chosen_slot: proposal().slots[1] });
    // Only the candidate books, once.
    const again = await call(server, "POST", `/api/applications/interviews/${offered.body.id}/book`, {
      token: candidate.token,
      body: { slot: proposal().slots[0] },
    });
    expect(again.status).toBe(409);
    const byStranger = await call(server, "POST", `/api/applications/interviews/${offered.body.id}/book`, {
      token: stranger.token,
      body: { slot: proposal().slots[0] },
    });
    expect(byStranger.status).toBe(404);
    const kinds = (await detail(recruiter, cardId)).body.events.map((event: { kind: string }) => event.kind);
    expect(kinds).toEqual(["move", "interview_proposed", "move", "interview_booked"]);
  });

  it("rescheduled, keeps its identity with new slots; cancelled by either side with a message", async () => {
    const first = await propose(recruiter, proposal());
    const second = await propose(recruiter, {
      ...proposal(),
      slots: [inDays(10, 14)],
      video_url: "https://visio.example.fr/abc",
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      id: first.body.id,
      slots: [inDays(10, 14)],
      video_url: "https://visio.example.fr/abc",
    });
    const cancelled = await call(server, "POST", `/api/applications/interviews/${first.body.id}/cancel`, {
      token: candidate.token,
      body: { message: "J'ai accepté un autre poste." },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");
    const events = (await detail(recruiter, cardId)).body.events;
    expect(events.at(-1)).toMatchObject({
      kind: "interview_cancelled",
      message: "J'ai accepté un autre poste.",
      actor: "candidate",
    });
    expect(events.map((event: { kind: string }) => event.kind)).toContain("interview_rescheduled");
    const twice = await call(server, "POST", `/api/recruiter/pipeline/interviews/${first.body.id}/cancel`, {
      token: recruiter.token,
      body: {},
    });
    expect(twice.status).toBe(409);
  });

  it("refuses bad proposals in French and writes nothing", async () => {
    for (const [body, message] of [
      [{ ...proposal(), slots: [] }, "Proposez au moins un créneau."],
      [{ ...proposal(), slots: Array.from({ length: 6 }, (_, n) => inDays(n + 2)) }, "Proposez 5 créneaux au plus."],
      [{ ...proposal(), slots: [inDays(-1)] }, "Chaque créneau doit être dans le futur."],
      [{ ...proposal(), slots: [inDays(3), inDays(3)] }, "Deux créneaux sont identiques."],
      [{ ...proposal(), location: undefined }, "Indiquez un lieu ou un lien de visioconférence."],
      [{ ...proposal(), video_url: "javascript:alert(1)" }, "Le lien de visioconférence doit commencer par https://."],
      [{ ...proposal(), duration_minutes: 7 }, "Choisissez une durée de 30, 45, 60, 90 ou 120 minutes."],
      [{ ...proposal(), slots: ["demain"] }, "Chaque créneau doit être une date et une heure valides."],
    ] as const) {
      const reply = await propose(recruiter, body);
      expect(reply.status, message).toBe(400);
      expect(reply.body.error).toBe(message);
    }
    expect((await propose(other, proposal())).status).toBe(404);
    expect((await propose(candidate, proposal())).status).toBe(403);
    const { rows } = await server.db.query("select 1 from public.workflow_interviews where item_id = $1", [cardId]);
    expect(rows).toEqual([]);
    // REST cannot write an interview, nor call the recruiter's function as the candidate.
    expect(
      (
        await rest(recruiter)
          .from("workflow_interviews")
          .insert({ item_id: cardId, slots: [inDays(3)], location: "Ici" })
      ).error,
    ).not.toBeNull();
    const rpc = await rest(candidate).rpc("workflow_propose_interview", {
      p_item_id: cardId,
      p_slots: [inDays(3)],
      p_duration_minutes: 60,
      p_location: "Ici",
      p_video_url: null,
      p_message: null,
    });
    expect(rpc.error).not.toBeNull();
  });
});

describe("the candidate's applications", () => {
  it("withdrawing closes the application for good, cancels the interview under way and tells the history", async () => {
    await call(server, "POST", `/api/recruiter/pipeline/cards/${cardId}/interviews`, {
      token: recruiter.token,
      body: { slots: [inDays(3)], duration_minutes: 45, video_url: "https://visio.example.fr/x" },
    });
    // A recruiter cannot withdraw in the candidate's place, even through REST.
    const { data } = await rest(recruiter)
      .from("workflow_items")
      .update({ stage: "withdrawn" })
      .eq("id", cardId)
      .select();
    expect(data ?? []).toEqual([]);
    expect(await stageOf(cardId)).toBe("interview");
    expect(
      (await call(server, "POST", `/api/applications/${cardId}/withdraw`, { token: stranger.token, body: {} })).status,
    ).toBe(404);
    const withdrawn = await call(server, "POST", `/api/applications/${cardId}/withdraw`, {
      token: candidate.token,
      body: { message: "Je reste dans mon poste actuel." },
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ stage: "withdrawn", interview: null });
    expect(withdrawn.body.events.at(-1)).toMatchObject({
      to_stage: "withdrawn",
      message: "Je reste dans mon poste actuel.",
      actor: "candidate",
    });
    const locked = await move(recruiter, cardId, { from: "withdrawn", to: "interview" });
    expect(locked.status).toBe(409);
    expect(locked.body.error).toMatch(/retiré cette candidature/);
    const again = await call(server, "POST", `/api/applications/${cardId}/withdraw`, {
      token: candidate.token,
      body: {},
    });
    expect(again.status).toBe(409);
  });

  it("shows a silence once it reaches the reminder delay", async () => {
    expect((await application()).silent_days).toBeNull();
    await server.db.query(
      "update public.workflow_items set last_activity_at = now() - interval '23 days' where id = $1",
      [cardId],
    );
    const reply = await applications(candidate);
    expect(reply.body.follow_up).toEqual({ reminder_days: 21, close_days: 45 });
    expect(reply.body.applications).toContainEqual(expect.objectContaining({ id: cardId, silent_days: 23 }));
  });

  it("are the candidate's own: a stranger sees none, a recruiter is refused", async () => {
    expect((await applications(stranger)).body.applications).toEqual([]);
    expect((await applications(recruiter)).status).toBe(403);
    expect((await call(server, "GET", "/api/applications")).status).toBe(401);
  });
});

describe("the candidate behind a card", () => {
  const candidateOf = (person: Person, id: string) =>
    call(server, "GET", `/api/recruiter/pipeline/cards/${id}/candidate`, { token: person.token });
  const cvBytes = new TextEncoder().encode("%PDF-1.4\n% Le CV de Camille\n%%EOF\n");

  /** The candidate's CV in their own folder, as the analyser keeps it, and a card showing little in public. */
  async function sendCv() {
    const path = `${candidate.id}/cv-${Date.now()}.pdf`;
    const { error } = await rest(candidate)
      .storage.from("cvs")
      .upload(path, cvBytes, { contentType: "application/pdf" });
    expect(error).toBeNull();
    await server.db.query(
      `update public.candidate_infos
          set cv_analysis = jsonb_build_object('file', jsonb_build_object('path', $2::text, 'name', 'CV Camille.pdf', 'format', 'pdf')),
              memo = '<p>Comptable depuis six ans.</p>',
              languages = array['Français', 'Anglais'],
              card_settings = '{"sections": ["city"], "accent": "vert"}'::jsonb
        where profile_id = $1`,
      [candidate.profileId, path],
    );
    return path;
  }

  it("shows the offer's recruiter the whole card, the portrait and the CV through a short-lived signed address", async () => {
    await sendCv();
    const before = Date.now();
    const reply = await candidateOf(recruiter, cardId);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { card, cv } = reply.body;
    // Whatever the public card hides, the recruiter of a mutual match reads it all.
    expect(card.first_name).toBe("Camille Martin");
    expect(card.skills).toEqual(["Comptabilité"]);
    expect(card.languages).toEqual(["Français", "Anglais"]);
    expect(card.memo).toBe("<p>Comptable depuis six ans.</p>");
    expect(card.settings).toEqual({ accent: "vert" });
    expect(cv.name).toBe("CV Camille.pdf");
    const lasts = Date.parse(cv.expires_at) - before;
    expect(lasts).toBeGreaterThan(5 * 60_000);
    expect(lasts).toBeLessThanOrEqual(15 * 60_000);
    // The address opens the file without any session, until it expires; a changed token opens nothing.
    const file = await fetch(cv.url);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(cvBytes);
    const forged = new URL(cv.url);
    forged.searchParams.set("token", `${forged.searchParams.get("token")}x`);
    const refused = await fetch(forged);
    expect(refused.ok).toBe(false);
    await refused.body?.cancel();
  });

  it("is shown to the offer's recruiter only: another recruiter gets 404, the candidate 403, a bad token 401", async () => {
    await sendCv();
    const foreign = await candidateOf(other, cardId);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe("Carte introuvable.");
    expect((await candidateOf(candidate, cardId)).status).toBe(403);
    expect((await candidateOf(recruiter, "pas-un-id")).status).toBe(400);
    for (const [label, token] of Object.entries(await badTokens(server, recruiter, other))) {
      const reply = await call(server, "GET", `/api/recruiter/pipeline/cards/${cardId}/candidate`, { token });
      expect(reply.status, label).toBe(401);
    }
    // Storage holds the same rule: another recruiter cannot sign the file's address themselves.
    const [path] = (
      await server.db.query<{ path: string }>(
        "select cv_analysis -> 'file' ->> 'path' as path from public.candidate_infos where profile_id = $1",
        [candidate.profileId],
      )
    ).rows.map((row) => row.path);
    const { error } = await rest(other).storage.from("cvs").createSignedUrl(path!, 60);
    expect(error).not.toBeNull();
  });

  it("shows the card without a CV once the candidate deleted the file, and needs the paid access", async () => {
    const path = await sendCv();
    const { error } = await rest(candidate).storage.from("cvs").remove([path]);
    expect(error).toBeNull();
    const reply = await candidateOf(recruiter, cardId);
    expect(reply.status).toBe(200);
    expect(reply.body.cv).toBeNull();
    expect(reply.body.card.skills).toEqual(["Comptabilité"]);

    await server.db.query("update public.platform_settings set recruiter_payment_required = true");
    try {
      const unpaid = await candidateOf(recruiter, cardId);
      expect(unpaid.status).toBe(403);
      expect(unpaid.body.error).toMatch(/abonnement actif/);
    } finally {
      await server.db.query("update public.platform_settings set recruiter_payment_required = false");
    }
  });
});

describe("the funnel", () => {
  it("counts the cards of each offer at each stage with the median days spent there", async () => {
    await move(recruiter, cardId, { from: "new_match", to: "shortlisted" });
    const reply = await call(server, "GET", "/api/recruiter/pipeline/funnel", { token: recruiter.token });
    expect(reply.status).toBe(200);
    const offer = reply.body.offers.find((entry: { job_id: string }) => entry.job_id === jobId);
    expect(offer.job_title).toBe("Comptable (H/F)");
    expect(offer.stages.find((entry: { stage: string }) => entry.stage === "shortlisted")).toMatchObject({ cards: 1 });
    expect(offer.stages.find((entry: { stage: string }) => entry.stage === "new_match")).toMatchObject({
      cards: 0,
      median_days: 0,
    });
    const theirs = await call(server, "GET", "/api/recruiter/pipeline/funnel", { token: other.token });
    expect(theirs.body.offers.some((entry: { job_id: string }) => entry.job_id === jobId)).toBe(false);
  });
});
