import { isIPv6 } from "node:net";

import { WindowCounter } from "@fuse/server-core/http/window-counter.ts";
import type { JwtClaims } from "@fuse/server-core/jwt.ts";

/**
 * How many sockets and joins the realtime server takes, and from whom. The global cap is shared
 * out so that no single address, user or the anonymous crowd can fill it: each address holds a
 * small share, each user a smaller one, and sockets that no signed-in channel vouches for
 * (anonymous) a share of their own, smaller again.
 */
export interface AdmissionLimits {
  /** Sockets open at once on this server. */
  maxConnections: number;
  /** Sockets from one address (an IPv6 address counts by its /64). */
  maxConnectionsPerAddress: number;
  /** Anonymous sockets from one address: every socket is anonymous until a channel joins with a user's token. */
  maxAnonymousConnectionsPerAddress: number;
  /**
   * Anonymous sockets on this server; past it, a new socket is still let in (a user signs in
   * through its first join) but closed unless a user's token joins within `anonymousGraceMs`.
   */
  maxAnonymousConnections: number;
  /** How long a socket let in past `maxAnonymousConnections` has to join with a user's token, in ms. */
  anonymousGraceMs: number;
  /** Sockets with a channel of one user (their tabs and devices). */
  maxConnectionsPerUser: number;
  /** Channel joins per minute from one address. */
  maxJoinsPerMinutePerAddress: number;
  /** Channel joins per minute with one user's tokens. */
  maxJoinsPerMinutePerUser: number;
  /**
   * Distinct claim sets (`claimSetKey`) one user's channels run with at once: each costs a re-read
   * per change, so a user who keeps changing what their tokens say cannot multiply that cost.
   */
  maxClaimSetsPerUser: number;
}

export const defaultAdmissionLimits: AdmissionLimits = {
  maxConnections: 10_000,
  maxConnectionsPerAddress: 100,
  maxAnonymousConnectionsPerAddress: 20,
  maxAnonymousConnections: 2_000,
  anonymousGraceMs: 10_000,
  maxConnectionsPerUser: 20,
  maxJoinsPerMinutePerAddress: 600,
  maxJoinsPerMinutePerUser: 120,
  maxClaimSetsPerUser: 4,
};

/** An upgrade the server does not take: the HTTP status and the French message it answers. */
export interface Refusal {
  status: 429 | 503;
  message: string;
}

/** The eight groups of an IPv6 address, "::" expanded (an IPv4 tail counts as two groups). */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.split("%")[0]!.toLowerCase().split("::");
  const split = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [group];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const left = split(head);
  const right = tail === undefined ? [] : split(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ""));
}

/**
 * The key an address is counted under: an IPv6 address by its /64, the block a single subscriber
 * is usually given (every address in it is theirs to use), an IPv4 address as it is.
 */
export function addressKey(address: string) {
  return isIPv6(address.split("%")[0]!) ? `${ipv6Groups(address).slice(0, 4).join(":")}::/64` : address;
}

/** The user whose token it is, or undefined for the project's keys (anon, service role). */
const userOf = (claims: JwtClaims) => (typeof claims.sub === "string" && claims.sub !== "" ? claims.sub : undefined);

interface AddressCount {
  all: number;
  anonymous: number;
}

interface UserCount {
  /** The user's sockets, with how many of their channels each holds. */
  sockets: Map<AdmittedConnection, number>;
  /** The user's claim sets, with how many channels run with each. */
  claimSets: Map<string, number>;
}

interface Seat {
  user: string | undefined;
  claimSet: string | undefined;
}

/** What every admitted socket counts in. */
class Ledger {
  total = 0;
  anonymous = 0;
  readonly addresses = new Map<string, AddressCount>();
  readonly users = new Map<string, UserCount>();
  readonly joinsByAddress: WindowCounter;
  readonly joinsByUser: WindowCounter;
  readonly limits: AdmissionLimits;
  readonly claimSetKey: (claims: JwtClaims) => string;

  constructor(limits: AdmissionLimits, claimSetKey: (claims: JwtClaims) => string) {
    this.limits = limits;
    this.claimSetKey = claimSetKey;
    this.joinsByAddress = new WindowCounter(limits.maxJoinsPerMinutePerAddress, 60);
    this.joinsByUser = new WindowCounter(limits.maxJoinsPerMinutePerUser, 60);
  }

  address(key: string) {
    let count = this.addresses.get(key);
    if (!count) this.addresses.set(key, (count = { all: 0, anonymous: 0 }));
    return count;
  }

  user(id: string) {
    let count = this.users.get(id);
    if (!count) this.users.set(id, (count = { sockets: new Map(), claimSets: new Map() }));
    return count;
  }
}

/**
 * One admitted socket's place in the counts: its address, whether it is anonymous, and the
 * user and claim set of each of its channels. `release` gives everything back.
 */
export class AdmittedConnection {
  readonly #ledger: Ledger;
  readonly #address: string;
  readonly #trusted: boolean;
  readonly #seats = new Map<object, Seat>();
  #anonymous: boolean;
  #released = false;
  #probation: NodeJS.Timeout | undefined;

  constructor(ledger: Ledger, address: string, trusted: boolean) {
    this.#ledger = ledger;
    this.#address = address;
    this.#trusted = trusted;
    this.#anonymous = !trusted;
    ledger.total += 1;
    const count = ledger.address(address);
    count.all += 1;
    if (this.#anonymous) {
      ledger.anonymous += 1;
      count.anonymous += 1;
    }
  }

  /** Past the anonymous share: `close` is called unless a user's token joins within the grace. */
  startProbation(close: () => void) {
    this.#probation = setTimeout(() => {
      if (this.#anonymous && !this.#released) close();
    }, this.#ledger.limits.anonymousGraceMs);
    this.#probation.unref();
  }

  /** Counts a join from this socket's address; the French refusal when there are too many. */
  takeJoin(): string | undefined {
    const wait = this.#ledger.joinsByAddress.take(this.#address);
    if (!wait) return undefined;
    return `Trop d'abonnements depuis votre adresse (${this.#ledger.limits.maxJoinsPerMinutePerAddress} par minute au plus) : réessayez dans ${wait} s.`;
  }

  /**
   * Seats `channel` with the claims of its token (a join, or a new token on a joined channel), or
   * answers why not in French; a join also counts against the user's joins per minute.
   */
  seat(channel: object, claims: JwtClaims, { join }: { join: boolean }): string | undefined {
    if (this.#released) return "Connexion fermée.";
    this.unseat(channel);
    const { limits } = this.#ledger;
    const user = userOf(claims);
    if (user === undefined) {
      this.#seats.set(channel, { user: undefined, claimSet: undefined });
      return undefined;
    }
    if (join) {
      const wait = this.#ledger.joinsByUser.take(user);
      if (wait) {
        return `Trop d'abonnements pour ce compte (${limits.maxJoinsPerMinutePerUser} par minute au plus) : réessayez dans ${wait} s.`;
      }
    }
    const count = this.#ledger.users.get(user);
    if (count && !count.sockets.has(this) && count.sockets.size >= limits.maxConnectionsPerUser) {
      return `Trop de connexions temps réel pour ce compte (${limits.maxConnectionsPerUser} au plus) : fermez des onglets ou des appareils, puis réessayez.`;
    }
    const claimSet = this.#ledger.claimSetKey(claims);
    if (count && !count.claimSets.has(claimSet) && count.claimSets.size >= limits.maxClaimSetsPerUser) {
      return `Trop de jetons aux informations différentes pour ce compte (${limits.maxClaimSetsPerUser} au plus) : fermez les anciens onglets ou reconnectez-vous.`;
    }
    const entry = this.#ledger.user(user);
    entry.sockets.set(this, (entry.sockets.get(this) ?? 0) + 1);
    entry.claimSets.set(claimSet, (entry.claimSets.get(claimSet) ?? 0) + 1);
    this.#seats.set(channel, { user, claimSet });
    this.#setAnonymous(false);
    return undefined;
  }

  /** The channel is gone (left, replaced, closed). */
  unseat(channel: object) {
    const seat = this.#seats.get(channel);
    if (!seat) return;
    this.#seats.delete(channel);
    if (seat.user !== undefined && seat.claimSet !== undefined) {
      const entry = this.#ledger.users.get(seat.user);
      if (entry) {
        const channels = (entry.sockets.get(this) ?? 1) - 1;
        if (channels > 0) entry.sockets.set(this, channels);
        else entry.sockets.delete(this);
        const sharing = (entry.claimSets.get(seat.claimSet) ?? 1) - 1;
        if (sharing > 0) entry.claimSets.set(seat.claimSet, sharing);
        else entry.claimSets.delete(seat.claimSet);
        if (entry.sockets.size === 0) this.#ledger.users.delete(seat.user);
      }
    }
    if (![...this.#seats.values()].some((other) => other.user !== undefined)) this.#setAnonymous(!this.#trusted);
  }

  /** The socket is closed: its channels and its place are given back (once). */
  release() {
    if (this.#released) return;
    for (const channel of [...this.#seats.keys()]) this.unseat(channel);
    this.#setAnonymous(false);
    this.#released = true;
    if (this.#probation) clearTimeout(this.#probation);
    this.#ledger.total -= 1;
    const count = this.#ledger.address(this.#address);
    count.all -= 1;
    if (count.all === 0) this.#ledger.addresses.delete(this.#address);
  }

  #setAnonymous(anonymous: boolean) {
    if (this.#released || anonymous === this.#anonymous) return;
    this.#anonymous = anonymous;
    const change = anonymous ? 1 : -1;
    this.#ledger.anonymous += change;
    this.#ledger.address(this.#address).anonymous += change;
  }
}

/**
 * The realtime server's door: `admit` answers whether a socket from an address may open (and
 * counts it), the admitted socket then counts its channels and joins.
 */
export class RealtimeAdmission {
  readonly #ledger: Ledger;

  constructor(limits: AdmissionLimits, claimSetKey: (claims: JwtClaims) => string) {
    this.#ledger = new Ledger(limits, claimSetKey);
  }

  /**
   * Counts a socket from `address` (the client's, see clientAddress), or answers why it may not
   * open. `trusted` (the service-role key) is never anonymous. `onProbationEnd` closes a socket let
   * in past the anonymous share that no user's token has joined on in time.
   */
  admit(address: string, trusted: boolean, onProbationEnd: () => void): AdmittedConnection | Refusal {
    const ledger = this.#ledger;
    const { limits } = ledger;
    const key = addressKey(address);
    const count = ledger.addresses.get(key);
    if (ledger.total >= limits.maxConnections) {
      return {
        status: 503,
        message: "Le serveur temps réel a atteint son nombre maximal de connexions : réessayez dans un instant.",
      };
    }
    if ((count?.all ?? 0) >= limits.maxConnectionsPerAddress) {
      return {
        status: 429,
        message: `Trop de connexions temps réel depuis votre adresse (${limits.maxConnectionsPerAddress} au plus) : fermez des onglets ou réessayez plus tard.`,
      };
    }
    if (!trusted && (count?.anonymous ?? 0) >= limits.maxAnonymousConnectionsPerAddress) {
      return {
        status: 429,
        message: `Trop de connexions temps réel anonymes depuis votre adresse (${limits.maxAnonymousConnectionsPerAddress} au plus) : connectez-vous ou réessayez plus tard.`,
      };
    }
    const overShare = !trusted && ledger.anonymous >= limits.maxAnonymousConnections;
    const admitted = new AdmittedConnection(ledger, key, trusted);
    if (overShare) admitted.startProbation(onProbationEnd);
    return admitted;
  }
}
