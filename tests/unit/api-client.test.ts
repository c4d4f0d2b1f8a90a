import { describe, expect, it } from "vitest";

import { createApiClient } from "../../apps/platform/src/session/api-client";

describe("createApiClient", () => {
  it("settles a read aborted while it waits to retry an unavailable server, without asking again", async () => {
    let asked = 0;
    const controller = new AbortController();
    const api = createApiClient(null, async () => {
      asked += 1;
      // The first answer is a 503: the client waits before its second attempt, and is aborted then.
      setTimeout(() => controller.abort(), 20);
      return Response.json({ error: "Service indisponible" }, { status: 503 });
    });
    const answer = api.request("GET /api/places/cities", { query: { q: "Lyon" }, signal: controller.signal });
    await expect(answer).rejects.toMatchObject({ name: "AbortError" });
    expect(asked).toBe(1);
  });

  it("retries a read answered 503 and gives the answer that follows", async () => {
    let asked = 0;
    const api = createApiClient(null, async () =>
      ++asked === 1 ? Response.json({ error: "Service indisponible" }, { status: 503 }) : Response.json({ cities: [] }),
    );
    await expect(api.request("GET /api/places/cities", { query: { q: "Lyon" } })).resolves.toEqual({ cities: [] });
    expect(asked).toBe(2);
  });
});
