// Text in HTML, escaped by one rule wherever it is written: the domain's drafts, the server's
// e-mails and pages, the Supabase stand-in's mailbox. A leaf package, so that each may import it
// without depending on the others.

const references: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

const patterns = { all: /[&<>"']/g, double: /[&<>"]/g, none: /[&<>]/g };

/**
 * Escapes text for HTML: `&`, `<` and `>` always, quotes as `quotes` says — all of them by default,
 * so that the text is safe between tags and in an attribute value between either quote; `double`
 * for values between double quotes; `none` for text between tags only, which then reads as typed.
 */
export function escapeHtml(text: string, { quotes = "all" }: { quotes?: keyof typeof patterns } = {}): string {
  return text.replace(patterns[quotes], (char) => references[char]!);
}

const markup: unique symbol = Symbol("markup");

/** Markup built by `safeHtml` (never by hand): inserted as it is into another `safeHtml` template. */
export interface SafeHtml {
  readonly [markup]: string;
  toString(): string;
}

/** What a `safeHtml` template takes: text (escaped), markup, a list of them, or nothing (false, null, undefined). */
export type HtmlValue = string | number | SafeHtml | false | null | undefined | readonly HtmlValue[];

const trusted = (text: string): SafeHtml => ({ [markup]: text, toString: () => text });

const isSafeHtml = (value: unknown): value is SafeHtml =>
  typeof value === "object" && value !== null && markup in value;

function render(value: HtmlValue): string {
  if (value === false || value === null || value === undefined) return "";
  if (isSafeHtml(value)) return value[markup];
  if (Array.isArray(value)) return value.map(render).join("");
  return escapeHtml(String(value));
}

/**
 * A template of HTML whose values are escaped (`escapeHtml`, all quotes), unless they are markup
 * that `safeHtml` built: ``safeHtml`<p>${name}</p>` `` is safe whatever `name` holds. Not named
 * `html`: Prettier would format the templates as HTML, moving whitespace that a reader sees.
 */
export function safeHtml(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return trusted(strings.reduce((written, part, index) => written + render(values[index - 1]!) + part));
}

/** Pieces of markup with `separator` (markup too) between them. */
export function joinHtml(parts: readonly SafeHtml[], separator: SafeHtml): SafeHtml {
  return trusted(parts.map(render).join(render(separator)));
}
