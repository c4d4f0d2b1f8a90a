import type { Database } from "../db/database.ts";
import { toStored, type EmailRow, type StoredEmail } from "./outbox.ts";
import { toMailMessage, type MailTransport } from "./smtp.ts";

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

export interface OutboxDeliveryOptions {
  db: Database;
  /** nodemailer's SMTP transport (createSmtpTransport), or a test's own. */
  transport: MailTransport;
  /** MAIL_FROM, the `From` of every message. */
  from: string;
  /** How often the outbox is looked at (default 5 s); `kick()` looks at once. */
  pollMs?: number;
  /** Messages claimed at a time (default 20). */
  batchSize?: number;
  /**
   * How long a claim keeps other servers off a message (default 10 min): a server that dies while
   * sending leaves it to be sent again once the claim runs out.
   */
  leaseMs?: number;
  /** Messages older than this are no longer sent (default 5 days, as mail servers give up). */
  maxAgeMs?: number;
  /**
   * Delivered messages are deleted this long after delivery (hosted mode: 30 days, they are
   * personal data); undefined keeps them (embedded mode, where the outbox is the mailbox too).
   */
  retainDeliveredMs?: number | undefined;
  log?: Pick<Console, "error">;
}

/** What one pass did. */
export interface DeliveryReport {
  delivered: number;
  failed: number;
}

/** The wait before the next attempt after `failures` failed ones: 30 s, 1 min, 2 min… at most 1 h. */
export function retryDelayMs(failures: number) {
  return Math.min(30 * second * 2 ** Math.max(failures - 1, 0), hour);
}

interface ClaimedRow extends EmailRow {
  attempts: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/** A delay the way the logs say it: « 30 s », « 2 min », « 1 h ». */
function spoken(ms: number) {
  if (ms < minute) return `${Math.round(ms / second)} s`;
  if (ms < hour) return `${Math.round(ms / minute)} min`;
  return `${Math.round(ms / hour)} h`;
}

const toEmail = (row: ClaimedRow): StoredEmail & { attempts: number } => ({ ...toStored(row), attempts: row.attempts });

/**
 * Sends what the outbox holds through SMTP. Each message is claimed before it is sent, by one
 * statement that pushes its `next_attempt_at` past a lease (`for update skip locked`, Postgres and
 * PGlite alike), so servers sharing a database never send the same message twice, and no
 * transaction stays open while the SMTP server answers. A message sent is marked `delivered_at`; a
 * failure counts an attempt, keeps the error and waits longer each time (30 s, 1 min, 2 min… 1 h).
 * Nothing ever throws out of the loop: the database or the SMTP server being down is logged and
 * retried.
 */
export class OutboxDelivery {
  private readonly options: Required<Omit<OutboxDeliveryOptions, "retainDeliveredMs">> &
    Pick<OutboxDeliveryOptions, "retainDeliveredMs">;
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<DeliveryReport> | undefined;
  private next: Promise<DeliveryReport> | undefined;
  private started = false;
  private stopped = false;
  private lastPurge = 0;

  constructor(options: OutboxDeliveryOptions) {
    this.options = {
      pollMs: 5 * second,
      batchSize: 20,
      leaseMs: 10 * minute,
      maxAgeMs: 5 * day,
      log: console,
      ...options,
    };
  }

  /** Looks at once, then every `pollMs`, until `stop()`. */
  start() {
    if (this.started || this.stopped) return;
    this.started = true;
    this.schedule(0);
  }

  /**
   * Looks at the outbox now, e.g. right after a message was queued, rather than at the next poll.
   * Resolves with what the pass did; during a pass, one more follows it, since the pass under way
   * may have looked before the message was committed.
   */
  kick(): Promise<DeliveryReport> {
    if (this.stopped) return Promise.resolve({ delivered: 0, failed: 0 });
    if (!this.current) return this.pass();
    this.next ??= this.current.then(() => {
      this.next = undefined;
      if (this.stopped) return { delivered: 0, failed: 0 };
      return this.current ?? this.pass();
    });
    return this.next;
  }

  /** Stops polling and waits for the message being sent; the others claimed are released at once. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.current;
    this.options.transport.close?.();
  }

  private schedule(delay: number) {
    clearTimeout(this.timer);
    if (!this.started || this.stopped) return;
    this.timer = setTimeout(() => void this.pass(), delay);
    this.timer.unref();
  }

  private pass() {
    clearTimeout(this.timer);
    const pass = this.deliverDue().finally(() => {
      this.current = undefined;
      this.schedule(this.options.pollMs);
    });
    this.current = pass;
    return pass;
  }

  /** Claims and sends every message due, a batch at a time. */
  private async deliverDue(): Promise<DeliveryReport> {
    const report: DeliveryReport = { delivered: 0, failed: 0 };
    const { batchSize, leaseMs, log } = this.options;
    const began = Date.now();
    while (!this.stopped) {
      let batch: Array<StoredEmail & { attempts: number }>;
      try {
        batch = await this.claim();
      } catch (error) {
        log.error(`Envoi des e-mails : base de données indisponible, nouvel essai plus tard (${messageOf(error)})`);
        return report;
      }
      for (const [index, email] of batch.entries()) {
        // Past half the lease another server could take these over: give them back instead.
        if (this.stopped || Date.now() - began > leaseMs / 2) {
          await this.release(batch.slice(index).map((rest) => rest.id));
          return report;
        }
        if (await this.send(email)) report.delivered += 1;
        else report.failed += 1;
      }
      if (batch.length < batchSize) break;
    }
    if (!this.stopped) await this.purge();
    return report;
  }

  /**
   * Takes up to a batch of due messages for this server: their `next_attempt_at` moves past the
   * lease in the same statement that finds them. Rows another server is claiming are skipped, and
   * Postgres re-checks the condition on a row a concurrent claim just wrote.
   */
  private async claim() {
    const { db, batchSize, leaseMs, maxAgeMs } = this.options;
    const { rows } = await db.query<ClaimedRow>(
      `update public.outbox_emails as o
          set next_attempt_at = now() + make_interval(secs => $2::float8)
        where o.id in (
                select id from public.outbox_emails
                 where delivered_at is null
                   and (next_attempt_at is null or next_attempt_at <= now())
                   and sent_at > now() - make_interval(secs => $3::float8)
                 order by next_attempt_at nulls first, sent_at
                 limit $1
                   for update skip locked)
          and o.delivered_at is null
          and (o.next_attempt_at is null or o.next_attempt_at <= now())
       returning o.id, o."to", o.subject, o.text, o.html, o.links, o.attachments, o.sent_at, o.attempts`,
      [batchSize, leaseMs / 1000, maxAgeMs / 1000],
    );
    return rows.map(toEmail).sort((a, b) => a.sent_at.localeCompare(b.sent_at));
  }

  /** Sends one claimed message and records the outcome; true when the SMTP server took it. */
  private async send(email: StoredEmail & { attempts: number }) {
    const { db, transport, from, log } = this.options;
    try {
      await transport.sendMail(toMailMessage(email, from));
    } catch (error) {
      const failures = email.attempts + 1;
      const delay = retryDelayMs(failures);
      log.error(
        `E-mail ${email.id} non envoyé (essai ${failures}), nouvel essai dans ${spoken(delay)} : ${messageOf(error)}`,
      );
      try {
        await db.query(
          `update public.outbox_emails
              set attempts = attempts + 1, last_error = $2,
                  next_attempt_at = now() + make_interval(secs => $3::float8)
            where id = $1 and delivered_at is null`,
          [email.id, messageOf(error), delay / 1000],
        );
      } catch (markError) {
        // Unrecorded, the attempt is made again once the claim runs out.
        log.error(`E-mail ${email.id} : échec non enregistré (${messageOf(markError)})`);
      }
      return false;
    }
    try {
      await db.query(
        `update public.outbox_emails set delivered_at = now(), next_attempt_at = null, last_error = null
          where id = $1`,
        [email.id],
      );
    } catch (error) {
      // The SMTP server has it; unrecorded, it is sent again once the claim runs out.
      log.error(`E-mail ${email.id} envoyé mais non marqué comme tel (${messageOf(error)})`);
    }
    return true;
  }

  /** Gives claimed messages back, due at once (for another server, or this one's next pass). */
  private async release(ids: string[]) {
    if (ids.length === 0) return;
    try {
      await this.options.db.query(
        "update public.outbox_emails set next_attempt_at = null where id = any($1::uuid[]) and delivered_at is null",
        [ids],
      );
    } catch (error) {
      // Their claims run out by themselves.
      this.options.log.error(`Envoi des e-mails : messages non rendus (${messageOf(error)})`);
    }
  }

  /**
   * Deletes, at most hourly, the messages delivered over `retainDeliveredMs` ago, and those too old
   * to be sent that have waited as long.
   */
  private async purge() {
    const { db, retainDeliveredMs, maxAgeMs, log } = this.options;
    if (retainDeliveredMs === undefined || Date.now() - this.lastPurge < hour) return;
    this.lastPurge = Date.now();
    try {
      await db.query(
        `delete from public.outbox_emails
          where (delivered_at is not null and delivered_at < now() - make_interval(secs => $1::float8))
             or (delivered_at is null and sent_at < now() - make_interval(secs => $2::float8))`,
        [retainDeliveredMs / 1000, Math.max(retainDeliveredMs, maxAgeMs) / 1000],
      );
    } catch (error) {
      log.error(`Envoi des e-mails : purge des messages anciens impossible (${messageOf(error)})`);
    }
  }
}
