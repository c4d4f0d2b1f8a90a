import { romeCodeOf } from "@fuse/domain/rome/node";
import { unknownRomeCode } from "@fuse/domain/rome/trade";
import { romeLabelOf, tradeOf } from "@fuse/domain/rome/trades";

import { refuse, type Outcome } from "../http/outcome.ts";

/** How a row's trade is stored: its ROME family and whether its owner chose it. */
export interface StoredTrade {
  rome_code: string | null;
  rome_code_chosen: boolean;
}

/**
 * The trade columns a write changes, for an offer's title or a candidate's target title. A code
 * given wins and is marked chosen (null clears it, and the title files it again: the one written
 * with it, else from its next change); otherwise a changed title brings its family (`romeCodeOf`),
 * unless the owner chose one: a title edited later never silently replaces their choice.
 */
export function tradeColumns(
  given: { title?: string | null | undefined; rome_code?: string | null | undefined },
  chosen: boolean,
): Partial<StoredTrade> {
  if (given.rome_code === null && typeof given.title === "string")
    return { rome_code: romeCodeOf(given.title), rome_code_chosen: false };
  if (given.rome_code !== undefined) return { rome_code: given.rome_code, rome_code_chosen: given.rome_code !== null };
  if (given.title === undefined || chosen) return {};
  return { rome_code: given.title === null ? null : romeCodeOf(given.title) };
}

/** A given code must name a ROME family: else the French refusal naming `field`. */
export function knownTrade(rome: string | null | undefined, field: string): Outcome<true> {
  if (rome === undefined || rome === null || tradeOf(rome)) return { ok: true, value: true };
  return refuse(400, { error: unknownRomeCode, field });
}

/** A row as its owner reads it: the family's label beside its code. */
export function withRomeLabel<Row extends { rome_code: string | null }>(row: Row): Row & { rome_label: string | null } {
  return { ...row, rome_label: romeLabelOf(row.rome_code) };
}
