import { TradeField, type ShownTrade, type TradeSearch } from "../../rome/index.ts";

export type CandidateTradeProps = TradeSearch & {
  /** The trade the candidate looks for, in their words (their target title); null when not given. */
  targetTitle: string | null;
  /** The ROME family of that trade: the one they chose, or the one their words gave. */
  trade: ShownTrade | null;
  /** Saves the family picked in the list. */
  onChoose: (trade: ShownTrade) => void;
  saving?: boolean;
};

/**
 * The candidate's trade in their profile: their target title as they wrote it, then « Métier :
 * <family> (<code>) » with « Changer »; the family chosen is kept when they reword their title.
 */
export function CandidateTrade({ targetTitle, trade, onChoose, saving = false, searchTrades }: CandidateTradeProps) {
  return (
    <div data-slot="candidate-trade" className="flex flex-col gap-2">
      <p className="text-sm">
        <span className="text-muted-foreground">Métier recherché : </span>
        <span className="font-medium text-foreground">{targetTitle ?? "non renseigné"}</span>
      </p>
      <TradeField trade={trade} searchTrades={searchTrades} onChoose={onChoose} disabled={saving} />
      <p className="text-xs text-muted-foreground">
        Le métier range vos matchs potentiels : les offres du même métier d'abord, puis les métiers proches.
      </p>
    </div>
  );
}
