// The recruiter's potential candidates for each offer.
export { recruiterMatchKeys } from "./api/keys.ts";
export { candidatesPerPage, recruiterMatchQueries, useRecruiterDecisionMutation } from "./api/queries.ts";
export { CandidateMatchCard, type CandidateMatchCardProps } from "./components/candidate-match-card.tsx";
export {
  RecruiterMatchesScreen,
  type OfferChoice,
  type RecruiterMatchesScreenProps,
} from "./components/recruiter-matches-screen.tsx";
