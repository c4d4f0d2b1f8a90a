// The company analyzer (/questionnaire/companyAnalyzer): the culture questionnaire's answers turned
// into a first description of the company, which the recruiter edits and saves, or skips.
export { composeCompanyDescription, type CompanyDraftInput } from "@fuse/domain/company-analyzer/description-draft";
export { DescriptionDraftEditor, type DescriptionDraftEditorProps } from "./components/description-draft-editor.tsx";
