import type { Sql } from "../db/database.ts";

/** A file sent with an e-mail, e.g. a calendar invitation (`invitation.ics`, `text/calendar; method=REQUEST`). */
export interface EmailAttachment {
  filename: string;
  content_type: string;
  /** The file's text (UTF-8). */
  content: string;
}

/** An e-mail as the product sends it: written to the outbox (read at /dev/mailbox in embedded mode). */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the reader is asked to follow, in order of appearance. */
  links: string[];
  attachments?: EmailAttachment[] | undefined;
}

export interface StoredEmail extends OutgoingEmail {
  id: string;
  sent_at: string;
  attachments: EmailAttachment[];
}

/** An outbox row as the database answers it. */
export interface EmailRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: unknown;
  attachments: unknown;
  sent_at: Date | string;
}

/** An outbox row as the product reads it. */
export const toStored = (row: EmailRow): StoredEmail => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  links: Array.isArray(row.links) ? row.links.map(String) : [],
  attachments: Array.isArray(row.attachments) ? (row.attachments as EmailAttachment[]) : [],
  sent_at: new Date(row.sent_at).toISOString(),
});

/**
 * Sends an e-mail in embedded mode: the outbox is the mail server. Pass the transaction that
 * changes the data the message speaks of, so a rolled-back change sends nothing.
 */
export async function sendEmail(sql: Sql, email: OutgoingEmail): Promise<StoredEmail> {
  const { rows } = await sql.query<EmailRow>(
    `insert into public.outbox_emails ("to", subject, text, html, links, attachments)
     values ($1, $2, $3, $4, $5::jsonb, $6::jsonb)
     returning id, "to", subject, text, html, links, attachments, sent_at`,
    [
      email.to,
      email.subject,
      email.text,
      email.html,
      JSON.stringify(email.links),
      JSON.stringify(email.attachments ?? []),
    ],
  );
  return toStored(rows[0]!);
}

/** Messages, newest first; only those to `to` (any case) when given. */
export async function listEmails(sql: Sql, { to, limit = 200 }: { to?: string; limit?: number } = {}) {
  const { rows } = await sql.query<EmailRow>(
    `select id, "to", subject, text, html, links, attachments, sent_at
       from public.outbox_emails
      where $1::text is null or lower("to") = lower($1::text)
      order by sent_at desc, id
      limit $2`,
    [to ?? null, limit],
  );
  return rows.map(toStored);
}

/** Empties the outbox (or one recipient's messages), so a test or a demo starts clean. */
export async function clearEmails(sql: Sql, { to }: { to?: string } = {}) {
  const { rowCount } = await sql.query(
    `delete from public.outbox_emails where $1::text is null or lower("to") = lower($1::text)`,
    [to ?? null],
  );
  return rowCount;
}
