import { noticeEmail } from "@fuse/server-core/email/layout.ts";

const validity = "Ce lien est valable 24 heures et ne sert qu'une fois.";

/** The sign-up confirmation e-mail (GoTrue's "Confirm signup" template, in French). */
export const confirmationEmail = (to: string, link: string) =>
  noticeEmail(to, link, {
    subject: "Confirmez votre adresse e-mail",
    intro:
      "Merci de votre inscription sur Fuse. Pour activer votre compte, confirmez votre adresse e-mail en ouvrant ce lien :",
    action: "Confirmer mon adresse e-mail",
    notes: [validity, "Si vous n'avez pas créé de compte sur Fuse, ignorez ce message."],
  });

/** The password recovery e-mail (GoTrue's "Reset password" template, in French). */
export const recoveryEmail = (to: string, link: string) =>
  noticeEmail(to, link, {
    subject: "Réinitialisez votre mot de passe",
    intro:
      "Vous avez demandé à réinitialiser le mot de passe de votre compte Fuse. Ouvrez ce lien pour en choisir un nouveau :",
    action: "Choisir un nouveau mot de passe",
    notes: [
      validity,
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    ],
  });

/** The change of address e-mails (GoTrue's "Change Email Address" template, in French): one to each address. */
export const emailChangeEmail = (to: string, link: string, newEmail: string, side: "current" | "new") =>
  noticeEmail(to, link, {
    subject: "Confirmez le changement d'adresse e-mail",
    intro:
      side === "current"
        ? `Vous avez demandé à remplacer l'adresse e-mail de votre compte Fuse par ${newEmail}. Pour confirmer ce changement, ouvrez ce lien :`
        : "Vous avez demandé à utiliser cette adresse pour votre compte Fuse. Pour la confirmer, ouvrez ce lien :",
    action: "Confirmer le changement",
    notes: [
      validity,
      "Le changement prend effet quand les liens envoyés à l'ancienne et à la nouvelle adresse ont été ouverts.",
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message et changez votre mot de passe.",
    ],
  });
