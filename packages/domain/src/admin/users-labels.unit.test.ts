import { describe, expect, it } from "vitest";

import { deletionConfirmed, describeSubscription, describeUserState, userTypeFilterOf } from "./users-labels.ts";

describe("describeSubscription", () => {
  it("says a recruiter's subscription, its state and its end date in French", () => {
    const end = "2026-12-12T10:00:00.000Z";
    expect(describeSubscription({ status: "active", current_period_end: end })).toBe(
      "Abonnement actif jusqu'au 12 décembre 2026",
    );
    expect(describeSubscription({ status: "trialing", current_period_end: end })).toBe(
      "Abonnement en période d'essai jusqu'au 12 décembre 2026",
    );
    expect(describeSubscription({ status: "canceled", current_period_end: end })).toBe(
      "Abonnement résilié, fin de période le 12 décembre 2026",
    );
    expect(describeSubscription(null)).toBe("Sans abonnement");
  });
});

describe("describeUserState", () => {
  it("says whether the address is confirmed and the profile complete", () => {
    expect(describeUserState({ email_confirmed: true, profile_completed: false, type: "candidate" })).toEqual([
      "E-mail confirmé",
      "Profil incomplet",
    ]);
    // No profile chosen yet: nothing to complete.
    expect(describeUserState({ email_confirmed: false, profile_completed: false, type: "none" })).toEqual([
      "E-mail non confirmé",
    ]);
  });
});

describe("deletionConfirmed", () => {
  it("needs the account's address, spaces around and case aside", () => {
    expect(deletionConfirmed("  Camille@Exemple.fr ", "camille@exemple.fr")).toBe(true);
    expect(deletionConfirmed("camille@exemple", "camille@exemple.fr")).toBe(false);
    expect(deletionConfirmed("", "")).toBe(false);
  });
});

describe("userTypeFilterOf", () => {
  it("keeps a known type, else every type", () => {
    expect(userTypeFilterOf("recruiter")).toBe("recruiter");
    expect(userTypeFilterOf("toString")).toBe("all");
    expect(userTypeFilterOf(null)).toBe("all");
  });
});
