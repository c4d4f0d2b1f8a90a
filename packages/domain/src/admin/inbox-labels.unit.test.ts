import { describe, expect, it } from "vitest";

import { contactMessageStatuses, preRegistrationStatuses } from "./inbox-contract.ts";
import {
  describeHandling,
  formatAdminDate,
  inboxFilterOf,
  inboxQueryOf,
  listPageOf,
  listQueryOf,
  listSearchParams,
} from "./inbox-labels.ts";
import { contactReplySchema } from "./schemas.ts";

describe("inboxFilterOf", () => {
  it("keeps a known state or `all`, and falls back on anything else", () => {
    expect(inboxFilterOf("handled", contactMessageStatuses, "new")).toBe("handled");
    expect(inboxFilterOf("all", contactMessageStatuses, "new")).toBe("all");
    expect(inboxFilterOf("approved", contactMessageStatuses, "new")).toBe("new");
    expect(inboxFilterOf("approved", preRegistrationStatuses, "new")).toBe("approved");
    expect(inboxFilterOf(null, preRegistrationStatuses, "new")).toBe("new");
  });
});

describe("formatAdminDate", () => {
  it("says the moment in French, in Paris time", () => {
    expect(formatAdminDate("2026-11-26T09:15:00.000Z")).toBe("26 novembre 2026 à 10:15");
    expect(formatAdminDate("2026-07-01T09:15:00.000Z")).toBe("1 juillet 2026 à 11:15");
  });
});

describe("describeHandling", () => {
  it("says when and by whom an item was dealt with", () => {
    const handled_by = { profile_id: "p", email: "admin@fuse.test" };
    expect(describeHandling({ handled_at: "2026-11-26T09:15:00.000Z", handled_by }, "Traité")).toBe(
      "Traité le 26 novembre 2026 à 10:15 par admin@fuse.test",
    );
    expect(
      describeHandling(
        { handled_at: "2026-11-26T09:15:00.000Z", handled_by: { ...handled_by, email: null } },
        "Traitée",
      ),
    ).toBe("Traitée le 26 novembre 2026 à 10:15 par un administrateur dont le compte a été supprimé");
    expect(describeHandling({ handled_at: null, handled_by: null }, "Traité")).toBeNull();
  });
});

describe("contactReplySchema", () => {
  it("refuses an empty or too long answer in French, and trims the one it keeps", () => {
    expect(contactReplySchema.safeParse({ message: "   " }).error?.issues[0]?.message).toBe(
      "La réponse ne peut pas être vide.",
    );
    expect(contactReplySchema.safeParse({ message: "x".repeat(5001) }).error?.issues[0]?.message).toBe(
      "La réponse ne peut pas dépasser 5000 caractères.",
    );
    expect(contactReplySchema.parse({ message: "  Bonjour  " })).toEqual({ message: "Bonjour" });
  });
});

describe("the address of a list", () => {
  it("reads a page and a search as the server takes them", () => {
    expect(listPageOf("3")).toBe(3);
    expect(listPageOf("-2")).toBe(1);
    expect(listPageOf("abc")).toBe(1);
    expect(listPageOf(null)).toBe(1);
    expect(listQueryOf(`  ${"a".repeat(250)} `)).toHaveLength(200);
    expect(listQueryOf(null)).toBe("");
  });

  it("leaves out the default filter, an empty search and the first page", () => {
    const names = { filterName: "statut", defaultFilter: "new" };
    expect(listSearchParams({ filter: "new", query: "", page: 1 }, names)).toEqual({});
    expect(listSearchParams({ filter: "all", query: "martin", page: 2 }, names)).toEqual({
      statut: "all",
      q: "martin",
      page: "2",
    });
  });
});

describe("inboxQueryOf", () => {
  it("asks for every state under « Tous », and leaves out an empty search", () => {
    expect(inboxQueryOf("all", "", 1)).toEqual({ page: 1 });
    expect(inboxQueryOf<"new" | "handled">("new", "martin", 3)).toEqual({ status: "new", q: "martin", page: 3 });
  });
});
