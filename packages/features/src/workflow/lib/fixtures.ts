import type { Interview, PipelineCandidate, PipelineCard } from "@fuse/domain/workflow/contract";

const card = (overrides: Partial<PipelineCard> & Pick<PipelineCard, "id" | "stage">): PipelineCard => ({
  job_id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  job_title: "Développeur·se full-stack",
  stage_changed_at: "2026-11-20T09:00:00Z",
  last_activity_at: "2026-11-20T09:00:00Z",
  refusal_reason: null,
  refusal_message: null,
  position: 0,
  score: 82,
  interview: null,
  candidate: {
    id: "0b0f6a3e-6c1e-4b2a-9d7e-1f2a3b4c5d6e",
    first_name: "Camille",
    last_name: "Martin",
    headline: "Développeuse full-stack",
    phone: "06 12 34 56 78",
    email: "camille.martin@example.fr",
  },
  ...overrides,
});

/** An interview booked for Tuesday 1 December 2026 at 14:00, Paris time. */
export const bookedInterview: Interview = {
  id: "3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b",
  status: "booked",
  slots: ["2026-12-01T13:00:00Z", "2026-12-02T09:30:00Z"],
  chosen_slot: "2026-12-01T13:00:00Z",
  duration_minutes: 60,
  location: "12 rue de la Paix, 75002 Paris",
  video_url: null,
  message: "Demandez Sophie à l'accueil.",
  updated_at: "2026-11-24T10:00:00Z",
};

/** Three slots proposed, waiting for the candidate's choice. */
export const proposedInterview: Interview = {
  id: "6f5e4d3c-2b1a-4f9e-8d7c-6b5a4f3e2d1c",
  status: "proposed",
  slots: ["2026-12-03T08:00:00Z", "2026-12-03T13:30:00Z", "2026-12-04T10:00:00Z"],
  chosen_slot: null,
  duration_minutes: 45,
  location: null,
  video_url: "https://visio.example.fr/entretien-lea",
  message: null,
  updated_at: "2026-11-25T08:00:00Z",
};

export const exampleCards: PipelineCard[] = [
  card({ id: "c1", stage: "new_match", position: 0 }),
  card({
    id: "c2",
    stage: "interview",
    stage_changed_at: "2026-11-24T09:00:00Z",
    last_activity_at: "2026-11-24T10:00:00Z",
    position: 0,
    score: 71,
    interview: bookedInterview,
    candidate: {
      id: "5c4d3e2f-1a0b-4c9d-8e7f-6a5b4c3d2e1f",
      first_name: "Hugo",
      last_name: "Bernard",
      headline: "Intégrateur web",
      phone: null,
      email: "hugo.bernard@example.fr",
    },
  }),
  card({
    id: "c3",
    stage: "rejected",
    job_title: "Comptable unique (H/F)",
    refusal_reason: "other_candidate",
    refusal_message: "Nous avons retenu un profil plus expérimenté en consolidation.",
    score: null,
    candidate: {
      id: "7d6e5f4a-3b2c-4d1e-9f8a-7b6c5d4e3f2a",
      first_name: "Inès",
      last_name: "Roux",
      headline: null,
      phone: null,
      email: "ines.roux@example.fr",
    },
  }),
  card({
    id: "c4",
    stage: "new_match",
    stage_changed_at: "2026-11-25T08:00:00Z",
    last_activity_at: "2026-11-25T08:00:00Z",
    position: 1,
    score: 64,
    candidate: {
      id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
      first_name: "Yanis",
      last_name: "Lefebvre",
      headline: "Développeur React",
      phone: "07 98 76 54 32",
      email: "yanis.lefebvre@example.fr",
    },
  }),
  card({
    id: "c5",
    stage: "interview",
    stage_changed_at: "2026-11-25T08:00:00Z",
    last_activity_at: "2026-11-25T08:00:00Z",
    position: 1,
    score: 77,
    interview: proposedInterview,
    candidate: {
      id: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
      first_name: "Léa",
      last_name: "Petit",
      headline: "Développeuse back-end",
      phone: "06 11 22 33 44",
      email: "lea.petit@example.fr",
    },
  }),
  card({
    id: "c6",
    stage: "withdrawn",
    stage_changed_at: "2026-11-23T16:00:00Z",
    last_activity_at: "2026-11-23T16:00:00Z",
    score: 58,
    candidate: {
      id: "3c4d5e6f-7a8b-4c9d-0e1f-2a3b4c5d6e7f",
      first_name: "Nora",
      last_name: "Haddad",
      headline: "Développeuse mobile",
      phone: null,
      email: "nora.haddad@example.fr",
    },
  }),
];

/** The candidate behind a card, as the recruiter of the mutual match reads them. */
export const candidateOfCard = (card: PipelineCard): PipelineCandidate => ({
  card: {
    first_name: `${card.candidate.first_name ?? ""} ${card.candidate.last_name ?? ""}`.trim() || null,
    avatar_url: null,
    headline: card.candidate.headline,
    target_title: card.candidate.headline,
    city: "Lyon",
    skills: ["PostgreSQL", "Node.js", "TypeScript"],
    languages: ["Français", "Anglais"],
    experience_years: 6,
    contract_types: ["CDI"],
    remote_preference: "hybrid",
    memo: "<p>Six ans à construire des services de paiement ; j'aime les bases de données bien tenues.</p>",
    settings: { accent: "vert" },
  },
  cv: {
    name: `CV ${card.candidate.first_name ?? "candidat"}.pdf`,
    url: `https://stockage.example.fr/storage/v1/object/sign/cvs/${card.candidate.id}/cv.pdf?token=exemple`,
    expires_at: "2026-11-25T09:10:00Z",
  },
});
