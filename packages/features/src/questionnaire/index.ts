// Data-driven questionnaires: the renderer (steps, one input per question type) and its data layer.
export * from "@fuse/domain/questionnaire/contract";
export { questionnaireKeys } from "./api/keys.ts";
export { questionnaireQueries, useSaveAnswersMutation } from "./api/queries.ts";
export {
  QuestionField,
  languageLevels,
  type QuestionFieldProps,
  type QuestionServices,
} from "./components/question-field.tsx";
export { QuestionnaireEditor, type QuestionnaireEditorProps } from "./components/questionnaire-editor.tsx";
export { QuestionnaireRenderer, type QuestionnaireRendererProps } from "./components/questionnaire-renderer.tsx";
export { anchorOf, isAnswered, missingAnswers, stepsOf } from "@fuse/domain/questionnaire/steps";
