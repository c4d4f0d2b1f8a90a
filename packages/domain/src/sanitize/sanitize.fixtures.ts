/**
 * Inputs for sanitizeHtml, shared by the Node and the Chromium tests. Every hostile payload calls
 * `__xss()`: the browser test installs a spy under that name, so any payload that survives and
 * runs is caught, whatever the vector.
 */
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from "./sanitize";

type VectorKind =
  | "event handler"
  | "script URL"
  | "data URL"
  | "mutation"
  | "raw text"
  | "style"
  | "embedding"
  | "form"
  | "document"
  | "attribute"
  | "template"
  | "structure"
  | "encoding"
  | "foreign image";

interface HostileVector {
  kind: VectorKind;
  name: string;
  input: string;
  /** The exact output, the same in jsdom and in Chromium. */
  expected: string;
}

interface SafeVector {
  name: string;
  input: string;
  /** Defaults to the input itself: it must come out unchanged. */
  expected?: string;
}

/** Where relative URLs resolve in the checks; `.localhost` never leaves the machine. */
const BASE_URL = "https://fuse.localhost/";
const LINK_PROTOCOLS = ["http:", "https:", "mailto:", "tel:"];
const IMAGE_PROTOCOLS = ["http:", "https:"];

const XSS = "__xss()";

const handlers = [
  "onclick",
  "onmouseover",
  "onerror",
  "onload",
  "onfocus",
  "onpointerenter",
  "onanimationstart",
  "ontoggle",
] as const;

/** Each allowed tag, as rich text writes it, with its allowed attributes; `%` marks where a handler goes. */
const allowedTagShapes: Record<(typeof ALLOWED_TAGS)[number], [string, string]> = {
  b: ["<b%>gras</b>", "<b>gras</b>"],
  i: ["<i%>italique</i>", "<i>italique</i>"],
  strong: ["<strong%>fort</strong>", "<strong>fort</strong>"],
  em: ["<em%>accent</em>", "<em>accent</em>"],
  p: ["<p%>paragraphe</p>", "<p>paragraphe</p>"],
  ul: ["<ul%><li>un</li></ul>", "<ul><li>un</li></ul>"],
  ol: ["<ol%><li>un</li></ol>", "<ol><li>un</li></ol>"],
  li: ["<ul><li%>un</li></ul>", "<ul><li>un</li></ul>"],
  a: ['<a href="/offres"%>offres</a>', '<a href="/offres">offres</a>'],
  br: ["avant<br%>après", "avant<br>après"],
  img: ['<img src="x" alt="logo"%>', '<img src="x" alt="logo">'],
};

/** Every allowed tag with every handler, written three ways: quoted, unquoted and upper case. */
const handlerOnAllowedTags: HostileVector[] = Object.entries(allowedTagShapes).flatMap(([tag, [shape, expected]]) =>
  handlers.map((handler, index) => {
    const attribute =
      [` ${handler}="${XSS}"`, ` ${handler}=${XSS}`, ` ${handler.toUpperCase()}='${XSS}'`][index % 3] ?? "";
    return {
      kind: "event handler" as const,
      name: `${handler} on <${tag}>`,
      input: shape.replace("%", `${attribute} tabindex="0" autofocus`),
      expected,
    };
  }),
);

const hostileVectors: HostileVector[] = [
  ...handlerOnAllowedTags,

  // Handlers on tags that are not allowed: the tag goes, its text stays unless it is a container of code.
  { kind: "event handler", name: "onload on <body>", input: `<body onload="${XSS}">corps</body>`, expected: "corps" },
  { kind: "event handler", name: "onload on <svg>", input: `<svg onload="${XSS}"></svg>`, expected: "" },
  {
    kind: "event handler",
    name: "onerror on <video><source>",
    input: `<video><source src="x" onerror="${XSS}"></video>`,
    expected: "",
  },
  {
    kind: "event handler",
    name: "onerror on <audio>",
    input: `<audio src="x" onerror="${XSS}"></audio>`,
    expected: "",
  },
  {
    kind: "event handler",
    name: "onfocus with autofocus on <input>",
    input: `<input autofocus onfocus="${XSS}">`,
    expected: "",
  },
  {
    kind: "event handler",
    name: "ontoggle on <details open>",
    input: `<details open ontoggle="${XSS}"><summary>plus</summary>détails</details>`,
    expected: "plusdétails",
  },
  {
    kind: "event handler",
    name: "onstart on <marquee>",
    input: `<marquee onstart="${XSS}">défile</marquee>`,
    expected: "défile",
  },
  {
    kind: "event handler",
    name: "onpointerover on <div> around allowed text",
    input: `<div onpointerover="${XSS}"><p>texte</p></div>`,
    expected: "<p>texte</p>",
  },
  {
    kind: "event handler",
    name: "onfocusin on <span>",
    input: `<span tabindex="0" onfocusin="${XSS}">span</span>`,
    expected: "span",
  },
  {
    kind: "event handler",
    name: "onbegin on <svg><animate>",
    input: `<svg><animate onbegin="${XSS}" attributeName="x" dur="1s"></animate></svg>`,
    expected: "",
  },
  {
    kind: "event handler",
    name: "onanimationstart with an inline animation",
    input: `<style>@keyframes k{}</style><p style="animation-name:k" onanimationstart="${XSS}">animé</p>`,
    expected: "<p>animé</p>",
  },
  {
    kind: "event handler",
    name: "handler after a slash instead of a space",
    input: `<img/src="x"/onerror="${XSS}">`,
    expected: '<img src="x">',
  },
  {
    kind: "event handler",
    name: "handler glued to the previous attribute",
    input: `<img src="x"onerror="${XSS}">`,
    expected: '<img src="x">',
  },
  {
    kind: "event handler",
    name: "handler with spaces around =",
    input: `<img src=x onerror  =  "${XSS}">`,
    expected: '<img src="x">',
  },
  {
    kind: "event handler",
    name: "handler body written with entities",
    input: `<img src=x onerror="&#95;&#95;xss&#40;&#41;">`,
    expected: '<img src="x">',
  },
  {
    kind: "event handler",
    name: "handler in back-ticks",
    input: "<img src=`x`onerror=`" + XSS + "`>",
    expected: '<img src="`x`onerror=`__xss()`">',
  },
  {
    kind: "event handler",
    name: "src and handler that evaluate each other",
    input: "<img src=x:__xss() onerror=eval(src) alt=0>",
    expected: "",
  },
  {
    kind: "event handler",
    name: "handler on a custom element",
    input: `<fuse-note onclick="${XSS}">note</fuse-note>`,
    expected: "note",
  },

  // Script URLs in every disguise the parsers undo.
  {
    kind: "script URL",
    name: "javascript: href",
    input: `<a href="javascript:${XSS}">lien</a>`,
    expected: "<a>lien</a>",
  },
  {
    kind: "script URL",
    name: "javascript: in mixed case",
    input: `<a href="JaVaScRiPt:${XSS}">lien</a>`,
    expected: "<a>lien</a>",
  },
  {
    kind: "script URL",
    name: "javascript: with a raw tab",
    input: `<a href="java\tscript:${XSS}">lien</a>`,
    expected: "<a>lien</a>",
  },
  {
    kind: "script URL",
    name: "javascript: with a raw newline",
    input: `<a href="java\nscript:${XSS}">lien</a>`,
    expected: "<a>lien</a>",
  },
  {
    kind: "script URL",
    name: "javascript: with &#9; &#10; &#13;",
    input: `<a href="j&#9;a&#10;v&#13;ascript:${XSS}">lien</a>`,
    expected: "<a>lien</a>",
  },
  {
    kind: "script URL",
    name: "javascript: with &Tab; and &NewLine;",
    input: `<a href="java&Tab;scr&NewLine;ipt:${XSS}">lien</a>`,
    expected: "<a>lien</a>",
  },
  {
    kind: "script URL",
    name: "javascript: after leading spaces",
    input: `<a href="   javascript:${XSS}">lien</a>`,
    expected: "<a>lien</a>",
  },
  {
    kind: "script URL",
    name: "javascript: after a raw control character",
    input: `<a href="\u0001javascript:${XSS}">lien</a>`,
    expected: "<a>lien</a>",
  },
  {
    kind: "script URL",
    name: "javascript: after &#14;",
    input: `<a href="&#14;javascript:${XSS}">lien</a>`,
    expected: "<a>lien</a>",
  },
  {
    kind: "script URL",
    name: "javascript: after a zero-width space",
    input: `<a href="&#8203;javascript:${XSS}">lien</a>`,
    expected: "<a>lien</a>",
  },
  {
    kind: "script URL",
    name: "&#106;avascript: (decimal entity)",
    input: `<a href="&#106;avascript:${XSS}">lien</a>`,
    expected: "<a>lien</a>",
  },
  {
    kind: "script URL",
    name: "&#x6A;avascript: (hex entity)",
    input: `<a href="&#x6A;avascript:${XSS}">lien</a>`,
    expected: "<a>lien</a>",
  },
  {
    kind: "script URL",
    name: "entities without semicolons, zero-padded",
    input: `<a href="&#0000106&#0000097vascript:${XSS}">lien</a>`,
    expected: "<a>lien</a>",
  },
  {
    kind: "script URL",
    name: "every character a hex entity",
    input: `<a href="&#x6a;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3a;${XSS}">lien</a>`,
    expected: "<a>lien</a>",
  },
  {
    kind: "script URL",
    name: "colon as &colon;",
    input: `<a href="javascript&colon;${XSS}">lien</a>`,
    expected: "<a>lien</a>",
  },
  {
    kind: "script URL",
    name: "colon as &#58;",
    input: `<a href="javascript&#58;${XSS}">lien</a>`,
    expected: "<a>lien</a>",
  },
  {
    kind: "script URL",
    name: "javascript: hidden behind a comment and newline",
    input: `<a href="javascript://%0a${XSS}">lien</a>`,
    expected: "<a>lien</a>",
  },
  {
    kind: "script URL",
    name: "vbscript: href",
    input: `<a href="vbscript:msgbox(1)">lien</a>`,
    expected: "<a>lien</a>",
  },
  {
    kind: "script URL",
    name: "VBScript: in mixed case",
    input: `<a href="VbScRiPt:msgbox(1)">lien</a>`,
    expected: "<a>lien</a>",
  },
  {
    kind: "script URL",
    name: "javascript: img src",
    input: `<img src="javascript:${XSS}" alt="x">`,
    expected: "",
  },
  {
    kind: "script URL",
    name: "javascript: href with an allowed title kept",
    input: `<a title="aide" href="jav&#x09;ascript:${XSS}">aide</a>`,
    expected: '<a title="aide">aide</a>',
  },
  {
    kind: "script URL",
    name: "unknown scheme on a link (file:)",
    input: '<a href="file:///etc/passwd">fichier</a>',
    expected: "<a>fichier</a>",
  },
  {
    kind: "script URL",
    name: "mailto: is not an image source",
    input: '<img src="mailto:contact@fuse.localhost" alt="m">',
    expected: "",
  },
  {
    kind: "script URL",
    name: "tel: is not an image source",
    input: '<img src="tel:+33100000000" alt="t">',
    expected: "",
  },
  {
    kind: "script URL",
    name: "javascript: in an SVG xlink:href",
    input: `<svg><a xlink:href="javascript:${XSS}"><text x="0" y="10">svg</text></a></svg>`,
    expected: "",
  },
  {
    kind: "script URL",
    name: "javascript: in a MathML href",
    input: `<math href="javascript:${XSS}"><mi>x</mi></math>`,
    expected: "",
  },
  {
    kind: "script URL",
    name: "javascript: in a video poster",
    input: `<video poster="javascript:${XSS}"></video>`,
    expected: "",
  },

  // data: URLs: refused everywhere, images included.
  {
    kind: "data URL",
    name: "data:text/html link",
    input: '<a href="data:text/html,<script>__xss()</script>">lien</a>',
    expected: "<a>lien</a>",
  },
  {
    kind: "data URL",
    name: "base64 data:text/html link",
    input: '<a href="data:text/html;base64,PHNjcmlwdD5fX3hzcygpPC9zY3JpcHQ+">lien</a>',
    expected: "<a>lien</a>",
  },
  {
    kind: "data URL",
    name: "data:image/png image",
    input: '<img src="data:image/png;base64,iVBORw0KGgo=" alt="png">',
    expected: "",
  },
  {
    kind: "data URL",
    name: "data:image/svg+xml image carrying a script",
    input: '<img src="data:image/svg+xml,<svg onload=\'__xss()\'/>" alt="svg">',
    expected: "",
  },
  {
    kind: "data URL",
    name: "DATA: in upper case after a space",
    input: '<img src=" DATA:image/gif;base64,R0lGODlh" alt="gif">',
    expected: "",
  },

  // Images from elsewhere: tracking pixels, the reader's IP address and Referer sent to another
  // site. Only relative sources and the product's storage (sanitizeHtml's imageSources) stay.
  {
    kind: "foreign image",
    name: "https image from another site",
    input: '<p>photo</p><img src="https://tracker.example/pixel.gif?u=42" alt="pixel">',
    expected: "<p>photo</p>",
  },
  {
    kind: "foreign image",
    name: "http image from another site",
    input: '<img src="http://localhost/images/bureau.png" alt="">',
    expected: "",
  },
  {
    kind: "foreign image",
    name: "protocol-relative image",
    input: '<img src="//tracker.example/pixel.gif" alt="pixel">',
    expected: "",
  },
  {
    kind: "foreign image",
    name: "backslash that browsers read as a second slash",
    input: '<img src="/\\tracker.example/pixel.gif" alt="pixel">',
    expected: "",
  },
  {
    kind: "foreign image",
    name: "tab hidden in the double slash",
    input: '<img src="/&#9;/tracker.example/pixel.gif" alt="pixel">',
    expected: "",
  },
  {
    kind: "foreign image",
    name: "storage path on another site",
    input: '<img src="https://tracker.example/storage/v1/object/public/x.png" alt="x">',
    expected: "",
  },
  {
    kind: "foreign image",
    name: "image without a source",
    input: '<img alt="vide"><img src="" alt="vide">',
    expected: "",
  },
  {
    kind: "foreign image",
    name: "ftp image",
    input: '<img src="ftp://tracker.example/pixel.gif" alt="ftp">',
    expected: "",
  },

  // Mutation XSS: markup that parses one way in the sanitiser and another once serialised.
  {
    kind: "mutation",
    name: "<svg><p><style> namespace confusion",
    input: `<svg><p><style><img src=x onerror="${XSS}"></style></p></svg>`,
    expected: "<p></p>",
  },
  {
    kind: "mutation",
    name: "<svg></p><style> with a payload in an attribute",
    input: `<svg></p><style><a id="</style><img src=1 onerror=${XSS}>">`,
    expected: '<p></p><img src="1">"&gt;',
  },
  {
    kind: "mutation",
    name: "<math><mtext><table><mglyph><style>",
    input: `<math><mtext><table><mglyph><style><img src=x onerror="${XSS}">`,
    expected: "",
  },
  {
    kind: "mutation",
    name: "<math><mtext><table><mglyph><style> with a comment",
    input: `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img src=1 onerror=${XSS}&gt;">`,
    expected: "",
  },
  {
    kind: "mutation",
    name: "nested forms around <math>",
    input: `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${XSS}>`,
    expected: "",
  },
  {
    kind: "mutation",
    name: "<img> breaking out of <svg><style>",
    input: `<svg><style><img src=x onerror="${XSS}"></style></svg>`,
    expected: '<img src="x">',
  },
  {
    kind: "mutation",
    name: "<svg><foreignObject> back into HTML",
    input: `<svg><foreignObject><img src=x onerror="${XSS}"></foreignObject></svg>`,
    expected: "",
  },
  {
    kind: "mutation",
    name: "<math><mi><style> back into HTML",
    input: `<math><mi><style><img src=x onerror="${XSS}"></style></mi></math>`,
    expected: "",
  },
  {
    kind: "mutation",
    name: "<svg><title> with markup",
    input: `<svg><title><img src=x onerror="${XSS}"></title></svg>`,
    expected: "",
  },
  {
    kind: "mutation",
    name: "CDATA section inside <svg>",
    input: `<svg><![CDATA[><img src=x onerror="${XSS}">]]></svg>`,
    expected: "",
  },
  {
    kind: "mutation",
    name: "paragraph that closes over a table",
    input: `<p>début<table><tr><td><img src=x onerror="${XSS}"></td></tr></table></p>`,
    expected: '<p>début<img src="x"></p>',
  },
  {
    kind: "mutation",
    name: "allowed tags inside <svg> are not HTML",
    input: `<svg><a href="/x"><img src=x onerror="${XSS}"></a><p>p</p></svg>`,
    expected: '<img src="x"><p>p</p>',
  },

  // Raw-text and escapable elements whose content parses differently with scripting on or off.
  {
    kind: "raw text",
    name: "<noscript> closing inside an attribute",
    input: `<noscript><p title="</noscript><img src=x onerror=${XSS}>"></noscript>`,
    expected: "<p></p>",
  },
  {
    kind: "raw text",
    name: "title attribute that closes <noscript>",
    input: `<p title="</noscript><img src=x onerror=${XSS}>">texte</p>`,
    expected: "<p>texte</p>",
  },
  {
    kind: "raw text",
    name: "<textarea> holding markup",
    input: `<textarea><img src=x onerror="${XSS}"></textarea>`,
    expected: '&lt;img src=x onerror="__xss()"&gt;',
  },
  {
    kind: "raw text",
    name: "</textarea> breakout",
    input: `<textarea></textarea><img src=x onerror="${XSS}"></textarea>`,
    expected: '<img src="x">',
  },
  {
    kind: "raw text",
    name: "<title> holding markup",
    input: `<title><img src=x onerror="${XSS}"></title>`,
    expected: "",
  },
  { kind: "raw text", name: "<xmp> holding markup", input: `<xmp><img src=x onerror="${XSS}"></xmp>`, expected: "" },
  {
    kind: "raw text",
    name: "<noembed> holding markup",
    input: `<noembed><img src=x onerror="${XSS}"></noembed>`,
    expected: "",
  },
  {
    kind: "raw text",
    name: "<noframes> holding markup",
    input: `<noframes><img src=x onerror="${XSS}"></noframes>`,
    expected: "",
  },
  {
    kind: "raw text",
    name: "<plaintext> swallowing the rest",
    input: `<plaintext><img src=x onerror="${XSS}">`,
    expected: "",
  },
  {
    kind: "raw text",
    name: "<iframe> content as markup",
    input: `<iframe><img src=x onerror="${XSS}"></iframe>`,
    expected: "",
  },

  // Scripts and styles: gone with their content.
  { kind: "style", name: "<script> element", input: `<script>${XSS}</script>`, expected: "" },
  { kind: "style", name: "<SCRIPT SRC>", input: "<SCRIPT SRC=/x.js></SCRIPT>", expected: "" },
  {
    kind: "style",
    name: "<script> between allowed text",
    input: `<p>avant<script>${XSS}</script>après</p>`,
    expected: "<p>avantaprès</p>",
  },
  {
    kind: "style",
    name: "<script> split across a tag",
    input: `<scr<script>ipt>${XSS}</script>`,
    expected: "ipt&gt;__xss()",
  },
  { kind: "style", name: "<svg><script>", input: `<svg><script>${XSS}</script></svg>`, expected: "" },
  {
    kind: "style",
    name: "<style> element",
    input: "<style>p{background:url(javascript:__xss())}</style><p>texte</p>",
    expected: "<p>texte</p>",
  },
  {
    kind: "style",
    name: "<style> with @import",
    input: "<style>@import 'https://fuse.localhost/x.css';</style>texte",
    expected: "texte",
  },
  {
    kind: "style",
    name: "style attribute with a script URL",
    input: '<p style="background:url(javascript:__xss())">texte</p>',
    expected: "<p>texte</p>",
  },
  {
    kind: "style",
    name: "style attribute with an old IE expression",
    input: '<b style="width:expression(__xss())">gras</b>',
    expected: "<b>gras</b>",
  },
  {
    kind: "style",
    name: "style attribute that covers the page",
    input: '<a href="/x" style="position:fixed;inset:0;z-index:9999">lien</a>',
    expected: '<a href="/x">lien</a>',
  },
  {
    kind: "style",
    name: "<link rel=stylesheet>",
    input: '<link rel="stylesheet" href="https://fuse.localhost/x.css">texte',
    expected: "texte",
  },

  // Elements that embed other documents.
  {
    kind: "embedding",
    name: "<iframe src=javascript:>",
    input: `<iframe src="javascript:${XSS}"></iframe>`,
    expected: "",
  },
  {
    kind: "embedding",
    name: "<iframe srcdoc>",
    input: `<iframe srcdoc="<script>parent.${XSS}</script>"></iframe>`,
    expected: "",
  },
  {
    kind: "embedding",
    name: "<object data=javascript:>",
    input: `<object data="javascript:${XSS}"></object>`,
    expected: "",
  },
  {
    kind: "embedding",
    name: "<object> with a data:text/html document",
    input: '<object data="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoKTwvc2NyaXB0Pg=="></object>',
    expected: "",
  },
  { kind: "embedding", name: "<embed src=javascript:>", input: `<embed src="javascript:${XSS}">`, expected: "" },
  {
    kind: "embedding",
    name: "<embed> of an SVG data URL",
    input: '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9Il9feHNzKCkiLz4=">',
    expected: "",
  },
  {
    kind: "embedding",
    name: "<frameset onload>",
    input: `<frameset onload="${XSS}"><frame src="x"></frameset>`,
    expected: "",
  },

  // Forms: actions and overrides.
  {
    kind: "form",
    name: "<form action=javascript:>",
    input: `<form action="javascript:${XSS}"><button>Envoyer</button></form>`,
    expected: "Envoyer",
  },
  {
    kind: "form",
    name: "<button formaction>",
    input: `<form><button formaction="javascript:${XSS}">Envoyer</button></form>`,
    expected: "Envoyer",
  },
  {
    kind: "form",
    name: "<input type=image> with a handler",
    input: `<input type="image" src="x" onerror="${XSS}">`,
    expected: "",
  },
  {
    kind: "form",
    name: "<isindex> with an action",
    input: `<isindex action="javascript:${XSS}" type="image">`,
    expected: "",
  },
  {
    kind: "form",
    name: "DOM clobbering through name and id",
    input: '<img src="x" name="getElementById" id="cookie"><form id="attributes"><input name="removeChild"></form>',
    expected: '<img src="x">',
  },

  // Elements that change the whole document.
  { kind: "document", name: "<base href>", input: '<base href="https://attacker.localhost/">texte', expected: "texte" },
  {
    kind: "document",
    name: "<base href=javascript:>",
    input: `<base href="javascript:${XSS}//">texte`,
    expected: "texte",
  },
  {
    kind: "document",
    name: "<meta http-equiv=refresh>",
    input: `<meta http-equiv="refresh" content="0;url=javascript:${XSS}">texte`,
    expected: "texte",
  },
  {
    kind: "document",
    name: "<meta charset> with a UTF-7 payload",
    input: '<meta charset="UTF-7">+ADw-script+AD4-__xss()+ADw-/script+AD4-',
    expected: "+ADw-script+AD4-__xss()+ADw-/script+AD4-",
  },
  {
    kind: "document",
    name: "<html> and <head> tags",
    input: "<html><head><title>titre</title></head><body><p>corps</p></body></html>",
    expected: "<p>corps</p>",
  },

  // Attributes outside the four.
  {
    kind: "attribute",
    name: "srcset with a script URL",
    input: `<img src="/logo.png" srcset="javascript:${XSS} 1x" alt="logo">`,
    expected: '<img src="/logo.png" alt="logo">',
  },
  {
    kind: "attribute",
    name: "data-* attributes",
    input: '<p data-id="1" data-bind="__xss()">texte</p>',
    expected: "<p>texte</p>",
  },
  {
    kind: "attribute",
    name: "aria-* and role",
    input: '<a href="/x" aria-label="autre" aria-hidden="true" role="button">lien</a>',
    expected: '<a href="/x">lien</a>',
  },
  {
    kind: "attribute",
    name: "class and id",
    input: '<strong class="fixed inset-0" id="main">fort</strong>',
    expected: "<strong>fort</strong>",
  },
  {
    kind: "attribute",
    name: "target and rel on a link",
    input: '<a href="/x" target="_blank" rel="opener">lien</a>',
    expected: '<a href="/x">lien</a>',
  },
  {
    kind: "attribute",
    name: "ping and download on a link",
    input: '<a href="/x" ping="https://attacker.localhost/" download>lien</a>',
    expected: '<a href="/x">lien</a>',
  },
  {
    kind: "attribute",
    name: "size and loading hints on an image",
    input: '<img src="/logo.png" width="1" height="1" loading="lazy" referrerpolicy="unsafe-url">',
    expected: '<img src="/logo.png">',
  },
  {
    kind: "attribute",
    name: "xlink:href on an image",
    input: `<img src="/logo.png" xlink:href="javascript:${XSS}">`,
    expected: '<img src="/logo.png">',
  },
  {
    kind: "attribute",
    name: "contenteditable, draggable and accesskey",
    input: '<p contenteditable="true" draggable="true" accesskey="x">texte</p>',
    expected: "<p>texte</p>",
  },
  {
    kind: "attribute",
    name: "title that closes a style element",
    input: `<b title="</style><img src=x onerror=${XSS}>">gras</b>`,
    expected: "<b>gras</b>",
  },

  // Templates and shadow roots.
  {
    kind: "template",
    name: "<template> content",
    input: `<template><img src=x onerror="${XSS}"></template>`,
    expected: "",
  },
  {
    kind: "template",
    name: "declarative shadow root",
    input: `<div><template shadowrootmode="open"><img src=x onerror="${XSS}"></template></div>`,
    expected: "",
  },
  {
    kind: "template",
    name: "template expressions stay plain text",
    input: "<p>{{constructor.constructor('__xss()')()}}</p>",
    expected: "<p>{{constructor.constructor('__xss()')()}}</p>",
  },

  // Broken, nested and commented markup.
  {
    kind: "structure",
    name: "unclosed <img> at the end",
    input: `<p>texte</p><img src=x onerror="${XSS}"`,
    expected: "<p>texte</p>",
  },
  { kind: "structure", name: "unclosed allowed tags", input: "<p><b><i>texte", expected: "<p><b><i>texte</i></b></p>" },
  {
    kind: "structure",
    name: "doubled brackets",
    input: `<<img src=x onerror="${XSS}">>`,
    expected: '&lt;<img src="x">&gt;',
  },
  {
    kind: "structure",
    name: "tag opened inside another tag",
    input: `<b <i onclick="${XSS}">texte</b>`,
    expected: "<b>texte</b>",
  },
  {
    kind: "structure",
    name: "link nested in a link",
    input: `<a href="/a"><a href="javascript:${XSS}">b</a></a>`,
    expected: '<a href="/a"></a><a>b</a>',
  },
  {
    kind: "structure",
    name: "HTML comment hiding markup",
    input: `<!--<img src=x onerror="${XSS}">-->texte`,
    expected: "texte",
  },
  {
    kind: "structure",
    name: "comment closed by --!>",
    input: `<!-- --!><img src=x onerror="${XSS}"> -->`,
    expected: '<img src="x"> --&gt;',
  },
  {
    kind: "structure",
    name: "conditional comment",
    input: `<!--[if IE]><img src=x onerror="${XSS}"><![endif]-->`,
    expected: "",
  },
  {
    kind: "structure",
    name: "CDATA section in HTML",
    input: `<![CDATA[<img src=x onerror="${XSS}">]]>texte`,
    expected: "]]&gt;texte",
  },
  {
    kind: "structure",
    name: "processing instruction",
    input: `<?xml-stylesheet href="javascript:${XSS}"?>texte`,
    expected: "texte",
  },
  {
    kind: "structure",
    name: "deeply nested unknown elements",
    input: `${"<div>".repeat(300)}<img src=x onerror="${XSS}">${"</div>".repeat(300)}`,
    expected: '<img src="x">',
  },
  {
    kind: "structure",
    name: "null byte inside a tag name",
    input: `<scr\u0000ipt>${XSS}</scr\u0000ipt>`,
    expected: "__xss()",
  },

  // Encoded brackets stay text.
  {
    kind: "encoding",
    name: "entity-encoded tag",
    input: `&lt;img src=x onerror=${XSS}&gt;`,
    expected: `&lt;img src=x onerror=${XSS}&gt;`,
  },
  {
    kind: "encoding",
    name: "numeric-entity tag",
    input: `&#60;script&#62;${XSS}&#60;/script&#62;`,
    expected: `&lt;script&gt;${XSS}&lt;/script&gt;`,
  },
  {
    kind: "encoding",
    name: "percent-encoded tag",
    input: `%3Cscript%3E${XSS}%3C/script%3E`,
    expected: `%3Cscript%3E${XSS}%3C/script%3E`,
  },
  {
    kind: "encoding",
    name: "JavaScript-escaped tag",
    input: `\\u003cscript\\u003e${XSS}\\u003c/script\\u003e`,
    expected: `\\u003cscript\\u003e${XSS}\\u003c/script\\u003e`,
  },
  {
    kind: "encoding",
    name: "full-width brackets",
    input: `＜script＞${XSS}＜/script＞`,
    expected: `＜script＞${XSS}＜/script＞`,
  },
  {
    kind: "encoding",
    name: "double-encoded entity in a link",
    input: `<a href="&amp;#106;avascript:${XSS}">lien</a>`,
    expected: `<a href="&amp;#106;avascript:${XSS}">lien</a>`,
  },
];

/** Rich text as people write it: every allowed tag and attribute comes out exactly as it went in. */
const safeVectors: SafeVector[] = [
  { name: "plain text", input: "Bonjour" },
  { name: "empty input", input: "" },
  { name: "<p>", input: "<p>Nous recrutons un développeur.</p>" },
  { name: "<b>", input: "<b>gras</b>" },
  { name: "<i>", input: "<i>italique</i>" },
  { name: "<strong>", input: "<strong>important</strong>" },
  { name: "<em>", input: "<em>accentué</em>" },
  { name: "<br>", input: "<p>ligne<br>suivante</p>" },
  { name: "<br/> is written <br>", input: "ligne<br/>suivante", expected: "ligne<br>suivante" },
  { name: "<ul><li>", input: "<ul><li>CDI</li><li>Télétravail</li></ul>" },
  { name: "<ol><li>", input: "<ol><li>Candidater</li><li>Entretien</li></ol>" },
  { name: "nested inline tags", input: "<p><strong><em>très</em></strong> important</p>" },
  { name: "https link with a title", input: '<a href="https://fuse.localhost/offres" title="Nos offres">offres</a>' },
  { name: "http link", input: '<a href="http://fuse.localhost/">site</a>' },
  { name: "mailto link", input: '<a href="mailto:contact@fuse.localhost?subject=Candidature">écrire</a>' },
  { name: "tel link", input: '<a href="tel:+33123456789">appeler</a>' },
  { name: "root-relative link", input: '<a href="/offres/42">offre</a>' },
  { name: "protocol-relative link", input: '<a href="//fuse.localhost/offres">offres</a>' },
  { name: "fragment link", input: '<a href="#conditions">conditions</a>' },
  { name: "query link", input: '<a href="?page=2">suite</a>' },
  { name: "parent-relative link", input: '<a href="../cv.pdf">CV</a>' },
  { name: "bare relative link", input: '<a href="offres.html">offres</a>' },
  { name: "relative link with a colon after a slash", input: '<a href="equipe/page:2">équipe</a>' },
  { name: "relative image with alt and title", input: '<img src="/images/logo.png" alt="Logo Fuse" title="Fuse">' },
  { name: "entities and non-breaking spaces", input: "<p>L’équipe «&nbsp;Fuse&nbsp;» &amp; ses &lt;valeurs&gt;</p>" },
  { name: "ampersand is escaped", input: "R&D", expected: "R&amp;D" },
  {
    name: "unknown wrappers are unwrapped",
    input: "<div><h1>Titre</h1><p>Texte</p></div>",
    expected: "Titre<p>Texte</p>",
  },
  {
    name: "unquoted attributes get quotes",
    input: "<a href=/offres title=Offres>offres</a>",
    expected: '<a href="/offres" title="Offres">offres</a>',
  },
  { name: "upper-case tags are lower-cased", input: "<P><B>gras</B></P>", expected: "<p><b>gras</b></p>" },
];

/** The product's storage in the image tests: images under it stay, with `imageSources: [STORAGE]`. */
const STORAGE = "https://projet.supabase.co/storage/v1/object/public/";

interface ImageVector {
  name: string;
  input: string;
  /** The output with `imageSources: [STORAGE]`. */
  expected: string;
}

/** Images against the storage rule, sanitised with `imageSources: [STORAGE]`. */
const storageImageVectors: ImageVector[] = [
  {
    name: "an image of the storage stays",
    input: `<img src="${STORAGE}portraits/equipe.png" alt="L’équipe">`,
    expected: `<img src="${STORAGE}portraits/equipe.png" alt="L’équipe">`,
  },
  {
    name: "the storage's origin with its default port written",
    input: '<img src="https://projet.supabase.co:443/storage/v1/object/public/a.png" alt="a">',
    expected: '<img src="https://projet.supabase.co:443/storage/v1/object/public/a.png" alt="a">',
  },
  {
    name: "a relative image stays (the app's own origin)",
    input: '<img src="/images/logo.png" alt="logo">',
    expected: '<img src="/images/logo.png" alt="logo">',
  },
  {
    name: "the storage's host, another path",
    input: '<img src="https://projet.supabase.co/rest/v1/profiles" alt="api">',
    expected: "",
  },
  {
    name: "dot segments climbing out of the storage path",
    input: `<img src="${STORAGE}../../../../rest/v1/profiles" alt="remonte">`,
    expected: "",
  },
  {
    name: "encoded dot segments climbing out of the storage path",
    input: `<img src="${STORAGE}%2e%2e/%2E%2E/%2e%2e/%2e%2e/rest/v1/profiles" alt="remonte">`,
    expected: "",
  },
  {
    name: "the storage over http when it is https",
    input: '<img src="http://projet.supabase.co/storage/v1/object/public/a.png" alt="http">',
    expected: "",
  },
  {
    name: "credentials before the storage's host",
    input: '<img src="https://projet.supabase.co@tracker.example/storage/v1/object/public/a.png" alt="at">',
    expected: "",
  },
  {
    name: "a user name on the storage's host",
    input: '<img src="https://moi@projet.supabase.co/storage/v1/object/public/a.png" alt="at">',
    expected: "",
  },
  {
    name: "a look-alike host",
    input: '<img src="https://projet.supabase.co.tracker.example/storage/v1/object/public/a.png" alt="x">',
    expected: "",
  },
  {
    name: "a look-alike path",
    input: '<img src="https://projet.supabase.co/storage/v1/object/publicity/a.png" alt="x">',
    expected: "",
  },
  {
    name: "another site's image beside the storage's",
    input: `<p><img src="${STORAGE}a.png" alt="a"><img src="https://tracker.example/b.png" alt="b"></p>`,
    expected: `<p><img src="${STORAGE}a.png" alt="a"></p>`,
  },
];

const HTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

function protocolOf(value: string) {
  try {
    return new URL(value, BASE_URL).protocol;
  } catch {
    return "invalid:";
  }
}

/**
 * Everything in `root` that breaks the rule, read from a DOM the test parsed itself (so the
 * check also covers what happens when the output is parsed again), with the URL parser of the
 * environment rather than the sanitiser's own pattern. An empty list means the rule holds.
 */
function policyViolations(root: ParentNode): string[] {
  const violations: string[] = [];
  const allowedTags: readonly string[] = ALLOWED_TAGS;
  const allowedAttributes: readonly string[] = ALLOWED_ATTRIBUTES;
  for (const element of Array.from(root.querySelectorAll("*"))) {
    if (element.namespaceURI !== HTML_NAMESPACE || !allowedTags.includes(element.localName)) {
      violations.push(`element <${element.localName}> (${element.namespaceURI})`);
    }
    for (const { name, value } of Array.from(element.attributes)) {
      if (!allowedAttributes.includes(name)) violations.push(`attribute ${name} on <${element.localName}>`);
      if (name === "href" && !LINK_PROTOCOLS.includes(protocolOf(value))) violations.push(`href ${value}`);
      if (name === "src" && !IMAGE_PROTOCOLS.includes(protocolOf(value))) violations.push(`src ${value}`);
    }
  }
  return violations;
}

export { BASE_URL, hostileVectors, policyViolations, safeVectors, STORAGE, storageImageVectors };
export type { HostileVector, ImageVector, SafeVector, VectorKind };
