// The match worker: keeps the stored potential matches (`public.candidate_job_scores`, read by both
// sides) up to date in the background. A change to an offer or to a candidate's scoring fields
// queues it (`public.match_refresh_queue`, by trigger, whatever path wrote it) and wakes the worker
// (NOTIFY `match_refresh`); the worker scores the offer against the candidates it can reach, or the
// candidate against the offers they can reach, and replaces that side's stored pairs.
import { randomUUID } from "node:crypto";

import {
  scoreMatch,
  tradeProximity,
  tradeRank,
  type ContractType,
  type MatchCandidate,
  type RemotePreference,
} from "@fuse/domain/matching";
import { isUnavailable, type Database, type Sql } from "@fuse/server-core/db/database.ts";
import { WakeLoop } from "@fuse/server-core/db/wake-loop.ts";

import {
  candidateById,
  expandedSkillKeys,
  ownJobColumns,
  scoreCandidate,
  shownScore,
  storeCandidateScores,
  storeScores,
  toMatchJob,
  type StoredScore,
} from "./potential-matches.ts";

/** A candidate as the offer's prefilter sends it: what scoring needs, in this order. */
type ScoringCandidate = [
  id: string,
  skills: string[],
  languages: string[],
  lat: number | null,
  lng: number | null,
  mobilityRadiusKm: number,
  contractTypes: ContractType[],
  remotePreference: RemotePreference,
  salaryExpectation: number | null,
  experienceYears: number | null,
  rome: string | null,
];

const scoringCandidate = (row: ScoringCandidate): MatchCandidate => ({
  skills: row[1],
  languages: row[2],
  lat: row[3],
  lng: row[4],
  city: null,
  mobilityRadiusKm: row[5],
  contractTypes: row[6],
  remotePreference: row[7],
  salaryExpectation: row[8],
  experienceYears: row[9],
});

/**
 * Every candidate the published offer `jobId` may match, scored (an offer no longer published
 * matches no one): prefiltered in SQL by the indexes — the offer's contract among the candidate's
 * (or none asked), the offer's place within the candidate's widest reach (a remote offer is open
 * from anywhere), at least one shared skill key — then scored, hard mismatches dropped. The
 * prefilter's cost follows the candidates the offer can reach, not all candidates.
 */
export async function scoreJob(tx: Sql, jobId: string): Promise<StoredScore[]> {
  const { rows: jobs } = await tx.query<Parameters<typeof toMatchJob>[0] & { status: string }>(
    `select ${ownJobColumns} from public.jobs where id = $1`,
    [jobId],
  );
  const jobRow = jobs[0];
  if (!jobRow || jobRow.status !== "published") return [];
  const job = toMatchJob(jobRow);
  const params: unknown[] = [jobRow.contract_type];
  const conditions = ["(cardinality(c.contract_types) = 0 or $1 = any(c.contract_types))"];
  const placed = jobRow.remote_mode !== "remote" && jobRow.lat !== null && jobRow.lng !== null;
  if (placed) {
    params.push(jobRow.lng, jobRow.lat);
    conditions.push("(c.reach_box @> box(point($2, $3), point($2, $3)) or c.reach_box is null)");
  }
  const keys = expandedSkillKeys([...jobRow.skills, ...jobRow.nice_to_have_skills]);
  if (keys.length > 0) {
    params.push(keys);
    conditions.push(`(c.skill_keys && $${params.length}::text[] or c.skill_keys = '{}')`);
  }
  // One JSON document rather than rows: the driver parses it natively (see `scoringOffers`).
  const { rows: found } = await tx.query<{ candidates: ScoringCandidate[] }>(
    `select coalesce(json_agg(json_build_array(c.profile_id, c.skills, c.languages, c.lat, c.lng,
       c.mobility_radius_km, c.contract_types, c.remote_preference, c.salary_expectation, c.experience_years,
       c.rome_code)), '[]') as candidates
     from public.candidate_infos c
     where ${conditions.join(" and ")}`,
    params,
  );
  return (found[0]?.candidates ?? []).flatMap((row) => {
    const result = scoreMatch(scoringCandidate(row), job);
    if (result.excluded) return [];
    return [
      {
        id: row[0],
        score: result.score,
        shown_score: shownScore(result.criteria, placed && row[3] !== null && row[4] !== null),
        trade_rank: tradeRank(tradeProximity(row[10], jobRow.rome_code ?? null)),
      },
    ];
  });
}

interface QueuedRefresh {
  kind: "job" | "candidate";
  id: string;
  queued_at: string;
}

/** Takes the worker's lease for `leaseMs` (or renews it); false while another server holds it. */
async function takeLease(db: Database, holder: string, leaseMs: number) {
  const { rows } = await db.query(
    `update public.match_refresh_lease
     set holder = $1, held_until = clock_timestamp() + make_interval(secs => $2::float8 / 1000)
     where held_until < clock_timestamp() or holder = $1
     returning 1`,
    [holder, leaseMs],
  );
  return rows.length > 0;
}

/**
 * Scores one queued offer or candidate again and stores it, in one transaction with the removal of
 * its queue row — unless it was queued again meanwhile (a newer change, which the next item will
 * read). A candidate is told on their private topic that their list changed (event `matches`).
 */
async function refreshOne(db: Database, item: QueuedRefresh) {
  if (item.kind === "job") {
    const scores = await scoreJob(db, item.id);
    await db.transaction(async (tx) => {
      await storeScores(tx, "job", item.id, scores);
      await dequeue(tx, item);
    });
    return;
  }
  // Scored outside the transaction, as an offer is: on the embedded database a transaction holds
  // its only connection, and other requests would wait for the scoring.
  const me = await candidateById(db, item.id);
  const scores = me ? await scoreCandidate(db, me) : [];
  await db.transaction(async (tx) => {
    if (me) {
      await storeCandidateScores(tx, item.id, scores);
      await tx.query(
        `select realtime.send(jsonb_build_object('table', 'candidate_job_scores'), 'matches', 'user:' || p.user_id::text, true)
         from public.profiles p where p.id = $1`,
        [item.id],
      );
    }
    await dequeue(tx, item);
  });
}

/**
 * What the worker does for one offer or candidate, now, whatever is queued (a bench, a backfill of
 * chosen rows): scored and stored, its queue row removed.
 */
export async function refreshMatchesNow(db: Database, kind: QueuedRefresh["kind"], id: string) {
  const { rows } = await db.query<{ queued_at: string }>(
    "select queued_at::text from public.match_refresh_queue where kind = $1 and id = $2",
    [kind, id],
  );
  await refreshOne(db, { kind, id, queued_at: rows[0]?.queued_at ?? "-infinity" });
}

function dequeue(tx: Sql, item: QueuedRefresh) {
  return tx.query(
    "delete from public.match_refresh_queue where kind = $1 and id = $2 and queued_at = $3::timestamptz",
    [item.kind, item.id, item.queued_at],
  );
}

export interface RefreshPassOptions {
  /** This server's name on the lease. */
  holder: string;
  leaseMs?: number;
  stopped?: () => boolean;
  log?: Pick<Console, "error">;
}

/**
 * Refreshes what is queued, oldest first, while this server holds the lease; resolves with how many
 * items it refreshed. An item that fails is logged and left queued for the next pass.
 */
export async function refreshQueuedMatches(
  db: Database,
  { holder, leaseMs = 60_000, stopped = () => false, log = console }: RefreshPassOptions,
) {
  let done = 0;
  const failed: string[] = [];
  try {
    while (!stopped() && (await takeLease(db, holder, leaseMs))) {
      const { rows } = await db.query<QueuedRefresh>(
        `select kind, id, queued_at::text from public.match_refresh_queue
         where kind || ':' || id::text <> all($1::text[])
         order by queued_at limit 1`,
        [failed],
      );
      const item = rows[0];
      if (!item) break;
      try {
        await refreshOne(db, item);
        done++;
      } catch (error) {
        if (isUnavailable(error)) throw error;
        failed.push(`${item.kind}:${item.id}`);
        log.error("Correspondances : échec du calcul, nouvel essai au prochain passage :", error);
      }
    }
  } finally {
    await db
      .query("update public.match_refresh_lease set held_until = '-infinity' where holder = $1", [holder])
      .catch(() => {});
  }
  return done;
}

export interface MatchRefresherOptions {
  db: Database;
  /** How often it looks without a notification (default 5 s). */
  pollMs?: number;
  log?: Pick<Console, "error">;
}

/**
 * The match worker on this server: woken by the queue's NOTIFY, polling as a fallback, one worker
 * across servers at a time (the lease). `settled()` resolves once nothing is left to refresh.
 */
export class MatchRefresher {
  readonly #db: Database;
  readonly #loop: WakeLoop<number>;
  readonly #holder = `match-refresher-${randomUUID()}`;

  constructor({ db, pollMs = 5_000, log = console }: MatchRefresherOptions) {
    this.#db = db;
    let unavailable = false;
    this.#loop = new WakeLoop({
      db,
      channel: "match_refresh",
      pollMs,
      nothing: 0,
      pass: async (stopped) => {
        const done = await refreshQueuedMatches(db, { holder: this.#holder, stopped, log });
        unavailable = false;
        return done;
      },
      onError: (error) => {
        // Said once per outage, not at every poll.
        if (!unavailable || !isUnavailable(error)) {
          log.error("Correspondances : base de données indisponible, calcul repris au prochain passage :", error);
        }
        unavailable = isUnavailable(error);
      },
    });
  }

  start() {
    this.#loop.start();
  }

  kick() {
    return this.#loop.kick();
  }

  /** Refreshes until the queue is empty (another server's lease lets it wait and look again). */
  async settled() {
    for (;;) {
      await this.#loop.kick();
      const { rows } = await this.#db.query("select 1 from public.match_refresh_queue limit 1");
      if (rows.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  stop() {
    return this.#loop.stop();
  }
}
