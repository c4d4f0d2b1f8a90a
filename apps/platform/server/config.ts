import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { z } from "zod/mini";

import { readOperatorConfig } from "@fuse/api/legal/operator.ts";
import { defaultAddressSearchUrl } from "@fuse/api/places/ban.ts";
import type { RetentionSettings } from "@fuse/api/retention/purge.ts";
import { checkPassword } from "@fuse/domain/account/password-policy";
import type { ServerConfig } from "@fuse/server-core/context.ts";
import { readMailConfig, type MailConfig } from "@fuse/server-core/email/smtp.ts";
import { isLoopbackHostname } from "@fuse/server-core/http/origins.ts";
import type { SupabaseLocalConfig } from "@fuse/supabase-local/config.ts";
import type { MailboxConfig } from "@fuse/supabase-local/mailbox/access.ts";

/** The repository root, from this file's place in it. */
export const repoRoot = path.resolve(import.meta.dirname, "../../..");

const booleanFlag = z.pipe(
  z.optional(z.enum(["true", "false", "1", "0", "yes", "no", "on", "off", ""])),
  z.transform((value) => ["true", "1", "yes", "on"].includes(value ?? "")),
);

const environment = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65535)), 3000),
  HOST: z._default(z.string(), "127.0.0.1"),
  PUBLIC_URL: z.optional(z.url()),
  DATABASE_URL: z.optional(z.string()),
  DATA_DIR: z.optional(z.string()),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z._default(
    z.coerce.number().check(z.int(), z.minimum(0), z.maximum(86_400)),
    120,
  ),
  SUPABASE_URL: z.optional(z.url()),
  SUPABASE_ANON_KEY: z.optional(z.string()),
  SUPABASE_SERVICE_ROLE_KEY: z.optional(z.string()),
  SUPABASE_JWT_SECRET: z.optional(z.string()),
  JWT_SECRET: z.optional(z.string().check(z.minLength(32))),
  GOOGLE_MAPS_API_KEY: z.optional(z.string()),
  ADDRESS_SEARCH_URL: z.optional(z.union([z.url({ protocol: /^https?$/ }), z.literal(""), z.literal("off")])),
  RECRUITER_PAYMENT_REQUIRED: booleanFlag,
  JOB_PLACE_CHANGES_PER_DAY: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1000)), 3),
  CORS_ORIGINS: z.optional(z.string()),
  DEV_MAILBOX: z.optional(z.enum(["true", "false", "1", "0", "yes", "no", "on", "off", ""])),
  AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
  SCHEDULER: z.optional(z.enum(["true", "false", "1", "0", "yes", "no", "on", "off", ""])),
  INDEXING: z.optional(z.enum(["true", "false", "1", "0", "yes", "no", "on", "off", ""])),
  JOB_ALERTS_INTERVAL_MINUTES: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_080)), 1440),
  MAX_PENDING_REQUESTS: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
  PAGE_DATA_TIMEOUT_MS: z.optional(z.coerce.number().check(z.int(), z.minimum(100), z.maximum(60_000))),
  SESSION_CACHE_SECONDS: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(60))),
  REST_MAX_ROWS: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000))),
  STORAGE_USER_QUOTA_MB: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000))),
  STORAGE_USER_QUOTA_FILES: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000))),
  STORAGE_SIGNED_URL_MAX_SECONDS: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(31_536_000))),
  REALTIME_MAX_CONNECTIONS: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000))),
  REALTIME_MAX_CONNECTIONS_PER_ADDRESS: z.optional(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)),
  ),
  REALTIME_MAX_ANONYMOUS_CONNECTIONS: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000))),
  REALTIME_MAX_ANONYMOUS_CONNECTIONS_PER_ADDRESS: z.optional(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)),
  ),
  REALTIME_MAX_CONNECTIONS_PER_USER: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000))),
  REALTIME_MAX_CHANNELS_PER_CONNECTION: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  REALTIME_MAX_JOINS_PER_MINUTE_PER_ADDRESS: z.optional(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)),
  ),
  REALTIME_MAX_JOINS_PER_MINUTE_PER_USER: z.optional(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)),
  ),
  REALTIME_MAX_CLAIM_SETS_PER_USER: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000))),
  TRUSTED_PROXIES: z.optional(z.string()),
  FILE_WORK_THREADS: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(64))),
  FILE_WORK_QUEUE: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000))),
  FILE_WORK_DEADLINE_MS: z.optional(z.coerce.number().check(z.int(), z.minimum(1000), z.maximum(600_000))),
  FILE_WORK_HEAP_MB: z.optional(z.coerce.number().check(z.int(), z.minimum(32), z.maximum(8192))),
  FILE_WORK_PER_USER: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
  WORKFLOW_FOLLOW_UP_INTERVAL_MINUTES: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_080)),
    60,
  ),
  WORKFLOW_REMINDER_DAYS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(365)), 21),
  WORKFLOW_CLOSE_DAYS: z._default(z.coerce.number().check(z.int(), z.minimum(2), z.maximum(730)), 45),
  WORKFLOW_MAIL_POLL_SECONDS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3600)), 5),
  // The privacy policy promises three years at most: change its text with these.
  RETENTION_CONTACT_MESSAGES_DAYS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3650)), 1095),
  RETENTION_PRE_REGISTRATIONS_DAYS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3650)), 1095),
  SPEECH_API_URL: z.optional(z.union([z.url({ protocol: /^https?$/ }), z.literal("")])),
  SPEECH_API_KEY: z.optional(z.string()),
  SPEECH_MODEL: z.optional(z.string().check(z.maxLength(200))),
  STRIPE_SECRET_KEY: z.optional(z.string()),
  STRIPE_PUBLISHABLE_KEY: z.optional(z.string()),
  STRIPE_WEBHOOK_SECRET: z.optional(z.string()),
  STRIPE_PRICE_MONTHLY: z.optional(z.string().check(z.maxLength(255))),
  STRIPE_PRICE_YEARLY: z.optional(z.string().check(z.maxLength(255))),
  STRIPE_API_URL: z.optional(z.union([z.url({ protocol: /^https?$/ }), z.literal("")])),
  // Checked by readMailConfig, whose messages say what a valid value looks like.
  SMTP_URL: z.optional(z.string()),
  MAIL_FROM: z.optional(z.string()),
  NODE_ENV: z.optional(z.string()),
});

/** A boolean flag whose default depends on the mode: unset or empty, `fallback`. */
const flagOr = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === "" ? fallback : ["true", "1", "yes", "on"].includes(value);

/** The server's scheduled work (the saved searches' e-mail alerts). */
export interface SchedulerConfig {
  /** SCHEDULER: on by default in embedded mode, off in hosted mode. */
  enabled: boolean;
  /** JOB_ALERTS_INTERVAL_MINUTES: how often the alerts go out (default daily). */
  jobAlertsIntervalMs: number;
  /** How often the scheduler looks for a period to run (default one minute; tests shorten it). */
  tickMs?: number | undefined;
}

/** The server's configuration, with what the embedded stand-in reads. */
export interface PlatformConfig extends ServerConfig, SupabaseLocalConfig, MailboxConfig {
  /**
   * Demo data and the demo accounts (known password) on first start: embedded mode, never with
   * NODE_ENV=production (a production server on PostgreSQL in embedded mode).
   */
  demo: boolean;
  scheduler: SchedulerConfig;
  /** The hiring workflow's work of its own: its follow-ups (a scheduled job) and its e-mails. */
  workflow: {
    /** WORKFLOW_FOLLOW_UP_INTERVAL_MINUTES: how often open applications are followed up (default hourly). */
    followUpIntervalMs: number;
    /** WORKFLOW_MAIL_POLL_SECONDS: how often untold events are looked for (default 5 s; a NOTIFY wakes it sooner). */
    notifierPollMs: number;
  };
  /** SMTP_URL and MAIL_FROM: the outbox is delivered through SMTP; undefined: e-mails stay in the outbox. */
  mail: MailConfig | undefined;
  /**
   * RETENTION_CONTACT_MESSAGES_DAYS and RETENTION_PRE_REGISTRATIONS_DAYS: how long after the last
   * exchange the daily purge (a scheduled job) deletes contact messages and pre-registrations.
   */
  retention: RetentionSettings;
}

/**
 * The embedded mode's signing secret: generated once per data directory and kept there, so tokens
 * survive restarts and no two installations share a secret.
 */
function embeddedSecret(dataDir: string | undefined) {
  if (!dataDir) return randomBytes(32).toString("base64url");
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The outbox's secret for this start, or undefined when the outbox must not be served: never in
 * hosted mode or with NODE_ENV=production; by default only on a server listening on loopback
 * (0.0.0.0, :: or a LAN address reach beyond this machine);
 * DEV_MAILBOX=true serves it beyond (still to this machine only), DEV_MAILBOX=false never.
 */
function mailboxToken(hosted: boolean, host: string, env: { DEV_MAILBOX?: string; NODE_ENV?: string }) {
  if (hosted || env.NODE_ENV === "production") return undefined;
  const flag = env.DEV_MAILBOX;
  const explicit = flag === undefined || flag === "" ? undefined : ["true", "1", "yes", "on"].includes(flag);
  if (explicit === false || (explicit === undefined && !isLoopbackHostname(host))) return undefined;
  return randomBytes(32).toString("base64url");
}

/**
 * Reads the configuration from environment variables. Hosted mode is chosen by configuration alone:
 * SUPABASE_URL with its keys present.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<PlatformConfig> = {},
): PlatformConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join(".")).join(", ");
    throw new Error(`Configuration invalide : ${fields}`);
  }
  const e = parsed.data;
  if (e.WORKFLOW_REMINDER_DAYS >= e.WORKFLOW_CLOSE_DAYS) {
    throw new Error("Configuration invalide : WORKFLOW_REMINDER_DAYS doit être inférieur à WORKFLOW_CLOSE_DAYS");
  }
  const hosted = Boolean(e.SUPABASE_URL && e.SUPABASE_ANON_KEY && e.SUPABASE_SERVICE_ROLE_KEY);
  const port = overrides.port ?? e.PORT;
  const host = overrides.host ?? e.HOST;
  const publicUrl = overrides.publicUrl ?? e.PUBLIC_URL ?? `http://localhost:${port}`;
  const databaseUrl = "databaseUrl" in overrides ? overrides.databaseUrl : e.DATABASE_URL;
  const dataDir =
    "dataDir" in overrides ? overrides.dataDir : databaseUrl ? undefined : (e.DATA_DIR ?? path.join(repoRoot, ".data"));
  // On a shared Postgres without JWT_SECRET, "": the server reads it from the database at start.
  const jwtSecret =
    overrides.jwtSecret ??
    (hosted
      ? (e.SUPABASE_JWT_SECRET ?? "")
      : (e.JWT_SECRET ?? (databaseUrl && !dataDir ? "" : embeddedSecret(dataDir))));
  const config: PlatformConfig = {
    mode: hosted ? "hosted" : "embedded",
    port,
    host,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
    supabaseUrl: hosted ? e.SUPABASE_URL! : publicUrl,
    anonKey: e.SUPABASE_ANON_KEY ?? "",
    serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY ?? "",
    jwtSecret,
    mapsApiKey: e.GOOGLE_MAPS_API_KEY || undefined,
    // Real addresses from the Base Adresse Nationale by default: it needs no key, and a server that
    // cannot reach it still works (each address field then takes a commune and a typed street).
    // "off" or empty: communes only, no outside call (the end-to-end servers, a closed network).
    addressSearchUrl:
      e.ADDRESS_SEARCH_URL === undefined
        ? defaultAddressSearchUrl
        : e.ADDRESS_SEARCH_URL === "off"
          ? undefined
          : e.ADDRESS_SEARCH_URL || undefined,
    recruiterPaymentRequired: e.RECRUITER_PAYMENT_REQUIRED,
    // Search engines index a hosted site; an embedded one (a demonstration, a trial) stays out of them.
    indexing: flagOr(e.INDEXING, hosted),
    jobPlaceChangesPerDay: e.JOB_PLACE_CHANGES_PER_DAY,
    // The product's policy, the one the forms explain (hosted mode: supabase/config.toml's).
    passwordPolicy: (password, email) => checkPassword(password, { email }),
    corsOrigins: (e.CORS_ORIGINS ?? publicUrl)
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    webAppDir: path.join(repoRoot, "apps/platform/dist"),
    pageRenderer: path.join(repoRoot, "apps/platform/dist-ssr/entry-server.js"),
    // The voice presentation's transcription: an OpenAI-compatible service, or none (typed transcript).
    speech: e.SPEECH_API_URL
      ? { url: e.SPEECH_API_URL, apiKey: e.SPEECH_API_KEY || undefined, model: e.SPEECH_MODEL || "whisper-1" }
      : undefined,
    // The recruiters' subscriptions: Stripe with a secret key, else the local demonstration checkout.
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? "",
          webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
          prices: { monthly: e.STRIPE_PRICE_MONTHLY || undefined, yearly: e.STRIPE_PRICE_YEARLY || undefined },
          apiUrl: e.STRIPE_API_URL || undefined,
        }
      : undefined,
    mailboxToken: mailboxToken(hosted, host, e),
    demo: !hosted && e.NODE_ENV !== "production",
    mail: readMailConfig(e),
    // Supabase's auth.rate_limit.sign_in_sign_ups: sign-ins and sign-ups per address and 5 minutes.
    ...(e.AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS === undefined
      ? {}
      : {
          authRateLimits: {
            signInPerIp: e.AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS,
            signUpPerIp: e.AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS,
          },
        }),
    maxPendingRequests: e.MAX_PENDING_REQUESTS,
    pageDataTimeoutMs: e.PAGE_DATA_TIMEOUT_MS,
    // How long a session found open is believed open before auth.sessions is asked again.
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    // The REST stand-in's rows per response and per write (PostgREST's db-max-rows; default 1000).
    restMaxRows: e.REST_MAX_ROWS,
    // The storage stand-in's bounds per account and per signed URL (defaults in its routes).
    storageUserQuotaBytes: e.STORAGE_USER_QUOTA_MB === undefined ? undefined : e.STORAGE_USER_QUOTA_MB * 1024 * 1024,
    storageUserQuotaFiles: e.STORAGE_USER_QUOTA_FILES,
    storageSignedUrlMaxSeconds: e.STORAGE_SIGNED_URL_MAX_SECONDS,
    // The realtime stand-in's shares of its sockets and joins (defaults in its admission.ts).
    realtimeLimits: {
      maxConnections: e.REALTIME_MAX_CONNECTIONS,
      maxConnectionsPerAddress: e.REALTIME_MAX_CONNECTIONS_PER_ADDRESS,
      maxAnonymousConnections: e.REALTIME_MAX_ANONYMOUS_CONNECTIONS,
      maxAnonymousConnectionsPerAddress: e.REALTIME_MAX_ANONYMOUS_CONNECTIONS_PER_ADDRESS,
      maxConnectionsPerUser: e.REALTIME_MAX_CONNECTIONS_PER_USER,
      maxChannels: e.REALTIME_MAX_CHANNELS_PER_CONNECTION,
      maxJoinsPerMinutePerAddress: e.REALTIME_MAX_JOINS_PER_MINUTE_PER_ADDRESS,
      maxJoinsPerMinutePerUser: e.REALTIME_MAX_JOINS_PER_MINUTE_PER_USER,
      maxClaimSetsPerUser: e.REALTIME_MAX_CLAIM_SETS_PER_USER,
    },
    // Files people send are read in threads: how many, for how long, with how much memory.
    fileWork: Object.fromEntries(
      Object.entries({
        threads: e.FILE_WORK_THREADS,
        queue: e.FILE_WORK_QUEUE,
        deadlineMs: e.FILE_WORK_DEADLINE_MS,
        heapMb: e.FILE_WORK_HEAP_MB,
        perUser: e.FILE_WORK_PER_USER,
      }).filter(([, value]) => value !== undefined),
    ),
    trustedProxies: (e.TRUSTED_PROXIES ?? "")
      .split(",")
      .map((proxy) => proxy.trim())
      .filter(Boolean),
    scheduler: {
      enabled: flagOr(e.SCHEDULER, !hosted),
      jobAlertsIntervalMs: e.JOB_ALERTS_INTERVAL_MINUTES * 60_000,
    },
    // The hiring workflow's follow-ups: a reminder to the recruiter, then closing « Sans suite ».
    followUp: { reminderDays: e.WORKFLOW_REMINDER_DAYS, closeDays: e.WORKFLOW_CLOSE_DAYS },
    workflow: {
      followUpIntervalMs: e.WORKFLOW_FOLLOW_UP_INTERVAL_MINUTES * 60_000,
      notifierPollMs: e.WORKFLOW_MAIL_POLL_SECONDS * 1000,
    },
    retention: {
      contactMessageDays: e.RETENTION_CONTACT_MESSAGES_DAYS,
      preRegistrationDays: e.RETENTION_PRE_REGISTRATIONS_DAYS,
    },
    // The legal pages' details of the operator (OPERATOR_NAME, OPERATOR_ADDRESS…).
    operator: readOperatorConfig(env),
    ...overrides,
  };
  return config;
}
