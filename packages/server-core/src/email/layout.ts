import { joinHtml, safeHtml, type SafeHtml } from "@fuse/html";

import type { EmailAttachment, OutgoingEmail } from "./outbox.ts";

// The e-mails' one layout: the greeting, the body, the signature, then what follows it (the message
// answered). The body is made of blocks, each written once for both versions of the message, the
// plain text and the HTML; the HTML escapes what it is given (`safeHtml`), so no e-mail writes
// markup of its own.

const colors = { ink: "#1f1f24", accent: "#8b4c8c", muted: "#5f5f6b" };
const mutedText = `font-size: 13px; color: ${colors.muted};`;
const buttonStyle = `display: inline-block; padding: 10px 18px; border-radius: 6px; background: ${colors.accent}; color: #ffffff; text-decoration: none;`;
/** Between blocks: each on a line of its own in the HTML's source. */
const newLine = safeHtml`
  `;

/** A part of an e-mail: its plain text, its HTML and the links it asks the reader to follow. */
export interface EmailBlock {
  text: string;
  html: SafeHtml;
  links: string[];
}

/** A paragraph; `muted`, the small print (why the message was sent). */
export function paragraph(text: string, { muted = false }: { muted?: boolean } = {}): EmailBlock {
  return {
    text,
    html: muted ? safeHtml`<p style="${mutedText}">${text}</p>` : safeHtml`<p>${text}</p>`,
    links: [],
  };
}

/** Sentences said in passing (validity, what to do if unexpected…): a line each in the text, one paragraph in the HTML. */
export function notes(sentences: string[]): EmailBlock {
  return { text: sentences.join("\n"), html: safeHtml`<p>${sentences.join(" ")}</p>`, links: [] };
}

/** Paragraphs as a person typed them: separated by blank lines, their line breaks kept. */
function typedParagraphs(text: string) {
  const paragraphs = text.split(/\r?\n\s*\r?\n/).map((typed) => {
    const lines = typed.split(/\r?\n/).map((line, index) => [index > 0 && safeHtml`<br>`, line]);
    return safeHtml`<p>${lines}</p>`;
  });
  return joinHtml(paragraphs, newLine);
}

/** A person's own text, as they typed it. */
export function typedText(text: string): EmailBlock {
  return { text, html: typedParagraphs(text), links: [] };
}

/** Facts, one per item. */
export function bulletList(items: string[]): EmailBlock {
  return {
    text: items.map((item) => `- ${item}`).join("\n"),
    html: safeHtml`<ul>${items.map((item) => safeHtml`<li>${item}</li>`)}</ul>`,
    links: [],
  };
}

/** Links, one per item, each written out under its label in the text. */
export function linkList(items: { label: string; href: string }[]): EmailBlock {
  return {
    text: items.map(({ label, href }) => `- ${label}\n  ${href}`).join("\n"),
    html: safeHtml`<ul>${items.map(({ label, href }) => safeHtml`<li><a href="${href}">${label}</a></li>`)}</ul>`,
    links: items.map(({ href }) => href),
  };
}

/** A link on a line of its own; `muted`, in the small print. */
export function link(label: string, href: string, { muted = false }: { muted?: boolean } = {}): EmailBlock {
  return {
    text: `${label} : ${href}`,
    html: muted
      ? safeHtml`<p style="${mutedText}"><a href="${href}" style="color: ${colors.muted};">${label}</a></p>`
      : safeHtml`<p><a href="${href}">${label}</a></p>`,
    links: [href],
  };
}

/**
 * The call to action: a button, its link written out below it for mail readers that show no
 * button. The text version gives the link after the button's label, or alone (`textShows: "link"`).
 */
export function button(
  label: string,
  href: string,
  { textShows = "label" }: { textShows?: "label" | "link" } = {},
): EmailBlock {
  return {
    text: textShows === "link" ? href : `${label} : ${href}`,
    html: safeHtml`<p><a href="${href}" style="${buttonStyle}">${label}</a></p>
  <p>Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${href}">${href}</a></p>`,
    links: [href],
  };
}

/** Someone's own words, quoted as they wrote them, after who said them. */
export function quote(label: string, words: string): EmailBlock {
  return {
    text: `${label} :\n« ${words} »`,
    html: safeHtml`<p>${label} :</p>
  <blockquote style="margin: 0 0 16px; padding: 8px 14px; border-left: 3px solid ${colors.accent}; white-space: pre-line;">${words}</blockquote>`,
    links: [],
  };
}

/** A section's title. */
export function heading(text: string): EmailBlock {
  return { text, html: safeHtml`<h2 style="font-size: 17px; margin: 24px 0 8px;">${text}</h2>`, links: [] };
}

/** Blocks read as one: no blank line between them in the text. */
export function section(...blocks: EmailBlock[]): EmailBlock {
  return {
    text: blocks.map((block) => block.text).join("\n"),
    html: joinHtml(
      blocks.map((block) => block.html),
      newLine,
    ),
    links: blocks.flatMap((block) => block.links),
  };
}

/** The message answered, after the signature: `lead` (when it was written), then its subject and its text, quoted. */
export function answeredMessage(lead: string, subject: string, message: string): EmailBlock {
  const quoted = [subject, "", ...message.split(/\r?\n/)].map((line) => (line ? `> ${line}` : ">"));
  return {
    text: [lead, ...quoted].join("\n"),
    html: safeHtml`<p style="color: ${colors.muted};">${lead}</p>
  <blockquote style="margin: 0; padding-left: 12px; border-left: 3px solid #d0d0d8; color: ${colors.muted};">
  <p><strong>${subject}</strong></p>
  ${typedParagraphs(message)}
  </blockquote>`,
    links: [],
  };
}

/** An e-mail in the layout: its address, its subject and its blocks; the rest is the layout's. */
export interface EmailContent {
  to: string;
  subject: string;
  /** « Bonjour, » unless the reader is named. */
  greeting?: string | undefined;
  body: EmailBlock[];
  /** Blocks after the signature (the message answered). */
  after?: EmailBlock[] | undefined;
  attachments?: EmailAttachment[] | undefined;
}

const signature = "L'équipe Fuse";

/** A French e-mail in the layout: the greeting, the body, the signature; text and HTML alike, the links in the order they appear. */
export function layoutEmail({
  to,
  subject,
  greeting = "Bonjour,",
  body,
  after = [],
  attachments,
}: EmailContent): OutgoingEmail {
  const blocks = [paragraph(greeting), ...body, paragraph(signature), ...after];
  const html = safeHtml`<!doctype html>
<html lang="fr">
<body style="font-family: system-ui, sans-serif; color: ${colors.ink};">
  ${joinHtml(
    blocks.map((block) => block.html),
    newLine,
  )}
</body>
</html>`;
  return {
    to,
    subject,
    text: blocks.map((block) => block.text).join("\n\n"),
    html: String(html),
    links: blocks.flatMap((block) => block.links),
    ...(attachments?.length ? { attachments } : {}),
  };
}

/** A notice with one call to action: what happened, the button, the notes. */
export interface NoticeTemplate {
  subject: string;
  /** What happened, before the button. */
  intro: string;
  /** The button's label. */
  action: string;
  /** Sentences after the button (validity, what to do if unexpected…), one paragraph. */
  notes: string[];
}

/** A French notice with one call to action, its link alone on its line in the text version. */
export function noticeEmail(to: string, link: string, template: NoticeTemplate): OutgoingEmail {
  return layoutEmail({
    to,
    subject: template.subject,
    body: [paragraph(template.intro), button(template.action, link, { textShows: "link" }), notes(template.notes)],
  });
}
