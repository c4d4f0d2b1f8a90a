// The matching slice's public entry: pure scoring that the server and the browser both import.
export { distanceKm } from "./distance.ts";
export { groupKey, languageLevel, skillKey, skillKeys } from "./normalise.ts";
export { scoreMatch } from "./score-match.ts";
export type {
  ContractType,
  Criterion,
  CriterionKey,
  MatchCandidate,
  MatchJob,
  MatchResult,
  RemoteMode,
  RemotePreference,
} from "./types.ts";
export { tradeProximity, tradeProximityWording, tradeRank, type TradeProximity } from "./trade.ts";
export { matchWeights, maxReachKm } from "./weights.ts";
