import { z } from "zod/mini";

import type { Database, Sql } from "@fuse/server-core/db/database.ts";

import { hashPassword } from "./passwords.ts";

/** A row of auth.users, as this stand-in reads it. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  is_anonymous: boolean;
}

export const userColumns = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
  recovery_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  banned_until, is_anonymous`;

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : undefined);

/** The e-mail address as stored and compared: trimmed, lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** GoTrue's checks on an e-mail address, with a French message naming the field. */
export const emailSchema = z.pipe(
  z.pipe(
    z
      .string({ error: "L'adresse e-mail est obligatoire." })
      .check(
        z.trim(),
        z.minLength(1, "L'adresse e-mail est obligatoire."),
        z.maxLength(255, "L'adresse e-mail doit compter 255 caractères au plus."),
      ),
    z.email("L'adresse e-mail n'est pas valide."),
  ),
  z.transform(normalizeEmail),
);

export const isBanned = (user: UserRow) => user.banned_until !== null && new Date(user.banned_until) > new Date();

export async function findUserByEmail(sql: Sql, email: string, { forUpdate = false } = {}) {
  const { rows } = await sql.query<UserRow>(
    `select ${userColumns} from auth.users where lower(email) = $1 and deleted_at is null${forUpdate ? " for update" : ""}`,
    [normalizeEmail(email)],
  );
  return rows[0];
}

export async function findUserById(sql: Sql, id: string) {
  const { rows } = await sql.query<UserRow>(
    `select ${userColumns} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0];
}

async function identitiesOf(sql: Sql, userId: string) {
  const { rows } = await sql.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

/** GoTrue's user object (models/user.go JSON), as supabase-js's `User` type describes it. */
export interface UserJson {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at?: string;
  phone: string;
  confirmation_sent_at?: string;
  confirmed_at?: string;
  recovery_sent_at?: string;
  last_sign_in_at?: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: Record<string, unknown>[];
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
}

export function userJson(user: UserRow, identities: IdentityRow[]): UserJson {
  const json: UserJson = {
    id: user.id,
    aud: user.aud ?? "authenticated",
    role: user.role ?? "authenticated",
    email: user.email ?? "",
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: "",
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.email_confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    created_at: iso(user.created_at)!,
    updated_at: iso(user.updated_at)!,
    is_anonymous: user.is_anonymous,
  };
  // GoTrue omits empty optional timestamps rather than sending null.
  for (const key of Object.keys(json) as (keyof UserJson)[]) if (json[key] === undefined) delete json[key];
  return json;
}

/** The user with their identities, ready to answer. */
export async function loadUserJson(sql: Sql, user: UserRow) {
  return userJson(user, await identitiesOf(sql, user.id));
}

/**
 * Inserts a user and their e-mail identity, as GoTrue's sign-up does: app_metadata names the
 * provider, and user_metadata receives the identity's claims (sub, email, email_verified,
 * phone_verified) beside the caller's data, which cannot override them.
 */
export async function insertUser(
  sql: Sql,
  input: {
    email: string;
    /** Null for an account whose password awaits the confirmation of a sign-up. */
    passwordHash: string | null;
    emailConfirmed: boolean;
    userMetadata: Record<string, unknown>;
  },
): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  const { rows } = await sql.query<UserRow>(
    `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $1, $2,
             case when $3::boolean then now() end, $4::jsonb, '{}'::jsonb)
     returning ${userColumns}`,
    [email, input.passwordHash, input.emailConfirmed, JSON.stringify({ provider: "email", providers: ["email"] })],
  );
  const user = rows[0]!;
  const identityData = {
    sub: user.id,
    email,
    email_verified: input.emailConfirmed,
    phone_verified: false,
  };
  const metadata = { ...input.userMetadata, ...identityData };
  await sql.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1, $2, $3::jsonb, 'email')`,
    [user.id, user.id, JSON.stringify(identityData)],
  );
  const updated = await sql.query<UserRow>(
    `update auth.users set raw_user_meta_data = $2::jsonb where id = $1 returning ${userColumns}`,
    [user.id, JSON.stringify(metadata)],
  );
  return updated.rows[0]!;
}

/** Marks the e-mail address verified on the user, their identity and their metadata. */
export async function confirmEmail(sql: Sql, userId: string) {
  await sql.query(
    `update auth.identities
        set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId],
  );
  const { rows } = await sql.query<UserRow>(
    `update auth.users
        set email_confirmed_at = coalesce(email_confirmed_at, now()),
            raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
            updated_at = now()
      where id = $1
      returning ${userColumns}`,
    [userId],
  );
  return rows[0]!;
}

/**
 * Makes a confirmed sign-up the account's: its password (when it chose one) and its user_metadata,
 * beside the identity's claims, as GoTrue's sign-up would have stored them.
 */
export async function activateSignup(
  sql: Sql,
  userId: string,
  signup: { passwordHash: string | null; metadata: Record<string, unknown> },
) {
  await sql.query(
    `update auth.users
        set encrypted_password = coalesce($2, encrypted_password),
            raw_user_meta_data = $3::jsonb || jsonb_build_object(
              'sub', id::text, 'email', lower(email), 'email_verified', email_confirmed_at is not null,
              'phone_verified', false),
            updated_at = now()
      where id = $1`,
    [userId, signup.passwordHash, JSON.stringify(signup.metadata)],
  );
}

export class UserAlreadyExistsError extends Error {
  constructor(email: string) {
    super(`Un compte existe déjà pour ${email}.`);
  }
}

/**
 * Creates an account directly, without e-mail or password policy: for seeding the embedded mode's
 * demo accounts. Throws UserAlreadyExistsError if the
 * address is taken. Returns the user as GoTrue would show it.
 */
export async function createUser(
  db: Database | Sql,
  {
    email,
    password,
    emailConfirmed = true,
    userMetadata = {},
  }: { email: string; password: string; emailConfirmed?: boolean; userMetadata?: Record<string, unknown> },
): Promise<UserJson> {
  const address = emailSchema.parse(email);
  const passwordHash = await hashPassword(password);
  const work = async (sql: Sql) => {
    if (await findUserByEmail(sql, address)) throw new UserAlreadyExistsError(address);
    const user = await insertUser(sql, { email: address, passwordHash, emailConfirmed, userMetadata });
    return loadUserJson(sql, user);
  };
  try {
    // A whole database gets one transaction; a transaction handed in is used as it is.
    return "transaction" in db ? await db.transaction(work) : await work(db);
  } catch (error) {
    // Two seeders racing for one address: the unique index decides.
    if ((error as { code?: unknown }).code === "23505") throw new UserAlreadyExistsError(address);
    throw error;
  }
}
