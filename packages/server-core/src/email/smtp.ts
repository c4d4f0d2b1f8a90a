import nodemailer, { type SendMailOptions } from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";

import type { StoredEmail } from "./outbox.ts";

/** Where the product's e-mails leave from: an SMTP server and the sender's address. */
export interface MailConfig {
  /** SMTP_URL: `smtps://user:pass@smtp.example.com:465` (TLS) or `smtp://…:587` (STARTTLS when offered). */
  smtpUrl: string;
  /** MAIL_FROM: the `From` of every message, e.g. « Fuse <no-reply@example.com> ». */
  from: string;
}

/** What the outbox's delivery needs of a mail transport: nodemailer's, or a test's own. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close?(): void;
}

const smtpUrlExample = "smtps://utilisateur:mot-de-passe@smtp.example.com:465";

/** An address as a mail server accepts it: something, an at sign, a domain with a dot. */
const isEmail = (value: string) => /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;.]+$/.test(value);

/**
 * Reads SMTP_URL and MAIL_FROM: undefined without SMTP_URL (nothing leaves the outbox), else both
 * checked, with a French message naming the variable, so a typo stops the server at start rather
 * than at the first e-mail.
 */
export function readMailConfig(env: { SMTP_URL?: string | undefined; MAIL_FROM?: string | undefined }) {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return undefined;
  const url = URL.canParse(smtpUrl) ? new URL(smtpUrl) : undefined;
  if (!url || (url.protocol !== "smtp:" && url.protocol !== "smtps:") || !url.hostname) {
    throw new Error(
      `Configuration invalide : SMTP_URL doit être une adresse smtp://… ou smtps://… (par exemple ${smtpUrlExample}).`,
    );
  }
  const from = env.MAIL_FROM?.trim() ?? "";
  if (!from) {
    throw new Error(
      "Configuration invalide : MAIL_FROM est requis avec SMTP_URL (par exemple « Fuse <no-reply@example.com> »).",
    );
  }
  const addresses = addressparser(from, { flatten: true });
  if (addresses.length !== 1 || !isEmail(addresses[0]!.address)) {
    throw new Error(
      "Configuration invalide : MAIL_FROM doit être une seule adresse, par exemple « Fuse <no-reply@example.com> ».",
    );
  }
  return { smtpUrl, from } satisfies MailConfig;
}

/**
 * nodemailer's SMTP transport for SMTP_URL. Its default timeouts (2 minutes to connect, 10 of
 * silence) would hold a claimed message far longer than a provider ever takes: a stalled server
 * fails fast and the message is retried later.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
}

/**
 * A queued e-mail as nodemailer sends it: text and HTML, its attachments with their content type
 * as the product gave it (`text/calendar; method=REQUEST` for an invitation), and a Message-ID drawn
 * from the outbox row, so a message sent twice after a crash is recognisably the same one.
 */
export function toMailMessage(email: StoredEmail, from: string): SendMailOptions {
  const [sender] = addressparser(from, { flatten: true });
  const domain = sender?.address.split("@")[1] ?? "localhost";
  return {
    from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: `<${email.id}@${domain}>`,
    attachments: email.attachments.map((attachment) => ({
      filename: attachment.filename,
      content: attachment.content,
      contentType: attachment.content_type,
    })),
    // The product gives every attachment's content itself: never read a file or a URL instead.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
