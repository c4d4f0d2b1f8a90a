// What the browser is told to allow. Permissions-Policy turns off the powerful features the app
// never uses (camera, geolocation, payment, USB…) for the page and anything it embeds, keeping the
// microphone (the voice presentation records in the browser) and fullscreen for the app itself.
// Images come only from the app itself and the product's storage: a tracking pixel in rich text
// is dropped when written, and the CSP refuses any other image source in case one slips through.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call, createUser } from "../api/profile-support.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const paths = ["/", "/api/config", "/api/nope", "/auth/v1/settings", "/login"];

/** The directives of a policy header, by name. */
function directives(header: string | null, separator: RegExp) {
  return Object.fromEntries(
    (header ?? "")
      .split(separator)
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...value] = part.split(/[=\s]/);
        return [name!, value.join(" ").trim()];
      }),
  );
}

describe("Permissions-Policy", () => {
  it("denies the features the app never uses and keeps the microphone and fullscreen for itself", async () => {
    for (const path of paths) {
      const policy = directives((await fetch(`${server.url}${path}`)).headers.get("permissions-policy"), /,/);
      expect(policy.microphone, path).toBe("(self)");
      expect(policy.fullscreen, path).toBe("(self)");
      for (const denied of [
        "camera",
        "geolocation",
        "payment",
        "usb",
        "serial",
        "hid",
        "bluetooth",
        "midi",
        "magnetometer",
        "gyroscope",
        "accelerometer",
        "display-capture",
        "publickey-credentials-get",
        "screen-wake-lock",
        "xr-spatial-tracking",
      ]) {
        expect(policy[denied], `${denied} on ${path}`).toBe("()");
      }
      expect(Object.values(policy)).not.toContain("*");
    }
  });
});

describe("images", () => {
  const storage = () => `${server.url}/storage/v1/object/public/`;

  it("are limited by the CSP to the app, blob: and the product's storage", async () => {
    for (const path of paths) {
      const csp = directives((await fetch(`${server.url}${path}`)).headers.get("content-security-policy"), /;/);
      const sources = csp["img-src"]!.split(" ");
      expect(sources, path).toEqual(expect.arrayContaining(["'self'", "blob:", server.url]));
      // Nothing else than this server under its loopback names (embedded mode: the storage is here).
      const { port } = new URL(server.url);
      const others = sources.filter((source) => !["'self'", "blob:"].includes(source));
      // (Chromium drops a source naming an IPv6 address with an error: [::1] is covered by 'self'.)
      for (const source of others) expect(source).toMatch(new RegExp(`^http://(localhost|127\\.0\\.0\\.1):${port}$`));
      expect(sources).not.toContain("data:");
      // The API and the Supabase stand-in are where the page reaches them, not a placeholder port.
      expect(csp["connect-src"]).toContain(server.url);
      expect(csp["connect-src"]).not.toContain(":0 ");
    }
  });

  it("from elsewhere are dropped from rich text when it is written; the product's storage stays", async () => {
    const user = await createUser(server, "images");
    expect(
      (await call(server, "POST", "/api/profile/update", { token: user.token, body: { type: "candidate" } })).status,
    ).toBe(201);
    const ours = `${storage()}portraits/photo.png`;
    const memo = [
      "<p>Bonjour</p>",
      `<img src="${ours}" alt="moi">`,
      '<img src="https://tracker.example/pixel.gif?u=1" alt="pixel">',
      `<img src="${server.url}/api/profile" alt="api">`,
      `<img src="${server.url.replace("127.0.0.1", "127.0.0.2")}/storage/v1/object/public/x.png" alt="autre">`,
      `<img src="${storage()}../../../../api/config" alt="remonte">`,
      '<img src="//tracker.example/p.gif" alt="sans schéma">',
      '<img src="/\\tracker.example/p.gif" alt="barre inverse">',
      '<img src="ftp://tracker.example/p.gif" alt="ftp">',
    ].join("");
    const reply = await call(server, "POST", "/api/profile/info", { token: user.token, body: { form: { memo } } });
    expect(reply.status).toBe(200);
    expect(reply.body.memo).toBe(`<p>Bonjour</p><img src="${ours}" alt="moi">`);
  });
});
