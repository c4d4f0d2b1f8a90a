import type { Server } from "node:http";

import type { Hono } from "hono";

import type { Database } from "./db/database.ts";
import type { JwtService } from "./jwt.ts";

export type Mode = "embedded" | "hosted";

/** A hosted speech-to-text service (OpenAI-compatible `POST {url}/audio/transcriptions`). */
export interface SpeechConfig {
  /** SPEECH_API_URL, e.g. https://api.openai.com/v1. */
  url: string;
  /** SPEECH_API_KEY, sent as a bearer token when given. */
  apiKey: string | undefined;
  /** SPEECH_MODEL (default "whisper-1"). */
  model: string;
}

/** Stripe, for the recruiters' subscriptions; without it, the embedded demonstration checkout. */
export interface StripeConfig {
  /** STRIPE_SECRET_KEY (sk_…). */
  secretKey: string;
  /** STRIPE_PUBLISHABLE_KEY (pk_…), given to the browser for the embedded Checkout. */
  publishableKey: string;
  /** STRIPE_WEBHOOK_SECRET (whsec_…), which signs the events posted to /api/stripe/webhook. */
  webhookSecret: string | undefined;
  /** STRIPE_PRICE_MONTHLY and STRIPE_PRICE_YEARLY: the recurring prices (price_…) of the two plans. */
  prices: { monthly: string | undefined; yearly: string | undefined };
  /** STRIPE_API_URL: another address for Stripe's API (a local fake in tests); default Stripe's own. */
  apiUrl: string | undefined;
}

export interface ServerConfig {
  mode: Mode;
  /**
   * OPERATOR_*: the operator's details the legal pages state (company, address, host, publication
   * director…), by key; see packages/api/src/legal/operator.ts. Missing ones read « [À compléter …] ».
   */
  operator?: Partial<Record<string, string>> | undefined;
  port: number;
  host: string;
  /** Where browsers reach this server (the Supabase URL in embedded mode). */
  publicUrl: string;
  /** A Postgres URL; undefined means the embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** PGlite's files; undefined keeps the database in memory (tests). */
  dataDir: string | undefined;
  /**
   * The server's own statements on PostgreSQL, in milliseconds (DATABASE_STATEMENT_TIMEOUT_SECONDS,
   * default 120, Supabase's global bound; 0: none). Requests run under their role's timeout (anon
   * 3 s, authenticated 8 s: `alter role … set statement_timeout`). PGlite cannot interrupt a statement.
   */
  databaseStatementTimeoutMs?: number | undefined;
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /**
   * HS256 secret that signs (embedded) or verifies (hosted, legacy secret) access tokens. Embedded
   * on a shared Postgres without JWT_SECRET, "" until the server reads it from the database.
   */
  jwtSecret: string;
  mapsApiKey: string | undefined;
  /**
   * The Base Adresse Nationale's search endpoint (ADDRESS_SEARCH_URL, default the Géoplateforme's);
   * undefined when set to "off" or empty: addresses are then communes only.
   */
  addressSearchUrl?: string | undefined;
  recruiterPaymentRequired: boolean;
  /**
   * INDEXING: whether search engines may index the site (default: on in hosted mode, off in embedded
   * mode). Off, every page of the app, the sitemap and robots.txt say `noindex`, and robots.txt
   * names no sitemap; crawlers may still read the pages, or they would never see the `noindex`.
   */
  indexing: boolean;
  /**
   * How many times a published offer's place may change in 24 hours (JOB_PLACE_CHANGES_PER_DAY,
   * default 3): each change shows new distance bands to its recruiter. Embedded mode writes it into
   * public.platform_settings at start; hosted mode sets it there with SQL.
   */
  jobPlaceChangesPerDay?: number | undefined;
  corsOrigins: string[];
  /** The browser app's production build, served with a single-page fallback (default apps/platform/dist). */
  webAppDir: string;
  /**
   * The module that renders the public site's pages on the server (default
   * apps/platform/dist-ssr/entry-server.js, built with the app); when it is missing, the browser
   * renders every page alone.
   */
  pageRenderer?: string | undefined;
  /**
   * How long a public page's rendering may wait for its data (default 1.5 s); past it, the browser
   * renders the page alone.
   */
  pageDataTimeoutMs?: number | undefined;
  /** The voice presentation's transcription service; undefined: none, the candidate types their text. */
  speech?: SpeechConfig | undefined;
  /** Stripe Checkout and its webhook; undefined: the local demonstration checkout. */
  stripe?: StripeConfig | undefined;
  /** The hiring workflow's follow-ups; undefined: the defaults (21 and 45 days). */
  followUp?: FollowUpConfig | undefined;
  /**
   * The most requests waiting for the database at once (API, auth, REST, storage); past it, 503
   * with Retry-After. Undefined: 256 (`MAX_PENDING_REQUESTS`).
   */
  maxPendingRequests?: number | undefined;
  /**
   * The reverse proxies in front of the server (addresses or ranges, `TRUSTED_PROXIES`): from them,
   * the client's address is read from `X-Forwarded-For`. Empty or undefined: the socket's peer.
   */
  trustedProxies?: string[] | undefined;
  /** How files people send are read (processes, deadline, memory); undefined fields: the defaults. */
  fileWork?: Partial<FileWorkConfig> | undefined;
}

/** How the files people send (a CV's PDF or DOCX) are read: in child processes, never on the server's thread. */
export interface FileWorkConfig {
  /** FILE_WORK_THREADS: processes reading files at once (default: the cores but one, at least 1). */
  threads: number;
  /** FILE_WORK_QUEUE: jobs waiting for a process; past it, 503 (default 16). */
  queue: number;
  /** FILE_WORK_DEADLINE_MS: wall-clock time for one job, waiting included (default 20 s). */
  deadlineMs: number;
  /** FILE_WORK_HEAP_MB: a process's JavaScript heap (default 256 MiB). */
  heapMb: number;
  /** FILE_WORK_PER_USER: jobs one person may have in flight (default 1). */
  perUser: number;
}

/** How long an application may wait without a move before the server follows it up. */
export interface FollowUpConfig {
  /** WORKFLOW_REMINDER_DAYS (default 21): shown to the candidate as silent, the recruiter reminded. */
  reminderDays: number;
  /** WORKFLOW_CLOSE_DAYS (default 45): closed « Sans suite », the candidate told. */
  closeDays: number;
}

export const defaultFollowUp: FollowUpConfig = { reminderDays: 21, closeDays: 45 };

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
  /**
   * What the module needs of the running server beyond requests, e.g. WebSocket upgrades: called
   * once it listens, with its HTTP server and the app's request handler (an upgrade goes through
   * the app first, so its Host and origin checks apply). Resolves with what undoes it, called when
   * the server closes.
   */
  attach?(server: AttachedServer): Promise<() => Promise<void>>;
}

/** The running server as `RouteModule.attach` receives it. */
export interface AttachedServer {
  http: Server;
  /** The app (all modules and middleware), for a request the module received outside of it. */
  fetch(request: Request, env: Record<string | symbol, unknown>): Response | Promise<Response>;
}
