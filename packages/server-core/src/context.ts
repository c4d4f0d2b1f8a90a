import type { Hono } from "hono";

import type { Database } from "./db/database.ts";
import type { JwtService } from "./jwt.ts";

export type Mode = "embedded" | "hosted";

export interface ServerConfig {
  mode: Mode;
  port: number;
  host: string;
  /** Where browsers reach this server (the Supabase URL in embedded mode). */
  publicUrl: string;
  /** A Postgres URL; undefined means the embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** PGlite's files; undefined keeps the database in memory (tests). */
  dataDir: string | undefined;
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** HS256 secret that signs (embedded) or verifies (hosted, legacy secret) access tokens. */
  jwtSecret: string;
  mapsApiKey: string | undefined;
  recruiterPaymentRequired: boolean;
  corsOrigins: string[];
  /** The browser app's production build, served with a single-page fallback (default apps/platform/dist). */
  webAppDir: string;
}

/** What every route module receives: injected, never imported, so tests build their own. */
export interface ServerContext {
  config: ServerConfig;
  db: Database;
  jwt: JwtService;
  /** The project's anon and service-role keys (JWTs), as Supabase issues them. */
  keys: { anon: string; serviceRole: string };
}

/** A group of routes and where they are mounted. */
export interface RouteModule {
  /** Mount point, e.g. "/api" or "/auth/v1". */
  path: string;
  routes: Hono;
  /** Only mounted in embedded mode (the local Supabase stand-in). */
  embeddedOnly?: boolean;
}
