import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";

import type { ApiResponse } from "@fuse/domain/api/contract";
import { contactSchema, isRobotSubmission, type ContactMessage } from "@fuse/domain/contact/schema";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";
import { sendEmail } from "@fuse/server-core/email/outbox.ts";
import { closeConnectionAfter } from "@fuse/server-core/http/close-connection.ts";

import { adminAddresses } from "../admin/addresses.ts";
import { contactAcknowledgementEmail, contactNoticeEmail } from "../email/contact.ts";
import { perAddressLimit } from "../http/rate-limit.ts";
import type { FieldLabels } from "../http/validation.ts";
import { validated } from "../http/validator.ts";

/** A person may write a few times in an hour; a script may not fill the table nor anyone's mailbox. */
export const contactMessagesPerHour = 5;
/** A message is at most 5 000 characters: anything larger is not a contact message. */
export const maxContactBytes = 16 * 1024;

const labels: FieldLabels = {
  name: "Nom",
  email: "Adresse e-mail",
  subject: "Sujet",
  message: "Message",
  consent: "Consentement",
  website: "Site web",
};

/** « Réessayez dans 1 minute. », « … dans 12 minutes. » */
export function tooManyMessages(waitSeconds: number) {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Trop de messages envoyés depuis votre connexion. Réessayez dans ${minutes} minute${minutes > 1 ? "s" : ""}.`;
}

/** The acknowledgement to the sender and the notice to every administrator, in the storing transaction. */
async function acknowledge(tx: Sql, base: string, message: ContactMessage) {
  await sendEmail(tx, contactAcknowledgementEmail(base, message));
  for (const admin of await adminAddresses(tx)) await sendEmail(tx, contactNoticeEmail(admin, base, message));
}

/**
 * `POST /api/contact`: a message to the team from `/contact`, without an account. Stored by the
 * server once the per-address limit and the form's rules have passed, then acknowledged to the
 * sender and told to the administrators in the same transaction: a message that is not stored
 * sends nothing.
 */
export function contactRoutes(
  ctx: ServerContext,
  { perHour = contactMessagesPerHour }: { perHour?: number } = {},
): RouteModule {
  const routes = new Hono();
  // The limit comes before validation: refused requests count too.
  const limit = perAddressLimit(ctx.db, "contact-messages", perHour, 60 * 60, tooManyMessages);
  routes.use("/contact", (c, next) => (c.req.method === "POST" ? limit(c, next) : next()));
  routes.use(
    "/contact",
    bodyLimit({
      maxSize: maxContactBytes,
      onError: (c) => {
        closeConnectionAfter(c);
        return c.json({ error: "Requête trop volumineuse (16 Ko au plus)." }, 413);
      },
    }),
  );

  routes.post("/contact", validated("json", contactSchema, labels), async (c) => {
    const message = c.req.valid("json");
    c.header("cache-control", "no-store");
    const receipt = { received: true, email: message.email } satisfies ApiResponse<"POST /api/contact">;
    // A robot filled the hidden field: it gets the answer a person gets, and nothing is kept or sent.
    if (isRobotSubmission(message)) return c.json(receipt, 201);

    const base = ctx.config.publicUrl.replace(/\/+$/, "");
    // As the database owner, once the limit and the form's rules have passed: visitors may not write
    // this table themselves (the REST API would skip both). The form's columns only; consent_at is the
    // database's clock.
    await ctx.db.transaction(async (tx) => {
      await tx.query("insert into public.contact_messages (name, email, subject, message) values ($1, $2, $3, $4)", [
        message.name,
        message.email,
        message.subject,
        message.message,
      ]);
      await acknowledge(tx, base, message);
    });
    return c.json(receipt, 201);
  });

  return { path: "/api", routes };
}
