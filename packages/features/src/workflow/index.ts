// The recruitment pipeline: its cards by stage.
export type { PipelineCard, PipelineCards, WorkflowEndpoints } from "./api/contract.ts";
export { workflowKeys, workflowQueries } from "./api/queries.ts";
export { PipelineBoard, type PipelineBoardProps } from "./components/pipeline-board.tsx";
export { daysInStageText } from "./lib/days.ts";
