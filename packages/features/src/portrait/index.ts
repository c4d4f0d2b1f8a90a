// The candidate's portrait (« Mon portrait », question-four) and the account's data export.
export { type PortraitAnswers, type PortraitEndpoints } from "@fuse/domain/portrait/contract";
export { accountExportFileName, accountExportPath } from "@fuse/domain/portrait/account-export";
export { getPortraitAnswers, loadPortraitDraft, portraitFactsOf, savePortrait } from "./api/portrait.ts";
export { PortraitEditor, type PortraitEditorProps } from "./components/portrait-editor.tsx";
export { isBlankPortrait, portraitMaxLength, portraitMessages } from "@fuse/domain/portrait/portrait-schema";
export { PortraitView, type PortraitViewProps } from "./components/portrait-view.tsx";
export { composePortraitDraft, frenchList, type PortraitFacts } from "@fuse/domain/portrait/draft";
export { useSavePortraitMutation } from "./use-save-portrait-mutation.ts";
