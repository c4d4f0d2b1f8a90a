import { describe, expect, it } from "vitest";

import { verifyLink } from "./email-links.ts";

describe("verifyLink", () => {
  it("uses the loopback name the person used, on the auth server's port", () => {
    expect(verifyLink("http://localhost:3000", "http://127.0.0.1:3000/confirm-email").href).toBe(
      "http://127.0.0.1:3000/auth/v1/verify",
    );
    expect(verifyLink("http://127.0.0.1:3000", "http://[::1]:3000/confirm-email").origin).toBe("http://[::1]:3000");
  });

  it("keeps the auth server's own address for another port, another host, or no usable redirect", () => {
    expect(verifyLink("http://localhost:3000", "http://127.0.0.1:5173/confirm-email").origin).toBe(
      "http://localhost:3000",
    );
    expect(verifyLink("https://fuse.example", "https://app.fuse.example/confirm-email").origin).toBe(
      "https://fuse.example",
    );
    expect(verifyLink("http://localhost:3000", "/confirm-email").origin).toBe("http://localhost:3000");
  });
});
