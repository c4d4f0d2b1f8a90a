// The administrators' area: its home (counts and journal) and the news management.
export type {
  AdminAction,
  AdminActionList,
  AdminNewsItem,
  AdminNewsList,
  AdminNewsStatus,
  AdminNewsSummary,
} from "./api/contract.ts";
export { adminKeys } from "./api/keys.ts";
export { adminQueries } from "./api/queries.ts";
export {
  adminMessageOf,
  useDeleteNewsMutation,
  useSaveNewsMutation,
  useUnpublishNewsMutation,
} from "./api/mutations.ts";
export { adminNewsMessages } from "./lib/messages.ts";
export { audienceLabels, describeNewsStatus, fromLocalDateTimeInput, toLocalDateTimeInput } from "./lib/news-status.ts";
export { AdminOverview, describeAction, type AdminOverviewProps } from "./components/admin-overview.tsx";
export {
  AdminNewsScreen,
  NewsEditor,
  type AdminNewsScreenProps,
  type NewsEditorProps,
} from "./components/admin-news-screens.tsx";
export { NewsAdminList, NewsAdminListSkeleton, type NewsAdminListProps } from "./components/news-admin-list.tsx";
export { NewsForm, newsRequestOf, type NewsFormProps, type NewsFormValues } from "./components/news-form.tsx";
