// MaFuseCard (the card, its settings, its completeness), the public card, the candidate dashboard and news.
export * from "./api/contract.ts";
export { accentLabels, CandidateCardView, type CandidateCardViewProps } from "./components/candidate-card-view.tsx";
export {
  CardSettingsForm,
  cardSettingsSchema,
  sectionLabels,
  type CardSettingsFormProps,
  type CardSettingsValues,
} from "./components/card-settings-form.tsx";
export { CompletenessPanel, type CompletenessPanelProps } from "./components/completeness-panel.tsx";
export { NewsArticle, NewsList, type NewsListProps } from "./components/news-list.tsx";
export { newsDate } from "./lib/news-date.ts";
export { completenessOf, type Completeness, type CompletenessItem } from "./lib/completeness.ts";
export { previewCardOf } from "./lib/preview.ts";
