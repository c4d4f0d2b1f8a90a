import { formatDay } from "../format/date.ts";
import { profileTypeLabels, profileTypePlurals, profileTypes, subscriptionStatusPhrases } from "../vocabulary/index.ts";
import type { AdminUser, AdminUserSubscription, AdminUserType } from "./inbox-contract.ts";
import { formatAdminDate } from "./inbox-labels.ts";

/** What the administrators' view of the users says, in French. */
export const adminUsersMessages = {
  listFailed: "Les utilisateurs n'ont pas pu être chargés.",
  itemFailed: "Ce compte n'a pas pu être chargé.",
  missing: "Ce compte n'existe pas ou a été supprimé.",
  deleted: (email: string) => `Le compte ${email} est supprimé.`,
  deleteFailed: "Le compte n'a pas pu être supprimé. Vérifiez votre connexion puis réessayez.",
} as const;

/** Each kind of account as the administrators name it. */
export const userTypeLabels: Record<AdminUserType, string> = { ...profileTypeLabels, none: "Sans profil" };

/** The type filter of the list. */
export const userTypeFilterOptions: readonly { value: AdminUserType | "all"; label: string }[] = [
  { value: "all", label: "Tous" },
  ...profileTypes.map((type) => ({ value: type, label: profileTypePlurals[type] })),
  { value: "none", label: userTypeLabels.none },
];

/** A type read from the address, or every type. */
export function userTypeFilterOf(value: string | null): AdminUserType | "all" {
  return value !== null && Object.hasOwn(userTypeLabels, value) ? (value as AdminUserType) : "all";
}

/** The payment provider's states of a subscription, as « Abonnement … » says them. */
const subscriptionStates: Readonly<Record<string, string>> = subscriptionStatusPhrases;

/**
 * A recruiter's subscription in one line: « Abonnement actif jusqu'au 12 décembre 2026 »,
 * « Abonnement résilié, fin le 1 décembre 2026 », or « Sans abonnement ».
 */
export function describeSubscription(subscription: AdminUserSubscription | null, timeZone?: string): string {
  if (!subscription) return "Sans abonnement";
  const state = subscriptionStates[subscription.status] ?? subscription.status;
  const end = formatDay(subscription.current_period_end, timeZone);
  const running = subscription.status === "active" || subscription.status === "trialing";
  return running ? `Abonnement ${state} jusqu'au ${end}` : `Abonnement ${state}, fin de période le ${end}`;
}

/** The facts the list's badges show, in the order they are read. */
export function describeUserState(user: Pick<AdminUser, "email_confirmed" | "profile_completed" | "type">) {
  return [
    user.email_confirmed ? "E-mail confirmé" : "E-mail non confirmé",
    ...(user.type === "none" ? [] : [user.profile_completed ? "Profil complet" : "Profil incomplet"]),
  ];
}

/** The address typed to confirm a deletion matches the account's (spaces around and case aside). */
export function deletionConfirmed(typed: string, email: string): boolean {
  return email !== "" && typed.trim().toLowerCase() === email.trim().toLowerCase();
}

export { formatAdminDate };
