import type { AdminNewsQuery, AdminNewsStatus } from "@fuse/domain/admin/contract";
import type {
  AdminUserQuery,
  ContactMessageStatus,
  InboxQuery,
  PreRegistrationStatus,
} from "@fuse/domain/admin/inbox-contract";

/** The administrators' query keys. */
export const adminKeys = {
  all: ["admin"] as const,
  news: () => ["admin", "news"] as const,
  newsList: (query: AdminNewsQuery) => ["admin", "news", "list", query] as const,
  newsCount: (status: AdminNewsStatus) => ["admin", "news", "count", status] as const,
  newsItem: (id: string) => ["admin", "news", "item", id] as const,
  journal: () => ["admin", "journal"] as const,
};

/** The pages' query keys, under the administrators' own. */
export const adminPageKeys = {
  all: () => ["admin", "pages"] as const,
  list: () => ["admin", "pages", "list"] as const,
  item: (id: string) => ["admin", "pages", "item", id] as const,
};

/** The questionnaires' query keys, under the administration's. */
export const adminQuestionnaireKeys = {
  all: () => ["admin", "questionnaires"] as const,
  list: () => ["admin", "questionnaires", "list"] as const,
  item: (slug: string) => ["admin", "questionnaires", "item", slug] as const,
  responses: (slug: string, page: number) => ["admin", "questionnaires", "responses", slug, page] as const,
};

/** The inboxes' query keys, under ["admin", "inbox", …]. */
export const adminInboxKeys = {
  all: () => ["admin", "inbox"] as const,
  contactMessages: () => ["admin", "inbox", "contact-messages"] as const,
  contactMessageList: (query: InboxQuery<ContactMessageStatus>) =>
    ["admin", "inbox", "contact-messages", "list", query] as const,
  preRegistrations: () => ["admin", "inbox", "pre-registrations"] as const,
  preRegistrationList: (query: InboxQuery<PreRegistrationStatus>) =>
    ["admin", "inbox", "pre-registrations", "list", query] as const,
};

/** The users' query keys, under ["admin", "users", …]. */
export const adminUserKeys = {
  all: () => ["admin", "users"] as const,
  list: (query: AdminUserQuery) => ["admin", "users", "list", query] as const,
  item: (id: string) => ["admin", "users", "item", id] as const,
};

/** The FAQ's query keys, under the administrators' own. */
export const adminFaqKeys = {
  all: () => ["admin", "faq"] as const,
};
