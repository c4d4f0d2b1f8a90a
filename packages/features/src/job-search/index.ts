// The candidate's job search and potential matches screens.
export type { JobSearchEndpoints, JobMatchState, DecisionWithdrawal } from "@fuse/domain/job-search/contract";
export { jobSearchKeys } from "./api/keys.ts";
export { jobSearchQueries, matchesPerPage } from "./api/queries.ts";
export { applyStanding, useDecisionMutation, useWithdrawMutation } from "./api/mutations.ts";
export { DecisionBar, type DecisionBarProps } from "./components/decision-bar.tsx";
export { JobResultCard, type JobResultCardProps } from "./components/job-result-card.tsx";
export { JobSearchFilters, type JobSearchFiltersProps } from "./components/job-search-filters.tsx";
export { JobSearchForm, type JobSearchFormProps } from "./components/job-search-form.tsx";
export { JobSearchScreen, type JobSearchScreenProps, type VisitorSearch } from "./components/job-search-screen.tsx";
export { MatchBreakdown, type MatchBreakdownProps } from "./components/match-breakdown.tsx";
export { OfferDetails, OfferDetailsError, OfferDetailsSkeleton } from "./components/offer-details.tsx";
export { useDecisions } from "./components/use-decisions.ts";
export {
  GoneOffer,
  OfferInterestInvitation,
  SimilarOffers,
  type GoneOfferProps,
  type OfferInterestInvitationProps,
  type SimilarOffersProps,
} from "./components/public-offer.tsx";
export { PotentialMatchCard, type PotentialMatchCardProps } from "./components/potential-match-card.tsx";
export { PotentialMatchesScreen } from "./components/potential-matches-screen.tsx";
export { matchStanding, type MatchStanding } from "@fuse/domain/job-search/messages";
export { profileFieldHref, profileFieldOf } from "@fuse/domain/job-search/profile-fields";
export {
  apiQueryOf,
  emptySearch,
  parseSearchState,
  searchParamsOf,
  type JobSearchState,
} from "@fuse/domain/job-search/search-state";
export { plainLink, type LinkRenderer } from "./lib/links.tsx";
