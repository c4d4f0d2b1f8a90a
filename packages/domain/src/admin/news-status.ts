import { formatDateTime, formatDay } from "../format/date.ts";
import type { AdminNewsStatus, AdminNewsSummary } from "./contract.ts";

/** The public an item is written for, as the administrators' screens name it: the vocabulary's. */
export { audienceLabels } from "../vocabulary/index.ts";

export const newsStatusLabels: Record<AdminNewsStatus, string> = {
  draft: "Brouillons",
  scheduled: "Programmées",
  published: "Publiées",
};

/**
 * An item's state as its badge says it: « Brouillon », « Programmée le 1 décembre 2026 à 09:00 »
 * or « Publiée le 26 novembre 2026 », in Paris time unless `timeZone` is given.
 */
export function describeNewsStatus(news: Pick<AdminNewsSummary, "status" | "published_at">, timeZone?: string): string {
  if (news.status === "draft" || !news.published_at) return "Brouillon";
  const date = new Date(news.published_at);
  if (news.status === "scheduled") return `Programmée le ${formatDateTime(date, timeZone)}`;
  return `Publiée le ${formatDay(date, timeZone)}`;
}

/** `2026-12-01T09:00` for a `datetime-local` input, in the reader's time zone. */
export function toLocalDateTimeInput(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A `datetime-local` value (the reader's time zone) as the moment the server expects, with its zone
 * (`2026-12-01T08:00:00.000Z`); empty or unreadable stays as it is for the schema to refuse.
 */
export function fromLocalDateTimeInput(value: string): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
