import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";

import type { EmailAttachment } from "./outbox.ts";

/** Someone named in an invitation: who organises it, who is invited. */
export interface InvitationParty {
  name: string;
  email: string;
}

export interface InterviewInvitationOptions {
  /** Stable for the whole life of one interview (e.g. `${interviewId}@fuse`): calendars update the event they hold. */
  uid: string;
  /** The invitation's revision: a calendar applies a message only if it is not older than what it holds. */
  sequence: number;
  /** REQUEST adds or updates the event; CANCEL withdraws it. */
  method: "REQUEST" | "CANCEL";
  start: Date;
  durationMinutes: number;
  summary: string;
  description?: string | null | undefined;
  /** An address, or the video link when there is no address. */
  location?: string | null | undefined;
  /** The video link. */
  url?: string | null | undefined;
  organizer: InvitationParty;
  attendee: InvitationParty;
  /** When the invitation is written (DTSTAMP); now by default. */
  stamp?: Date | undefined;
}

/** The invitation's file name in e-mails. */
export const invitationFileName = "invitation.ics";

/**
 * A calendar invitation for one interview (RFC 5546 iTIP): METHOD, UID, SEQUENCE, DTSTAMP, and the
 * times in UTC, so every calendar shows them in its own time zone. A CANCEL carries STATUS:CANCELLED
 * and the time it withdraws. Sent as the e-mail's `invitation.ics` attachment.
 */
export function interviewInvitation(options: InterviewInvitationOptions): EmailAttachment {
  const cancel = options.method === "CANCEL";
  const calendar = ical({
    prodId: { company: "Fuse", product: "Entretiens", language: "FR" },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: options.uid,
    sequence: options.sequence,
    stamp: options.stamp ?? new Date(),
    start: options.start,
    end: new Date(options.start.getTime() + options.durationMinutes * 60_000),
    summary: options.summary,
    description: options.description ?? null,
    location: options.location ?? null,
    url: options.url ?? null,
    organizer: { name: options.organizer.name, email: options.organizer.email },
    attendees: [
      {
        name: options.attendee.name,
        email: options.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: !cancel,
      },
    ],
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return {
    filename: invitationFileName,
    content_type: `text/calendar; charset=utf-8; method=${options.method}`,
    content: calendar.toString(),
  };
}
