import { enterRole, isUnavailable, type Database } from "@fuse/server-core/db/database.ts";
import type { JwtClaims } from "@fuse/server-core/jwt.ts";

/** What `realtime.send()` notifies (sql/10-realtime-broadcast.sql). */
interface SentMessage {
  topic: string;
  event: string;
  private: boolean;
  payload: Record<string, unknown>;
}

/** A joined channel as the hub sees it: its privacy, and where its messages go. */
export interface BroadcastSubscriber {
  /** Joined as a private channel (authorised by realtime.messages' policies): it receives private messages only. */
  private: boolean;
  deliver(message: { type: "broadcast"; event: string; payload: Record<string, unknown> }): void;
}

/** The notification channel of `realtime.send()` in the stand-in. */
const channel = "realtime_broadcast";

/** Rolls the authorisation's probe back. */
class Probe extends Error {
  readonly allowed: boolean;
  constructor(allowed: boolean) {
    super("probe");
    this.allowed = allowed;
  }
}

/**
 * Broadcast from the database, as hosted Realtime delivers it: each message `realtime.send()`
 * commits goes to the channels joined on its topic (a private message to private channels only,
 * a public one to public channels only), as it is, with no read of the database per subscriber —
 * the topic names its readers. Who may join a private topic is decided once, at the join, by the
 * policies of realtime.messages (`mayRead`).
 */
export class BroadcastHub {
  readonly #db: Database;
  readonly #topics = new Map<string, Set<BroadcastSubscriber>>();
  #stopListening: (() => Promise<void>) | undefined;

  constructor(db: Database) {
    this.#db = db;
  }

  async start() {
    this.#stopListening = await this.#db.listen(channel, (payload) => this.#receive(payload));
  }

  async stop() {
    this.#topics.clear();
    await this.#stopListening?.();
    this.#stopListening = undefined;
  }

  add(topic: string, subscriber: BroadcastSubscriber) {
    let subscribers = this.#topics.get(topic);
    if (!subscribers) this.#topics.set(topic, (subscribers = new Set()));
    subscribers.add(subscriber);
  }

  remove(topic: string, subscriber: BroadcastSubscriber) {
    const subscribers = this.#topics.get(topic);
    if (!subscribers) return;
    subscribers.delete(subscriber);
    if (subscribers.size === 0) this.#topics.delete(topic);
  }

  /**
   * Whether `claims` may receive the private broadcasts of `topic`, as hosted Realtime decides it:
   * a broadcast message of the topic is written with the server's rights, then read under the
   * client's role and claims with `realtime.topic()` set to the topic, and the transaction rolled
   * back; readable means allowed. Nothing is kept.
   */
  async mayRead(claims: JwtClaims, topic: string): Promise<boolean> {
    try {
      await this.#db.transaction(async (tx) => {
        await tx.query("select set_config('realtime.topic', $1, true)", [topic]);
        await tx.query(
          `insert into realtime.messages (topic, extension, event, payload, private)
           values ($1, 'broadcast', 'authorization', '{}', true)`,
          [topic],
        );
        await enterRole(tx, claims);
        const { rows } = await tx.query<{ allowed: boolean }>(
          "select exists (select 1 from realtime.messages where topic = $1 and extension = 'broadcast') as allowed",
          [topic],
        );
        throw new Probe(rows[0]?.allowed === true);
      });
    } catch (error) {
      if (error instanceof Probe) return error.allowed;
      if (isUnavailable(error)) throw error;
      // A policy that fails (a privilege missing, an error raised) refuses, as on hosted Realtime.
      if ((error as { code?: unknown }).code !== undefined) return false;
      throw error;
    }
    return false;
  }

  #receive(text: string) {
    let message: SentMessage;
    try {
      message = JSON.parse(text) as SentMessage;
    } catch {
      return;
    }
    const subscribers = this.#topics.get(message.topic);
    if (!subscribers) return;
    const sent = { type: "broadcast" as const, event: message.event, payload: message.payload };
    for (const subscriber of subscribers) {
      if (subscriber.private === message.private) subscriber.deliver(sent);
    }
  }
}
