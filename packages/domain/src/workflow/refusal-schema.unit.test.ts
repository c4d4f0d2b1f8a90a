import { describe, expect, it } from "vitest";

import { refusalOf, refusalSchema } from "./refusal-schema.ts";

describe("refusalSchema", () => {
  it("requires a reason from the recruiter's list", () => {
    for (const reason of ["", "no_response", "other-thing"]) {
      const result = refusalSchema.safeParse({ reason, message: "" });
      expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
        ["reason", "Choisissez un motif."],
      ]);
    }
  });

  it("keeps the message under 2000 characters, trimmed", () => {
    expect(refusalSchema.safeParse({ reason: "skills", message: "x".repeat(2001) }).error?.issues[0]?.message).toBe(
      "Le message ne peut pas dépasser 2000 caractères.",
    );
    expect(refusalSchema.parse({ reason: "skills", message: "  Merci  " }).message).toBe("Merci");
  });
});

describe("refusalOf", () => {
  it("leaves out an empty message", () => {
    expect(refusalOf({ reason: "salary", message: "" })).toEqual({ reason: "salary" });
    expect(refusalOf({ reason: "other", message: "Poste gelé" })).toEqual({ reason: "other", message: "Poste gelé" });
  });
});
