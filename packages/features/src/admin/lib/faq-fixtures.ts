import type { AdminFaq, AdminFaqCategory, AdminFaqItem } from "@fuse/domain/admin/contract";

// Examples for the administrators' FAQ stories and tests: three categories (the last one empty)
// and a question without a category.

export const exampleFaqCategories: AdminFaqCategory[] = [
  { id: "5c1d2e3f-4a5b-4c6d-8e7f-101112131415", label: "Compte", position: 1, item_count: 2 },
  { id: "6d2e3f40-5b6c-4d7e-9f80-161718191a1b", label: "Abonnement et paiement", position: 2, item_count: 1 },
  { id: "7e3f4051-6c7d-4e8f-a091-1c1d1e1f2021", label: "Entretiens", position: 3, item_count: 0 },
];

const [account, payment] = exampleFaqCategories as [AdminFaqCategory, AdminFaqCategory];

export const exampleFaqItems: AdminFaqItem[] = [
  {
    id: "a1b2c3d4-0001-4000-8000-000000000001",
    question: "Comment créer mon compte ?",
    answer: "<p>Cliquez sur <strong>S'inscrire</strong> et suivez les étapes.</p>",
    audience: "all",
    category_id: account.id,
    position: 1,
    updated_at: "2026-11-20T09:00:00.000Z",
  },
  {
    id: "a1b2c3d4-0002-4000-8000-000000000002",
    question: "Comment supprimer mon compte ?",
    answer: "<p>Depuis votre profil, rubrique « Compte ».</p>",
    audience: "candidate",
    category_id: account.id,
    position: 2,
    updated_at: "2026-11-20T09:00:00.000Z",
  },
  {
    id: "a1b2c3d4-0003-4000-8000-000000000003",
    question: "Quels moyens de paiement acceptez-vous ?",
    answer: "<p>La carte bancaire.</p>",
    audience: "recruiter",
    category_id: payment.id,
    position: 1,
    updated_at: "2026-11-20T09:00:00.000Z",
  },
  {
    id: "a1b2c3d4-0004-4000-8000-000000000004",
    question: "Qui peut voir ma carte ?",
    answer: "<p>Les recruteurs abonnés.</p>",
    audience: "all",
    category_id: null,
    position: 1,
    updated_at: "2026-11-20T09:00:00.000Z",
  },
];

export const exampleAdminFaq: AdminFaq = { categories: exampleFaqCategories, items: exampleFaqItems };
