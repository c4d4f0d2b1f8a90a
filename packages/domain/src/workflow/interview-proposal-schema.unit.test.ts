import { describe, expect, it } from "vitest";

import type { Interview } from "./contract.ts";
import {
  interviewFormSchema,
  interviewFormValues,
  interviewMessages,
  interviewProposalOf,
  localInstant,
  slotInputOf,
  type InterviewFormValues,
} from "./interview-proposal-schema.ts";
import { interviewProposalSchema } from "./requests.ts";

// Local dates: the form reads the browser's time zone, so expectations are built in the same zone.
const now = new Date(2026, 10, 25, 12, 0);
const schema = interviewFormSchema(() => now);

const valid: InterviewFormValues = {
  slots: [
    { date: "2026-12-01", time: "14:00" },
    { date: "2026-12-02", time: "09:30" },
  ],
  duration_minutes: 45,
  location: "  12 rue de la Paix, Paris ",
  video_url: "",
  message: "",
};

/** Each issue's path and message. */
const issuesOf = (values: unknown) => {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("interviewFormSchema", () => {
  it("accepts future slots with a place and trims the texts", () => {
    const result = schema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.location).toBe("12 rue de la Paix, Paris");
  });

  it("says which slot lacks its date or its time", () => {
    expect(
      issuesOf({
        ...valid,
        slots: [
          { date: "", time: "10:00" },
          { date: "2026-12-02", time: "" },
        ],
      }),
    ).toEqual([
      ["slots.0.date", interviewMessages.missingDate],
      ["slots.1.time", interviewMessages.missingTime],
    ]);
  });

  it("refuses a slot already past, even earlier the same day", () => {
    expect(issuesOf({ ...valid, slots: [{ date: "2026-11-25", time: "11:59" }] })).toEqual([
      ["slots.0.when", interviewMessages.past],
    ]);
    expect(issuesOf({ ...valid, slots: [{ date: "2026-11-25", time: "12:30" }] })).toEqual([]);
  });

  it("flags the second of two identical slots", () => {
    const slot = { date: "2026-12-01", time: "14:00" };
    expect(issuesOf({ ...valid, slots: [slot, { date: "2026-12-02", time: "10:00" }, slot] })).toEqual([
      ["slots.2.when", interviewMessages.duplicate],
    ]);
  });

  it("proposes one to five slots", () => {
    const slots = Array.from({ length: 6 }, (_, day) => ({ date: `2026-12-1${day}`, time: "10:00" }));
    expect(issuesOf({ ...valid, slots })).toEqual([["slots", interviewMessages.tooManySlots]]);
    expect(issuesOf({ ...valid, slots: [] })).toEqual([["slots", interviewMessages.noSlot]]);
  });

  it("needs a place or a video link, and the link in https", () => {
    expect(issuesOf({ ...valid, location: "   " })).toEqual([["location", interviewMessages.placeOrLink]]);
    expect(issuesOf({ ...valid, location: "", video_url: "http://visio.example.fr/abc" })).toEqual([
      ["video_url", interviewMessages.httpsOnly],
    ]);
    expect(issuesOf({ ...valid, location: "", video_url: "https://visio.example.fr/abc" })).toEqual([]);
  });

  it("keeps to the listed durations and the lengths the server accepts", () => {
    expect(issuesOf({ ...valid, duration_minutes: 50 })).toEqual([["duration_minutes", interviewMessages.duration]]);
    expect(issuesOf({ ...valid, location: "x".repeat(301) })).toEqual([
      ["location", interviewMessages.locationTooLong],
    ]);
    expect(issuesOf({ ...valid, message: "x".repeat(1001) })).toEqual([["message", interviewMessages.messageTooLong]]);
  });
});

describe("interviewProposalOf", () => {
  it("sends each slot as the instant the browser's clock names, and leaves out empty texts", () => {
    const proposal = interviewProposalOf(schema.parse(valid));
    expect(proposal).toEqual({
      slots: [new Date(2026, 11, 1, 14, 0).toISOString(), new Date(2026, 11, 2, 9, 30).toISOString()],
      duration_minutes: 45,
      location: "12 rue de la Paix, Paris",
    });
  });

  it("passes the server's own rules", () => {
    const proposal = interviewProposalOf(schema.parse({ ...valid, video_url: "https://visio.example.fr/a" }));
    expect(interviewProposalSchema(() => now).safeParse(proposal).success).toBe(true);
  });
});

describe("slot inputs", () => {
  it("reads an instant back as the date and time it was typed", () => {
    const instant = localInstant({ date: "2026-12-01", time: "14:05" })!;
    expect(slotInputOf(instant.toISOString())).toEqual({ date: "2026-12-01", time: "14:05" });
  });
  it("knows no date from an incomplete entry", () => {
    expect(localInstant({ date: "2026-12", time: "14:00" })).toBeNull();
    expect(localInstant({ date: "2026-12-01", time: "" })).toBeNull();
  });

  it("prefills a rescheduling with the interview's slots and details", () => {
    const interview: Interview = {
      id: "i1",
      status: "proposed",
      slots: [new Date(2026, 11, 1, 14, 0).toISOString()],
      chosen_slot: null,
      duration_minutes: 90,
      location: null,
      video_url: "https://visio.example.fr/a",
      message: "À bientôt",
      updated_at: "2026-11-25T10:00:00Z",
    };
    expect(interviewFormValues(interview)).toEqual({
      slots: [{ date: "2026-12-01", time: "14:00" }],
      duration_minutes: 90,
      location: "",
      video_url: "https://visio.example.fr/a",
      message: "À bientôt",
    });
    expect(interviewFormValues().slots).toEqual([{ date: "", time: "" }]);
  });
});
