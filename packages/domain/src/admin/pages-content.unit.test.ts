import { describe, expect, it } from "vitest";

import { describePageUpdate, isLegalPage, publicPageAddress, suggestPageSlug } from "./pages-content.ts";
import { pageCreateSchema } from "./schemas.ts";

describe("suggestPageSlug", () => {
  it("makes an address the server accepts from a French title", () => {
    expect(suggestPageSlug("Déclaration d'accessibilité")).toBe("declaration-d-accessibilite");
    expect(suggestPageSlug("  Qui sommes-nous ?  ")).toBe("qui-sommes-nous");
    expect(suggestPageSlug("Œuvres & Cœur — 2027")).toBe("oeuvres-coeur-2027");
    // A long title is cut at a word boundary, within the length the server allows.
    for (const title of ["Déclaration d'accessibilité", "Œuvres & Cœur — 2027", "Élan ".repeat(60)]) {
      expect(pageCreateSchema.safeParse({ title: "Titre", slug: suggestPageSlug(title) }).success).toBe(true);
    }
  });

  it("suggests nothing for a title without a letter or a digit", () => {
    expect(suggestPageSlug(" ?! ")).toBe("");
  });
});

describe("describePageUpdate", () => {
  it("says the last change in French, in the zone given", () => {
    expect(describePageUpdate({ updated_at: "2026-11-18T10:30:00.000Z" }, "Europe/Paris")).toBe(
      "Modifiée le 18 novembre 2026 à 11:30",
    );
    expect(describePageUpdate({ updated_at: "2026-07-01T22:15:00.000Z" }, "Europe/Paris")).toBe(
      "Modifiée le 2 juillet 2026 à 00:15",
    );
  });
});

describe("legal pages and addresses", () => {
  it("knows the four legal pages and where a page is read", () => {
    expect(isLegalPage({ slug: "mentions-legales" })).toBe(true);
    expect(isLegalPage({ slug: "declaration-accessibilite" })).toBe(true);
    expect(isLegalPage({ slug: "qui-sommes-nous" })).toBe(false);
    expect(publicPageAddress("qui-sommes-nous")).toBe("/p/qui-sommes-nous");
  });
});
