import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";

import type { ApiResponse } from "@fuse/domain/api/contract";
import { contactSchema, isRobotSubmission, type ContactMessage } from "@fuse/domain/contact/schema";
import { paths } from "@fuse/domain/vocabulary/paths";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";
import { composeEmail } from "@fuse/server-core/email/compose.ts";
import { sendEmail } from "@fuse/server-core/email/outbox.ts";
import { closeConnectionAfter } from "@fuse/server-core/http/close-connection.ts";

import { adminAddresses } from "../admin/addresses.ts";
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

/**
 * The acknowledgement to the sender and the notice to every administrator, in the storing
 * transaction. The acknowledgement repeats nothing the visitor typed (only the subject, chosen from
 * a fixed list): anyone may enter any address, and the form must not carry their text to it.
 */
async function acknowledge(tx: Sql, base: string, message: ContactMessage) {
  await sendEmail(
    tx,
    composeEmail(message.email, `${base}${paths.faq}`, {
      subject: "Nous avons bien reçu votre message",
      intro: `Nous avons bien reçu votre message au sujet de « ${message.subject} ». Nous vous répondrons à cette adresse e-mail ; vous n'avez rien d'autre à faire. En attendant, notre FAQ répond peut-être déjà à votre question.`,
      action: "Consulter la FAQ",
      notes: [
        "Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire de contact de Fuse. Si ce n'est pas vous, ignorez-le.",
      ],
    }),
  );
  for (const admin of await adminAddresses(tx)) {
    await sendEmail(
      tx,
      composeEmail(admin, `${base}${paths.admin.contactMessages}`, {
        subject: `Nouveau message de contact : ${message.subject}`,
        intro: `${message.name} (${message.email}) a écrit au sujet de « ${message.subject} » : « ${message.message} »`,
        action: "Ouvrir les messages",
        notes: ["Vous pouvez y répondre par e-mail et le marquer comme traité depuis l'administration."],
      }),
    );
  }
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
