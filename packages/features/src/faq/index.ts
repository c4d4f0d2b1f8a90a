// The public FAQ: its contract and query, the searchable list and its schema.org description.
export * from "@fuse/domain/faq/contract";
export { faqKeys } from "./api/keys.ts";
export { faqQueries } from "./api/queries.ts";
export { FaqList, FaqListSkeleton, type FaqListProps } from "./components/faq-list.tsx";
export { answerText, faqPageJsonLd, filterFaq, jsonLdText, questionCount, searchable } from "@fuse/domain/faq/faq-text";
