import { formatDay } from "../format/date.ts";
import { formatDecimal } from "../format/number.ts";
import { contractTypeLabels, remoteModeLabels, type ContractType, type RemoteMode } from "../vocabulary/index.ts";

/** "à 4,2 km", or null without a searched place. */
export const distanceText = (km: number | null) => (km === null ? null : `à ${formatDecimal(km)} km`);

/** "Publiée le 12 novembre 2026". */
export const publishedText = (iso: string) => `Publiée le ${formatDay(iso)}`;

export const contractText = (type: ContractType) => contractTypeLabels[type];
export const remoteText = (mode: RemoteMode) => remoteModeLabels[mode];
