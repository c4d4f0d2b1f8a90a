import type { ApiClient } from "../../api/index.ts";
import type { ShownTrade, TradeSearch } from "../components/trade-field.tsx";

/** What a form with a trade line reaches on the server: the families, and the family of a title. */
export interface TradeServices extends TradeSearch {
  /** The family the server files a title under (`GET /api/rome/trade-of`); null when none is close. */
  tradeOf: (title: string, signal: AbortSignal) => Promise<ShownTrade | null>;
}

/** The trade lookups through the product API (public: the ROME ships with the server). */
export function tradeServices(api: ApiClient): TradeServices {
  return {
    searchTrades: async (text, signal) =>
      (await api.request("GET /api/rome/trades", { query: { q: text, limit: 10 }, signal })).trades,
    tradeOf: async (title, signal) => (await api.request("GET /api/rome/trade-of", { query: { title }, signal })).trade,
  };
}
