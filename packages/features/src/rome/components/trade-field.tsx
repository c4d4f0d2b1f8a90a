import * as React from "react";

import { tradeText, type Trade } from "@fuse/domain/rome/trade";
import { Button } from "@fuse/ui/button";
import { Field, FieldControl, FieldDescription, FieldLabel } from "@fuse/ui/field";
import { SuggestionInput } from "@fuse/ui/suggestion-input";
import { cn } from "@fuse/ui/utils";

import type { TradeServices } from "../api/trades.ts";
import { useTradeGuess } from "../lib/use-trade-guess.ts";

/** A trade as the line shows it: a ROME family's code and label. */
export type ShownTrade = Pick<Trade, "rome" | "label">;

/** What the trade line reaches outside itself: the ROME families (`GET /api/rome/trades`). */
export interface TradeSearch {
  /** The families whose label or one of whose job titles matches the typed words. */
  searchTrades: (text: string, signal: AbortSignal) => Promise<readonly ShownTrade[]>;
}

/** « Études et développement informatique (M1805) » back to its code and label. */
function tradeOfText(text: string): ShownTrade | null {
  const found = /^(.*) \(([A-Z][0-9]{4})\)$/.exec(text);
  return found ? { label: found[1]!, rome: found[2]! } : null;
}

export type TradeFieldProps = TradeSearch & {
  /** The trade shown: the one chosen or saved, or the title's family as the server reads it; null when none. */
  trade: ShownTrade | null;
  /** The title's family is being looked up. */
  guessing?: boolean;
  /** Called with the family picked in the list. */
  onChoose: (trade: ShownTrade) => void;
  /** The server's refusal of the trade, in French. */
  error?: string | undefined;
  disabled?: boolean;
  className?: string;
};

/**
 * The trade of a title (an offer's, a candidate's target trade): « Métier : <family> (<code>) »,
 * or « Métier non reconnu » when the title gives none, and « Changer », which opens the list of
 * ROME families to pick one by typing (keyboard and screen reader: a combobox; Escape or
 * « Annuler » leaves it, focus back on « Changer »).
 */
export function TradeField({
  trade,
  guessing = false,
  searchTrades,
  onChoose,
  error,
  disabled,
  className,
}: TradeFieldProps) {
  const lineId = React.useId();
  const [choosing, setChoosing] = React.useState(false);
  const changeRef = React.useRef<HTMLButtonElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (choosing) inputRef.current?.focus();
  }, [choosing]);
  const close = () => {
    setChoosing(false);
    requestAnimationFrame(() => changeRef.current?.focus());
  };
  const loadSuggestions = React.useCallback(
    async (text: string, signal: AbortSignal) => (await searchTrades(text, signal)).map(tradeText),
    [searchTrades],
  );

  return (
    <div data-slot="trade-field" className={cn("flex flex-col gap-2", className)}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p id={lineId} role="status" aria-live="polite" className="text-sm text-muted-foreground">
          {trade ? (
            <>
              Métier : <span className="font-medium text-foreground">{tradeText(trade)}</span>
            </>
          ) : guessing ? (
            "Métier : recherche…"
          ) : (
            "Métier non reconnu : choisissez-le dans la liste."
          )}
        </p>
        {choosing ? null : (
          <Button
            ref={changeRef}
            type="button"
            variant="outline"
            size="sm"
            aria-describedby={lineId}
            disabled={disabled}
            onClick={() => setChoosing(true)}
          >
            Changer
          </Button>
        )}
      </div>
      {choosing ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <Field className="flex-1">
            <FieldLabel>Choisir le métier</FieldLabel>
            <FieldControl>
              <SuggestionInput
                ref={inputRef}
                value={null}
                allowTyped={false}
                loadSuggestions={loadSuggestions}
                listLabel="Métiers du ROME"
                loadingText="Recherche des métiers…"
                pendingText="Choisissez un métier dans la liste."
                placeholder="Comptabilité, développement…"
                onKeyDown={(event) => {
                  // Escape in a closed list leaves the choice as it was.
                  if (event.key === "Escape" && event.currentTarget.getAttribute("aria-expanded") !== "true") close();
                }}
                onValueChange={(value) => {
                  const picked = value === null ? null : tradeOfText(value);
                  if (!picked) return;
                  onChoose(picked);
                  close();
                }}
              />
            </FieldControl>
            <FieldDescription>Les familles de métiers du ROME (France Travail).</FieldDescription>
          </Field>
          <Button type="button" variant="ghost" className="sm:mt-7" onClick={close}>
            Annuler
          </Button>
        </div>
      ) : null}
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </div>
  );
}

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
