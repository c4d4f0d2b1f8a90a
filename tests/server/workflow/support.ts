import { randomUUID } from "node:crypto";

import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import ICAL from "ical.js";

import type { Database } from "@fuse/server-core/db/database.ts";
import type { EmailAttachment } from "@fuse/server-core/email/outbox.ts";
import type { JwtService } from "@fuse/server-core/jwt.ts";

import { insertJob } from "../api/job-support.ts";
import { buildWorld, type World } from "../rls/world.ts";

/** A signed-in side of the world: its access token and a supabase-js client sending it, as a browser. */
export interface Side {
  profileId: string;
  email: string;
  token: string;
  client: SupabaseClient;
}

/**
 * The RLS suite's world (a recruiter with a paid subscription and a company, a candidate with a
 * name, a mutual match) with both sides signed in, for the API, REST and rpc alike.
 */
export async function hiringWorld(server: { db: Database; url: string; anonKey: string; ctx: { jwt: JwtService } }) {
  const world = await buildWorld(server.db);
  const emails = await server.db.query<{ id: string; email: string }>(
    "select id, email from auth.users where id = any($1::uuid[])",
    [[world.candidate.userId, world.recruiter.userId]],
  );
  const side = async (actor: World["candidate"]): Promise<Side> => {
    // A session of theirs, as a sign-in opens one: a token that names none is refused.
    const sessionId = randomUUID();
    await server.db.query("insert into auth.sessions (id, user_id) values ($1, $2)", [sessionId, actor.userId]);
    const token = await server.ctx.jwt.sign({ ...actor.claims, session_id: sessionId }, 3600);
    return {
      profileId: actor.profileId,
      email: emails.rows.find((row) => row.id === actor.userId)!.email,
      token,
      client: createClient(server.url, server.anonKey, {
        accessToken: async () => token,
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    };
  };
  return { world, candidate: await side(world.candidate), recruiter: await side(world.recruiter) };
}

export type HiringWorld = Awaited<ReturnType<typeof hiringWorld>>;

/**
 * A new card in the recruiter's pipeline: a new published offer titled `title`, liked by each side
 * as itself (the second like opens the card at « Nouveau match »). Returns the card's id.
 */
export async function openCard(db: Database, { world }: HiringWorld, title: string): Promise<string> {
  const jobId = await insertJob(db, world.recruiter.profileId, {
    title,
    contract_type: "CDI",
    status: "published",
    city: "Lyon",
    postal_code: "69002",
    lat: 45.75,
    lng: 4.83,
  });
  for (const [actor, side] of [
    [world.candidate, "candidate"],
    [world.recruiter, "recruiter"],
  ] as const) {
    await db.asRole(actor.claims, (tx) =>
      tx.query(
        "insert into public.match_decisions (candidate_id, job_id, side, decision) values ($1, $2, $3, 'like')",
        [world.candidate.profileId, jobId, side],
      ),
    );
  }
  const { rows } = await db.query<{ id: string }>("select id from public.workflow_items where job_id = $1", [jobId]);
  return rows[0]!.id;
}

/** A calendar invitation as a calendar application reads it (ical.js, an independent parser). */
export function readInvitation(attachment: EmailAttachment) {
  const calendar = new ICAL.Component(ICAL.parse(attachment.content));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    filename: attachment.filename,
    contentType: attachment.content_type,
    method: calendar.getFirstPropertyValue("method"),
    status: vevent.getFirstPropertyValue("status"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    location: event.location,
    url: vevent.getFirstPropertyValue("url"),
    organizer: String(vevent.getFirstPropertyValue("organizer")).replace(/^mailto:/i, ""),
    attendee: String(vevent.getFirstPropertyValue("attendee")).replace(/^mailto:/i, ""),
  };
}
