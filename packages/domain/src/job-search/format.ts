import { contractTypeLabels, remoteModeLabels, type ContractType, type RemoteMode } from "../vocabulary/index.ts";

const kilometres = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });
const day = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric" });

/** "à 4,2 km", or null without a searched place. */
export const distanceText = (km: number | null) => (km === null ? null : `à ${kilometres.format(km)} km`);

/** "Publiée le 12 novembre 2026". */
export const publishedText = (iso: string) => `Publiée le ${day.format(new Date(iso))}`;

export const contractText = (type: ContractType) => contractTypeLabels[type];
export const remoteText = (mode: RemoteMode) => remoteModeLabels[mode];

const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
export const eurosText = (amount: number) => euros.format(amount);
