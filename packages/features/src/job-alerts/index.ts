// Saved searches, e-mail alerts, liked and recently viewed offers.
export type {
  JobAlertsEndpoints,
  LikedJob,
  SavedSearch,
  SavedSearchChange,
  SavedSearchCreate,
  SavedSearchCriteria,
  SavedSearchList as SavedSearchListResponse,
  ViewedJob,
} from "@fuse/domain/job-alerts/contract";
export { jobAlertsKeys } from "./api/keys.ts";
export { jobAlertsQueries } from "./api/queries.ts";
export {
  useChangeSavedSearchMutation,
  useCreateSavedSearchMutation,
  useDeleteSavedSearchMutation,
  useRecordJobView,
} from "./api/mutations.ts";
export { JobAlertsScreen, type JobAlertsScreenProps } from "./components/job-alerts-screen.tsx";
export { JobOfferList, type JobOfferListProps } from "./components/job-offer-list.tsx";
export { SavedSearchList, type SavedSearchListProps } from "./components/saved-search-list.tsx";
export { SaveSearchButton, type SaveSearchButtonProps } from "./components/save-search-button.tsx";
export { criteriaInWords, suggestedSearchName } from "@fuse/domain/job-alerts/criteria";
export { offerHref, searchHref } from "@fuse/domain/job-alerts/links";
