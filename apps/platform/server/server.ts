import type { Server } from "node:http";

import { serve, type ServerType } from "@hono/node-server";

import { jobAlertsJob } from "@fuse/api/job-alerts/digest.ts";
import { missingOperatorDetails } from "@fuse/api/legal/operator.ts";
import { MatchRefresher } from "@fuse/api/matching/refresh.ts";
import { retentionPurgeJob } from "@fuse/api/retention/purge.ts";
import { estimateNetMonthly } from "@fuse/api/salary/engine.ts";
import { workflowFollowUpsJob } from "@fuse/api/workflow/follow-ups.ts";
import { WorkflowNotifier } from "@fuse/api/workflow/notify.ts";
import { romeIndex } from "@fuse/domain/rome/node";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import type { Database } from "@fuse/server-core/db/database.ts";
import { OutboxDelivery } from "@fuse/server-core/email/delivery.ts";
import { createSmtpTransport } from "@fuse/server-core/email/smtp.ts";
import { JwtService } from "@fuse/server-core/jwt.ts";
import { Scheduler } from "@fuse/server-core/scheduler/scheduler.ts";
import { sharedSigningSecret } from "@fuse/supabase-local/auth/secrets.ts";
import { migrate } from "@fuse/supabase-local/migrate.ts";

import { createApp } from "./app.ts";
import type { PlatformConfig } from "./config.ts";
import { allRoutes } from "./routes.ts";

/** The server's context, with the whole platform configuration. */
export type PlatformContext = ServerContext & { config: PlatformConfig };

export type ModuleFactory = (ctx: PlatformContext) => RouteModule;

/** The anon and service-role keys: long-lived JWTs signed with the project secret, as Supabase's. */
async function projectKeys(config: PlatformConfig, jwt: JwtService) {
  if (config.mode === "hosted") return { anon: config.anonKey, serviceRole: config.serviceRoleKey };
  return {
    anon: config.anonKey || (await jwt.sign({ role: "anon" })),
    serviceRole: config.serviceRoleKey || (await jwt.sign({ role: "service_role" })),
  };
}

export interface RunningServer {
  ctx: PlatformContext;
  url: string;
  http: ServerType;
  /** The outbox's delivery through SMTP (`kick()` sends at once); undefined without SMTP_URL. */
  delivery: OutboxDelivery | undefined;
  /** Tells the hiring workflow's events by e-mail (`kick()` looks at once). */
  notifier: WorkflowNotifier;
  /** Keeps the stored potential matches up to date (`settled()`: once nothing is left to score). */
  matchRefresher: MatchRefresher;
  close(): Promise<void>;
}

/**
 * Migrates the database (embedded mode also bootstraps what Supabase provides), runs `prepare`
 * (first-start data), builds the app with its route modules and listens: once it answers, it is
 * ready. `port: 0` picks a free port.
 */
export async function startServer(
  config: PlatformConfig,
  db: Database,
  modules: ModuleFactory[] = allRoutes,
  prepare?: () => Promise<void>,
): Promise<RunningServer> {
  const embedded = config.mode === "embedded";
  if (embedded) {
    await migrate(db, { embedded });
    // The database holds the recruiters' paid access too (policies, potential_candidates): it reads
    // the setting from here. Hosted mode sets it with SQL (see the migration that creates it).
    await db.query(
      "update public.platform_settings set recruiter_payment_required = $1, job_place_changes_per_day = $2",
      [config.recruiterPaymentRequired, config.jobPlaceChangesPerDay ?? 3],
    );
    // Servers sharing a Postgres without JWT_SECRET share the secret the database keeps.
    if (!config.jwtSecret) config.jwtSecret = await sharedSigningSecret(db);
  }
  await prepare?.();
  const jwt = new JwtService(config.jwtSecret, `${config.supabaseUrl}/auth/v1`);
  const keys = await projectKeys(config, jwt);
  const ctx: PlatformContext = { config, db, jwt, keys };
  const mounted = modules.map((module) => module(ctx));
  const app = createApp(ctx, mounted);
  const http = await new Promise<ServerType>((resolve) => {
    const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(server));
  });
  // Modules that serve more than requests (realtime's WebSockets) join once the server listens.
  const detach: Array<() => Promise<void>> = [];
  for (const module of mounted) {
    if (!module.attach || (module.embeddedOnly && !embedded)) continue;
    detach.push(await module.attach({ http: http as Server, fetch: (request, env) => app.fetch(request, env) }));
  }
  // Scheduled work (the saved searches' e-mail alerts, the workflow's follow-ups, the purge of the
  // visitors' forms past their retention), once per period across servers sharing the database.
  const scheduler = config.scheduler.enabled
    ? new Scheduler({
        db,
        // An undefined tickMs would override the scheduler's default.
        ...(config.scheduler.tickMs ? { tickMs: config.scheduler.tickMs } : {}),
        jobs: [
          jobAlertsJob(db, config, {
            intervalMs: config.scheduler.jobAlertsIntervalMs,
            estimateNet: estimateNetMonthly,
          }),
          workflowFollowUpsJob(db, config, { intervalMs: config.workflow.followUpIntervalMs }),
          retentionPurgeJob(db, config.retention),
        ],
      })
    : undefined;
  scheduler?.start();
  // The workflow's events told by e-mail, on every server (each event once across them).
  const notifier = new WorkflowNotifier({ db, config, pollMs: config.workflow.notifierPollMs });
  notifier.start();
  // The potential matches scored in the background after each change (one worker across servers).
  const matchRefresher = new MatchRefresher({ db });
  matchRefresher.start();
  // Every e-mail waits in the outbox; with SMTP configured, it is sent from there.
  const delivery = config.mail
    ? new OutboxDelivery({
        db,
        transport: createSmtpTransport(config.mail.smtpUrl),
        from: config.mail.from,
        // Hosted mode has no mailbox to read them in: delivered messages, personal data, go after 30 days.
        retainDeliveredMs: embedded ? undefined : 30 * 86_400_000,
      })
    : undefined;
  delivery?.start();
  const missingOperator = missingOperatorDetails(config.operator);
  if (missingOperator.length > 0 && !embedded) {
    console.warn(
      `Attention : les pages légales affichent « [À compléter …] » tant que ces variables ne sont pas renseignées : ${missingOperator.join(", ")}.`,
    );
  }
  if (!delivery && !embedded) {
    console.warn(
      "Attention : SMTP_URL n'est pas configuré. Aucun e-mail ne sera envoyé : ils restent en attente dans public.outbox_emails.",
    );
  }
  // The job titles' index (France Travail — ROME) takes about 0.4 s to build, once per process:
  // built as soon as the server listens, not on the first search or title suggestion.
  const warming = setTimeout(() => romeIndex(), 0);
  const address = http.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  // Every interface is reached on loopback too; an IPv6 address goes between brackets in a URL.
  const host = config.host === "0.0.0.0" ? "127.0.0.1" : config.host === "::" ? "[::1]" : config.host;
  const url = `http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${port}`;
  return {
    ctx,
    url,
    http,
    delivery,
    notifier,
    matchRefresher,
    close: async () => {
      clearTimeout(warming);
      await scheduler?.stop();
      await notifier.stop();
      await matchRefresher.stop();
      await delivery?.stop();
      await Promise.all(detach.map((undo) => undo()));
      await new Promise<void>((resolve, reject) => {
        http.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections would hold close() open.
        (http as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
    },
  };
}
