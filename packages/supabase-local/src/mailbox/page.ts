import { joinHtml, safeHtml } from "@fuse/html";
import type { StoredEmail } from "@fuse/server-core/email/outbox.ts";

const dateFormat = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "short",
  timeStyle: "medium",
  timeZone: "Europe/Paris",
});

const sizeFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/** A file's size as the page shows it: « 812 octets », « 1,4 Ko ». */
function formatSize(bytes: number) {
  return bytes < 1024 ? `${bytes} octet${bytes > 1 ? "s" : ""}` : `${sizeFormat.format(bytes / 1024)} Ko`;
}

/** Each attachment as a download link (relative to /dev/mailbox), with its type and size. */
function renderAttachments(email: StoredEmail) {
  if (email.attachments.length === 0) return "";
  const items = email.attachments.map((attachment, index) => {
    const href = `api/mailbox/${encodeURIComponent(email.id)}/attachments/${index}`;
    const details = `${attachment.content_type.split(";")[0]!.trim()}, ${formatSize(Buffer.byteLength(attachment.content))}`;
    return safeHtml`<li><a href="${href}" download="${attachment.filename}">${attachment.filename}</a> <span class="details">(${details})</span></li>`;
  });
  return safeHtml`<h3>Pièces jointes</h3>
  <ul class="attachments">${items}</ul>`;
}

function renderEmail(email: StoredEmail) {
  const links =
    email.links.length > 0 &&
    safeHtml`<ul class="links">${email.links.map((link) => safeHtml`<li><a href="${link}">${link}</a></li>`)}</ul>`;
  return safeHtml`<article>
  <h2>${email.subject}</h2>
  <p class="meta">À <strong>${email.to}</strong> — envoyé le
    <time datetime="${email.sent_at}">${dateFormat.format(new Date(email.sent_at))}</time></p>
  ${links}
  <pre>${email.text}</pre>
  ${renderAttachments(email)}
</article>`;
}

/**
 * The outbox as a page: plain HTML and a stylesheet, no script (the CSP forbids inline scripts),
 * showing each message's text version, its links and its attachments to download; `smtp` says the
 * messages also leave through SMTP_URL. Messages are our own; their text is escaped
 * all the same.
 */
export function renderMailboxPage(
  emails: StoredEmail[],
  to: string | undefined,
  { smtp = false }: { smtp?: boolean } = {},
) {
  const heading = to ? `Messages pour ${to}` : "Tous les messages";
  const body = emails.length
    ? joinHtml(emails.map(renderEmail), safeHtml`\n`)
    : safeHtml`<p class="empty">Aucun message${to ? " pour cette adresse" : ""}.</p>`;
  const page = safeHtml`<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Boîte de réception locale — Fuse</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1.5rem; color: #1f1f24; background: #fafafa; }
  header p { color: #4a4a55; }
  form { display: flex; gap: .5rem; align-items: end; flex-wrap: wrap; margin: 1rem 0; }
  label { display: flex; flex-direction: column; gap: .25rem; font-weight: 600; }
  input { font: inherit; padding: .4rem .6rem; border: 1px solid #8a8a96; border-radius: .375rem; min-width: 18rem; }
  button, .reset { font: inherit; padding: .45rem .9rem; border-radius: .375rem; border: 1px solid #6b3a6c; background: #8b4c8c; color: #fff; text-decoration: none; }
  .reset { background: #fff; color: #6b3a6c; }
  article { background: #fff; border: 1px solid #dcdce2; border-radius: .5rem; padding: 1rem 1.25rem; margin: 1rem 0; }
  h2 { margin: 0 0 .25rem; font-size: 1.15rem; }
  .meta { margin: 0 0 .75rem; color: #4a4a55; }
  .links a { color: #6b3a6c; word-break: break-all; }
  h3 { margin: .75rem 0 .25rem; font-size: 1rem; }
  .attachments { margin: 0; padding-left: 1.25rem; }
  .attachments a { color: #6b3a6c; word-break: break-all; }
  .details { color: #4a4a55; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f3f3f6; padding: .75rem; border-radius: .375rem; }
</style>
</head>
<body>
<header>
  <h1>Boîte de réception locale</h1>
  <p>${
    smtp
      ? "Les messages envoyés par Fuse partent aussi par le serveur SMTP configuré ; une copie reste ici."
      : "En mode embarqué, aucun e-mail ne quitte cette machine : les messages envoyés par Fuse arrivent ici."
  }</p>
</header>
<main>
  <form method="get" action="">
    <label for="to">Adresse du destinataire
      <input id="to" name="to" type="email" value="${to ?? ""}" autocomplete="off">
    </label>
    <button type="submit">Filtrer</button>
    <a class="reset" href="?">Tout afficher</a>
  </form>
  <h2 class="count">${heading} (${emails.length})</h2>
  ${body}
</main>
</body>
</html>`;
  return String(page);
}
