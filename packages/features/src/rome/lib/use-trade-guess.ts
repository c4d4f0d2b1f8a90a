import * as React from "react";

import type { TradeServices } from "../api/trades.ts";
import type { ShownTrade } from "../components/trade-field.tsx";

/**
 * The family the server gives a title being typed, after a pause (`delay` ms): looked up only when
 * `enabled` and the title differs from `known.title` (whose family is `known.trade`, as saved).
 * `guessing` while a lookup is under way.
 */
export function useTradeGuess(
  tradeOf: TradeServices["tradeOf"],
  title: string,
  {
    enabled,
    known,
    delay = 400,
  }: { enabled: boolean; known: { title: string; trade: ShownTrade | null }; delay?: number },
) {
  const typed = title.trim();
  const [found, setFound] = React.useState<{ title: string; trade: ShownTrade | null }>(() => ({
    title: known.title.trim(),
    trade: known.trade,
  }));
  const looking = enabled && typed.length >= 2 && typed !== found.title;
  React.useEffect(() => {
    if (!looking) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      tradeOf(typed, controller.signal).then(
        (trade) => {
          if (!controller.signal.aborted) setFound({ title: typed, trade });
        },
        () => {
          if (!controller.signal.aborted) setFound({ title: typed, trade: null });
        },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [looking, typed, tradeOf, delay]);
  return { trade: typed.length < 2 ? null : found.trade, guessing: looking };
}
