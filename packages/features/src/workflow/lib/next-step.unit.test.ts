import { describe, expect, it } from "vitest";

import type { Application } from "@fuse/domain/workflow/contract";
import { candidateNextStep, upcomingSlots } from "@fuse/domain/workflow/next-step";

import {
  bookedInterview,
  closedWithoutResponseApplication,
  fixtureNow,
  hiredApplication,
  interviewBookedApplication,
  interviewCancelledApplication,
  interviewToBookApplication,
  interviewWithPastSlot,
  newMatchApplication,
  offerApplication,
  proposedInterview,
  rejectedApplication,
  silentApplication,
  withdrawnApplication,
} from "./application-fixtures.ts";

const now = fixtureNow;

describe("candidateNextStep", () => {
  it("tells a new match that the recruiter is looking at the profile", () => {
    expect(candidateNextStep(newMatchApplication, now)).toBe(
      "Le recruteur découvre votre profil et reviendra vers vous.",
    );
  });

  it("tells a shortlisted candidate that an interview will be proposed", () => {
    expect(candidateNextStep(silentApplication, now)).toBe(
      "Votre candidature est présélectionnée : le recruteur va vous proposer un entretien.",
    );
  });

  describe("at the interview stage", () => {
    it("asks to pick among the slots still to come", () => {
      expect(candidateNextStep(interviewToBookApplication, now)).toBe(
        "Choisissez un créneau parmi les 3 que le recruteur vous propose.",
      );
      const onePast = { ...interviewToBookApplication, interview: interviewWithPastSlot };
      expect(candidateNextStep(onePast, now)).toBe("Choisissez un créneau parmi les 2 que le recruteur vous propose.");
    });

    it("asks to pick the one slot left", () => {
      const interview = { ...proposedInterview, slots: ["2026-11-20T09:00:00Z", "2026-12-01T13:00:00Z"] };
      expect(candidateNextStep({ ...interviewToBookApplication, interview }, now)).toBe(
        "Choisissez un créneau : le recruteur vous en propose un.",
      );
    });

    it("says when every slot proposed has passed", () => {
      const interview = { ...proposedInterview, slots: ["2026-11-20T09:00:00Z"] };
      expect(candidateNextStep({ ...interviewToBookApplication, interview }, now)).toBe(
        "Les créneaux proposés sont passés : le recruteur doit vous en proposer d'autres.",
      );
    });

    it("gives the booked interview's date in Paris time and its place", () => {
      expect(candidateNextStep(interviewBookedApplication, now)).toBe(
        "Entretien le mercredi 2 décembre 2026 à 10 h 00 (en visioconférence).",
      );
      const onSite = { ...bookedInterview, location: "8 place Bellecour, 69002 Lyon", video_url: null };
      expect(candidateNextStep({ ...interviewBookedApplication, interview: onSite }, now)).toBe(
        "Entretien le mercredi 2 décembre 2026 à 10 h 00 (8 place Bellecour, 69002 Lyon).",
      );
      const both = { ...onSite, video_url: "https://visio.example.fr/x" };
      expect(candidateNextStep({ ...interviewBookedApplication, interview: both }, now)).toBe(
        "Entretien le mercredi 2 décembre 2026 à 10 h 00 (8 place Bellecour, 69002 Lyon, ou en visioconférence).",
      );
    });

    it("says an interview held is over once its time has run", () => {
      const during = new Date("2026-12-02T09:30:00Z");
      expect(candidateNextStep(interviewBookedApplication, during)).toMatch(/^Entretien le /);
      const after = new Date("2026-12-02T10:00:00Z");
      expect(candidateNextStep(interviewBookedApplication, after)).toBe(
        "Entretien passé le mercredi 2 décembre 2026 à 10 h 00 : le recruteur vous dira la suite.",
      );
    });

    it("waits for slots when there is no interview, or it was cancelled", () => {
      const waiting = "Le recruteur va vous proposer des créneaux d'entretien.";
      expect(candidateNextStep(interviewCancelledApplication, now)).toBe(waiting);
      expect(candidateNextStep({ ...interviewToBookApplication, interview: null }, now)).toBe(waiting);
    });
  });

  it("announces an offer and congratulates a hire", () => {
    expect(candidateNextStep(offerApplication, now)).toBe(
      "Le recruteur vous fait une offre : il vous contactera pour en préciser les conditions.",
    );
    expect(candidateNextStep(hiredApplication, now)).toBe(
      "Félicitations, vous êtes embauché·e ! Le recruteur vous contactera pour préparer votre arrivée.",
    );
  });

  it("gives a refusal's reason in words", () => {
    expect(candidateNextStep(rejectedApplication, now)).toBe(
      "Le recruteur n'a pas retenu votre candidature. Motif : Les compétences ne correspondent pas au poste.",
    );
    const without: Application = { ...rejectedApplication, refusal_reason: null };
    expect(candidateNextStep(without, now)).toBe("Le recruteur n'a pas retenu votre candidature.");
  });

  it("words « Sans suite » as closed after a long silence, not as a refusal", () => {
    expect(candidateNextStep(closedWithoutResponseApplication, now)).toBe(
      "Candidature close sans suite : le recruteur n'a pas répondu pendant trop longtemps.",
    );
  });

  it("acknowledges a withdrawal", () => {
    expect(candidateNextStep(withdrawnApplication, now)).toBe("Vous avez retiré votre candidature.");
  });
});

describe("upcomingSlots", () => {
  it("keeps the slots after now, in their order", () => {
    expect(upcomingSlots(interviewWithPastSlot, now)).toEqual(["2026-12-01T13:00:00Z", "2026-12-03T08:30:00Z"]);
  });
});
