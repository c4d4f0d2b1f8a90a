import { describe, expect, it } from "vitest";

import { romeIndex } from "./node.ts";
import { readJobQuery } from "./query.ts";

const read = (text: string) => readJobQuery(text, romeIndex());

describe("readJobQuery", () => {
  it("reads a job title as one part, with the trades it names, whatever its gender or accents", () => {
    for (const text of ["aide-soignant ", "aide soignante ", "AIDE SOIGNANTE "]) {
      const [part, ...rest] = read(text);
      expect(rest).toEqual([]);
      expect(part).toMatchObject({ job: true, trades: ["J1501"], prefix: null });
    }
  });

  it("writes out abbreviations and everyday names, with their trades", () => {
    const [ide] = read("IDE ");
    expect(ide?.phrases).toContain("infirmier");
    expect(ide?.trades).toEqual(["J1506"]);
    expect(read("vigile ")[0]).toMatchObject({ job: true, trades: ["K2503"] });
  });

  it("keeps the other words as parts of their own, and a place or a setting beside the job", () => {
    const parts = read("cariste Lyon ");
    expect(parts.map((part) => part.typed)).toEqual(["cariste", "lyon"]);
    expect(parts[0]?.trades).toEqual(["N1101"]);
    expect(parts[1]).toMatchObject({ job: false, phrases: ["lyon"], trades: [] });
  });

  it("takes the last word as a beginning while it is typed, unless it is a whole known word", () => {
    expect(read("boulang")).toEqual([{ typed: "boulang", phrases: [], prefix: "boulang", trades: [], job: false }]);
    expect(read("conducteur de tra").at(-1)).toMatchObject({ prefix: "tra" });
    expect(read("boulang ")[0]).toMatchObject({ prefix: null, phrases: ["boulang"] });
    expect(read("co")).toEqual([{ typed: "co", phrases: ["co"], prefix: null, trades: [], job: false }]);
  });

  it("reads nothing in stop words, numbers and punctuation", () => {
    expect(read("de la des")).toEqual([]);
    expect(read(" - 3 ; ")).toEqual([]);
  });
});

describe("readJobQuery on a long text", () => {
  it("reads at most eight parts, the words past them left out", () => {
    const parts = read("alpha bravo charlie delta echo foxtrot golf hotel india juliett kilo ");
    expect(parts.map((part) => part.typed)).toEqual([
      "alpha",
      "bravo",
      "charlie",
      "delta",
      "echo",
      "foxtrot",
      "golf",
      "hotel",
    ]);
  });
});
