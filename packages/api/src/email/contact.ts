import type { ContactMessage } from "@fuse/domain/contact/schema";
import { formatDateTime } from "@fuse/domain/format/date";
import { paths } from "@fuse/domain/vocabulary/paths";
import { answeredMessage, layoutEmail, noticeEmail, typedText } from "@fuse/server-core/email/layout.ts";
import type { OutgoingEmail } from "@fuse/server-core/email/outbox.ts";

/**
 * The acknowledgement to the sender of a contact message (`base`: the public URL without its
 * trailing slash). It repeats nothing the visitor typed (only the subject, chosen from a fixed
 * list): anyone may enter any address, and the form must not carry their text to it.
 */
export function contactAcknowledgementEmail(base: string, message: Pick<ContactMessage, "email" | "subject">) {
  return noticeEmail(message.email, `${base}${paths.faq}`, {
    subject: "Nous avons bien reçu votre message",
    intro: `Nous avons bien reçu votre message au sujet de « ${message.subject} ». Nous vous répondrons à cette adresse e-mail ; vous n'avez rien d'autre à faire. En attendant, notre FAQ répond peut-être déjà à votre question.`,
    action: "Consulter la FAQ",
    notes: [
      "Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire de contact de Fuse. Si ce n'est pas vous, ignorez-le.",
    ],
  });
}

/** A new contact message, told to the administrator at `to`. */
export function contactNoticeEmail(
  to: string,
  base: string,
  message: Pick<ContactMessage, "name" | "email" | "subject" | "message">,
) {
  return noticeEmail(to, `${base}${paths.admin.contactMessages}`, {
    subject: `Nouveau message de contact : ${message.subject}`,
    intro: `${message.name} (${message.email}) a écrit au sujet de « ${message.subject} » : « ${message.message} »`,
    action: "Ouvrir les messages",
    notes: ["Vous pouvez y répondre par e-mail et le marquer comme traité depuis l'administration."],
  });
}

/** A contact message as its answer quotes it. */
export interface AnsweredContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Date | string;
}

/**
 * The answer to a contact message: the administrator's plain text, then the sender's own message
 * quoted, so they know what is being answered. No link to follow: it is a letter, not a notice.
 */
export function contactReplyEmail(original: AnsweredContactMessage, subject: string, message: string): OutgoingEmail {
  return layoutEmail({
    to: original.email,
    subject,
    greeting: `Bonjour ${original.name},`,
    body: [typedText(message)],
    after: [
      answeredMessage(
        `Votre message du ${formatDateTime(original.created_at)} :`,
        `Objet : ${original.subject}`,
        original.message,
      ),
    ],
  });
}
