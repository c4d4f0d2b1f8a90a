import { z } from "zod/mini";

import type { Sql } from "@fuse/server-core/db/database.ts";

import { integerParameter, type FieldLabels } from "../http/validation.ts";

/** Rows per page of the administrators' lists, unless `per_page` says otherwise. */
export const defaultPerPage = 20;

export const listLabels: FieldLabels = {
  status: "Statut",
  type: "Type d'utilisateur",
  q: "Recherche",
  page: "Page",
  per_page: "Nombre par page",
  id: "Identifiant",
};

/** `?q=&page=&per_page=`, common to the administrators' lists, with the list's own filters. */
export function listQuery<S extends z.core.$ZodLooseShape>(filters: S) {
  return z.strictObject({
    ...filters,
    q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    page: z.optional(integerParameter("Page", 1, 100_000)),
    per_page: z.optional(integerParameter("Nombre par page", 1, 100)),
  });
}

/** `/:id` of one row. */
export const idParam = z.object({
  id: z.pipe(
    z.guid(),
    z.transform((id: string) => id.toLowerCase()),
  ),
});

/** The LIMIT and OFFSET of a page, and the page's envelope once the total is known. */
export function paging({ page = 1, per_page = defaultPerPage }: { page?: number; per_page?: number }) {
  return {
    limit: per_page,
    offset: (page - 1) * per_page,
    envelope: <T>(items: T[], total: number) => ({
      items,
      total,
      page,
      per_page,
      pages: Math.ceil(total / per_page),
    }),
  };
}

/** A timestamp as the API answers it (ISO 8601), or null. */
export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The e-mail addresses of administrators by profile id, for « dealt with by ». Reads auth users:
 * call it as the database owner.
 */
export async function adminEmails(tx: Sql, profileIds: readonly (string | null)[]) {
  const ids = [...new Set(profileIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map<string, string | null>();
  const { rows } = await tx.query<{ id: string; email: string | null }>(
    `select p.id, u.email from public.profiles p join auth.users u on u.id = p.user_id where p.id = any($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.email]));
}
