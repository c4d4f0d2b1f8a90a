import { Hono, type Context } from "hono";

import type { RouteModule, ServerConfig, ServerContext } from "@fuse/server-core/context.ts";
import { isUnavailable, type Sql } from "@fuse/server-core/db/database.ts";

import { identifyCaller, type Caller } from "./caller.ts";
import { findRelation, relationNotFound, type Relation } from "./catalog.ts";
import { fromDatabaseError, invalidPath, RestError, unsupportedMethod } from "./errors.ts";
import { defaultMaxRows, read } from "./read.ts";
import { parseRequest, type RestRequest } from "./request.ts";
import type { RestResponse } from "./response.ts";
import { callFunction } from "./rpc.ts";
import { checkBodyDepth, insert, readBody, remove, update } from "./write.ts";

function decodeSegment(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw invalidPath();
  }
}

const methods = new Set<string>(["GET", "HEAD", "POST", "PATCH", "DELETE"]);

function send(response: RestResponse) {
  return new Response(response.body, { status: response.status, headers: response.headers });
}

function sendError(error: RestError) {
  return new Response(JSON.stringify(error.body), {
    status: error.status,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "proxy-status": `PostgREST; error=${error.body.code}`,
      ...error.headers,
    },
  });
}

/**
 * The request as PostgREST describes it to SQL (`current_setting('request.headers')` and the
 * like), for policies and triggers that read it.
 */
async function describeRequest(tx: Sql, c: Context, path: string) {
  const headers = Object.fromEntries(
    Object.entries(c.req.header()).map(([name, value]) => [name.toLowerCase(), value]),
  );
  await tx.query(
    `select set_config('request.method', $1::text, true),
            set_config('request.path', $2::text, true),
            set_config('request.headers', $3::text, true)`,
    [c.req.method, path, JSON.stringify(headers)],
  );
}

/** What the REST stand-in reads from the configuration. */
export interface RestConfig {
  /**
   * PostgREST's `db-max-rows`: the most rows one response carries (default 1000, as on Supabase),
   * and here also the most one write may send (PostgREST has no such bound; past it, a French 400).
   */
  restMaxRows?: number;
}

/**
 * The embedded stand-in for Supabase's REST API: the PostgREST subset that postgrest-js
 * (supabase-js 2.119) uses, over the tables and views of schema `public`. Each request runs in
 * one transaction as the caller's role with their claims, so row-level security decides exactly
 * as on Supabase.
 */
export function restRoutes(ctx: ServerContext & { config: ServerConfig & RestConfig }): RouteModule {
  const maxRows = ctx.config.restMaxRows ?? defaultMaxRows;
  const routes = new Hono();

  routes.all("*", async (c) => {
    if (c.req.method === "OPTIONS") {
      return c.body(null, 200, { allow: "OPTIONS,GET,HEAD,POST,PATCH,DELETE" });
    }
    let caller: Caller | undefined;
    try {
      const url = new URL(c.req.url);
      caller = await identifyCaller(
        ctx,
        c.req.header("apikey") ?? url.searchParams.get("apikey") ?? undefined,
        c.req.header("authorization"),
      );
      const path = url.pathname.slice(url.pathname.indexOf("/rest/v1") + "/rest/v1".length);
      const segments = path.split("/").filter(Boolean);
      if (segments[0] === "rpc") {
        if (segments.length !== 2 || segments[1] === undefined) throw invalidPath();
        const name = decodeSegment(segments[1]);
        const method = c.req.method;
        // PostgREST: GET (read-only) and POST only, HEAD as GET without the body.
        if (method !== "GET" && method !== "POST" && method !== "HEAD") {
          throw new RestError(405, {
            code: "PGRST101",
            message: "For functions, only GET and POST verbs are allowed",
            details: null,
            hint: null,
          });
        }
        const body = method === "POST" ? await c.req.text() : "";
        const response = await ctx.db.asRole(caller.claims, async (tx) => {
          await describeRequest(tx, c, path);
          return callFunction(tx, {
            name,
            method: method === "POST" ? "POST" : "GET",
            body,
            query: url.searchParams,
            maxRows,
          });
        });
        return send(method === "HEAD" ? { ...response, body: null } : response);
      }
      if (segments.length !== 1 || segments[0] === undefined) throw invalidPath();
      const table = decodeSegment(segments[0]);
      const method = c.req.method;
      if (!methods.has(method)) throw unsupportedMethod(method);

      const request = parseRequest({
        method: method as RestRequest["method"],
        url,
        header: (name) => c.req.header(name),
      });
      let operation: (tx: Sql, relation: Relation) => Promise<RestResponse>;
      if (method === "POST" || method === "PATCH") {
        // Nesting is checked before any database work; Postgres reads the rest, at most `maxRows` rows.
        const text = await c.req.text();
        checkBodyDepth(text);
        operation = async (tx, relation) => {
          const body = await readBody(tx, text, method, maxRows);
          return method === "POST" ? insert(tx, relation, request, body) : update(tx, relation, request, body);
        };
      } else if (method === "DELETE") operation = (tx, relation) => remove(tx, relation, request);
      else operation = (tx, relation) => read(tx, relation, request, maxRows);

      const response = await ctx.db.asRole(caller.claims, async (tx) => {
        await describeRequest(tx, c, path);
        const relation = await findRelation(tx, table);
        if (!relation) throw await relationNotFound(tx, table);
        return operation(tx, relation);
      });
      return send(response);
    } catch (error) {
      if (error instanceof RestError) return sendError(error);
      // An outage goes to the app's 503; Postgres's refusals are answered as PostgREST does.
      if (!isUnavailable(error)) {
        const refusal = fromDatabaseError(error, caller?.authenticated ?? false);
        if (refusal) return sendError(refusal);
      }
      throw error;
    }
  });

  return { path: "/rest/v1", routes, embeddedOnly: true };
}
