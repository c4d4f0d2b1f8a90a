// The stand-in's auth e-mails in the shared layout, what the user typed shown as text.
import { describe, expect, it } from "vitest";

import { layoutEmail } from "@fuse/server-core/email/layout.ts";

import { confirmationEmail, emailChangeEmail, recoveryEmail } from "./emails.ts";

const link = "https://fuse.test/auth/v1/verify?token=abc&type=signup";
const typed = "<img src=x onerror=alert(1)>@exemple.fr";

const bare = layoutEmail({ to: "a@b.fr", subject: "", body: [] }).html;
const [layoutStart, layoutEnd] = bare.split("\n  <p>Bonjour,</p>\n  <p>L&#39;équipe Fuse</p>");

describe.each([
  ["confirmation", confirmationEmail("a@b.fr", link)],
  ["recovery", recoveryEmail("a@b.fr", link)],
  ["change of address", emailChangeEmail("a@b.fr", link, typed, "current")],
])("the %s e-mail", (_, email) => {
  it("is written in the shared layout, its link escaped in the HTML and alone on its line in the text", () => {
    expect(email.html.startsWith(`${layoutStart}\n  <p>Bonjour,</p>`)).toBe(true);
    expect(email.html.endsWith(`<p>L&#39;équipe Fuse</p>${layoutEnd}`)).toBe(true);
    expect(email.html).toContain(`href="${link.replace("&", "&amp;")}"`);
    expect(email.text).toContain(`\n\n${link}\n\n`);
    expect(email.links).toEqual([link]);
  });
});

describe("the change of address e-mail", () => {
  it("names the new address as text in the HTML, as typed in the text", () => {
    const email = emailChangeEmail("a@b.fr", link, typed, "current");
    expect(email.html).toContain("par &lt;img src=x onerror=alert(1)&gt;@exemple.fr.");
    expect(email.html).not.toContain("<img");
    expect(email.text).toContain(`par ${typed}.`);
  });
});
