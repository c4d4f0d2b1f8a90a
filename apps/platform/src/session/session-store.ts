import type { AuthChangeEvent, Session, SupabaseClient } from "@supabase/supabase-js";

type Listener = () => void;

/**
 * The current session, kept in sync with every auth event of spec §4 (initial session, signed in,
 * signed out, token refreshed, user updated, password recovery) once the auth client is attached.
 * Until then, the session read from this browser's cookie (`seed`), or none. Components read it
 * with `useSyncExternalStore`.
 */
export class SessionStore {
  #session: Session | null = null;
  #attached = false;
  readonly #listeners = new Set<Listener>();

  /** The session as the cookie holds it, until the auth client says otherwise. */
  seed(session: Session) {
    if (!this.#attached) this.#session = session;
  }

  /** Whether the auth client is attached: the session is then the client's. */
  get attached() {
    return this.#attached;
  }

  /** Follows the client's auth events; resolves once the initial session is known. */
  attach(auth: SupabaseClient["auth"], onEvent: (event: AuthChangeEvent, session: Session | null) => void) {
    return new Promise<void>((ready) => {
      auth.onAuthStateChange((event, session) => {
        this.#attached = true;
        this.#session = session;
        if (event === "INITIAL_SESSION") ready();
        for (const listener of this.#listeners) listener();
        // supabase-js holds its lock while it calls back: further auth calls must wait for it to end.
        setTimeout(() => onEvent(event, session), 0);
      });
    });
  }

  get session() {
    return this.#session;
  }

  get user() {
    return this.#session?.user ?? null;
  }

  subscribe = (listener: Listener) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  getSnapshot = () => this.#session;
}
