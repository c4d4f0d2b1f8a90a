import type { Application, Interview, PipelineFunnel, WorkflowEvent } from "@fuse/domain/workflow/contract";

/** « Now » for the examples: Wednesday 25 November 2026, 13 h in Paris. */
export const fixtureNow = new Date("2026-11-25T12:00:00Z");

let eventCount = 0;
const event = (
  kind: WorkflowEvent["kind"],
  at: string,
  actor: WorkflowEvent["actor"],
  fields: Partial<Omit<WorkflowEvent, "kind" | "at" | "actor">> = {},
): WorkflowEvent => ({
  id: `e${++eventCount}`,
  kind,
  from_stage: null,
  to_stage: null,
  reason: null,
  message: null,
  private: false,
  actor,
  at,
  ...fields,
});

const entered = (at: string) => event("move", at, "candidate", { to_stage: "new_match" });

/** Three slots to pick from: Tuesday 1, Thursday 3 and Friday 4 December, in Lyon or by video. */
export const proposedInterview: Interview = {
  id: "i-proposed",
  status: "proposed",
  slots: ["2026-12-01T13:00:00Z", "2026-12-03T08:30:00Z", "2026-12-04T15:00:00Z"],
  chosen_slot: null,
  duration_minutes: 60,
  location: "12 rue de la République, 69002 Lyon",
  video_url: "https://visio.example.fr/entretien-data",
  message: "Demandez Claire Dubois à l'accueil, et prévoyez une pièce d'identité.",
  updated_at: "2026-11-23T10:00:00Z",
};

/** One slot already past (Tuesday 24 November), two to come. */
export const interviewWithPastSlot: Interview = {
  ...proposedInterview,
  id: "i-past-slot",
  slots: ["2026-11-24T09:00:00Z", "2026-12-01T13:00:00Z", "2026-12-03T08:30:00Z"],
};

/** Booked for Wednesday 2 December at 10 h 00, by video, 45 minutes. */
export const bookedInterview: Interview = {
  id: "i-booked",
  status: "booked",
  slots: ["2026-12-02T09:00:00Z", "2026-12-02T14:00:00Z"],
  chosen_slot: "2026-12-02T09:00:00Z",
  duration_minutes: 45,
  location: null,
  video_url: "https://visio.example.fr/studio-lumiere",
  message: "Vous échangerez avec la directrice artistique et un designer de l'équipe.",
  updated_at: "2026-11-22T16:00:00Z",
};

/** Cancelled by the recruiter. */
export const cancelledInterview: Interview = {
  id: "i-cancelled",
  status: "cancelled",
  slots: ["2026-11-30T09:00:00Z"],
  chosen_slot: null,
  duration_minutes: 60,
  location: "8 place Bellecour, 69002 Lyon",
  video_url: null,
  message: null,
  updated_at: "2026-11-24T08:00:00Z",
};

const application = (
  fields: Partial<Application> & Pick<Application, "id" | "stage" | "stage_changed_at" | "events">,
): Application => ({
  job_id: `job-${fields.id}`,
  last_activity_at: fields.stage_changed_at,
  silent_days: null,
  job_title: "Développeur·se full-stack",
  company_name: "Atelier Numérique",
  refusal_reason: null,
  refusal_message: null,
  interview: null,
  ...fields,
});

export const newMatchApplication = application({
  id: "a-new-match",
  stage: "new_match",
  stage_changed_at: "2026-11-24T09:00:00Z",
  events: [entered("2026-11-24T09:00:00Z")],
});

/** Shortlisted, then nothing for 23 days. */
export const silentApplication = application({
  id: "a-silent",
  stage: "shortlisted",
  stage_changed_at: "2026-11-02T10:00:00Z",
  silent_days: 23,
  job_title: "Chargé·e de recrutement",
  company_name: "Groupe Horizon",
  events: [
    entered("2026-10-28T14:00:00Z"),
    event("move", "2026-11-02T10:00:00Z", "recruiter", { from_stage: "new_match", to_stage: "shortlisted" }),
  ],
});

export const interviewToBookApplication = application({
  id: "a-interview-proposed",
  stage: "interview",
  stage_changed_at: "2026-11-23T10:00:00Z",
  job_title: "Data analyst",
  company_name: "Banque Rhône-Alpes",
  interview: proposedInterview,
  events: [
    entered("2026-11-16T08:00:00Z"),
    event("move", "2026-11-18T09:00:00Z", "recruiter", { from_stage: "new_match", to_stage: "shortlisted" }),
    event("move", "2026-11-23T10:00:00Z", "recruiter", { from_stage: "shortlisted", to_stage: "interview" }),
    event("interview_proposed", "2026-11-23T10:00:00Z", "recruiter", { message: proposedInterview.message }),
  ],
});

export const interviewBookedApplication = application({
  id: "a-interview-booked",
  stage: "interview",
  stage_changed_at: "2026-11-19T15:00:00Z",
  last_activity_at: "2026-11-22T16:00:00Z",
  job_title: "Product designer",
  company_name: "Studio Lumière",
  interview: bookedInterview,
  events: [
    entered("2026-11-12T11:00:00Z"),
    event("move", "2026-11-19T15:00:00Z", "recruiter", { from_stage: "new_match", to_stage: "interview" }),
    event("interview_proposed", "2026-11-19T15:00:00Z", "recruiter"),
    event("interview_rescheduled", "2026-11-21T09:00:00Z", "recruiter", { message: bookedInterview.message }),
    event("interview_booked", "2026-11-22T16:00:00Z", "candidate"),
  ],
});

/** The recruiter cancelled the interview: new slots should follow. */
export const interviewCancelledApplication = application({
  id: "a-interview-cancelled",
  stage: "interview",
  stage_changed_at: "2026-11-20T09:00:00Z",
  last_activity_at: "2026-11-24T08:00:00Z",
  job_title: "Technicien·ne de maintenance",
  company_name: "Industries du Rhône",
  interview: cancelledInterview,
  events: [
    entered("2026-11-17T09:00:00Z"),
    event("move", "2026-11-20T09:00:00Z", "recruiter", { from_stage: "new_match", to_stage: "interview" }),
    event("interview_proposed", "2026-11-20T09:00:00Z", "recruiter"),
    event("interview_booked", "2026-11-21T18:00:00Z", "candidate"),
    event("interview_cancelled", "2026-11-24T08:00:00Z", "recruiter", {
      message: "Le responsable d'atelier est absent cette semaine : je vous propose d'autres dates très vite.",
    }),
  ],
});

export const offerApplication = application({
  id: "a-offer",
  stage: "offer",
  stage_changed_at: "2026-11-24T17:00:00Z",
  job_title: "Chef·fe de projet digital",
  company_name: "Agence Confluence",
  events: [
    entered("2026-11-02T08:00:00Z"),
    event("move", "2026-11-05T08:00:00Z", "recruiter", { from_stage: "new_match", to_stage: "interview" }),
    event("move", "2026-11-24T17:00:00Z", "recruiter", { from_stage: "interview", to_stage: "offer" }),
  ],
});

export const hiredApplication = application({
  id: "a-hired",
  stage: "hired",
  stage_changed_at: "2026-11-10T10:00:00Z",
  job_title: "Comptable (H/F)",
  company_name: "Cabinet Martin & associés",
  events: [
    entered("2026-10-12T08:00:00Z"),
    event("move", "2026-10-20T08:00:00Z", "recruiter", { from_stage: "new_match", to_stage: "offer" }),
    event("move", "2026-11-10T10:00:00Z", "recruiter", { from_stage: "offer", to_stage: "hired" }),
  ],
});

/** Refused, with the reason and the recruiter's message. */
export const rejectedApplication = application({
  id: "a-rejected",
  stage: "rejected",
  stage_changed_at: "2026-11-21T14:00:00Z",
  job_title: "Développeur·se back-end Java",
  company_name: "Assurances Saône",
  refusal_reason: "skills",
  refusal_message:
    "Nous cherchons quelqu'un d'expérimenté sur Kafka. Votre profil nous a plu : n'hésitez pas à revenir vers nous.",
  events: [
    entered("2026-11-15T09:00:00Z"),
    event("move", "2026-11-21T14:00:00Z", "recruiter", {
      from_stage: "new_match",
      to_stage: "rejected",
      reason: "skills",
      message:
        "Nous cherchons quelqu'un d'expérimenté sur Kafka. Votre profil nous a plu : n'hésitez pas à revenir vers nous.",
    }),
  ],
});

/** Closed by Fuse after a long silence. */
export const closedWithoutResponseApplication = application({
  id: "a-no-response",
  stage: "rejected",
  stage_changed_at: "2026-11-20T06:00:00Z",
  job_title: "Assistant·e de direction",
  company_name: "Transports Lumière",
  refusal_reason: "no_response",
  events: [
    entered("2026-09-21T09:00:00Z"),
    event("move", "2026-11-20T06:00:00Z", "system", {
      from_stage: "new_match",
      to_stage: "rejected",
      reason: "no_response",
    }),
  ],
});

/** Withdrawn by the candidate, with a word for the recruiter. */
export const withdrawnApplication = application({
  id: "a-withdrawn",
  stage: "withdrawn",
  stage_changed_at: "2026-11-18T19:00:00Z",
  job_title: "Responsable marketing",
  company_name: "Maison Vercors",
  events: [
    entered("2026-11-03T10:00:00Z"),
    event("move", "2026-11-06T10:00:00Z", "recruiter", { from_stage: "new_match", to_stage: "interview" }),
    event("interview_proposed", "2026-11-06T10:00:00Z", "recruiter"),
    event("interview_booked", "2026-11-07T08:00:00Z", "candidate"),
    event("interview_cancelled", "2026-11-18T19:00:00Z", "candidate", { message: "Candidature retirée" }),
    event("move", "2026-11-18T19:00:00Z", "candidate", {
      from_stage: "interview",
      to_stage: "withdrawn",
      message: "J'ai accepté une autre proposition. Merci pour votre temps !",
    }),
  ],
});

/** The offer was taken down: its title and company are no longer shown. */
export const removedOfferApplication = application({
  id: "a-removed-offer",
  stage: "new_match",
  stage_changed_at: "2026-11-19T09:00:00Z",
  job_title: null,
  company_name: null,
  events: [entered("2026-11-19T09:00:00Z")],
});

/** Every stage, the latest move first (as `GET /api/applications` answers). */
export const exampleApplications: Application[] = [
  newMatchApplication,
  offerApplication,
  interviewCancelledApplication,
  interviewToBookApplication,
  rejectedApplication,
  closedWithoutResponseApplication,
  removedOfferApplication,
  withdrawnApplication,
  interviewBookedApplication,
  hiredApplication,
  silentApplication,
];

/** A card's whole history as its recruiter reads it, private notes included. */
export const recruiterHistory: WorkflowEvent[] = [
  entered("2026-11-16T08:00:00Z"),
  event("note", "2026-11-17T08:30:00Z", "recruiter", {
    private: true,
    message: "Profil solide en SQL ; à interroger sur la visualisation.",
  }),
  event("move", "2026-11-18T09:00:00Z", "recruiter", { from_stage: "new_match", to_stage: "shortlisted" }),
  event("move", "2026-11-23T10:00:00Z", "recruiter", { from_stage: "shortlisted", to_stage: "interview" }),
  event("interview_proposed", "2026-11-23T10:00:00Z", "recruiter", { message: proposedInterview.message }),
  event("interview_booked", "2026-11-24T07:45:00Z", "candidate"),
  event("interview_cancelled", "2026-11-24T18:00:00Z", "candidate", {
    message: "Un imprévu familial : pourriez-vous me proposer d'autres dates ?",
  }),
  event("interview_rescheduled", "2026-11-25T08:00:00Z", "recruiter"),
];

/** Two offers' funnels: cards at each stage and the median days spent there. */
export const exampleFunnel: PipelineFunnel = {
  offers: [
    {
      job_id: "job-data",
      job_title: "Data analyst",
      stages: [
        { stage: "new_match", cards: 3, median_days: 4.5 },
        { stage: "shortlisted", cards: 2, median_days: 2 },
        { stage: "interview", cards: 1, median_days: 6.25 },
        { stage: "offer", cards: 0, median_days: 3 },
        { stage: "hired", cards: 1, median_days: null },
        { stage: "rejected", cards: 4, median_days: null },
      ],
    },
    {
      job_id: "job-designer",
      job_title: "Product designer",
      stages: [
        { stage: "new_match", cards: 1, median_days: 0.4 },
        { stage: "withdrawn", cards: 1, median_days: null },
      ],
    },
  ],
};
