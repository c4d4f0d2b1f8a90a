// Every product e-mail given hostile values: the HTML shows them as text, never as markup; the text
// version reads them as typed; and all are written in the one layout.
import { describe, expect, it } from "vitest";

import type { ContactSubject } from "@fuse/domain/contact/schema";
import { escapeHtml } from "@fuse/html";
import { layoutEmail } from "@fuse/server-core/email/layout.ts";
import type { OutgoingEmail } from "@fuse/server-core/email/outbox.ts";

import { contactAcknowledgementEmail, contactNoticeEmail, contactReplyEmail } from "./contact.ts";
import { jobAlertsEmail } from "./job-alerts.ts";
import { matchCandidateEmail, matchRecruiterEmail } from "./matching.ts";
import { preRegistrationInvitationEmail, preRegistrationNoticeEmail } from "./pre-registration.ts";
import {
  calendarCancellationEmail,
  followUpReminderEmail,
  interviewBookedEmails,
  interviewCancelledEmail,
  interviewProposalEmail,
  stageMoveEmail,
  withdrawalEmail,
  type CardParties,
  type InterviewDetails,
} from "./workflow.ts";

const hostile = "<img src=x onerror=alert(1)>";
const escaped = "&lt;img src=x onerror=alert(1)&gt;";
/** A public URL that would close the link's attribute, were it not escaped. */
const url = 'https://fuse.test/"onmouseover="alert(2)';

const parties: CardParties = {
  jobTitle: `Soudeur ${hostile}`,
  companyName: `Atelier ${hostile}`,
  candidateName: `Léa ${hostile}`,
  candidateEmail: "lea@exemple.fr",
  recruiterEmail: "rh@atelier.fr",
};
const interview: InterviewDetails = {
  id: "5b0c7a9e-3f1d-4c55-9d8e-2a7f1e6b9c01",
  slots: [new Date("2026-12-01T13:00:00Z"), new Date("2026-12-02T13:00:00Z")],
  durationMinutes: 45,
  location: `12 rue ${hostile}`,
  videoUrl: null,
  message: `Apportez ${hostile}`,
};
const slot = { start: new Date("2026-12-01T13:00:00Z"), durationMinutes: 45, sequence: 1 };
const booked = interviewBookedEmails(url, parties, interview, slot);

const emails: [string, OutgoingEmail | null][] = [
  [
    "contact acknowledgement",
    contactAcknowledgementEmail(url, { email: "a@b.fr", subject: hostile as ContactSubject }),
  ],
  [
    "contact notice",
    contactNoticeEmail("admin@fuse.test", url, {
      name: hostile,
      email: "a@b.fr",
      subject: hostile as ContactSubject,
      message: hostile,
    }),
  ],
  [
    "contact reply",
    contactReplyEmail(
      { name: hostile, email: "a@b.fr", subject: hostile, message: hostile, created_at: "2026-01-02T10:00:00Z" },
      "Re : votre message",
      `Bonjour,\n\n${hostile}`,
    ),
  ],
  [
    "pre-registration invitation",
    preRegistrationInvitationEmail(url, { company_name: hostile, contact_name: hostile, email: "a@b.fr" }),
  ],
  [
    "pre-registration notice",
    preRegistrationNoticeEmail("admin@fuse.test", url, {
      company_name: hostile,
      siret: "73282932000074",
      sector: "25.62A",
      size: "10-49",
      address: hostile,
      city: hostile,
      postal_code: "69002",
      lat: 45.76,
      lng: 4.83,
      contact_name: hostile,
      email: "a@b.fr",
      phone: "0472000000",
      consent: true,
    }),
  ],
  ["match, to the candidate", matchCandidateEmail("lea@exemple.fr", url, { ...parties, companyName: hostile })],
  ["match, to the recruiter", matchRecruiterEmail("rh@atelier.fr", url, { ...parties, companyName: hostile })],
  [
    "job alerts",
    jobAlertsEmail(
      "lea@exemple.fr",
      [
        {
          name: hostile,
          query: "q=soudeur",
          unsubscribeToken: "5b0c7a9e-3f1d-4c55-9d8e-2a7f1e6b9c01",
          jobs: [{ id: "j1", title: hostile, company: { name: hostile }, city: hostile, contract_type: "CDI" }],
          more: false,
        },
      ],
      url,
    ),
  ],
  [
    "stage move",
    stageMoveEmail("lea@exemple.fr", url, parties, {
      stage: "shortlisted",
      reason: null,
      message: null,
      closeDays: 30,
    }),
  ],
  [
    "refusal",
    stageMoveEmail("lea@exemple.fr", url, parties, {
      stage: "rejected",
      reason: "other_candidate",
      message: hostile,
      closeDays: 30,
    }),
  ],
  ["withdrawal", withdrawalEmail("rh@atelier.fr", url, parties, hostile)],
  ["interview proposed", interviewProposalEmail("lea@exemple.fr", url, parties, interview, { rescheduled: false })],
  ["interview booked, to the candidate", booked.candidate],
  ["interview booked, to the recruiter", booked.recruiter],
  [
    "interview cancelled",
    interviewCancelledEmail("recruiter", url, parties, interview, {
      by: "candidate",
      message: hostile,
      cancelled: slot,
    }),
  ],
  ["calendar cancellation", calendarCancellationEmail("recruiter", url, parties, interview, slot)],
  [
    "follow-up reminder",
    followUpReminderEmail("rh@atelier.fr", url, [{ candidateName: hostile, jobTitle: hostile, days: 12 }], {
      reminderDays: 10,
      closeDays: 30,
    }),
  ],
];

// The layout with nothing in its body: what comes before the body and after it.
const bare = layoutEmail({ to: "a@b.fr", subject: "", body: [] }).html;
const [layoutStart, layoutEnd] = bare.split("\n  <p>Bonjour,</p>\n  <p>L&#39;équipe Fuse</p>");

describe.each(emails)("the e-mail « %s »", (_, email) => {
  it("shows hostile values as text in its HTML, and keeps its links inside their attribute", () => {
    expect(email).not.toBeNull();
    expect(email!.html).toContain(escaped);
    expect(email!.html).not.toMatch(/<img|"onmouseover/i);
    for (const link of email!.links) expect(email!.html).toContain(`href="${escapeHtml(link)}"`);
  });

  it("keeps them readable in its text", () => {
    expect(email!.text).toContain(hostile);
    expect(email!.text).not.toContain("&lt;");
  });

  it("is written in the shared layout: greeting, body, signature", () => {
    expect(email!.html.startsWith(`${layoutStart}\n  <p>Bonjour`)).toBe(true);
    expect(email!.html).toContain("<p>L&#39;équipe Fuse</p>");
    expect(email!.html.endsWith(layoutEnd!)).toBe(true);
    expect(email!.text).toMatch(/^Bonjour.*,\n\n/);
    expect(email!.text).toContain("\n\nL'équipe Fuse");
  });
});
