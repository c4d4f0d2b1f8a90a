import type { TradeServices } from "../api/trades.ts";
import { useTradeGuess } from "../lib/use-trade-guess.ts";
import { TradeField, type ShownTrade } from "./trade-field.tsx";

export interface TitleTradeFieldProps {
  /** The title as typed. */
  title: string;
  /** Whether the title is to be applied: the line shows only then. */
  shown: boolean;
  /** The family picked with « Changer »; null while the title's own family stands. */
  chosen: ShownTrade | null;
  trades: TradeServices;
  onChoose: (trade: ShownTrade) => void;
}

/**
 * The family a title about to be applied is filed under (the candidate's trade sought, from a CV or
 * a voice presentation): the one the server gives the title as it is typed, or the one picked with
 * « Changer », kept when the title is reworded, as on the profile.
 */
export function TitleTradeField({ title, shown, chosen, trades, onChoose }: TitleTradeFieldProps) {
  const guess = useTradeGuess(trades.tradeOf, title, {
    enabled: shown && chosen === null,
    known: { title: "", trade: null },
  });
  if (!shown) return null;
  return (
    <TradeField
      trade={chosen ?? guess.trade}
      guessing={chosen === null && guess.guessing}
      searchTrades={trades.searchTrades}
      onChoose={onChoose}
    />
  );
}
