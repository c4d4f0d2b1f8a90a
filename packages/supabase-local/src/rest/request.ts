import { z } from "zod/mini";

import {
  invalidPreferences,
  invalidSchema,
  notEmbedded,
  parseError,
  rangeNotSatisfiable,
  unacceptableMediaType,
  unsupportedContentType,
} from "./errors.ts";
import {
  parseColumnList,
  parseFilterParameter,
  parseLogicParameter,
  parseOrder,
  parseSelect,
  type Filter,
  type OrderTerm,
  type SelectItem,
} from "./grammar.ts";

/** Everything a request asks for, parsed and checked for syntax, before any database work. */
export interface RestRequest {
  method: "GET" | "HEAD" | "POST" | "PATCH" | "DELETE";
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  offset: number;
  limit: number | undefined;
  /** `columns=`: which keys of the body to insert. */
  columns: string[] | undefined;
  /** `on_conflict=`: the unique columns an upsert merges on. */
  onConflict: string[] | undefined;
  preferences: Preferences;
  /** `Accept: application/vnd.pgrst.object+json` (single()). */
  singular: boolean;
  /** `;nulls=stripped` (stripNulls()). */
  stripNulls: boolean;
}

export interface Preferences {
  representation: boolean;
  count: boolean;
  resolution: "merge-duplicates" | "ignore-duplicates" | undefined;
  missingDefault: boolean;
  maxAffected: number | undefined;
  strict: boolean;
  /** For the Preference-Applied header. */
  applied: string[];
}

/** Query parameters with a meaning of their own; every other one is a filter. */
const reserved = new Set(["select", "order", "limit", "offset", "columns", "on_conflict", "apikey"]);
const logicKeys = new Set(["and", "or", "not.and", "not.or"]);

const nonNegativeInteger = (name: string) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,15}$/, { error: `${name} doit être un entier positif ou nul.` })),
    z.transform(Number),
  );

function parseInteger(name: "limit" | "offset", value: string): number {
  const parsed = nonNegativeInteger(name).safeParse(value);
  if (!parsed.success) throw parseError(`${name} parameter (${value})`, parsed.error.issues[0]?.message ?? "");
  return parsed.data;
}

const preferenceValues: Record<string, RegExp> = {
  return: /^(representation|minimal|headers-only)$/,
  count: /^(exact|planned|estimated)$/,
  resolution: /^(merge-duplicates|ignore-duplicates)$/,
  missing: /^(default|null)$/,
  handling: /^(strict|lenient)$/,
  "max-affected": /^\d{1,15}$/,
  // Accepted and ignored, as by Supabase's PostgREST (transactions always commit).
  tx: /^(commit|rollback)$/,
  timezone: /^.+$/,
  params: /^single-object$/,
};

export function parsePreferences(header: string | undefined): Preferences {
  const tokens = (header ?? "")
    .split(",")
    .map((token) => token.trim())
    .filter(Boolean);
  const values = new Map<string, string>();
  const invalid: string[] = [];
  for (const token of tokens) {
    const [name = "", value = ""] = token.split(/=(.*)/s, 2).map((part) => part.trim());
    if (preferenceValues[name]?.test(value)) values.set(name, value);
    else invalid.push(token);
  }
  const strict = values.get("handling") === "strict";
  if (strict && invalid.length > 0) throw invalidPreferences(invalid);
  const applied = ["return", "count", "resolution", "missing", "handling", "max-affected"]
    .filter((name) => values.has(name))
    .map((name) => `${name}=${values.get(name)}`);
  const maxAffected = values.get("max-affected");
  return {
    representation: values.get("return") === "representation",
    count: values.has("count"),
    resolution: values.get("resolution") as Preferences["resolution"],
    missingDefault: values.get("missing") === "default",
    // PostgREST honours max-affected only with handling=strict.
    maxAffected: strict && maxAffected !== undefined ? Number(maxAffected) : undefined,
    strict,
    applied,
  };
}

/** JSON arrays by default; a single object for single(); anything else is refused (406). */
export function parseAccept(header: string | undefined): { singular: boolean; stripNulls: boolean } {
  if (header === undefined || header.trim() === "") return { singular: false, stripNulls: false };
  const offered: string[] = [];
  for (const part of header.split(",")) {
    const [type = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    offered.push(type);
    const stripNulls = parameters.includes("nulls=stripped");
    if (["*/*", "application/*", "application/json", "application/vnd.pgrst.array+json"].includes(type)) {
      return { singular: false, stripNulls: stripNulls && type === "application/vnd.pgrst.array+json" };
    }
    if (type === "application/vnd.pgrst.object+json") return { singular: true, stripNulls };
  }
  throw unacceptableMediaType(offered);
}

/** `Range: 0-9` (items), an older way of paging that PostgREST still honours. */
function parseRangeHeader(header: string | undefined): { from: number; to: number | undefined } | undefined {
  if (header === undefined) return undefined;
  const match = /^(?:items=)?\s*(\d{1,15})-(\d{0,15})\s*$/.exec(header);
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = match[2] ? Number(match[2]) : undefined;
  if (to !== undefined && to < from) {
    throw rangeNotSatisfiable(
      "The lower boundary must be lower than or equal to the upper boundary in the Range header.",
    );
  }
  return { from, to };
}

export interface IncomingRequest {
  method: RestRequest["method"];
  url: URL;
  header(name: string): string | undefined;
}

export function parseRequest({ method, url, header }: IncomingRequest): RestRequest {
  const reading = method === "GET" || method === "HEAD";
  const profile = header(reading ? "accept-profile" : "content-profile");
  if (profile !== undefined && profile !== "public") throw invalidSchema(profile);
  if (!reading && method !== "DELETE") {
    const contentType = header("content-type");
    const mediaType = contentType?.split(";")[0]?.trim().toLowerCase();
    if (mediaType !== undefined && mediaType !== "" && mediaType !== "application/json") {
      throw unsupportedContentType(mediaType);
    }
  }

  const params = url.searchParams;
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (reserved.has(key)) continue;
    if (logicKeys.has(key)) {
      filters.push(parseLogicParameter(key as "and" | "or" | "not.and" | "not.or", value));
      continue;
    }
    // `items.limit`, `items.order`, `items.or`: modifiers of an embedded resource.
    const embedded = /^(.+)\.(limit|offset|order|or|and|select)$/.exec(key);
    if (embedded) throw notEmbedded(embedded[1] ?? key);
    filters.push(parseFilterParameter(key, value));
  }

  const offsetParam = params.get("offset");
  const limitParam = params.get("limit");
  let offset = offsetParam === null ? 0 : parseInteger("offset", offsetParam);
  let limit = limitParam === null ? undefined : parseInteger("limit", limitParam);
  const range = reading ? parseRangeHeader(header("range")) : undefined;
  if (range) {
    // The header's range and the query's limit/offset both apply: keep their intersection.
    const upper = Math.min(
      range.to ?? Number.POSITIVE_INFINITY,
      limit === undefined ? Number.POSITIVE_INFINITY : offset + limit - 1,
    );
    offset = Math.max(offset, range.from);
    limit = upper === Number.POSITIVE_INFINITY ? undefined : Math.max(0, upper - offset + 1);
  }

  const columns = params.get("columns");
  const onConflict = params.get("on_conflict");
  const order = params.get("order");
  return {
    method,
    select: parseSelect(params.get("select")),
    filters,
    order: order === null ? [] : parseOrder(order),
    offset,
    limit,
    columns: columns === null ? undefined : parseColumnList(columns, "columns parameter"),
    onConflict: onConflict === null ? undefined : parseColumnList(onConflict, "on_conflict parameter"),
    preferences: parsePreferences(header("prefer")),
    ...parseAccept(header("accept")),
  };
}
