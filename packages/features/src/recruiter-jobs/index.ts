// The recruiter's own offers: « Mes offres d'emploi » and the offer form.
export type {
  JobOfferDeletion,
  JobOfferStatus,
  RecruiterJob,
  RecruiterJobList,
  RecruiterJobListItem,
  RecruiterJobsEndpoints,
} from "@fuse/domain/recruiter-jobs/contract";
export { jobOfferStatuses } from "@fuse/domain/recruiter-jobs/contract";
export {
  draftIssues,
  jobOfferDraftSchema,
  jobOfferPublicationSchema,
  publicationIssues,
  type JobOfferDraft,
  type JobOfferFieldName,
  type JobOfferIssue,
} from "@fuse/domain/recruiter-jobs/job-offer-schema";
export { recruiterJobsKeys } from "./api/keys.ts";
export { recruiterJobsQueries } from "./api/queries.ts";
export { useDeleteDraftMutation, useOfferActionMutation, useSaveOfferMutation } from "./api/mutations.ts";
export { offerActions, type OfferAction } from "./api/recruiter-jobs.ts";
export { recruiterJobsMessages } from "@fuse/domain/recruiter-jobs/messages";
export { JobOfferForm, type JobOfferFormProps, type JobOfferServices } from "./components/job-offer-form.tsx";
export { JobOfferList, JobOfferListSkeleton, type JobOfferListProps } from "./components/job-offer-list.tsx";
export { JobOfferPreview, type JobOfferPreviewProps } from "./components/job-offer-preview.tsx";
export {
  JobOfferEditor,
  RecruiterJobsScreen,
  type JobOfferEditorProps,
  type RecruiterJobsScreenProps,
} from "./components/recruiter-jobs-screens.tsx";
