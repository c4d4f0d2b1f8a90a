// News: the contract, the list and the item as readers see them, and their queries.
export * from "@fuse/domain/news/contract";
export { newsKeys } from "./api/keys.ts";
export { newsQueries } from "./api/queries.ts";
export { NewsArticle } from "./components/news-article.tsx";
export { NewsList, type NewsListProps } from "./components/news-list.tsx";
export { newsDate } from "@fuse/domain/news/news-date";
