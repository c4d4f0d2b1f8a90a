import type { Sql } from "@fuse/server-core/db/database.ts";

import { invalidBody, notImplemented, RestError } from "./errors.ts";
import type { RestResponse } from "./response.ts";

/** A function of schema `public` as the catalog describes it. */
interface Candidate {
  name: string;
  /** Names of the input arguments, in order. */
  inputs: string[];
  /** Their types, as format_type writes them. */
  types: string[];
  /** How many trailing inputs have defaults. */
  defaults: number;
  returnsSet: boolean;
  returnsVoid: boolean;
  /** Returns a row (a table's type, a composite, a record) rather than a scalar. */
  returnsRow: boolean;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** PostgREST's PGRST202: no function of that name takes those argument names. */
function functionNotFound(name: string, args: string[]) {
  return new RestError(404, {
    code: "PGRST202",
    message: `Could not find the function public.${name}(${args.join(", ")}) in the schema cache`,
    details: `Searched for the function public.${name} with parameters ${args.join(", ") || "(none)"} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    hint: null,
  });
}

async function candidates(tx: Sql, name: string): Promise<Candidate[]> {
  const { rows } = await tx.query<{
    names: string[] | null;
    modes: string[] | null;
    types: string[];
    nargs: number;
    defaults: number;
    retset: boolean;
    void: boolean;
    row: boolean;
  }>(
    `select p.proargnames as names, p.proargmodes::text[] as modes,
            array(select format_type(t, null) from unnest(p.proargtypes) as t) as types,
            p.pronargs as nargs, p.pronargdefaults as defaults, p.proretset as retset,
            p.prorettype = 'void'::regtype as void,
            (r.typtype = 'c' or p.prorettype = 'record'::regtype) as row
     from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace
     join pg_type r on r.oid = p.prorettype
     where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [name],
  );
  return rows.map((row) => {
    // Without modes every argument is an input; with them, IN, INOUT and VARIADIC are.
    const names = row.names ?? [];
    const inputs = row.modes
      ? names.filter((_, i) => ["i", "b", "v"].includes(row.modes?.[i] ?? "i"))
      : names.slice(0, row.nargs);
    return {
      name,
      inputs,
      types: row.types,
      defaults: row.defaults,
      returnsSet: row.retset,
      returnsVoid: row.void,
      returnsRow: row.row,
    };
  });
}

/** The overload whose named inputs cover `args` and whose required inputs `args` all give. */
function pick(found: Candidate[], args: string[]) {
  return found.find((candidate) => {
    if (candidate.inputs.length !== candidate.types.length || candidate.inputs.some((input) => input === "")) {
      return false;
    }
    const required = candidate.inputs.slice(0, candidate.inputs.length - candidate.defaults);
    return args.every((arg) => candidate.inputs.includes(arg)) && required.every((input) => args.includes(input));
  });
}

/**
 * The SQL for one argument, read from the JSON object in parameter $1 under the key in parameter
 * $`keyAt`, as the argument's type: a JSON array as the array it lists, JSON for a json argument,
 * the value's text cast to the type otherwise.
 */
function argumentExpression(type: string, keyAt: number): string {
  const value = `($1::jsonb -> $${keyAt}::text)`;
  const text = `($1::jsonb ->> $${keyAt}::text)`;
  if (type === "json" || type === "jsonb") return `nullif(${value}, 'null'::jsonb)::${type}`;
  if (type.endsWith("[]")) {
    const element = type.slice(0, -2);
    return `(case jsonb_typeof(${value})
               when 'array' then coalesce((select array_agg(e::${element}) from jsonb_array_elements_text(${value}) as e), '{}')
               else ${text}::${type} end)`;
  }
  return `${text}::${type}`;
}

/**
 * The names of a POST body's arguments. Postgres parses the body, as under PostgREST: a large body
 * costs the server's only thread nothing (parsing 1 MB of JSON there held every other request
 * back for 20 to 50 ms).
 */
async function argumentNames(tx: Sql, body: string): Promise<string[]> {
  const refused = () =>
    invalidBody("Empty or invalid json", "Le corps doit être un objet JSON (les arguments nommés).");
  try {
    const { rows } = await tx.query<{ keys: string[] | null }>(
      `select case jsonb_typeof(b) when 'object' then array(select jsonb_object_keys(b)) end as keys
         from (select $1::jsonb as b) as s`,
      [body],
    );
    const keys = rows[0]?.keys;
    if (!keys) throw refused();
    return keys;
  } catch (error) {
    if ((error as { code?: unknown }).code === "22P02") throw refused();
    throw error;
  }
}

/**
 * PostgREST's `/rpc/<function>` for the functions of schema `public`: named arguments from a JSON
 * object (POST) or from the query string (GET, run read-only as PostgREST does, so a function
 * that writes is refused there). Runs in the caller's transaction, as their role: EXECUTE grants
 * and RLS decide, and a refusal (42501) is answered 401/403 as by PostgREST. A scalar comes back
 * as a JSON value, a row as an object, a set as an array (at most `maxRows` items), void as 204.
 */
export async function callFunction(
  tx: Sql,
  options: { name: string; method: "GET" | "POST"; body: string; query: URLSearchParams; maxRows: number },
): Promise<RestResponse> {
  const { name, method, maxRows } = options;
  let body: string;
  let names: string[];
  if (method === "GET") {
    const args = Object.fromEntries(options.query.entries());
    body = JSON.stringify(args);
    names = Object.keys(args);
  } else {
    if ([...options.query.keys()].some((key) => key !== "select" && key !== "columns")) {
      throw notImplemented(
        "Les filtres sur le résultat d'une fonction ne sont pas pris en charge par le serveur embarqué.",
      );
    }
    body = options.body.trim() === "" ? "{}" : options.body;
    names = await argumentNames(tx, body);
  }
  const target = pick(await candidates(tx, name), names);
  if (!target) throw functionNotFound(name, names);

  const params: string[] = names.length > 0 ? [body] : [];
  const call = `public.${quote(name)}(${names
    .map((arg) => {
      params.push(arg);
      return `${quote(arg)} => ${argumentExpression(target.types[target.inputs.indexOf(arg)] ?? "text", params.length)}`;
    })
    .join(", ")})`;

  if (method === "GET") await tx.query("set transaction read only");
  let statement: string;
  if (target.returnsVoid) statement = `select ${call}, null::text as body`;
  else if (target.returnsSet) {
    statement = `select coalesce(jsonb_agg(to_jsonb(f)), '[]')::text as body
                  from (select f from ${call} as f limit ${maxRows}) as s(f)`;
  } else if (target.returnsRow) statement = `select to_jsonb(f)::text as body from ${call} as f`;
  else statement = `select to_jsonb(${call})::text as body`;
  const { rows } = await tx.query<{ body: string | null }>(statement, params);
  const headers = { "content-type": "application/json; charset=utf-8" };
  if (target.returnsVoid) return { status: 204, body: null, headers: {} };
  return { status: 200, body: rows[0]?.body ?? "null", headers };
}
