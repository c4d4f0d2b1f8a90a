import { describe, expect, it } from "vitest";

import { newsDate } from "./news-date.ts";

describe("newsDate", () => {
  it("writes the day in Paris, whatever the time zone of the machine that formats it", () => {
    // 23:30 UTC is already the next day in Paris (UTC+1 in winter, UTC+2 in summer).
    expect(newsDate("2026-11-26T23:30:00Z")).toBe("27 novembre 2026");
    expect(newsDate("2026-06-30T22:30:00Z")).toBe("1 juillet 2026");
    expect(newsDate("2026-11-26T22:59:00Z")).toBe("26 novembre 2026");
  });
});
