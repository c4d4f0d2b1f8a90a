// CV analysis: upload, extracted facts, review and apply.
export * from "@fuse/domain/cv-analysis/contract";
export { cvAnalysisKeys } from "./api/keys.ts";
export { cvAnalysisQueries, useAnalyseCvMutation, useApplyCvMutation, useDeleteCvFileMutation } from "./api/queries.ts";
export { CvFirst, type CvFirstProps } from "./components/cv-first.tsx";
export { CvReview, type CvReviewProps } from "./components/cv-review.tsx";
export { cvAccept, cvMaxBytes, CvUpload, CvUploadError, type CvUploadProps } from "./components/cv-upload.tsx";
