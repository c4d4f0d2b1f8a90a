/** Limits of the auth endpoints; every count is per window. */
export interface RateLimits {
  /** Length of a window, in seconds (GoTrue counts per 5 minutes). */
  windowSeconds: number;
  /** Password sign-ins (POST /token?grant_type=password) from one IP address. */
  signInPerIp: number;
  /** Failed password sign-ins on one account, whatever the IP: stops a distributed guesser. */
  signInFailuresPerAccount: number;
  /** Sign-ups from one IP address. */
  signUpPerIp: number;
  /** Recovery and resend requests (both send e-mail) from one IP address. */
  recoverPerIp: number;
  /** Least delay between two e-mails of one kind to one account, in seconds (GoTrue's max_frequency). */
  emailFrequencySeconds: number;
}

/**
 * Supabase's defaults for a project (supabase/config.toml: sign_in_sign_ups = 30 per 5 minutes,
 * auth.email.max_frequency = "1m"); the per-account bound is ours.
 */
export const defaultRateLimits: RateLimits = {
  windowSeconds: 300,
  signInPerIp: 30,
  signInFailuresPerAccount: 10,
  signUpPerIp: 30,
  recoverPerIp: 30,
  emailFrequencySeconds: 60,
};

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters in memory, per key. The embedded server is one process, so memory is the
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
