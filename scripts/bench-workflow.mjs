// Hiring workflow figures for `npm run bench`, on a board of 500 cards (one recruiter, one offer,
// 500 candidates with a mutual match): a card's move through the API (`POST …/move`, until its
// 200), and that move reaching the other screens through Realtime — the moved card's candidate
// and a second session of the recruiter, both subscribed with supabase-js to `workflow_items`
// (row-level security decides who receives which card). The baseline of the same run is what a
// screen without Realtime does after each move: reloading the whole board
// (`GET /api/recruiter/pipeline/cards`, 500 cards). Embedded mode, in-memory PGlite, loopback.
//
// The server runs in the main thread, the screens (HTTP calls, sockets, clocks) in a worker: the
// server's database work blocks its own thread, as it does in production, without holding back the
// screens' clocks or their reading of what already arrived.
import { once } from "node:events";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

import { createClient } from "@supabase/supabase-js";

import { recruiterRefusalReasons, recruiterWorkflowStages } from "@fuse/domain/vocabulary";

const CARDS = 500;
/** The cards moved, round robin: each one's candidate is signed in and subscribed. */
const MOVED_CARDS = 20;
const MOVES = 100;
const WARMUP = 10;
/** A delivery missing after this long fails the run. */
const DELIVERY_TIMEOUT_MS = 10_000;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const summary = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
};
const ms = (value) => Number(value.toFixed(2));

if (isMainThread) await runServer();
else parentPort.postMessage(await runScreens(workerData));

/** Builds the board, lets the screens' worker measure, prints the figures. */
async function runServer() {
  // Imported here only: the worker needs no server.
  const { startTestServer } = await import("../apps/platform/server/test-support/server.ts");
  const server = await startTestServer();
  try {
    const setupStart = performance.now();
    // A session of the user's, as a sign-in opens one: a token that names none is refused.
    const sign = async (userId, email) => {
      const {
        rows: [session],
      } = await server.db.query("insert into auth.sessions (user_id) values ($1) returning id", [userId]);
      return server.ctx.jwt.sign(
        { role: "authenticated", sub: userId, email, aud: "authenticated", session_id: session.id },
        3600,
      );
    };

    // The recruiter, their company and their published offer, written as the database owner.
    const recruiterEmail = "recrutement@banc-flux.test";
    const {
      rows: [recruiterUser],
    } = await server.db.query("insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id", [
      recruiterEmail,
    ]);
    const {
      rows: [recruiterProfile],
    } = await server.db.query(
      "insert into public.profiles (user_id, type, completed) values ($1, 'recruiter', true) returning id",
      [recruiterUser.id],
    );
    // A Luhn-valid SIRET: companies require one.
    await server.db.query("insert into public.companies (profile_id, name, siret) values ($1, $2, $3)", [
      recruiterProfile.id,
      "Cabinet Dupont",
      "81234567800013",
    ]);
    const {
      rows: [job],
    } = await server.db.query(
      `insert into public.jobs (company_id, title, contract_type, remote_mode, salary_min, salary_max, skills, status)
       values ($1, 'Comptable (H/F)', 'CDI', 'remote', 32000, 38000, array['Comptabilité'], 'published')
       returning id`,
      [recruiterProfile.id],
    );

    // 500 candidates in bulk, then both sides' likes: the mutual-match trigger opens the 500 cards,
    // as it does when the likes come through the API one by one.
    await server.db.query(
      `with users as (
         insert into auth.users (email, email_confirmed_at)
         select format('candidat-%s@banc-flux.test', n), now() from generate_series(1, $1::int) n
         returning id, email
       ), candidates as (
         insert into public.profiles (user_id, type, completed)
         select id, 'candidate', true from users
         returning id, user_id
       )
       insert into public.candidate_infos (profile_id, first_name, last_name, skills, contract_types, card_visible)
       select c.id, 'Camille', format('Martin %s', split_part(split_part(u.email, '@', 1), '-', 2)),
              array['Comptabilité'], array['CDI'], true
         from candidates c join users u on u.id = c.user_id`,
      [CARDS],
    );
    for (const side of ["candidate", "recruiter"]) {
      await server.db.query(
        `insert into public.match_decisions (candidate_id, job_id, side, decision)
         select c.profile_id, $1, $2, 'like' from public.candidate_infos c`,
        [job.id, side],
      );
    }

    // The cards to move, each with its candidate's token.
    const { rows: cards } = await server.db.query(
      `select w.id, w.stage, u.id as user_id, u.email
         from public.workflow_items w
         join public.profiles p on p.id = w.candidate_id
         join auth.users u on u.id = p.user_id
        where w.job_id = $1
        order by u.email
        limit $2`,
      [job.id, MOVED_CARDS],
    );
    const moved = [];
    for (const card of cards)
      moved.push({ id: card.id, stage: card.stage, token: await sign(card.user_id, card.email) });
    const setupMs = performance.now() - setupStart;

    const screens = new Worker(new URL(import.meta.url), {
      workerData: {
        url: server.url,
        anonKey: server.anonKey,
        recruiterToken: await sign(recruiterUser.id, recruiterEmail),
        moved,
      },
    });
    // Rejects with the worker's error, should a move or a delivery fail.
    const [figures] = await once(screens, "message");
    await screens.terminate();

    const baseline = summary(figures.reloads);
    const row = (samples) => {
      const { p50, p95 } = summary(samples);
      return {
        "p50 ms": ms(p50),
        "p95 ms": ms(p95),
        "p50 ratio to reload": Number((p50 / baseline.p50).toFixed(2)),
        "p95 ratio to reload": Number((p95 / baseline.p95).toFixed(2)),
      };
    };
    console.log(
      `== Hiring workflow: ${MOVES} moves on a board of ${CARDS} cards, ${MOVED_CARDS} candidates and a second recruiter session subscribed (board built in ${(setupMs / 1000).toFixed(1)} s)`,
    );
    console.table({
      [`reload the board, GET …/pipeline/cards, ${CARDS} cards (baseline)`]: {
        "p50 ms": ms(baseline.p50),
        "p95 ms": ms(baseline.p95),
        "p50 ratio to reload": 1,
        "p95 ratio to reload": 1,
      },
      "move round trip, POST …/move until its 200": row(figures.roundTrips),
      "move received by the card's candidate (from the POST's start)": row(figures.toCandidate),
      "move received by a second recruiter session (from the POST's start)": row(figures.toRecruiter),
    });
  } finally {
    await server.close();
  }
}

/**
 * The screens: the candidates of the moved cards and a second recruiter session subscribed, then
 * each move timed from the recruiter's POST to its 200 and to each screen's callback, and the whole
 * board reloaded after it. Answers the samples, warm-up left out.
 */
async function runScreens({ url, anonKey, recruiterToken, moved }) {
  const clients = [];
  try {
    const api = async (method, path, body) => {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${recruiterToken}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const payload = await response.json();
      if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(payload)}`);
      return payload;
    };
    const reload = async () => {
      const { cards } = await api("GET", "/api/recruiter/pipeline/cards");
      if (cards.length !== CARDS) throw new Error(`the board shows ${cards.length} cards, not ${CARDS}`);
    };

    // Each delivery awaited by the card's id and the stage it was moved to.
    const waiting = new Map();
    const expectDelivery = (who, cardId, stage) =>
      new Promise((resolve, reject) => {
        const key = `${who}:${cardId}:${stage}`;
        const timer = setTimeout(() => reject(new Error(`${key}: not delivered`)), DELIVERY_TIMEOUT_MS);
        waiting.set(key, (at) => {
          clearTimeout(timer);
          waiting.delete(key);
          resolve(at);
        });
      });
    const arrived = (who, change) => waiting.get(`${who}:${change.new?.id}:${change.new?.stage}`)?.(performance.now());

    /** A supabase-js client of a signed-in browser, subscribed to the board's table. */
    const subscribe = async (token, name, onChange) => {
      const client = createClient(url, anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        accessToken: async () => token,
      });
      clients.push(client);
      // supabase-js reads the token asynchronously after createClient: a channel joined before
      // that joins with the anon key and keeps it (no card would reach it). A browser has long had
      // its token when the board subscribes; here it is awaited.
      await client.realtime.setAuth();
      await new Promise((resolve, reject) => {
        client
          .channel(name)
          .on("postgres_changes", { event: "*", schema: "public", table: "workflow_items" }, onChange)
          .subscribe((status, error) => {
            if (status === "SUBSCRIBED") resolve();
            else if (status !== "CLOSED") reject(error ?? new Error(`${name}: ${status}`));
          });
      });
    };
    for (const card of moved) {
      card.received = [];
      await subscribe(card.token, `candidat-${card.id}`, (change) => {
        card.received.push(change.new?.id);
        arrived("candidate", change);
      });
    }
    await subscribe(recruiterToken, "recruteur", (change) => arrived("recruiter", change));

    const figures = { roundTrips: [], toCandidate: [], toRecruiter: [], reloads: [] };
    for (let round = 0; round < WARMUP + MOVES; round++) {
      // Each move a real one: the card goes on to the next stage, « Refusé » with a reason.
      const card = moved[round % moved.length];
      const from = card.stage;
      const to = recruiterWorkflowStages[(recruiterWorkflowStages.indexOf(from) + 1) % recruiterWorkflowStages.length];
      const body =
        to === "rejected"
          ? { from, to, reason: recruiterRefusalReasons[round % recruiterRefusalReasons.length] }
          : { from, to };
      const candidateGets = expectDelivery("candidate", card.id, to);
      const recruiterGets = expectDelivery("recruiter", card.id, to);
      const start = performance.now();
      const answer = await api("POST", `/api/recruiter/pipeline/cards/${card.id}/move`, body);
      const answered = performance.now();
      if (answer.stage !== to) throw new Error(`move ${round}: answered at ${answer.stage}, not ${to}`);
      card.stage = to;
      const [candidateAt, recruiterAt] = await Promise.all([candidateGets, recruiterGets]);
      const reloadStart = performance.now();
      await reload();
      const reloaded = performance.now();
      if (round < WARMUP) continue;
      figures.roundTrips.push(answered - start);
      figures.toCandidate.push(candidateAt - start);
      figures.toRecruiter.push(recruiterAt - start);
      figures.reloads.push(reloaded - reloadStart);
    }

    // Row-level security decides: each candidate received their own card's changes, and no other.
    for (const card of moved) {
      const others = card.received.filter((id) => id !== card.id);
      if (others.length > 0) throw new Error(`a candidate received ${others.length} changes of other cards`);
      if (card.received.length === 0) throw new Error("a candidate received none of their card's changes");
    }
    return figures;
  } finally {
    await Promise.all(clients.map((client) => client.removeAllChannels()));
  }
}
