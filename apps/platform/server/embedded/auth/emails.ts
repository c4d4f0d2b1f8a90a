import { escapeHtml } from "../mailbox/html.ts";
import type { OutgoingEmail } from "../mailbox/outbox.ts";

interface Template {
  subject: string;
  intro: string;
  action: string;
  validity: string;
  ignore: string;
}

function compose(to: string, link: string, template: Template): OutgoingEmail {
  const text = [
    "Bonjour,",
    "",
    template.intro,
    "",
    link,
    "",
    template.validity,
    template.ignore,
    "",
    "L'équipe Fuse",
  ].join("\n");
  const html = `<!doctype html>
<html lang="fr">
<body style="font-family: system-ui, sans-serif; color: #1f1f24;">
  <p>Bonjour,</p>
  <p>${escapeHtml(template.intro)}</p>
  <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; border-radius: 6px; background: #8b4c8c; color: #ffffff; text-decoration: none;">${escapeHtml(template.action)}</a></p>
  <p>Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
  <p>${escapeHtml(template.validity)} ${escapeHtml(template.ignore)}</p>
  <p>L'équipe Fuse</p>
</body>
</html>`;
  return { to, subject: template.subject, text, html, links: [link] };
}

/** The sign-up confirmation e-mail (GoTrue's "Confirm signup" template, in French). */
export const confirmationEmail = (to: string, link: string) =>
  compose(to, link, {
    subject: "Confirmez votre adresse e-mail",
    intro:
      "Merci de votre inscription sur Fuse. Pour activer votre compte, confirmez votre adresse e-mail en ouvrant ce lien :",
    action: "Confirmer mon adresse e-mail",
    validity: "Ce lien est valable 24 heures et ne sert qu'une fois.",
    ignore: "Si vous n'avez pas créé de compte sur Fuse, ignorez ce message.",
  });

/** The password recovery e-mail (GoTrue's "Reset password" template, in French). */
export const recoveryEmail = (to: string, link: string) =>
  compose(to, link, {
    subject: "Réinitialisez votre mot de passe",
    intro:
      "Vous avez demandé à réinitialiser le mot de passe de votre compte Fuse. Ouvrez ce lien pour en choisir un nouveau :",
    action: "Choisir un nouveau mot de passe",
    validity: "Ce lien est valable 24 heures et ne sert qu'une fois.",
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  });
