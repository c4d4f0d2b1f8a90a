import type { PipelineCard } from "../api/contract.ts";

const card = (overrides: Partial<PipelineCard> & Pick<PipelineCard, "id" | "stage">): PipelineCard => ({
  job_id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  job_title: "Développeur·se full-stack",
  stage_changed_at: "2026-11-20T09:00:00Z",
  refusal_reason: null,
  score: 82,
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

export const exampleCards: PipelineCard[] = [
  card({ id: "c1", stage: "new_match" }),
  card({
    id: "c2",
    stage: "interview",
    stage_changed_at: "2026-11-24T09:00:00Z",
    score: 71,
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
    refusal_reason: "Le poste a été pourvu.",
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
];
