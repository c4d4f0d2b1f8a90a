// The profile slice's public entry: the spec §7 calls, their queries, toasts and the update mutation.
export { profileKeys } from "./api/keys.ts";
export { getCandidateInfo, getCompanyInfo, getProfile, saveCandidateTrade, updateProfile } from "./api/profile.ts";
export { profileFreshForMs, profileQueries } from "./api/queries.ts";
export { profileMessages } from "@fuse/domain/profile/messages";
export { notifyProfileError, notifyProfileUpdated } from "./lib/notify.ts";
export { useUpdateProfileMutation } from "./use-update-profile-mutation.ts";
export { useSaveCandidateTradeMutation } from "./use-save-candidate-trade-mutation.ts";
export { CandidateTrade, type CandidateTradeProps } from "./components/candidate-trade.tsx";
export { VisibilityNotice, type VisibilityNoticeProps } from "./components/visibility-notice.tsx";
