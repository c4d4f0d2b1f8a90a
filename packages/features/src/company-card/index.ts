// The recruiter's company card: what candidates see, its editor, its completeness and its data layer.
export * from "@fuse/domain/company-card/contract";
export { getCompanyCard, saveCompanyCard } from "./api/company-card.ts";
export { companyCardKeys } from "./api/keys.ts";
export { companyCardQueries, useSaveCompanyCardMutation } from "./api/queries.ts";
export { commonSectors, CompanyCardForm, type CompanyCardFormProps } from "./components/company-card-form.tsx";
export { companyCardSchema } from "@fuse/domain/company-card/schema";
export { CompanyCardEditor, type CompanyCardEditorProps } from "./components/company-card-editor.tsx";
export {
  CompanyCardView,
  offerHref,
  type CompanyCardLink,
  type CompanyCardViewProps,
} from "./components/company-card-view.tsx";
export { CompanyCompleteness, type CompanyCompletenessProps } from "./components/company-completeness.tsx";
export {
  companyCardPayloadOf,
  companyCardValuesOf,
  previewCompanyCardOf,
  type CompanyCardValues,
} from "./lib/card-values.ts";
export { companyCompletenessOf, type CompanyCompleteness as CompanyCompletenessReading } from "./lib/completeness.ts";
export { cultureLinesOf, type CultureLine } from "@fuse/domain/company-card/culture";
export { companyPageMeta } from "@fuse/domain/company-card/page-meta";
