import type { Sql } from "../db/database.ts";

/** An e-mail as the embedded mode "sends" it: written to the outbox, read at /dev/mailbox. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the reader is asked to follow, in order of appearance. */
  links: string[];
}

export interface StoredEmail extends OutgoingEmail {
  id: string;
  sent_at: string;
}

interface EmailRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: unknown;
  sent_at: Date | string;
}

const toStored = (row: EmailRow): StoredEmail => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  links: Array.isArray(row.links) ? row.links.map(String) : [],
  sent_at: new Date(row.sent_at).toISOString(),
});

/**
 * Sends an e-mail in embedded mode: the outbox is the mail server. Pass the transaction that
 * changes the data the message speaks of, so a rolled-back change sends nothing.
 */
export async function sendEmail(sql: Sql, email: OutgoingEmail): Promise<StoredEmail> {
  const { rows } = await sql.query<EmailRow>(
    `insert into public.outbox_emails ("to", subject, text, html, links)
     values ($1, $2, $3, $4, $5::jsonb)
     returning id, "to", subject, text, html, links, sent_at`,
    [email.to, email.subject, email.text, email.html, JSON.stringify(email.links)],
  );
  return toStored(rows[0]!);
}

/** Messages, newest first; only those to `to` (any case) when given. */
export async function listEmails(sql: Sql, { to, limit = 200 }: { to?: string; limit?: number } = {}) {
  const { rows } = await sql.query<EmailRow>(
    `select id, "to", subject, text, html, links, sent_at
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
