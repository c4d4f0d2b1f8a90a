// Trades (ROME families, France Travail — ROME, Licence Ouverte) for the pickers of the offer form
// and of the candidate's profile: the endpoints this feature adds to the API contract (see ../api/contract.ts).
import type { Trade } from "./trade.ts";

/** `GET /api/rome/trades?q=`: the families whose label or one of whose job titles matches the typed words. */
export interface RomeTradesResponse {
  trades: Trade[];
  source: string;
}

/** `GET /api/rome/trade-of?title=`: the family the classifier gives a title, null when none is close. */
export interface RomeTradeOfResponse {
  trade: Trade | null;
  source: string;
}

export interface RomeEndpoints {
  "GET /api/rome/trades": { query: { q: string; limit?: number }; response: RomeTradesResponse; auth: false };
  "GET /api/rome/trade-of": { query: { title: string }; response: RomeTradeOfResponse; auth: false };
}

/** This feature's endpoints that need no token: the ROME ships with the code, like the job titles. */
export const romePublicEndpoints: readonly string[] = ["GET /api/rome/trades", "GET /api/rome/trade-of"];
