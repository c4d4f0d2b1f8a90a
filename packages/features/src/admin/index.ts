// The administrators' area: its home (counts and journal) and the news management.
export type {
  AdminAction,
  AdminActionList,
  AdminNewsItem,
  AdminNewsList,
  AdminNewsStatus,
  AdminNewsSummary,
} from "@fuse/domain/admin/contract";
export { adminKeys } from "./api/keys.ts";
export { adminQueries } from "./api/queries.ts";
export {
  adminMessageOf,
  useDeleteNewsMutation,
  useSaveNewsMutation,
  useUnpublishNewsMutation,
} from "./api/mutations.ts";
export { adminNewsMessages } from "@fuse/domain/admin/messages";
export {
  audienceLabels,
  describeNewsStatus,
  fromLocalDateTimeInput,
  toLocalDateTimeInput,
} from "@fuse/domain/admin/news-status";
export { AdminOverview, describeAction, type AdminOverviewProps } from "./components/admin-overview.tsx";
export {
  AdminNewsScreen,
  NewsEditor,
  type AdminNewsScreenProps,
  type NewsEditorProps,
} from "./components/admin-news-screens.tsx";
export { NewsAdminList, NewsAdminListSkeleton, type NewsAdminListProps } from "./components/news-admin-list.tsx";
export { NewsForm, newsRequestOf, type NewsFormProps, type NewsFormValues } from "./components/news-form.tsx";
// FAQ
export type { AdminFaq, AdminFaqCategory, AdminFaqItem } from "@fuse/domain/admin/contract";
export { adminFaqKeys } from "./api/keys.ts";
export { adminFaqQuery } from "./api/admin-faq.ts";
export { adminFaqMessages } from "@fuse/domain/admin/faq-admin";
export { AdminFaqScreen, FaqAdminSkeleton, type AdminFaqScreenProps } from "./components/faq-admin-screen.tsx";
export { FaqItemForm, type FaqItemFormProps } from "./components/faq-item-form.tsx";
export type {
  AdminQuestionnaire,
  AdminQuestionnaireList,
  AdminQuestionnaireResponse,
  AdminQuestionnaireResponses,
  AdminQuestionnaireSummary,
  LabelledAnswer,
} from "@fuse/domain/admin/contract";
export { adminQuestionnaireKeys } from "./api/keys.ts";
export {
  adminQuestionnaireQueries,
  useCreateQuestionnaireMutation,
  useSaveQuestionnaireMutation,
} from "./api/admin-questionnaires.ts";
export {
  adminQuestionnaireMessages,
  checkDraft,
  describeAnswer,
  questionTypeLabels,
  type QuestionDraft,
  type QuestionnaireDraft,
} from "@fuse/domain/admin/questionnaires-editing";
export {
  AdminQuestionnairesScreen,
  QuestionnaireEditorScreen,
  type AdminQuestionnairesScreenProps,
  type QuestionnaireEditorScreenProps,
} from "./components/questionnaires-screens.tsx";
export { QuestionnairesList, QuestionnairesListSkeleton } from "./components/questionnaires-list.tsx";
export { QuestionnaireForm, type QuestionnaireFormProps } from "./components/questionnaires-form.tsx";
export { QuestionnaireResponsesList, QuestionnaireResponsesPanel } from "./components/questionnaires-responses.tsx";
// The inboxes (contact messages, pre-registrations) and the users.
export type {
  AdminContactMessage,
  AdminPreRegistration,
  AdminUser,
  AdminUserDetail,
  AdminUserType,
  ContactMessageStatus,
  PreRegistrationStatus,
} from "@fuse/domain/admin/inbox-contract";
export { contactMessageStatuses, preRegistrationStatuses } from "@fuse/domain/admin/inbox-contract";
export { adminInboxKeys, adminUserKeys } from "./api/keys.ts";
export {
  adminInboxQueries,
  useApprovePreRegistrationMutation,
  useContactMessageHandledMutation,
  usePreRegistrationHandledMutation,
  useReplyToContactMessageMutation,
} from "./api/admin-inbox.ts";
export { adminUserQueries, useDeleteUserMutation } from "./api/admin-users.ts";
export {
  adminInboxMessages,
  contactFilterOptions,
  inboxFilterOf,
  listPageOf,
  listQueryOf,
  listSearchParams,
  preRegistrationFilterOptions,
  type InboxFilter,
} from "@fuse/domain/admin/inbox-labels";
export { adminUsersMessages, userTypeFilterOf, userTypeLabels } from "@fuse/domain/admin/users-labels";
export { AdminListShell, AdminListSkeleton, type AdminInboxScreenProps } from "./components/inbox-list.tsx";
export { AdminPageFrame, type AdminPageFrameProps } from "./components/admin-page-frame.tsx";
export { isUuid } from "@fuse/domain/admin/schemas";
export { AdminLoadFailed, type AdminLoadFailedProps } from "./components/admin-load-failed.tsx";
export {
  AdminContactMessagesScreen,
  ContactMessageCard,
  type AdminContactMessagesScreenProps,
} from "./components/inbox-contact-messages.tsx";
export {
  AdminPreRegistrationsScreen,
  PreRegistrationCard,
  type AdminPreRegistrationsScreenProps,
} from "./components/inbox-pre-registrations.tsx";
export { AdminUsersScreen, UserRow, type AdminUsersScreenProps } from "./components/users-list.tsx";
export { AdminUserScreen, UserAccountDetails, type AdminUserScreenProps } from "./components/users-account.tsx";
export type { AdminContentPage, AdminPageSummary } from "@fuse/domain/admin/contract";
export { adminPageKeys } from "./api/keys.ts";
export { adminPageQueries, useDeletePageMutation, useSavePageMutation } from "./api/admin-pages.ts";
export {
  adminPagesMessages,
  describePageUpdate,
  isLegalPage,
  legalPageSlugs,
  publicPageAddress,
  suggestPageSlug,
} from "@fuse/domain/admin/pages-content";
export { PagesAdminList, PagesAdminListSkeleton, type PagesAdminListProps } from "./components/pages-admin-list.tsx";
export { PageForm, type PageFormProps, type PageFormValues } from "./components/pages-form.tsx";
export {
  AdminPagesScreen,
  PageEditor,
  type AdminPagesScreenProps,
  type PageEditorProps,
} from "./components/pages-screens.tsx";
