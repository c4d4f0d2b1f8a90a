import { describe, expect, it } from "vitest";

import { loadNafSubclasses, sectorOfNaf } from "./naf.ts";

describe("NAF sub-classes", () => {
  it("lists the 732 sub-classes of NAF rév. 2 with their labels", async () => {
    const list = await loadNafSubclasses();
    expect(list).toHaveLength(732);
    expect(list).toContainEqual({ code: "62.01Z", label: "Programmation informatique" });
    expect(list.every(({ code }) => /^[0-9]{2}\.[0-9]{2}[A-Z]$/.test(code))).toBe(true);
  });

  it.each([
    ["62.01Z", "Numérique"],
    ["10.71C", "Industrie"],
    ["43.22A", "BTP"],
    ["56.10A", "Hôtellerie"],
    ["86.10Z", "Santé"],
    ["70.22Z", "Conseil"],
    ["01.11Z", "Autre"],
  ])("files %s under %s", (code, sector) => {
    expect(sectorOfNaf(code)).toBe(sector);
  });
});
