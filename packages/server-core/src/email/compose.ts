import { escapeHtml } from "./html.ts";
import type { OutgoingEmail } from "./outbox.ts";

export interface EmailTemplate {
  subject: string;
  /** What happened, before the button. */
  intro: string;
  /** The button's label. */
  action: string;
  /** Sentences after the button (validity, what to do if unexpected…), one paragraph. */
  notes: string[];
}

/** A French e-mail with one call to action: plain text and HTML, the link also written out. */
export function composeEmail(to: string, link: string, template: EmailTemplate): OutgoingEmail {
  const text = ["Bonjour,", "", template.intro, "", link, "", ...template.notes, "", "L'équipe Fuse"].join("\n");
  const html = `<!doctype html>
<html lang="fr">
<body style="font-family: system-ui, sans-serif; color: #1f1f24;">
  <p>Bonjour,</p>
  <p>${escapeHtml(template.intro)}</p>
  <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; border-radius: 6px; background: #8b4c8c; color: #ffffff; text-decoration: none;">${escapeHtml(template.action)}</a></p>
  <p>Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
  <p>${template.notes.map(escapeHtml).join(" ")}</p>
  <p>L'équipe Fuse</p>
</body>
</html>`;
  return { to, subject: template.subject, text, html, links: [link] };
}
