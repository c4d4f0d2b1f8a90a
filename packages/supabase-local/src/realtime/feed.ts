import { enterRole, type Database, type Sql } from "@fuse/server-core/db/database.ts";
import type { JwtClaims } from "@fuse/server-core/jwt.ts";

import { matches, type Filter } from "./filters.ts";

/** The notification the triggers of sql/06-realtime.sql send. */
interface Change {
  schema: string;
  table: string;
  type: "INSERT" | "UPDATE" | "DELETE";
  key: Record<string, unknown>;
  old_key: Record<string, unknown> | null;
  /** When the server received it: the commit's time, give or take the notification's delivery. */
  at: string;
}

export type ChangeEvent = "*" | "INSERT" | "UPDATE" | "DELETE";

/** One `postgres_changes` binding of a joined channel, with the id its join reply gave it. */
export interface ActiveBinding {
  id: number;
  event: ChangeEvent;
  /** "*" for every schema. */
  schema: string;
  /** Undefined (or "*") for every published table of the schema. */
  table: string | undefined;
  filter: Filter | undefined;
}

/** A joined channel with postgres_changes bindings, as the feed sees it. */
export interface Subscriber {
  claims: JwtClaims;
  bindings: ActiveBinding[];
  deliver(payload: Record<string, unknown>): void;
}

interface Column {
  name: string;
  type: string;
  selectable: boolean;
  key: boolean;
}

interface TableInfo {
  exists: boolean;
  published: boolean;
  columns: Column[];
  /**
   * Whether the role could read any row at all: it may select a column, and row-level security
   * is off for it or one of the table's policies for SELECT applies to it.
   */
  readable: boolean;
}

export interface FeedLimits {
  /** Changes waiting to be delivered; beyond, new ones are dropped (with a warning). */
  maxQueuedChanges: number;
  /** Subscriber groups (same claim set) re-read in one transaction. */
  groupsPerTransaction: number;
  /**
   * Claims that differ between two tokens of one user (each sign-in, each refresh) and that no
   * policy reads: left out of a token's claim set, so that a user's subscribers share one re-read
   * whatever token each holds. A policy that reads one of them (`auth.jwt() ->> 'session_id'`)
   * needs it taken off this list.
   */
  perTokenClaims: string[];
}

export const defaultFeedLimits: FeedLimits = {
  maxQueuedChanges: 10_000,
  groupsPerTransaction: 50,
  perTokenClaims: ["exp", "iat", "nbf", "jti", "session_id", "amr"],
};

/** JSON with object keys sorted, so that equal claims give equal text whatever their order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * What row-level security can tell two tokens apart by: their claims without the per-token ones.
 * The policies read auth.uid() and the role (and may read the email or the metadata, which every
 * token of a user carries alike), so all the tokens of one user share one claim set.
 */
export function claimSetKey(claims: JwtClaims, perTokenClaims: readonly string[] = defaultFeedLimits.perTokenClaims) {
  const kept = Object.fromEntries(Object.entries(claims).filter(([name]) => !perTokenClaims.includes(name)));
  return canonical(kept);
}

/** The notification channel of sql/06-realtime.sql's triggers. */
const channel = "realtime_changes";

/** How long a table's description (columns, privileges, publication) is trusted, in ms. */
const describeTtl = 5_000;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The stand-in's Postgres changes: it keeps the notify triggers on the published tables, listens
 * to their notifications and hands each change to the subscribers whose bindings it matches. An
 * INSERT or UPDATE is re-read once per group of subscribers sharing a claim set (`claimSetKey`:
 * one user's tokens, whichever, are one group), as that role with those claims, so row-level
 * security decides who receives the row (and which columns: those the role may select), as
 * Supabase Realtime's apply_rls does. A DELETE is sent with the primary key only: RLS cannot be
 * checked on a row that is gone, so, as on Supabase, a role that may read the table receives every
 * delete of it; stricter than Supabase, a role that may read none of its rows (no SELECT privilege,
 * or row-level security without a policy for it) receives none. Changes are delivered one at a
 * time, in the order of their notifications.
 */
export class ChangeFeed {
  readonly #db: Database;
  readonly #limits: FeedLimits;
  readonly #subscribers = new Set<Subscriber>();
  readonly #queue: Change[] = [];
  readonly #described = new Map<string, { expires: number; info: Promise<TableInfo> }>();
  readonly #triggered = new Set<string>();
  /** Each token's claim set, worked out once (a subscriber's claims are replaced, never changed). */
  readonly #claimSets = new WeakMap<JwtClaims, string>();
  #draining = false;
  #idle: Promise<void> = Promise.resolve();
  #stopListening: (() => Promise<void>) | undefined;

  constructor(db: Database, limits: Partial<FeedLimits> = {}) {
    this.#db = db;
    this.#limits = { ...defaultFeedLimits, ...limits };
  }

  async start() {
    await this.#syncTriggers();
    this.#stopListening = await this.#db.listen(channel, (payload) => this.#receive(payload));
  }

  async stop() {
    this.#subscribers.clear();
    this.#queue.length = 0;
    await this.#stopListening?.();
    this.#stopListening = undefined;
    await this.#idle;
  }

  add(subscriber: Subscriber) {
    this.#subscribers.add(subscriber);
  }

  remove(subscriber: Subscriber) {
    this.#subscribers.delete(subscriber);
  }

  /**
   * Why the binding cannot receive changes (Supabase's message), or undefined when it can. A
   * published table without its trigger yet (published after the start) gets it now.
   */
  async check(role: string, binding: Omit<ActiveBinding, "id">): Promise<string | undefined> {
    const { schema, table, filter } = binding;
    const unable = `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [schema: ${schema}, table: ${table ?? "*"}, filters: [${filter ? `${filter.column} ${filter.op} ${filter.values.join(",")}` : ""}]]`;
    if (table === undefined || table === "*") return filter ? `${unable} (a filter needs a table)` : undefined;
    if (schema === "*") return unable;
    const info = await this.#describe(role, schema, table);
    if (!info.exists || !info.published) return unable;
    if (!this.#triggered.has(`${schema}.${table}`)) await this.#syncTriggers();
    if (filter) {
      const column = info.columns.find((candidate) => candidate.name === filter.column);
      if (!column?.selectable) return `${unable}: invalid column for filter ${filter.column}`;
    }
    return undefined;
  }

  async #syncTriggers() {
    await this.#db.query("select realtime.sync_change_triggers()");
    const { rows } = await this.#db.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
       where t.tgname = 'supabase_realtime_changes'`,
    );
    this.#triggered.clear();
    for (const row of rows) this.#triggered.add(row.name);
  }

  #describe(role: string, schema: string, table: string): Promise<TableInfo> {
    const cacheKey = JSON.stringify([role, schema, table]);
    const cached = this.#described.get(cacheKey);
    if (cached && cached.expires > Date.now()) return cached.info;
    const info = this.#db
      .query<Column & { published: boolean; policed: boolean }>(
        `select a.attname as name, t.typname as type,
                has_column_privilege($1, c.oid, a.attname, 'SELECT') as selectable,
                coalesce(a.attnum = any (i.indkey::int2[]), false) as key,
                exists (
                  select from pg_publication_tables p
                  where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname
                ) as published,
                -- Row-level security hides every row from the role: it is on (and the role neither
                -- bypasses it nor owns the table) and no permissive SELECT policy applies to the role.
                c.relrowsecurity
                  and not exists (select from pg_roles r where r.rolname = $1 and (r.rolbypassrls or r.rolsuper))
                  and (c.relforcerowsecurity or not pg_has_role($1, c.relowner, 'USAGE'))
                  and not exists (
                    select from pg_policy p
                    where p.polrelid = c.oid and p.polpermissive and p.polcmd in ('r', '*')
                      and (0::oid = any (p.polroles) or exists (
                        select from unnest(p.polroles) as member (oid) where pg_has_role($1, member.oid, 'MEMBER')
                      ))
                  ) as policed
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         join pg_type t on t.oid = a.atttypid
         left join pg_index i on i.indrelid = c.oid and i.indisprimary
         where n.nspname = $2 and c.relname = $3 and c.relkind in ('r', 'p')
         order by a.attnum`,
        [role, schema, table],
      )
      .then(({ rows }) => ({
        exists: rows.length > 0,
        published: rows[0]?.published ?? false,
        columns: rows.map(({ name, type, selectable, key }) => ({ name, type, selectable, key })),
        readable: rows.some((row) => row.selectable) && !(rows[0]?.policed ?? true),
      }));
    // A failed look-up is not kept.
    info.catch(() => this.#described.delete(cacheKey));
    this.#described.set(cacheKey, { expires: Date.now() + describeTtl, info });
    return info;
  }

  #receive(payload: string) {
    let change: Change;
    try {
      change = { ...(JSON.parse(payload) as Omit<Change, "at">), at: new Date().toISOString() };
    } catch {
      return;
    }
    if (this.#subscribers.size === 0) return;
    if (this.#queue.length >= this.#limits.maxQueuedChanges) {
      console.warn(`Realtime: ${this.#queue.length} changes waiting, ${change.schema}.${change.table} dropped`);
      return;
    }
    this.#queue.push(change);
    if (!this.#draining) {
      this.#draining = true;
      this.#idle = this.#drain();
    }
  }

  async #drain() {
    try {
      for (let change = this.#queue.shift(); change; change = this.#queue.shift()) {
        try {
          await this.#deliver(change);
        } catch (error) {
          console.error(
            `Realtime: change of ${change.schema}.${change.table} not delivered:`,
            (error as Error).message,
          );
        }
      }
    } finally {
      this.#draining = false;
    }
  }

  /** The bindings of `subscriber` that take this change, before its filters are checked. */
  static #candidates(subscriber: Subscriber, change: Change) {
    return subscriber.bindings.filter(
      (binding) =>
        (binding.schema === "*" || binding.schema === change.schema) &&
        (binding.table === undefined || binding.table === "*" || binding.table === change.table) &&
        (binding.event === "*" || binding.event === change.type),
    );
  }

  async #deliver(change: Change) {
    // Subscribers sharing a claim set see the same rows: one re-read for them all.
    const groups = new Map<string, { claims: JwtClaims; members: Array<[Subscriber, ActiveBinding[]]> }>();
    for (const subscriber of this.#subscribers) {
      const candidates = ChangeFeed.#candidates(subscriber, change);
      if (candidates.length === 0) continue;
      let key = this.#claimSets.get(subscriber.claims);
      if (key === undefined) {
        key = claimSetKey(subscriber.claims, this.#limits.perTokenClaims);
        this.#claimSets.set(subscriber.claims, key);
      }
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { claims: subscriber.claims, members: [] }));
      group.members.push([subscriber, candidates]);
    }
    if (groups.size === 0) return;

    const all = [...groups.values()];
    const records =
      change.type === "DELETE"
        ? new Map<(typeof all)[number], Record<string, unknown> | undefined>()
        : await this.#reread(change, all);

    for (const group of all) {
      const info = await this.#describe(group.claims.role, change.schema, change.table);
      if (!info.readable) continue;
      const visible = info.columns.filter((column) => column.selectable);
      const types = new Map(info.columns.map((column) => [column.name, column.type]));
      let record: Record<string, unknown> = {};
      let oldRecord: Record<string, unknown> = {};
      // What the filters are checked against: the new row, or the old row's key for a DELETE (the
      // old row carries nothing else, as with Postgres's default replica identity).
      let checked: Record<string, unknown>;
      const keyOf = (key: Record<string, unknown> | null) =>
        Object.fromEntries(visible.filter((column) => column.key).map((column) => [column.name, key?.[column.name]]));
      if (change.type === "DELETE") {
        oldRecord = keyOf(change.key);
        checked = oldRecord;
      } else {
        const row = records.get(group);
        if (!row) continue;
        record = row;
        if (change.type === "UPDATE") oldRecord = keyOf(change.old_key);
        checked = record;
      }
      const data = {
        schema: change.schema,
        table: change.table,
        commit_timestamp: change.at,
        type: change.type,
        columns: visible.map(({ name, type }) => ({ name, type })),
        record,
        old_record: oldRecord,
        errors: null,
      };
      for (const [subscriber, candidates] of group.members) {
        const ids = candidates
          .filter(
            (binding) =>
              !binding.filter ||
              (binding.filter.column in checked &&
                matches(binding.filter, checked, types.get(binding.filter.column) ?? "text")),
          )
          .map((binding) => binding.id);
        if (ids.length > 0) subscriber.deliver({ ids, data });
      }
    }
  }

  /** The changed row as each group may read it (undefined: hidden by RLS, or gone since). */
  async #reread<G extends { claims: JwtClaims }>(change: Change, groups: G[]) {
    const records = new Map<G, Record<string, unknown> | undefined>();
    const keyNames = Object.keys(change.key);
    if (keyNames.length === 0) return records;
    const keyValues = keyNames.map((name) => {
      const value = change.key[name];
      return typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
    });
    const statements = new Map<G, string | undefined>();
    for (const group of groups) {
      const info = await this.#describe(group.claims.role, change.schema, change.table);
      const visible = info.columns.filter((column) => column.selectable);
      statements.set(
        group,
        !info.readable
          ? undefined
          : `select to_jsonb(r) as record from (select ${visible.map((column) => quote(column.name)).join(", ")}
             from ${quote(change.schema)}.${quote(change.table)}
             where ${keyNames.map((name, i) => `${quote(name)} = $${i + 1}`).join(" and ")}) r`,
      );
    }
    const readOne = async (tx: Sql, group: G) => {
      const statement = statements.get(group);
      if (!statement) return undefined;
      const { rows } = await tx.query<{ record: Record<string, unknown> }>(statement, keyValues);
      return rows[0]?.record;
    };

    const size = this.#limits.groupsPerTransaction;
    for (let start = 0; start < groups.length; start += size) {
      const batch = groups.slice(start, start + size);
      try {
        // One transaction for the batch, switching role and claims between groups (SET LOCAL).
        await this.#db.transaction(async (tx) => {
          for (const group of batch) {
            await enterRole(tx, group.claims);
            records.set(group, await readOne(tx, group));
          }
        });
      } catch {
        // One group's failure (a policy raising, a privilege missing) must not cost the others.
        for (const group of batch) {
          records.set(group, await this.#db.asRole(group.claims, (tx) => readOne(tx, group)).catch(() => undefined));
        }
      }
    }
    return records;
  }
}
