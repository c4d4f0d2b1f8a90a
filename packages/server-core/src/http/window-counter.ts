interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters in memory, per key (rate limits). A server process keeps its own: memory is the
 * right place; expired windows are swept as the map grows, so a flood of keys cannot exhaust it.
 */
export class WindowCounter {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #windows = new Map<string, Window>();

  constructor(limit: number, windowSeconds: number) {
    this.#limit = limit;
    this.#windowMs = windowSeconds * 1000;
  }

  #current(key: string, now: number) {
    const window = this.#windows.get(key);
    if (window && window.resetAt > now) return window;
    if (window) this.#windows.delete(key);
    return undefined;
  }

  /** Seconds until the key may try again, or 0 when it is under its limit. */
  retryAfter(key: string, now = Date.now()) {
    const window = this.#current(key, now);
    return window && window.count >= this.#limit ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
  }

  /** Counts one event for the key. */
  record(key: string, now = Date.now()) {
    const window = this.#current(key, now);
    if (window) {
      window.count += 1;
      return;
    }
    if (this.#windows.size >= 10_000) this.#sweep(now);
    this.#windows.set(key, { count: 1, resetAt: now + this.#windowMs });
  }

  /** Counts one event unless the key is over its limit; returns the seconds to wait (0 = allowed). */
  take(key: string, now = Date.now()) {
    const wait = this.retryAfter(key, now);
    if (!wait) this.record(key, now);
    return wait;
  }

  reset(key: string) {
    this.#windows.delete(key);
  }

  #sweep(now: number) {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
