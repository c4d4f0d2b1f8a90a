import DOMPurify, { type Config } from "isomorphic-dompurify";

/** The only elements rich text may contain; anything else is unwrapped, or dropped with its content. */
const ALLOWED_TAGS = ["b", "i", "strong", "em", "p", "ul", "li", "ol", "a", "br", "img"] as const;

/** The only attributes rich text may carry: no `class`, `style`, `rel`, `target`, `data-*` or `aria-*`. */
const ALLOWED_ATTRIBUTES = ["href", "src", "alt", "title"] as const;

type AllowedTag = (typeof ALLOWED_TAGS)[number];
type AllowedAttribute = (typeof ALLOWED_ATTRIBUTES)[number];

/**
 * Same shape as DOMPurify's default URI pattern (a scheme from the list, or something that has no
 * scheme and so stays on the current origin), with the schemes cut down to the ones we accept.
 * `data:` is absent from both on purpose, images included: a `data:` image can be SVG, carries
 * arbitrary bytes inside stored text, and rich text never needs one (it links to hosted images).
 */
const LINK_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))/i;
const IMAGE_URL = /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))/i;

/**
 * URL parsers skip leading controls and spaces and drop tabs and newlines anywhere, so
 * `&#1;java&#9;script:` still runs. Test a copy without any of them (and without invisible
 * format characters), which is stricter than what any browser removes.
 */
const IGNORED_IN_URL = /[\s\p{Cc}\p{Cf}]/gu;

const HTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

const config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  // Named again so the rule still holds if someone widens the allowlists above.
  FORBID_TAGS: ["script", "style", "iframe"],
  FORBID_ATTR: ["onerror", "onclick", "onload", "onmouseover", "style", "srcset"],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: LINK_URL,
  // The tree, not a string: image URLs get a stricter rule below before serialising.
  RETURN_DOM: true,
} satisfies Config;

/**
 * A DOMPurify of our own, so hooks or `setConfig` calls made elsewhere on the shared one never
 * reach it and ours never reach them. In the browser the factory binds a fresh instance to the
 * window. In Node, isomorphic-dompurify only exposes its jsdom-backed singleton: we never
 * configure it globally (the config goes with each call) and re-check its output below.
 */
const purifier = typeof window === "undefined" ? DOMPurify : DOMPurify(window);

function isAllowedTag(name: string): name is AllowedTag {
  return (ALLOWED_TAGS as readonly string[]).includes(name);
}

function isAllowedAttribute(name: string): name is AllowedAttribute {
  return (ALLOWED_ATTRIBUTES as readonly string[]).includes(name);
}

function isAllowedUrl(attribute: AllowedAttribute, value: string) {
  const url = value.replace(IGNORED_IN_URL, "");
  if (attribute === "href") return LINK_URL.test(url);
  if (attribute === "src") return IMAGE_URL.test(url);
  return true;
}

/**
 * Applies what DOMPurify's single URI pattern cannot express (image sources are stricter than
 * links, and it lets `data:` through on images whatever the pattern says), and re-checks the
 * allowlists so that a hook or global config added to the shared Node instance cannot widen them.
 */
function enforcePolicy(root: Element) {
  for (const element of Array.from(root.querySelectorAll("*"))) {
    if (element.namespaceURI !== HTML_NAMESPACE || !isAllowedTag(element.localName)) {
      // DOMPurify never leaves these with our config: its state was changed behind our back, and
      // nothing it returned can be trusted.
      throw new Error(`sanitizeHtml: unexpected <${element.localName}> in sanitised output`);
    }
    for (const attribute of Array.from(element.attributes)) {
      const { name, value } = attribute;
      if (!isAllowedAttribute(name) || !isAllowedUrl(name, value)) element.removeAttributeNode(attribute);
    }
  }
}

/**
 * Cleans untrusted rich text down to b, i, strong, em, p, ul, ol, li, a, br and img with only
 * href, src, alt and title. Links keep http(s), mailto, tel and relative URLs; images keep http(s)
 * and relative sources only (no `data:` images at all). Links get no `rel` or `target`: those
 * attributes are not allowed, so a link behaves like any same-tab link. Script, style and iframe
 * are removed with their content. Works the same in the browser and in Node (via jsdom).
 */
function sanitizeHtml(html: string): string {
  if (!purifier.isSupported) throw new Error("sanitizeHtml: no DOM available to sanitise with");
  const body: unknown = purifier.sanitize(html, config);
  // A frameset document has no body: nothing in it is rich text.
  if (body === null) return "";
  // A string means a global setConfig elsewhere overrode ours (it drops RETURN_DOM).
  if (typeof body !== "object") throw new Error("sanitizeHtml: DOMPurify was configured globally elsewhere");
  enforcePolicy(body as Element);
  return (body as Element).innerHTML;
}

export { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, sanitizeHtml };
export type { AllowedAttribute, AllowedTag };
