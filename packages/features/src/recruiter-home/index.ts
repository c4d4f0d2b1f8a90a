// The recruiter's dashboard: what to do next and the pipeline in figures.
export type { PipelineSummary, RecruiterHomeEndpoints } from "@fuse/domain/recruiter-home/contract";
export { recruiterHomeKeys } from "./api/keys.ts";
export { recruiterHomeQueries } from "./api/queries.ts";
export { PipelineSummaryView, type PipelineSummaryViewProps } from "./components/pipeline-summary.tsx";
export { RecruiterNextSteps, type RecruiterNextStepsProps } from "./components/recruiter-next-steps.tsx";
export { recruiterNextSteps, type NextStep, type RecruiterSituation } from "@fuse/domain/recruiter-home/next-steps";
