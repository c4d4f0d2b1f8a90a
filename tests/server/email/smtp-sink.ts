// A real SMTP server on loopback that keeps what it receives, parsed as a mail client reads it.
import { createServer } from "node:net";

import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  recipients: string[];
  /** The user the client signed in as, if it did. */
  user: string | undefined;
  parsed: ParsedMail;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** A loopback port nothing listens on (yet): connections to it are refused. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Listens on `port` (any free one by default). Plain SMTP without STARTTLS (its certificate would
 * be self-signed), accepting any user and password; `acceptDelayMs` slows every message down, so
 * concurrent senders overlap.
 */
export async function startSmtpSink(options: { port?: number; acceptDelayMs?: number } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if (options.acceptDelayMs) await new Promise((resolve) => setTimeout(resolve, options.acceptDelayMs));
          received.push({
            recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
            user: typeof session.user === "string" ? session.user : undefined,
            parsed,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    const listening = server.listen(options.port ?? 0, "127.0.0.1", () => {
      const address = listening.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
