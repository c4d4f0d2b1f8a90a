// The candidate's portrait (« Mon portrait », question-four) and the account's data export.
export { type PortraitAnswers, type PortraitEndpoints } from "./api/contract.ts";
export { accountExportFileName, accountExportPath } from "./lib/account-export.ts";
export { getPortraitAnswers, loadPortraitDraft, portraitFactsOf, savePortrait } from "./api/portrait.ts";
export {
  isBlankPortrait,
  PortraitEditor,
  portraitMaxLength,
  portraitMessages,
  type PortraitEditorProps,
} from "./components/portrait-editor.tsx";
export { PortraitView, type PortraitViewProps } from "./components/portrait-view.tsx";
export { composePortraitDraft, frenchList, type PortraitFacts } from "./lib/draft.ts";
export { useSavePortraitMutation } from "./use-save-portrait-mutation.ts";
