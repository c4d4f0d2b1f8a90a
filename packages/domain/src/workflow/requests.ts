import { z } from "zod/mini";

import {
  isOneLine,
  oneLineMessage,
  recruiterRefusalReasons,
  recruiterWorkflowStages,
  workflowStages,
  type RecruiterRefusalReason,
} from "../vocabulary/index.ts";

// `zod/mini`: the workflow's forms ship these schemas to the browser; the server validates the same
// bodies with them, so a refused request answers with the form's own French messages.

export const maxMessageLength = 2000;
export const maxNoteLength = 2000;
export const maxInterviewMessageLength = 1000;
export const maxLocationLength = 300;
export const maxVideoUrlLength = 500;
export const maxSlots = 5;
export const interviewDurations = [30, 45, 60, 90, 120] as const;

/** A message: trimmed, empty means none. */
const messageText = (max: number, what: string) =>
  z.string({ error: `${what} doit être un texte.` }).check(
    z.trim(),
    z.refine((text) => text.length <= max, { error: `${what} ne peut pas dépasser ${max} caractères.` }),
  );

/** An optional message: absent or empty means none. */
const message = (max: number, what: string) => z.optional(messageText(max, what));

const chooseAReason = "Choisissez un motif.";

/** Why a recruiter refuses a candidate: a reason from their list (« Sans suite » is the server's alone). */
export const refusalReason = z.custom<RecruiterRefusalReason>(
  (reason) => (recruiterRefusalReasons as readonly unknown[]).includes(reason),
  { error: chooseAReason },
);

/** The message told to the refused candidate with the reason. */
export const refusalMessage = messageText(maxMessageLength, "Le message");

/** `POST /api/recruiter/pipeline/cards/:id/move`. */
export const moveRequestSchema = z
  .strictObject({
    from: z.enum(workflowStages, { error: "Étape de départ inconnue." }),
    to: z.enum(recruiterWorkflowStages, { error: "Choisissez une étape du suivi." }),
    position: z.optional(
      z
        .number({ error: "La position doit être un nombre." })
        .check(z.refine((value) => Number.isFinite(value) && Math.abs(value) < 1e12, { error: "Position invalide." })),
    ),
    reason: z.optional(refusalReason),
    message: z.optional(refusalMessage),
  })
  .check(
    z.refine((move) => move.to !== "rejected" || move.from === "rejected" || move.reason !== undefined, {
      error: chooseAReason,
      path: ["reason"],
    }),
  );

/** `POST /api/recruiter/pipeline/cards/:id/notes`. */
export const noteSchema = z.strictObject({
  message: z.string({ error: "La note doit être un texte." }).check(
    z.trim(),
    z.refine((text) => text.length > 0, { error: "Écrivez la note avant de l'enregistrer.", abort: true }),
    z.refine((text) => text.length <= maxNoteLength, {
      error: `La note ne peut pas dépasser ${maxNoteLength} caractères.`,
    }),
  ),
});

/** A cancellation or a withdrawal: an optional message. */
export const closingMessageSchema = z.strictObject({ message: message(maxMessageLength, "Le message") });

const notAnInstant = "Chaque créneau doit être une date et une heure.";
const validInstant = () =>
  z.refine<string>((text) => text.length <= 40 && !Number.isNaN(Date.parse(text)) && /T\d{2}:\d{2}/.test(text), {
    error: "Chaque créneau doit être une date et une heure valides.",
  });

const instant = z.string({ error: notAnInstant }).check(validInstant());

/**
 * `POST /api/recruiter/pipeline/cards/:id/interviews`: one to five future slots, all different, a
 * duration, and a place or a video link (https). `now` is the moment the rules are checked against.
 */
export const interviewProposalSchema = (now: () => Date = () => new Date()) =>
  z
    .strictObject({
      slots: z.array(instant, { error: "Proposez au moins un créneau." }).check(
        z.refine((slots) => slots.length >= 1, { error: "Proposez au moins un créneau.", abort: true }),
        z.refine((slots) => slots.length <= maxSlots, { error: `Proposez ${maxSlots} créneaux au plus.`, abort: true }),
        z.refine((slots) => slots.every((slot) => Date.parse(slot) > now().getTime()), {
          error: "Chaque créneau doit être dans le futur.",
        }),
        z.refine((slots) => new Set(slots.map((slot) => Date.parse(slot))).size === slots.length, {
          error: "Deux créneaux sont identiques.",
        }),
      ),
      duration_minutes: z.number({ error: "Choisissez une durée." }).check(
        z.refine((minutes) => (interviewDurations as readonly number[]).includes(minutes), {
          error: "Choisissez une durée de 30, 45, 60, 90 ou 120 minutes.",
        }),
      ),
      location: z.optional(
        z.string({ error: "Le lieu doit être un texte." }).check(
          z.trim(),
          z.refine((text) => text.length <= maxLocationLength, {
            error: `Le lieu ne peut pas dépasser ${maxLocationLength} caractères.`,
          }),
          z.refine(isOneLine, { error: oneLineMessage("Le lieu") }),
        ),
      ),
      video_url: z.optional(
        z.string({ error: "Le lien de visioconférence doit être un texte." }).check(
          z.trim(),
          z.refine((url) => url === "" || (/^https:\/\/\S+$/i.test(url) && isOneLine(url)), {
            error: "Le lien de visioconférence doit commencer par https://.",
            abort: true,
          }),
          z.refine((url) => url.length <= maxVideoUrlLength, {
            error: `Le lien ne peut pas dépasser ${maxVideoUrlLength} caractères.`,
          }),
        ),
      ),
      message: message(maxInterviewMessageLength, "Le message"),
    })
    .check(
      z.refine((proposal) => Boolean(proposal.location) || Boolean(proposal.video_url), {
        error: "Indiquez un lieu ou un lien de visioconférence.",
        path: ["location"],
      }),
    );

/** `POST /api/applications/interviews/:id/book`: the slot the candidate picked, none being a choice to make. */
export const bookingSchema = z.strictObject({
  slot: z.string({ error: notAnInstant }).check(
    z.refine((text) => text !== "", { error: "Choisissez l'un des créneaux proposés.", abort: true }),
    validInstant(),
  ),
});
