import { describe, expect, it } from "vitest";

import {
  boardStages,
  candidateNameOf,
  cardsByStage,
  interviewDateText,
  interviewText,
  positionAt,
  positionBetween,
} from "@fuse/domain/workflow/board";
import type { Interview, PipelineCard } from "@fuse/domain/workflow/contract";

import { exampleCards } from "./fixtures.ts";

const base = exampleCards[0]!;
const cardAt = (id: string, stage: PipelineCard["stage"], position: number, stage_changed_at = base.stage_changed_at) =>
  ({ ...base, id, stage, position, stage_changed_at }) satisfies PipelineCard;

describe("positionBetween", () => {
  it("takes the mean of the two neighbours", () => {
    expect(positionBetween(1, 2)).toBe(1.5);
    expect(positionBetween(-3, 5)).toBe(1);
  });
  it("goes one above the first card on top, one below the last at the end", () => {
    expect(positionBetween(null, 4)).toBe(3);
    expect(positionBetween(4, null)).toBe(5);
    expect(positionBetween(null, -1_764_000_000)).toBe(-1_764_000_001);
  });
  it("starts at 0 in an empty column", () => {
    expect(positionBetween(null, null)).toBe(0);
  });
});

describe("positionAt", () => {
  const positions = new Map([
    ["a", 1],
    ["b", 2],
    ["moved", 10],
  ]);
  it("places a card between, above or below its new neighbours", () => {
    expect(positionAt(["a", "moved", "b"], "moved", positions)).toBe(1.5);
    expect(positionAt(["moved", "a", "b"], "moved", positions)).toBe(0);
    expect(positionAt(["a", "b", "moved"], "moved", positions)).toBe(3);
    expect(positionAt(["moved"], "moved", positions)).toBe(0);
  });
});

describe("cardsByStage", () => {
  it("orders each column by position, then the latest arrival first", () => {
    const columns = cardsByStage([
      cardAt("late", "shortlisted", 1),
      cardAt("older", "shortlisted", 0, "2026-11-01T09:00:00Z"),
      cardAt("newer", "shortlisted", 0, "2026-11-10T09:00:00Z"),
    ]);
    expect(columns.shortlisted.map((card) => card.id)).toEqual(["newer", "older", "late"]);
    expect(columns.new_match).toEqual([]);
  });
});

describe("boardStages", () => {
  it("shows the six recruiter stages, and « Retirée » only when a card stands there", () => {
    expect(boardStages([cardAt("a", "new_match", 0)])).toEqual([
      "new_match",
      "shortlisted",
      "interview",
      "offer",
      "hired",
      "rejected",
    ]);
    expect(boardStages([cardAt("a", "withdrawn", 0)]).at(-1)).toBe("withdrawn");
  });
});

describe("candidateNameOf", () => {
  it("names the candidate, or falls back to their e-mail", () => {
    expect(candidateNameOf(base)).toBe("Camille Martin");
    expect(candidateNameOf({ ...base, candidate: { ...base.candidate, first_name: null, last_name: null } })).toBe(
      "camille.martin@example.fr",
    );
  });
});

describe("interviewText", () => {
  const interview: Interview = {
    id: "i1",
    status: "proposed",
    slots: ["2026-12-01T13:00:00Z", "2026-12-02T09:30:00Z", "2026-12-03T15:00:00Z"],
    chosen_slot: null,
    duration_minutes: 45,
    location: "12 rue de la Paix, Paris",
    video_url: null,
    message: null,
    updated_at: "2026-11-25T10:00:00Z",
  };
  it("counts the slots proposed", () => {
    expect(interviewText(interview)).toBe("Entretien proposé : 3 créneaux");
    expect(interviewText({ ...interview, slots: ["2026-12-01T13:00:00Z"] })).toBe("Entretien proposé : 1 créneau");
  });
  it("gives the booked slot in Paris time, winter and summer", () => {
    expect(interviewText({ ...interview, status: "booked", chosen_slot: "2026-12-01T13:00:00Z" })).toBe(
      "Entretien le mardi 1 décembre à 14 h 00",
    );
    expect(interviewDateText("2027-06-15T07:05:00Z")).toBe("mardi 15 juin à 9 h 05");
  });
  it("says nothing of a cancelled interview", () => {
    expect(interviewText({ ...interview, status: "cancelled" })).toBeNull();
  });
});
