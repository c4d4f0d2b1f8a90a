// Dates of the hiring workflow, in French and in Paris time whatever the reader's clock says: an
// interview at 14 h 00 in Lyon stays at 14 h 00 for a candidate browsing from abroad, and matches
// the e-mails and calendar invitations the server sends.

import { formatDayWithWeekday, formatShortDay, formatTime } from "../format/date.ts";

/** « mardi 1 décembre 2026 à 14 h 00 »: an interview slot. */
export function formatSlot(iso: string): string {
  return `${formatDayWithWeekday(iso)} à ${formatTime(iso)}`;
}

/** « 1 déc. 2026 »: the day of an event in a history. */
export function formatShortDate(iso: string): string {
  return formatShortDay(iso);
}

/** « 45 min », « 1 h », « 1 h 30 »: how long an interview lasts. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")}`;
}
