import { formatDateTime } from "../format/date.ts";
import type {
  AdminContactMessage,
  AdminPreRegistration,
  ContactMessageStatus,
  InboxQuery,
  PreRegistrationStatus,
} from "./inbox-contract.ts";

/** What the administrators' inboxes say, in French. */
export const adminInboxMessages = {
  contactListFailed: "Les messages de contact n'ont pas pu être chargés.",
  preRegistrationListFailed: "Les pré-inscriptions n'ont pas pu être chargées.",
  replied: (email: string) => `Réponse envoyée à ${email}`,
  replyFailed: "La réponse n'a pas pu être envoyée. Vérifiez votre connexion puis réessayez.",
  handled: "Message marqué comme traité",
  reopened: "Message remis dans ceux à traiter",
  handleFailed: "Le message n'a pas pu être modifié.",
  approved: (email: string) => `Pré-inscription approuvée : l'invitation est envoyée à ${email}.`,
  approveFailed: "La pré-inscription n'a pas pu être approuvée.",
  registrationHandled: "Pré-inscription marquée comme traitée",
  registrationReopened: "Pré-inscription remise dans celles à traiter",
  registrationHandleFailed: "La pré-inscription n'a pas pu être modifiée.",
} as const;

/** The filter of an inbox: one state, or `all`. */
export type InboxFilter<S extends string> = S | "all";

/** The contact messages' filter, « À traiter » first: what an administrator opens the inbox for. */
export const contactFilterOptions: readonly { value: InboxFilter<ContactMessageStatus>; label: string }[] = [
  { value: "new", label: "À traiter" },
  { value: "handled", label: "Traités" },
  { value: "all", label: "Tous" },
];

export const preRegistrationFilterOptions: readonly { value: InboxFilter<PreRegistrationStatus>; label: string }[] = [
  { value: "new", label: "À traiter" },
  { value: "approved", label: "Approuvées" },
  { value: "handled", label: "Traitées" },
  { value: "all", label: "Toutes" },
];

/** A filter read from the address: `all` or one of `allowed`, else `fallback`. */
export function inboxFilterOf<S extends string>(
  value: string | null,
  allowed: readonly S[],
  fallback: InboxFilter<S>,
): InboxFilter<S> {
  if (value === "all") return "all";
  return allowed.find((status) => status === value) ?? fallback;
}

export const contactStatusLabels: Record<ContactMessageStatus, string> = { new: "À traiter", handled: "Traité" };

export const preRegistrationStatusLabels: Record<PreRegistrationStatus, string> = {
  new: "À traiter",
  handled: "Traitée",
  approved: "Approuvée",
};

/** « 26 novembre 2026 à 10:15 », in Paris time unless `timeZone` says otherwise. */
export function formatAdminDate(iso: string, timeZone?: string): string {
  return formatDateTime(iso, timeZone);
}

/** Who dealt with an item and when: « Traité le 26 novembre 2026 à 10:15 par admin@fuse.test ». */
export function describeHandling(
  item: Pick<AdminContactMessage | AdminPreRegistration, "handled_at" | "handled_by">,
  word: "Traité" | "Traitée",
  timeZone?: string,
): string | null {
  if (!item.handled_at) return null;
  const by = item.handled_by
    ? ` par ${item.handled_by.email ?? "un administrateur dont le compte a été supprimé"}`
    : "";
  return `${word} le ${formatAdminDate(item.handled_at, timeZone)}${by}`;
}

/** A page number read from the address: a whole number from 1, else 1. */
export function listPageOf(value: string | null): number {
  return Math.min(100_000, Math.max(1, Math.floor(Number(value)) || 1));
}

/** A search read from the address, as the server takes it (trimmed, 200 characters at most). */
export function listQueryOf(value: string | null): string {
  return (value ?? "").trim().slice(0, 200);
}

/**
 * The address's parameters of a list: its filter under `filterName` unless it is the default, its
 * search, and its page from the second on. A new filter or search starts again at the first page.
 */
export function listSearchParams(
  { filter, query, page }: { filter: string; query: string; page?: number | undefined },
  { filterName, defaultFilter }: { filterName: string; defaultFilter: string },
): Record<string, string> {
  return {
    ...(filter === defaultFilter ? {} : { [filterName]: filter }),
    ...(query ? { q: query } : {}),
    ...(page && page > 1 ? { page: String(page) } : {}),
  };
}

/** The request of an inbox's page: its state unless « Tous », its search when there is one. */
export function inboxQueryOf<S extends string>(status: InboxFilter<S>, query: string, page: number): InboxQuery<S> {
  return { ...(status === "all" ? {} : { status: status as S }), ...(query ? { q: query } : {}), page };
}
