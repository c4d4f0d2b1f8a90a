// The contact form (`/contact`): a visitor writes to the team without an account; the answer says
// the message was received and where the acknowledgement went.
import type { ContactRequest } from "./schema.ts";

export interface ContactReceipt {
  received: true;
  /** The address the acknowledgement was sent to, and the reply will be. */
  email: string;
}

export interface ContactEndpoints {
  "POST /api/contact": { body: ContactRequest; response: ContactReceipt; auth: false };
}

/** This feature's endpoints that need no token. */
export const contactPublicEndpoints: readonly string[] = ["POST /api/contact"];
