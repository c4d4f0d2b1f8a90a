// A trade as people see and choose it: a ROME family (France Travail — ROME, Licence Ouverte). No
// data here: the forms ship this file, the families stay on the server (./node.ts, ./trades.ts).
import { z } from "zod/mini";

/** A ROME family as the trade pickers list it. */
export interface Trade {
  /** M1805 */
  rome: string;
  /** Études et développement informatique */
  label: string;
  /** Systèmes d'information et de télécommunication (the family's domain, M18) */
  domain: string;
}

/** The refusal of a code that names no ROME family (wrong shape, or no such family). */
export const unknownRomeCode = "Métier : code ROME inconnu.";

/** A ROME code's shape: a letter and four digits (M1805), as the database checks it. */
export const isRomeCodeShape = (code: string) => /^[A-Z][0-9]{4}$/.test(code);

/** The ROME domain of a family: its code's first three characters (J15 for J1506). */
export const romeDomainOf = (rome: string) => rome.slice(0, 3);

/**
 * A trade chosen by hand (`rome_code` of an offer or of a candidate's info): a family's code, or
 * null to clear it. The shape is checked here; the server also checks that the family exists.
 */
export const chosenRomeCode = z.nullable(
  z.string({ error: unknownRomeCode }).check(z.refine(isRomeCodeShape, { error: unknownRomeCode })),
);

/** « Études et développement informatique (M1805) »: how a trade is written on one line. */
export const tradeText = (trade: Pick<Trade, "rome" | "label">) => `${trade.label} (${trade.rome})`;
