// The profile slice's public entry: the spec §7 calls, their toasts and the update hook.
export { ApiError, TokenError, type ApiClient } from "./api/client.ts";
export {
  getCandidateInfo,
  getProfile,
  updateProfile,
  type CandidateInfoSummary,
  type Profile,
  type ProfileUpdate,
} from "./api/profile.ts";
export { profileMessages } from "./lib/messages.ts";
export { notifyProfileError, notifyProfileUpdated } from "./lib/notify.ts";
export { useUpdateProfile } from "./use-update-profile.ts";
