import { describe, expect, it } from "vitest";

import { describeNewsStatus, fromLocalDateTimeInput, toLocalDateTimeInput } from "./news-status.ts";
import { newsCreateSchema } from "./schemas.ts";

describe("describeNewsStatus", () => {
  it("says each state as its badge shows it, in the zone asked", () => {
    expect(describeNewsStatus({ status: "draft", published_at: null })).toBe("Brouillon");
    expect(describeNewsStatus({ status: "scheduled", published_at: "2026-12-01T08:00:00Z" }, "Europe/Paris")).toBe(
      "Programmée le 1 décembre 2026 à 09:00",
    );
    expect(describeNewsStatus({ status: "published", published_at: "2026-11-30T23:30:00Z" }, "Europe/Paris")).toBe(
      "Publiée le 1 décembre 2026",
    );
    expect(describeNewsStatus({ status: "published", published_at: "2026-11-30T23:30:00Z" }, "America/Cayenne")).toBe(
      "Publiée le 30 novembre 2026",
    );
  });
});

describe("the publication date input", () => {
  it("goes from the moment to the input and back to the same moment, with a zone the server accepts", () => {
    const moment = "2026-12-01T08:00:00.000Z";
    const typed = toLocalDateTimeInput(moment);
    expect(typed).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const sent = fromLocalDateTimeInput(typed);
    expect(sent).toBe(moment);
    expect(newsCreateSchema.safeParse({ title: "Salon", publish: "at", publish_at: sent }).success).toBe(true);
  });

  it("leaves an empty or unreadable value for the schema to refuse in French", () => {
    expect(fromLocalDateTimeInput("")).toBe("");
    expect(fromLocalDateTimeInput("demain")).toBe("demain");
    const refused = newsCreateSchema.safeParse({ title: "Salon", publish: "at", publish_at: "demain" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/^La date de publication doit être une date et une heure/);
  });
});
