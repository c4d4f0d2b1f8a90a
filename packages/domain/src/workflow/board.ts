import { formatDayMonthWithWeekday, formatTime } from "../format/date.ts";
import { recruiterWorkflowStages, type WorkflowStage } from "../vocabulary/index.ts";
import type { Interview, PipelineCard } from "./contract.ts";

/** A stage the recruiter moves cards to (« Retirée » is the candidate's own). */
export type RecruiterStage = (typeof recruiterWorkflowStages)[number];

/** The candidate's first and last names, else their e-mail. */
export const candidateNameOf = ({ candidate }: PipelineCard) =>
  [candidate.first_name, candidate.last_name].filter(Boolean).join(" ") || candidate.email;

/**
 * The position of a card dropped between two others (`PipelineCard.position`: smaller first): the
 * mean of its neighbours', one less than the first on top, one more than the last at the end, 0
 * alone. Floats leave room between any two cards without renumbering the column.
 */
export function positionBetween(before: number | null, after: number | null): number {
  if (before === null && after === null) return 0;
  if (before === null) return (after as number) - 1;
  if (after === null) return before + 1;
  return (before + after) / 2;
}

/** Column order: by position, then the latest to reach the stage first. */
export function compareCards(a: PipelineCard, b: PipelineCard) {
  return a.position - b.position || Date.parse(b.stage_changed_at) - Date.parse(a.stage_changed_at);
}

/** The board's columns: the six recruiter stages, and « Retirée » only when a card stands there. */
export function boardStages(cards: readonly PipelineCard[]): WorkflowStage[] {
  return cards.some((card) => card.stage === "withdrawn")
    ? [...recruiterWorkflowStages, "withdrawn"]
    : [...recruiterWorkflowStages];
}

/** The cards of each column, in column order. */
export function cardsByStage(cards: readonly PipelineCard[]): Record<WorkflowStage, PipelineCard[]> {
  const columns = Object.fromEntries(boardStages(cards).map((stage) => [stage, [] as PipelineCard[]])) as Record<
    WorkflowStage,
    PipelineCard[]
  >;
  for (const card of cards) (columns[card.stage] ??= []).push(card);
  for (const column of Object.values(columns)) column.sort(compareCards);
  return columns;
}

/**
 * Where a card lands in a column given the column's order of card ids once it stands there: the
 * position between its neighbours' (see `positionBetween`).
 */
export function positionAt(order: readonly string[], cardId: string, positions: ReadonlyMap<string, number>) {
  const index = order.indexOf(cardId);
  const neighbour = (at: number) => {
    const id = order[at];
    return id === undefined ? null : (positions.get(id) ?? null);
  };
  return positionBetween(index > 0 ? neighbour(index - 1) : null, neighbour(index + 1));
}

/** « mardi 1 décembre à 14 h 00 »: an interview's start, as Paris reads it. */
export function interviewDateText(instant: string) {
  return `${formatDayMonthWithWeekday(instant)} à ${formatTime(instant)}`;
}

/** « Entretien proposé : 3 créneaux » while the candidate chooses, « Entretien le mardi 1 décembre à 14 h 00 » once booked. */
export function interviewText(interview: Interview) {
  if (interview.status === "booked" && interview.chosen_slot) {
    return `Entretien le ${interviewDateText(interview.chosen_slot)}`;
  }
  if (interview.status === "proposed") {
    const count = interview.slots.length;
    return `Entretien proposé : ${count} créneau${count > 1 ? "x" : ""}`;
  }
  return null;
}
