import { describe, expect, it } from "vitest";

import { addressKey } from "./admission.ts";

describe("addressKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressKey("203.0.113.5")).toBe("203.0.113.5");
  });

  it("counts an IPv6 address by its /64, however it is written", () => {
    const key = "2001:db8:0:1::/64";
    expect(addressKey("2001:db8:0:1::1")).toBe(key);
    expect(addressKey("2001:0db8:0000:0001:ffff:ffff:ffff:ffff")).toBe(key);
    expect(addressKey("2001:DB8:0:1:a:b:c:d")).toBe(key);
    expect(addressKey("2001:db8::1:0:0:0:1")).toBe(key);
    expect(addressKey("2001:db8:0:2::1")).not.toBe(key);
  });

  it("reads the short forms: loopback, a zone, an IPv4 tail", () => {
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
  });
});
