// The public home page: what Fuse is, the way into the job search, live figures, the latest news
// and sections loaded only when the visitor scrolls to them.
export type { HomeEndpoints, HomeResponse, PlatformFigures } from "@fuse/domain/home/contract";
export { homeKeys } from "./api/keys.ts";
export { homeQueries } from "./api/queries.ts";
export { DeferredSection, type DeferredSectionProps } from "./components/deferred-section.tsx";
export { HomeFigures, type HomeFiguresProps } from "./components/home-figures.tsx";
export { HomeHero, type HomeHeroProps } from "./components/home-hero.tsx";
export { JobSearchBox, type JobSearchBoxProps } from "./components/job-search-box.tsx";
export { LatestNews, type LatestNewsProps } from "./components/latest-news.tsx";
export { SalarySimulatorPlaceholder } from "./components/simulator-placeholder.tsx";
