import type { Database } from "./database.ts";

export interface WakeLoopOptions<T> {
  db: Database;
  /** The NOTIFY channel that says there is work (a lower-case SQL identifier). */
  channel: string;
  /** How often it looks without a notification (one lost while the database was away). */
  pollMs: number;
  /** One pass over the work there is; resolves with what it did. `stopped` asks it to end early. */
  pass(stopped: () => boolean): Promise<T>;
  /** What a pass did when it did nothing (stopped, or failed). */
  nothing: T;
  /** A pass that threw: the loop goes on at the next notification or poll. */
  onError(error: unknown): void;
}

/**
 * Work the server does in the background as soon as the database says there is some: a NOTIFY on
 * `channel` wakes it, a poll catches what a lost notification missed, `kick()` looks now. Passes
 * never overlap; a kick during a pass runs one more after it (the pass under way may have looked
 * before the new work was committed). Nothing ever throws out of it.
 */
export class WakeLoop<T> {
  readonly #options: WakeLoopOptions<T>;
  #timer: NodeJS.Timeout | undefined;
  #current: Promise<T> | undefined;
  #next: Promise<T> | undefined;
  #unlisten: (() => Promise<void>) | undefined;
  #listening: Promise<void> | undefined;
  #started = false;
  #stopped = false;

  constructor(options: WakeLoopOptions<T>) {
    this.#options = options;
  }

  /** Listens, looks at once, then every `pollMs`, until `stop()`. */
  start() {
    if (this.#started || this.#stopped) return;
    this.#started = true;
    void this.#listen();
    this.#schedule(0);
  }

  /** Looks now; resolves with what the pass did (`nothing` once stopped). */
  kick(): Promise<T> {
    if (this.#stopped) return Promise.resolve(this.#options.nothing);
    if (!this.#current) return this.#pass();
    this.#next ??= this.#current.then(() => {
      this.#next = undefined;
      if (this.#stopped) return this.#options.nothing;
      return this.#current ?? this.#pass();
    });
    return this.#next;
  }

  /** Stops listening and polling, and waits for the pass under way. */
  async stop() {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#listening;
    await this.#unlisten?.().catch(() => {});
    this.#unlisten = undefined;
    await this.#current;
    await this.#next;
  }

  #listen() {
    if (this.#unlisten || this.#listening || this.#stopped) return this.#listening;
    this.#listening = this.#options.db
      .listen(this.#options.channel, () => void this.kick())
      .then(async (unlisten) => {
        if (this.#stopped) await unlisten();
        else this.#unlisten = unlisten;
      })
      .catch(() => {
        // The poll goes on meanwhile; the next pass listens again.
      })
      .finally(() => {
        this.#listening = undefined;
      });
    return this.#listening;
  }

  #schedule(delay: number) {
    clearTimeout(this.#timer);
    if (!this.#started || this.#stopped) return;
    this.#timer = setTimeout(() => void this.kick(), delay);
    this.#timer.unref();
  }

  #pass() {
    clearTimeout(this.#timer);
    if (this.#started && !this.#unlisten) void this.#listen();
    const pass = this.#options
      .pass(() => this.#stopped)
      .catch((error: unknown) => {
        this.#options.onError(error);
        return this.#options.nothing;
      })
      .finally(() => {
        this.#current = undefined;
        this.#schedule(this.#options.pollMs);
      });
    this.#current = pass;
    return pass;
  }
}
