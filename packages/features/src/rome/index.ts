// The ROME slice's public entry (France Travail — ROME, Licence Ouverte): the trade line and its lookups.
export { tradeServices, type TradeServices } from "./api/trades.ts";
export {
  TitleTradeField,
  TradeField,
  type ShownTrade,
  type TitleTradeFieldProps,
  type TradeFieldProps,
  type TradeSearch,
} from "./components/trade-field.tsx";
export { useTradeGuess } from "./lib/use-trade-guess.ts";
