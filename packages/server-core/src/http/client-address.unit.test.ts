import { describe, expect, it } from "vitest";

import { resolveClientAddress, trustedProxies } from "./client-address.ts";

const proxies = trustedProxies(["127.0.0.1", "::1", "10.0.0.0/8"]);

describe("resolveClientAddress", () => {
  it("is the socket's peer when the peer is not a trusted proxy, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress("198.51.100.7", "203.0.113.5", proxies)).toBe("198.51.100.7");
    expect(resolveClientAddress("198.51.100.7", undefined, trustedProxies([]))).toBe("198.51.100.7");
  });

  it("is the address a trusted proxy received the request from", () => {
    expect(resolveClientAddress("127.0.0.1", "203.0.113.5", proxies)).toBe("203.0.113.5");
    expect(resolveClientAddress("::ffff:127.0.0.1", "203.0.113.5", proxies)).toBe("203.0.113.5");
    expect(resolveClientAddress("::1", "2001:db8::1", proxies)).toBe("2001:db8::1");
  });

  it("walks back through a chain of trusted proxies, and no further", () => {
    expect(resolveClientAddress("127.0.0.1", "203.0.113.5, 10.1.2.3", proxies)).toBe("203.0.113.5");
    // What the client wrote itself, left of the first untrusted hop, is not believed.
    expect(resolveClientAddress("127.0.0.1", "192.0.2.1, 203.0.113.5", proxies)).toBe("203.0.113.5");
  });

  it("stops at the last proxy when the header is missing or holds something else than an address", () => {
    expect(resolveClientAddress("127.0.0.1", undefined, proxies)).toBe("127.0.0.1");
    expect(resolveClientAddress("127.0.0.1", "unknown", proxies)).toBe("127.0.0.1");
    expect(resolveClientAddress("127.0.0.1", "203.0.113.5, x", proxies)).toBe("127.0.0.1");
  });
});

describe("trustedProxies", () => {
  it("refuses an entry that is neither an address nor a range, in French", () => {
    expect(() => trustedProxies(["proxy.local"])).toThrow(
      "TRUSTED_PROXIES : « proxy.local » n'est ni une adresse IP ni une plage (10.0.0.0/8).",
    );
    expect(() => trustedProxies(["10.0.0.0/x"])).toThrow(/TRUSTED_PROXIES/);
  });
});
