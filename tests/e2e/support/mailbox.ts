// The embedded server's outbox (GET /dev/api/mailbox), read the way a user reads their e-mail,
// with the secret the server printed at start (the outbox answers no one without it).
import { inject } from "vitest";

import type { StoredEmail } from "@fuse/server-core/email/outbox.ts";

/** An e-mail as GET /dev/api/mailbox lists it (newest first): the stored e-mail without its id. */
export type MailboxEmail = Omit<StoredEmail, "id">;

const matches = (subject: string, wanted: string | RegExp) =>
  typeof wanted === "string" ? subject.includes(wanted) : wanted.test(subject);

/** The outbox of the embedded server at `baseUrl`, opened with its secret (default: the one it printed). */
export function mailbox(baseUrl: string, token = inject("mailboxTokens")[new URL(baseUrl).port]) {
  if (!token) throw new Error(`No outbox secret for ${baseUrl}`);
  const headers = { "x-mailbox-token": token };
  const endpoint = (to?: string) => {
    const url = new URL("/dev/api/mailbox", baseUrl);
    if (to) url.searchParams.set("to", to);
    return url;
  };

  async function list(to?: string): Promise<MailboxEmail[]> {
    const response = await fetch(endpoint(to), { headers });
    if (!response.ok) throw new Error(`GET ${endpoint(to)} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as MailboxEmail[];
  }

  return {
    /** The messages sent to `to` (any case), or all of them, newest first. */
    list,

    /** Deletes the messages sent to `to`, or all of them; returns how many. */
    async clear(to?: string): Promise<number> {
      const response = await fetch(endpoint(to), { method: "DELETE", headers });
      if (!response.ok) throw new Error(`DELETE ${endpoint(to)} answered ${response.status}`);
      return ((await response.json()) as { deleted: number }).deleted;
    },

    /**
     * Polls until an e-mail to `to` has a subject containing `subject` (or matching it, for a
     * RegExp), then returns the first link of the newest such e-mail.
     */
    async waitForLink(
      to: string,
      subject: string | RegExp,
      { timeout = 15_000, interval = 250 }: { timeout?: number; interval?: number } = {},
    ): Promise<string> {
      const deadline = Date.now() + timeout;
      let seen: MailboxEmail[] = [];
      for (;;) {
        seen = await list(to);
        const email = seen.find((candidate) => matches(candidate.subject, subject));
        if (email) {
          const link = email.links[0];
          if (!link) throw new Error(`The e-mail « ${email.subject} » to ${to} has no link:\n${email.text}`);
          return link;
        }
        if (Date.now() >= deadline) break;
        await new Promise((resolve) => setTimeout(resolve, interval));
      }
      const subjects = seen.map((email) => `« ${email.subject} »`).join(", ") || "none";
      throw new Error(`No e-mail to ${to} matching ${String(subject)} within ${timeout} ms (received: ${subjects})`);
    },
  };
}
