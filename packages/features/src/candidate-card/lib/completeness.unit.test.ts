import { describe, expect, it } from "vitest";

import { completenessOf } from "./completeness.ts";

const empty = { rome_code: null, updated_at: null, skills: [], languages: [] };

describe("completenessOf", () => {
  it("is 0 for an empty card, with the portrait first among the next steps", () => {
    const result = completenessOf(empty);
    expect(result.score).toBe(0);
    expect(result.items.reduce((total, item) => total + item.points, 0)).toBe(100);
    expect(result.next[0]).toMatchObject({ id: "memo", href: "/dashboard/candidate/memo" });
    expect(result.next.find((item) => item.id === "cv")?.href).toBe("/register/candidate/cvAnalyzer");
  });

  it("counts what is there, and three skills at least", () => {
    const result = completenessOf({
      ...empty,
      memo: "<p>Bonjour</p>",
      skills: ["React", "TypeScript"],
      city: "Lyon",
      salary_expectation: 0,
      analyzer_cv: true,
    });
    expect(result.score).toBe(20 + 10 + 5 + 15);
    expect(result.next.map((item) => item.id)).toContain("skills");
    expect(completenessOf({ ...empty, skills: ["A", "B", "C"] }).score).toBe(15);
  });
});
