import type { Context, Hono } from "hono";
import { z } from "zod/mini";

import type { Profile } from "@fuse/domain/api/contract";
import type { ServerContext } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";

import { answer, refuse, type Outcome } from "./outcome.ts";
import { userId } from "./validation.ts";
import { validated } from "./validator.ts";
import type { AuthEnv } from "./verify.ts";

export const accessDenied = "Accès refusé";
export const profileNotFound = "Profil introuvable";

/** The caller's profile as spec §3 and §7 describe it (the API contract's `Profile`). */
export type OwnProfile = Profile;

/**
 * The caller's profile, read through row-level security (inside `db.asRole`): `auth.uid()` is the
 * token's user, so this can only ever find the caller's own row.
 */
export async function findOwnProfile(tx: Sql, { lock = false } = {}): Promise<OwnProfile | undefined> {
  const { rows } = await tx.query<OwnProfile>(
    `select id, type, completed from public.profiles where user_id = (select auth.uid())${lock ? " for update" : ""}`,
  );
  return rows[0];
}

/**
 * `?id=` on the product API names an auth user id (`auth.users.id`, the token's `sub`), never a
 * profile id; absent, it means the caller. A malformed id is refused by validation (400); a user
 * may only name themselves (`isForeignUserId`, 403).
 */
export const ownIdQuery = z.object({ id: z.optional(userId) });
export const ownIdLabels = { id: "Identifiant" };

/** A `user_id` in a body or an `?id=` must be the caller's own (403 otherwise); absent, it means the caller. */
export function isForeignUserId(c: Context<AuthEnv>, id: string | undefined) {
  return id !== undefined && id !== c.var.user.id;
}

const reservedFor = {
  candidate: refuse(403, { error: `${accessDenied} : réservé aux candidats.` }),
  recruiter: refuse(403, { error: `${accessDenied} : réservé aux recruteurs.` }),
} as const;

/**
 * The caller's profile when it is of `type`; otherwise the refusal to answer: 404 without a
 * profile, 403 for a profile of the other kind.
 */
export async function ownProfileOfType(tx: Sql, type: keyof typeof reservedFor): Promise<Outcome<OwnProfile>> {
  const profile = await findOwnProfile(tx);
  if (!profile) return refuse(404, { error: profileNotFound });
  if (profile.type !== type) return reservedFor[type];
  return { ok: true, value: profile };
}

/**
 * The caller's own row of `table` (keyed by profile), or `empty` before anything was saved; a
 * refusal when the caller has no profile or one of the other kind.
 */
export async function readOwnRow<Row>(
  tx: Sql,
  type: keyof typeof reservedFor,
  table: "candidate_infos" | "companies",
  columns: readonly string[],
  empty: Row,
): Promise<Outcome<Row>> {
  const own = await ownProfileOfType(tx, type);
  if (!own.ok) return own;
  const { rows } = await tx.query<Row>(`select ${columns.join(", ")} from public.${table} where profile_id = $1`, [
    own.value.id,
  ]);
  return { ok: true, value: rows[0] ?? empty };
}

/**
 * Adds `GET <path>?id={userId}` to `routes`: the caller's own row of `table` (their candidate info,
 * their company), `empty` before anything was saved; 403 for another user's id or a profile of the
 * other kind, 404 without a profile.
 */
export function ownRowReadRoute<Row>(
  routes: Hono<AuthEnv>,
  path: string,
  db: ServerContext["db"],
  {
    type,
    table,
    columns,
    empty,
    present = (row) => row,
  }: {
    type: keyof typeof reservedFor;
    table: "candidate_infos" | "companies";
    columns: readonly string[];
    empty: Row;
    /** The row as answered (a label beside a code, say); as read by default. */
    present?: (row: Row) => Row;
  },
) {
  routes.get(path, validated("query", ownIdQuery, ownIdLabels), async (c) => {
    if (isForeignUserId(c, c.req.valid("query").id)) return c.json({ error: accessDenied }, 403);
    const outcome = await db.asRole(c.var.user.claims, (tx) => readOwnRow<Row>(tx, type, table, columns, empty));
    return answer(c, outcome.ok ? { ...outcome, value: present(outcome.value) } : outcome);
  });
}

const columnName = /^[a-z_]+$/;

/**
 * Updates the row of `table` keyed by `profile_id` with exactly the given columns (absent keys
 * keep their value), or inserts it (absent keys take their default), then reads it back. Not
 * `insert … on conflict do update`: Postgres checks NOT NULL and CHECK constraints on the proposed
 * row before it looks for a conflict, so a partial update of a company (no name, no SIRET) would
 * fail. Column names come from the zod schemas' keys, never from the request; `casts` types array
 * and jsonb values.
 */
export async function upsertByProfile(
  tx: Sql,
  table: "candidate_infos" | "companies",
  profileId: string,
  values: Record<string, unknown>,
  casts: Readonly<Record<string, string>>,
  returning: readonly string[],
) {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  for (const [column] of entries) {
    if (!columnName.test(column)) throw new Error(`Colonne inattendue : ${column}`);
  }
  const columns = entries.map(([column]) => column);
  const params = [
    profileId,
    ...entries.map(([column, value]) => (casts[column] === "jsonb" && value !== null ? JSON.stringify(value) : value)),
  ];
  // $1 is the profile id; the values follow, typed where Postgres cannot infer it.
  const placeholders = columns.map((column, index) => `$${index + 2}${casts[column] ? `::${casts[column]}` : ""}`);
  const update = () =>
    tx.query(
      `update public.${table} set ${columns.map((column, index) => `${column} = ${placeholders[index]}`).join(", ")}
       where profile_id = $1 returning profile_id`,
      params,
    );
  const found = async () =>
    (await tx.query(`select 1 from public.${table} where profile_id = $1`, [profileId])).rows.length > 0;
  const existed = columns.length > 0 ? (await update()).rows.length > 0 : await found();
  if (!existed) {
    const { rows } = await tx.query(
      `insert into public.${table} (profile_id${columns.map((column) => `, ${column}`).join("")})
       values ($1${placeholders.map((placeholder) => `, ${placeholder}`).join("")})
       on conflict (profile_id) do nothing returning profile_id`,
      params,
    );
    // Inserted by a concurrent call since the update found nothing: apply ours over it.
    if (rows.length === 0 && columns.length > 0) await update();
  }
  const { rows } = await tx.query(`select ${returning.join(", ")} from public.${table} where profile_id = $1`, [
    profileId,
  ]);
  return rows[0];
}
