// The recruitment pipeline: its cards by stage.
export type { PipelineCard, PipelineCards, WorkflowEndpoints } from "@fuse/domain/workflow/contract";
export { workflowKeys } from "./api/keys.ts";
export { workflowQueries } from "./api/queries.ts";
export { PipelineBoard, type CardMove, type PipelineBoardProps } from "./components/pipeline-board.tsx";
export { daysInStageText } from "@fuse/domain/workflow/days";
// The recruiter's actions on a card: move, refuse, note, propose an interview.
export type { InterviewProposal, MoveRequest, PipelineCardDetail } from "@fuse/domain/workflow/contract";
export { InterviewProposalForm, type InterviewProposalFormProps } from "./components/interview-proposal-form.tsx";
export { MoveMenu, type MoveMenuProps } from "./components/move-menu.tsx";
export { NoteForm, type NoteFormProps } from "./components/note-form.tsx";
export { PipelineCardView, type PipelineCardViewProps } from "./components/pipeline-card.tsx";
export { RefusalDialog, type RefusalDialogProps } from "./components/refusal-dialog.tsx";
export { candidateNameOf, interviewText, positionBetween, type RecruiterStage } from "@fuse/domain/workflow/board";
export {
  interviewFormSchema,
  interviewProposalOf,
  type InterviewFormValues,
} from "@fuse/domain/workflow/interview-proposal-schema";
export { refusalSchema, type Refusal } from "@fuse/domain/workflow/refusal-schema";
// The candidate's applications, the shared history, interviews, and the recruiter's funnel.
export type {
  Application,
  Applications,
  Interview,
  PipelineFunnel as PipelineFunnelData,
  WorkflowEvent,
} from "@fuse/domain/workflow/contract";
export { ApplicationCard, type ApplicationCardProps } from "./components/application-card.tsx";
export { ApplicationList, type ApplicationListProps } from "./components/application-list.tsx";
export { InterviewSlotPicker, type InterviewSlotPickerProps } from "./components/interview-slot-picker.tsx";
export { InterviewDetails, InterviewSummary, type InterviewSummaryProps } from "./components/interview-summary.tsx";
export { PipelineFunnel, type PipelineFunnelProps } from "./components/pipeline-funnel.tsx";
export { WithdrawDialog, type WithdrawDialogProps } from "./components/withdraw-dialog.tsx";
export {
  WorkflowHistory,
  type WorkflowHistoryProps,
  type WorkflowHistoryViewer,
} from "./components/workflow-history.tsx";
export { formatDuration, formatShortDate, formatSlot } from "@fuse/domain/workflow/dates";
export { candidateNextStep, upcomingSlots } from "@fuse/domain/workflow/next-step";
// The screens with their data: the recruiter's board and the candidate's applications.
export {
  useAddNoteMutation,
  useApplicationMutations,
  useMoveCardMutation,
  useProposeInterviewMutation,
  useRecruiterCancelInterviewMutation,
} from "./api/mutations.ts";
export {
  CandidateWorkflowScreen,
  RecruiterWorkflowScreen,
  type CandidateWorkflowScreenProps,
  type RecruiterWorkflowScreenProps,
} from "./components/workflow-screens.tsx";
