import { z } from "zod/mini";

import type { Interview, InterviewProposal } from "./contract.ts";
import {
  interviewDurations,
  maxInterviewMessageLength,
  maxLocationLength,
  maxSlots,
  maxVideoUrlLength,
} from "./requests.ts";

// `zod/mini`, like the other schemas that ship to the browser. The rules are the server's
// (`interviewProposalSchema` in requests.ts), checked on what the recruiter types: a date and a time
// per slot, each in the browser's time zone (Paris for the product's users; the server receives
// instants, so a recruiter elsewhere proposes the hours their own clock shows).

export { interviewDurations, maxSlots };

/** One slot as typed: `YYYY-MM-DD` and `HH:MM`, in the browser's time zone. */
export type SlotInput = { date: string; time: string };

/** The instant a date and a time name in the browser's time zone; null when either is missing or invalid. */
export function localInstant({ date, time }: SlotInput): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  // A date-time without an offset is local time (ECMAScript's Date.parse).
  const instant = new Date(`${date}T${time}`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The date and time an instant shows in the browser's time zone, for the inputs. */
export function slotInputOf(instant: string): SlotInput {
  const date = new Date(instant);
  return {
    date: `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`,
    time: `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`,
  };
}

export const interviewMessages = {
  missingDate: "Indiquez la date du créneau.",
  missingTime: "Indiquez l'heure du créneau.",
  invalidDate: "Cette date n'existe pas.",
  past: "Ce créneau est déjà passé : choisissez une date à venir.",
  duplicate: "Ce créneau est proposé deux fois : changez la date ou l'heure.",
  tooManySlots: `Proposez ${maxSlots} créneaux au plus.`,
  noSlot: "Proposez au moins un créneau.",
  duration: "Choisissez une durée.",
  placeOrLink: "Indiquez un lieu ou un lien de visioconférence.",
  httpsOnly: "Le lien de visioconférence doit commencer par https://.",
  locationTooLong: `Le lieu ne peut pas dépasser ${maxLocationLength} caractères.`,
  videoUrlTooLong: `Le lien ne peut pas dépasser ${maxVideoUrlLength} caractères.`,
  messageTooLong: `Le message ne peut pas dépasser ${maxInterviewMessageLength} caractères.`,
} as const;

/**
 * The proposal form's rules. Issues about one slot as a whole (past, twice the same) are reported at
 * `slots.<n>.when`; a missing date or time at `slots.<n>.date` / `slots.<n>.time`; the missing place
 * or link at `location`. `now` is the moment slots are checked against.
 */
export const interviewFormSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      slots: z.array(z.object({ date: z.string(), time: z.string() })).check(
        z.minLength(1, { error: interviewMessages.noSlot }),
        z.maxLength(maxSlots, { error: interviewMessages.tooManySlots }),
        z.superRefine((slots, context) => {
          const seen = new Set<number>();
          const limit = now().getTime();
          slots.forEach((slot, index) => {
            if (slot.date === "")
              context.addIssue({ code: "custom", message: interviewMessages.missingDate, path: [index, "date"] });
            if (slot.time === "")
              context.addIssue({ code: "custom", message: interviewMessages.missingTime, path: [index, "time"] });
            if (slot.date === "" || slot.time === "") return;
            const instant = localInstant(slot);
            if (instant === null) {
              context.addIssue({ code: "custom", message: interviewMessages.invalidDate, path: [index, "date"] });
              return;
            }
            if (instant.getTime() <= limit) {
              context.addIssue({ code: "custom", message: interviewMessages.past, path: [index, "when"] });
            } else if (seen.has(instant.getTime())) {
              context.addIssue({ code: "custom", message: interviewMessages.duplicate, path: [index, "when"] });
            }
            seen.add(instant.getTime());
          });
        }),
      ),
      duration_minutes: z.number({ error: interviewMessages.duration }).check(
        z.refine((minutes) => (interviewDurations as readonly number[]).includes(minutes), {
          error: interviewMessages.duration,
        }),
      ),
      location: z
        .string()
        .check(z.trim(), z.maxLength(maxLocationLength, { error: interviewMessages.locationTooLong })),
      video_url: z.string().check(
        z.trim(),
        z.refine((url) => url === "" || /^https:\/\/\S+$/i.test(url), { error: interviewMessages.httpsOnly }),
        z.maxLength(maxVideoUrlLength, { error: interviewMessages.videoUrlTooLong }),
      ),
      message: z
        .string()
        .check(z.trim(), z.maxLength(maxInterviewMessageLength, { error: interviewMessages.messageTooLong })),
    })
    .check(
      z.refine((values) => values.location !== "" || values.video_url !== "", {
        error: interviewMessages.placeOrLink,
        path: ["location"],
      }),
    );

export type InterviewFormValues = z.output<ReturnType<typeof interviewFormSchema>>;

/** The form's starting values: one empty slot and an hour, or an interview's, to propose other slots. */
export function interviewFormValues(initial?: Interview | null): InterviewFormValues {
  if (!initial) {
    return { slots: [{ date: "", time: "" }], duration_minutes: 60, location: "", video_url: "", message: "" };
  }
  return {
    slots: initial.slots.slice(0, maxSlots).map(slotInputOf),
    duration_minutes: initial.duration_minutes,
    location: initial.location ?? "",
    video_url: initial.video_url ?? "",
    message: initial.message ?? "",
  };
}

/** The request of valid form values: slots as ISO instants, empty texts left out. */
export function interviewProposalOf(values: InterviewFormValues): InterviewProposal {
  const proposal: InterviewProposal = {
    slots: values.slots.map((slot) => (localInstant(slot) as Date).toISOString()),
    duration_minutes: values.duration_minutes,
  };
  if (values.location !== "") proposal.location = values.location;
  if (values.video_url !== "") proposal.video_url = values.video_url;
  if (values.message !== "") proposal.message = values.message;
  return proposal;
}
