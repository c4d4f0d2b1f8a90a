// MaFuseCard (the card, its settings, its completeness), the public card and the candidate dashboard.
export * from "@fuse/domain/candidate-card/contract";
export { candidateCardKeys } from "./api/keys.ts";
export { accentLabels, CandidateCardView, type CandidateCardViewProps } from "./components/candidate-card-view.tsx";
export { CardSettingsForm, sectionLabels, type CardSettingsFormProps } from "./components/card-settings-form.tsx";
export { cardSettingsSchema, type CardSettingsValues } from "@fuse/domain/candidate-card/card-settings-schema";
export { CompletenessPanel, type CompletenessPanelProps } from "./components/completeness-panel.tsx";
export { completenessOf, type Completeness, type CompletenessItem } from "./lib/completeness.ts";
export { previewCardOf } from "./lib/preview.ts";
