import { describe, expect, it } from "vitest";

import { countOf, isSingular } from "./plural.ts";

describe("countOf", () => {
  it("takes the singular for 0 and 1, the plural from 2, as French does", () => {
    expect(countOf(0, "offre", "offres")).toBe("0 offre");
    expect(countOf(1, "nouveau match", "nouveaux matchs")).toBe("1 nouveau match");
    expect(countOf(2, "nouveau match", "nouveaux matchs")).toBe("2 nouveaux matchs");
    expect(countOf(1_000_000, "offre", "offres")).toBe("1000000 offres");
    expect([0, 1, 1.5, 2].map(isSingular)).toEqual([true, true, true, false]);
  });
});
