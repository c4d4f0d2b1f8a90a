import type { WebSocket } from "ws";

import { sessionIsLive, verifyLiveToken } from "@fuse/server-core/auth/live-sessions.ts";
import type { ServerContext } from "@fuse/server-core/context.ts";
import { databaseUnavailableMessage, isUnavailable } from "@fuse/server-core/db/database.ts";
import { TokenError, type JwtClaims } from "@fuse/server-core/jwt.ts";

import type { AdmittedConnection } from "./admission.ts";
import type { BroadcastHub, BroadcastSubscriber } from "./broadcast.ts";
import type { ActiveBinding, ChangeEvent, ChangeFeed, Subscriber } from "./feed.ts";
import { parseFilter } from "./filters.ts";
import { decode, encode, type Message, type Vsn } from "./protocol.ts";

export interface ConnectionLimits {
  /** Channels joined at once on one connection (Supabase's default max_channels_per_client). */
  maxChannels: number;
  /** postgres_changes bindings in one join. */
  maxBindings: number;
  /** Messages a client may send per second; beyond, they are refused. */
  maxMessagesPerSecond: number;
  /** A connection that sends nothing (not even a heartbeat) for this long is closed, in ms. */
  idleTimeoutMs: number;
}

export const defaultConnectionLimits: ConnectionLimits = {
  maxChannels: 100,
  maxBindings: 100,
  maxMessagesPerSecond: 100,
  idleTimeoutMs: 60_000,
};

interface Channel {
  topic: string;
  joinRef: string | null;
  /** Joined private: its claims were allowed to read the topic's broadcasts (and are checked again at each token). */
  private: boolean;
  /** The claims it runs with (the join's token, then each refresh's). */
  claims: JwtClaims | undefined;
  subscriber: Subscriber | undefined;
  /** Its place among the receivers of the topic's broadcasts from the database. */
  receiver: BroadcastSubscriber | undefined;
  expiry: NodeJS.Timeout | undefined;
  /** The changes on their way to the client, one after the other, each once its session is checked. */
  delivering: Promise<void>;
}

const events = new Set<string>(["*", "INSERT", "UPDATE", "DELETE"]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** What a token's refusal says to the client, in Supabase Realtime's words. */
function tokenMessage(error: unknown, claims?: JwtClaims) {
  if (error instanceof TokenError && error.problem === "expired") return "Token has expired";
  if (claims?.exp !== undefined)
    return `Token has expired ${Math.max(0, Math.floor(Date.now() / 1000) - claims.exp)} seconds ago`;
  return "Invalid JWT Token";
}

/**
 * One client's WebSocket, speaking Phoenix channels as Supabase Realtime does: heartbeats on topic
 * `phoenix`, `phx_join` / `phx_leave` on `realtime:<name>` topics with `postgres_changes`
 * bindings, `access_token` to change a channel's claims. Every joined channel runs with the
 * claims of its token (the join's `access_token`, else the connection's API key); a token that
 * expires or is replaced by an invalid one closes its channel with a `system` error first. Every
 * joined channel also receives what the database broadcasts to its topic (`realtime.send()`); a
 * private channel (`config.private`) is joined only by claims that realtime.messages' policies let
 * read the topic, checked again at each new token.
 */
export class RealtimeConnection {
  readonly #socket: WebSocket;
  readonly #ctx: ServerContext;
  readonly #feed: ChangeFeed;
  readonly #hub: BroadcastHub;
  readonly #vsn: Vsn;
  readonly #apiKeyClaims: JwtClaims;
  readonly #limits: ConnectionLimits;
  readonly #admitted: AdmittedConnection;
  readonly #channels = new Map<string, Channel>();
  /** Joins under way (waiting on the token or the database): they count towards maxChannels. */
  #joining = 0;
  #window = { start: 0, count: 0 };
  #idle: NodeJS.Timeout | undefined;

  constructor(
    socket: WebSocket,
    options: {
      ctx: ServerContext;
      feed: ChangeFeed;
      hub: BroadcastHub;
      vsn: Vsn;
      apiKeyClaims: JwtClaims;
      limits: ConnectionLimits;
      /** The socket's place in the server's counts (see admission.ts). */
      admitted: AdmittedConnection;
    },
  ) {
    this.#socket = socket;
    this.#ctx = options.ctx;
    this.#feed = options.feed;
    this.#hub = options.hub;
    this.#vsn = options.vsn;
    this.#apiKeyClaims = options.apiKeyClaims;
    this.#limits = options.limits;
    this.#admitted = options.admitted;
    this.#touch();
    socket.on("message", (data, isBinary) => {
      this.#touch();
      if (isBinary) return this.#send({ joinRef: null, ref: null, topic: "phoenix", event: "phx_error", payload: {} });
      const text = Array.isArray(data)
        ? Buffer.concat(data).toString("utf8")
        : Buffer.from(data as ArrayBuffer).toString("utf8");
      this.#receive(text).catch((error: unknown) => {
        console.error("Realtime: message not handled:", (error as Error).message);
      });
    });
    socket.on("close", () => this.#dispose());
    socket.on("error", () => this.#dispose());
  }

  /** Closes the connection (the server stopping). */
  close(code = 1001, reason = "server shutting down") {
    this.#dispose();
    this.#socket.close(code, reason);
  }

  #touch() {
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = setTimeout(() => this.close(1000, "idle"), this.#limits.idleTimeoutMs);
    this.#idle.unref();
  }

  #dispose() {
    if (this.#idle) clearTimeout(this.#idle);
    for (const channel of this.#channels.values()) this.#drop(channel);
    this.#channels.clear();
    this.#admitted.release();
  }

  #send(message: Message) {
    if (this.#socket.readyState === this.#socket.OPEN) this.#socket.send(encode(message, this.#vsn));
  }

  #reply(message: Message, status: "ok" | "error", response: Record<string, unknown>) {
    this.#send({
      joinRef: message.joinRef,
      ref: message.ref,
      topic: message.topic,
      event: "phx_reply",
      payload: { status, response },
    });
  }

  /** A message to a joined channel's client side, outside any reply. */
  #push(channel: Channel, event: string, payload: Record<string, unknown>) {
    this.#send({ joinRef: channel.joinRef, ref: null, topic: channel.topic, event, payload });
  }

  #overRate() {
    const now = Date.now();
    if (now - this.#window.start >= 1000) this.#window = { start: now, count: 0 };
    return ++this.#window.count > this.#limits.maxMessagesPerSecond;
  }

  async #receive(text: string) {
    const message = decode(text, this.#vsn);
    if (!message) {
      return this.#send({
        joinRef: null,
        ref: null,
        topic: "phoenix",
        event: "phx_error",
        payload: { reason: "malformed message" },
      });
    }
    if (this.#overRate()) return this.#reply(message, "error", { reason: "too many messages" });
    if (message.topic === "phoenix") {
      if (message.event === "heartbeat") return this.#reply(message, "ok", {});
      return this.#reply(message, "error", { reason: "unknown event" });
    }
    if (message.event === "phx_join") {
      // A join that fails on the database is answered at once: realtime-js joins again with its
      // back-off, instead of waiting out its 10 s timeout for a reply that would never come.
      return this.#join(message).catch((error: unknown) => {
        const down = isUnavailable(error);
        if (!down) console.error("Realtime: join failed:", (error as Error).message);
        this.#reply(message, "error", { reason: down ? databaseUnavailableMessage : "join failed" });
      });
    }
    const channel = this.#channels.get(message.topic);
    if (!channel) return this.#reply(message, "error", { reason: "unmatched topic" });
    switch (message.event) {
      case "phx_leave":
        this.#drop(channel);
        this.#channels.delete(channel.topic);
        this.#reply(message, "ok", {});
        return this.#push(channel, "phx_close", {});
      case "access_token":
        return this.#refresh(channel, message.payload.access_token);
      default:
        // A client's own broadcast and presence are not part of the stand-in: only the database broadcasts.
        return this.#reply(message, "error", { reason: `unsupported event: ${message.event}` });
    }
  }

  async #verify(token: unknown): Promise<JwtClaims> {
    if (token === undefined || token === null) return this.#apiKeyClaims;
    if (typeof token !== "string") throw new TokenError("invalid");
    return verifyLiveToken(this.#ctx, token);
  }

  /** Closes a channel as Realtime does when its token fails: a system error, then phx_close. */
  #shutdown(channel: Channel, message: string) {
    this.#push(channel, "system", { extension: "system", status: "error", message, channel: topicName(channel.topic) });
    this.#drop(channel);
    this.#channels.delete(channel.topic);
    this.#push(channel, "phx_close", {});
  }

  /**
   * Sends a change (`postgres_changes`) or a message broadcast from the database (`broadcast`) to a
   * channel whose session is still open; a channel whose session ended (a sign-out, here or on
   * another server sharing the database) is closed instead, even if its client never refreshes its
   * token. The check is the one REST and the API make, remembered a few seconds per session.
   */
  async #deliver(channel: Channel, event: "postgres_changes" | "broadcast", payload: Record<string, unknown>) {
    const claims = channel.claims;
    if (!claims || this.#channels.get(channel.topic) !== channel) return;
    let live: boolean;
    try {
      live = await sessionIsLive(this.#ctx, claims);
    } catch (error) {
      console.error("realtime: session check failed", error);
      return;
    }
    if (channel.claims !== claims || this.#channels.get(channel.topic) !== channel) return;
    if (live) this.#push(channel, event, payload);
    else this.#shutdown(channel, tokenMessage(new TokenError("ended")));
  }

  /** Queues a delivery after the channel's earlier ones. */
  #queue(channel: Channel, event: "postgres_changes" | "broadcast", payload: Record<string, unknown>) {
    channel.delivering = channel.delivering.then(() => this.#deliver(channel, event, payload));
  }

  #watchExpiry(channel: Channel, claims: JwtClaims) {
    if (channel.expiry) clearTimeout(channel.expiry);
    channel.expiry = undefined;
    if (claims.exp === undefined) return;
    const delay = Math.min(claims.exp * 1000 - Date.now(), 2 ** 31 - 1);
    channel.expiry = setTimeout(() => this.#shutdown(channel, tokenMessage(undefined, claims)), Math.max(delay, 0));
    channel.expiry.unref();
  }

  #drop(channel: Channel) {
    if (channel.expiry) clearTimeout(channel.expiry);
    if (channel.subscriber) this.#feed.remove(channel.subscriber);
    if (channel.receiver) this.#hub.remove(topicName(channel.topic), channel.receiver);
    channel.subscriber = undefined;
    channel.receiver = undefined;
    channel.claims = undefined;
    this.#admitted.unseat(channel);
  }

  async #refresh(channel: Channel, token: unknown) {
    let claims: JwtClaims;
    try {
      claims = await this.#verify(token);
    } catch (error) {
      return this.#shutdown(channel, tokenMessage(error));
    }
    if (this.#channels.get(channel.topic) !== channel) return;
    const refusal = this.#admitted.seat(channel, claims, { join: false });
    if (refusal) return this.#shutdown(channel, refusal);
    // A private channel holds only while its new claims may still read the topic.
    if (channel.private) {
      let allowed: boolean;
      try {
        allowed = await this.#hub.mayRead(claims, topicName(channel.topic));
      } catch {
        // The database unreachable: the channel keeps its earlier claims until the next token.
        return;
      }
      if (this.#channels.get(channel.topic) !== channel) return;
      if (!allowed) return this.#shutdown(channel, unauthorized(topicName(channel.topic)));
    }
    channel.claims = claims;
    if (channel.subscriber) channel.subscriber.claims = claims;
    this.#watchExpiry(channel, claims);
  }

  async #join(message: Message) {
    const { topic, payload } = message;
    if (!topic.startsWith("realtime:") || topic.length > 9 + 255) {
      return this.#reply(message, "error", { reason: "unmatched topic" });
    }
    const tooMany = this.#admitted.takeJoin();
    if (tooMany) return this.#reply(message, "error", { reason: tooMany });
    const previous = this.#channels.get(topic);
    if (previous) {
      // A second join of the same topic replaces the first, as Phoenix does.
      this.#drop(previous);
      this.#channels.delete(topic);
      this.#push(previous, "phx_close", {});
    }
    if (this.#channels.size + this.#joining >= this.#limits.maxChannels) {
      return this.#reply(message, "error", {
        reason: `Trop de canaux sur cette connexion (${this.#limits.maxChannels} au plus) : quittez-en avant d'en rejoindre d'autres.`,
      });
    }
    const config = isObject(payload.config) ? payload.config : {};
    const channel: Channel = {
      topic,
      joinRef: message.joinRef,
      private: config.private === true,
      claims: undefined,
      subscriber: undefined,
      receiver: undefined,
      expiry: undefined,
      delivering: Promise.resolve(),
    };
    this.#joining += 1;
    try {
      let claims: JwtClaims;
      try {
        claims = await this.#verify(payload.access_token);
      } catch (error) {
        return this.#reply(message, "error", { reason: tokenMessage(error) });
      }
      const refusal = this.#admitted.seat(channel, claims, { join: true });
      if (refusal) return this.#reply(message, "error", { reason: refusal });
      if (channel.private && !(await this.#hub.mayRead(claims, topicName(topic)))) {
        return this.#reply(message, "error", { reason: unauthorized(topicName(topic)) });
      }
      await this.#subscribe(message, channel, config, claims);
    } finally {
      this.#joining -= 1;
      // A join that ends without its channel (a bad binding, the socket gone) gives its seat back.
      if (this.#channels.get(topic) !== channel) this.#admitted.unseat(channel);
    }
  }

  async #subscribe(message: Message, channel: Channel, config: Record<string, unknown>, claims: JwtClaims) {
    const { topic } = message;
    const requested = config.postgres_changes ?? [];
    if (!Array.isArray(requested) || requested.length > this.#limits.maxBindings) {
      return this.#reply(message, "error", {
        reason: `postgres_changes must be a list of at most ${this.#limits.maxBindings} bindings`,
      });
    }
    const bindings: ActiveBinding[] = [];
    const echoed: Array<Record<string, unknown>> = [];
    const problems: string[] = [];
    for (const item of requested) {
      if (!isObject(item)) return this.#reply(message, "error", { reason: "invalid postgres_changes binding" });
      const { event, schema, table, filter } = item;
      const eventName = typeof event === "string" ? event.toUpperCase() : "";
      if (!events.has(eventName) || typeof schema !== "string" || schema === "") {
        return this.#reply(message, "error", { reason: "invalid postgres_changes binding: event and schema required" });
      }
      if ((table !== undefined && typeof table !== "string") || (filter !== undefined && typeof filter !== "string")) {
        return this.#reply(message, "error", { reason: "invalid postgres_changes binding: table and filter are text" });
      }
      const parsed = filter === undefined || filter === "" ? undefined : parseFilter(filter);
      if (typeof parsed === "string") return this.#reply(message, "error", { reason: parsed });
      const binding: ActiveBinding = {
        id: nextBindingId++,
        event: eventName as ChangeEvent,
        schema,
        table: table === "" ? undefined : table,
        filter: parsed,
      };
      const problem = await this.#feed.check(claims.role, binding);
      if (problem) problems.push(problem);
      else bindings.push(binding);
      // Echoed as sent, in the same order: realtime-js matches them one by one.
      echoed.push({ id: binding.id, event, schema, table, filter });
    }
    if (this.#socket.readyState !== this.#socket.OPEN) return;

    this.#channels.set(topic, channel);
    channel.claims = claims;
    if (bindings.length > 0) {
      channel.subscriber = { claims, bindings, deliver: (change) => this.#queue(channel, "postgres_changes", change) };
      this.#feed.add(channel.subscriber);
    }
    // Every joined channel receives what the database broadcasts to its topic (and privacy).
    channel.receiver = { private: channel.private, deliver: (sent) => this.#queue(channel, "broadcast", sent) };
    this.#hub.add(topicName(topic), channel.receiver);
    this.#watchExpiry(channel, claims);
    this.#reply(message, "ok", { postgres_changes: echoed });
    const name = topicName(topic);
    if (requested.length > 0) {
      this.#push(
        channel,
        "system",
        problems.length > 0
          ? { extension: "postgres_changes", status: "error", message: problems.join("; "), channel: name }
          : { extension: "postgres_changes", status: "ok", message: "Subscribed to PostgreSQL", channel: name },
      );
    }
    if (isObject(config.presence) && config.presence.enabled === true) this.#push(channel, "presence_state", {});
  }
}

/** A channel's name as the database knows it (`realtime.topic()`, `realtime.send()`): its topic without `realtime:`. */
const topicName = (topic: string) => topic.slice("realtime:".length);

/** Hosted Realtime's refusal of a private topic the claims may not read. */
const unauthorized = (topic: string) =>
  `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`;

/** Binding ids, unique in this process (realtime-js routes a change by the ids it lists). */
let nextBindingId = 1;
