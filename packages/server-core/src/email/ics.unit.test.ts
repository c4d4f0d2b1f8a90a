// An interview's calendar invitation, read back by an independent iCalendar parser (ical.js), as a
// calendar application would read the e-mail's attachment.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

import { interviewInvitation, type InterviewInvitationOptions } from "./ics.ts";

const base: InterviewInvitationOptions = {
  uid: "5b0c7a9e-3f1d-4c55-9d8e-2a7f1e6b9c01@fuse",
  sequence: 2,
  method: "REQUEST",
  start: new Date("2026-12-01T13:00:00Z"),
  durationMinutes: 45,
  summary: "Entretien — Développeur·se TypeScript (Entreprise A)",
  description: "Apportez votre portfolio ; demandez Mme Durand à l'accueil.",
  location: "12 rue de la République, 69002 Lyon",
  url: "https://visio.example.fr/salle-42",
  organizer: { name: "Entreprise A", email: "rh@entreprise-a.fr" },
  attendee: { name: "Camille Martin", email: "camille@exemple.fr" },
  stamp: new Date("2026-11-26T09:30:00Z"),
};

function read(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return { calendar, vevent, event };
}

describe("interviewInvitation", () => {
  it("writes a REQUEST with the interview's identity, revision, times in UTC, place, link and both parties", () => {
    const attachment = interviewInvitation(base);
    expect(attachment.filename).toBe("invitation.ics");
    expect(attachment.content_type).toBe("text/calendar; charset=utf-8; method=REQUEST");
    const { calendar, vevent, event } = read(attachment.content);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("prodid")).toContain("Fuse");
    expect(event.uid).toBe(base.uid);
    expect(event.sequence).toBe(2);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-01T13:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-01T13:45:00.000Z");
    expect(event.startDate.zone?.tzid).toBe("UTC");
    expect(event.summary).toBe(base.summary);
    expect(event.description).toBe(base.description);
    expect(event.location).toBe(base.location);
    expect(vevent.getFirstPropertyValue("url")).toBe(base.url);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(String(vevent.getFirstPropertyValue("dtstamp"))).toBe("2026-11-26T09:30:00Z");
    const organizer = vevent.getFirstProperty("organizer")!;
    // URI schemes are case-insensitive (RFC 3986): ical-generator writes MAILTO for attendees.
    expect(organizer.getFirstValue()).toMatch(/^mailto:rh@entreprise-a\.fr$/i);
    expect(organizer.getParameter("cn")).toBe("Entreprise A");
    const attendee = vevent.getFirstProperty("attendee")!;
    expect(attendee.getFirstValue()).toMatch(/^mailto:camille@exemple\.fr$/i);
    expect(attendee.getParameter("cn")).toBe("Camille Martin");
    expect(attendee.getParameter("rsvp")).toBe("TRUE");
  });

  it("writes a CANCEL of the same interview, marked cancelled, at the time it withdraws", () => {
    const attachment = interviewInvitation({ ...base, method: "CANCEL", sequence: 3, location: null, url: null });
    expect(attachment.content_type).toBe("text/calendar; charset=utf-8; method=CANCEL");
    const { calendar, vevent, event } = read(attachment.content);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.uid).toBe(base.uid);
    expect(event.sequence).toBe(3);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-01T13:00:00.000Z");
    expect(vevent.hasProperty("location")).toBe(false);
    expect(vevent.hasProperty("url")).toBe(false);
  });

  it("keeps accents, punctuation and long lines intact through folding and escaping", () => {
    const description = `Message : « Prévoyez 10 min d'avance ; parking, côté gare ». ${"Très long texte. ".repeat(12)}`;
    const { event } = read(interviewInvitation({ ...base, description }).content);
    expect(event.description).toBe(description);
  });
});
