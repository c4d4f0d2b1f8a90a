// ROME families for stories and component tests (France Travail — ROME, Licence Ouverte).
import type { TradeServices } from "../api/trades.ts";
import type { ShownTrade } from "../components/trade-field.tsx";

export const developmentTrade: ShownTrade = { rome: "M1805", label: "Études et développement informatique" };
export const accountingTrade: ShownTrade = { rome: "M1203", label: "Comptabilité" };
export const projectTrade: ShownTrade = {
  rome: "M1806",
  label: "Conseil et maîtrise d'ouvrage en systèmes d'information",
};

const families = [developmentTrade, accountingTrade, projectTrade];
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** A few families found by their label's words; a title's family when it names a developer or an accountant. */
export const fakeTradeServices: TradeServices = {
  searchTrades: async (text) => families.filter((trade) => folded(trade.label).includes(folded(text.trim()))),
  tradeOf: async (title) =>
    /d[ée]velopp/i.test(title) ? developmentTrade : /compta/i.test(title) ? accountingTrade : null,
};
