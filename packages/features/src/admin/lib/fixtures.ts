import type { AdminAction, AdminNewsItem, AdminNewsSummary } from "@fuse/domain/admin/contract";

// Examples for the administrators' stories and tests: one item in each state.

export const exampleAdminNews: AdminNewsItem[] = [
  {
    id: "6b0f7a52-5d1e-4c0b-9a3e-1f2d3c4b5a60",
    slug: "salon-de-l-emploi-a-lyon",
    title: "Salon de l'emploi à Lyon",
    excerpt: "Rencontrez quarante entreprises qui recrutent, le 12 décembre au palais des congrès.",
    body: "<p>Rencontrez <strong>quarante entreprises</strong> qui recrutent.</p>",
    audience: "candidate",
    status: "scheduled",
    published_at: "2026-12-01T08:00:00.000Z",
    created_at: "2026-11-20T09:00:00.000Z",
    updated_at: "2026-11-21T09:00:00.000Z",
  },
  {
    id: "0a4c1e9d-2b7f-4e3a-8c5d-6f1a2b3c4d5e",
    slug: "nouveau-tableau-de-bord",
    title: "Un nouveau tableau de bord pour les recruteurs",
    excerpt: "Vos offres, vos matchs et votre suivi réunis sur une page.",
    body: "<p>Vos offres, vos matchs et votre suivi réunis.</p>",
    audience: "recruiter",
    status: "published",
    published_at: "2026-11-18T10:30:00.000Z",
    created_at: "2026-11-17T09:00:00.000Z",
    updated_at: "2026-11-18T10:30:00.000Z",
  },
  {
    id: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
    slug: "conseils-pour-votre-portrait",
    title: "Cinq conseils pour votre portrait",
    excerpt: "",
    body: "",
    audience: "all",
    status: "draft",
    published_at: null,
    created_at: "2026-11-22T09:00:00.000Z",
    updated_at: "2026-11-22T09:00:00.000Z",
  },
];

export const exampleAdminNewsSummaries: AdminNewsSummary[] = exampleAdminNews.map(
  ({ body: _body, ...summary }) => summary,
);

export const exampleAdminActions: AdminAction[] = [
  {
    id: "3",
    at: "2026-11-22T09:00:00.000Z",
    actor_email: "admin@fuse.test",
    action: "create",
    entity: "news",
    entity_id: exampleAdminNews[2]!.id,
    summary: "Cinq conseils pour votre portrait",
    details: {},
  },
  {
    id: "2",
    at: "2026-11-21T09:00:00.000Z",
    actor_email: "admin@fuse.test",
    action: "update",
    entity: "news",
    entity_id: exampleAdminNews[0]!.id,
    summary: "Salon de l'emploi à Lyon",
    details: { changed: ["published_at"] },
  },
  {
    id: "1",
    at: "2026-11-20T16:45:00.000Z",
    actor_email: null,
    action: "delete",
    entity: "faq_items",
    entity_id: null,
    summary: "Comment supprimer mon compte ?",
    details: {},
  },
];
