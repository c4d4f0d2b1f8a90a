// Dates of the hiring workflow, in French and in Paris time whatever the reader's clock says: an
// interview at 14 h 00 in Lyon stays at 14 h 00 for a candidate browsing from abroad, and matches
// the e-mails and calendar invitations the server sends.

const timeZone = "Europe/Paris";

const slotFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h23",
});

const shortDateFormat = new Intl.DateTimeFormat("fr-FR", { timeZone, day: "numeric", month: "short", year: "numeric" });

/**
 * « mardi 1 décembre 2026 à 14 h 00 »: an interview slot. Built from the parts because French
 * typography writes hours « 14 h 00 », where Intl writes « 14:00 ».
 */
export function formatSlot(iso: string): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of slotFormat.formatToParts(new Date(iso))) parts[part.type] = part.value;
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year} à ${parts.hour} h ${parts.minute}`;
}

/** « 1 déc. 2026 »: the day of an event in a history. */
export function formatShortDate(iso: string): string {
  return shortDateFormat.format(new Date(iso));
}

/** « 45 min », « 1 h », « 1 h 30 »: how long an interview lasts. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")}`;
}
