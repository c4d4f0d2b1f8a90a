import type {
  AdminContactMessage,
  AdminPage,
  AdminPreRegistration,
  AdminUser,
  AdminUserDetail,
} from "@fuse/domain/admin/inbox-contract";

// Examples for the stories and tests of the inboxes and of the users.

const admin = { profile_id: "5d0c2a1b-3e4f-4a5b-8c6d-7e8f9a0b1c2d", email: "admin@fuse.test" };

export const exampleContactMessages: AdminContactMessage[] = [
  {
    id: "c1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8",
    name: "Camille Martin",
    email: "camille.martin@exemple.fr",
    subject: "Question sur mon compte",
    message: "Bonjour,\nje ne trouve pas comment rendre ma carte publique.\n\nPouvez-vous m'aider ? <b>Merci</b>",
    created_at: "2026-11-25T08:30:00.000Z",
    consent_at: "2026-11-25T08:30:00.000Z",
    status: "new",
    handled_at: null,
    handled_by: null,
    replied_at: null,
  },
  {
    id: "d2b3c4d5-e6f7-4081-92a3-b4c5d6e7f809",
    name: "Yanis Benali",
    email: "yanis.benali@exemple.fr",
    subject: "Partenariat",
    message: "Nous organisons un salon de l'emploi à Lille et aimerions y présenter Fuse.",
    created_at: "2026-11-20T14:00:00.000Z",
    consent_at: "2026-11-20T14:00:00.000Z",
    status: "handled",
    handled_at: "2026-11-21T09:00:00.000Z",
    handled_by: admin,
    replied_at: "2026-11-21T09:00:00.000Z",
  },
];

export const examplePreRegistrations: AdminPreRegistration[] = [
  {
    id: "e3c4d5e6-f708-4192-a3b4-c5d6e7f8091a",
    company_name: "Atelier Lumière",
    siret: "73282932000074",
    sector: "62.01Z",
    size: "10-49",
    address: "12 rue de la République",
    city: "Lyon",
    postal_code: "69002",
    contact_name: "Léa Girard",
    email: "lea.girard@atelier-lumiere.fr",
    phone: "+33 6 12 34 56 78",
    created_at: "2026-11-24T10:00:00.000Z",
    consent_at: "2026-11-24T10:00:00.000Z",
    status: "new",
    handled_at: null,
    handled_by: null,
    approved_at: null,
    invited_at: "2026-11-24T10:00:00.000Z",
    account_exists: false,
  },
  {
    id: "f4d5e6f7-0819-42a3-b4c5-d6e7f8091a2b",
    company_name: "Boulangerie Dupont",
    siret: "55210055400013",
    sector: "10.71C",
    size: "1-9",
    address: null,
    city: "Nantes",
    postal_code: "44000",
    contact_name: "Marc Dupont",
    email: "marc@boulangerie-dupont.fr",
    phone: null,
    created_at: "2026-11-18T07:45:00.000Z",
    consent_at: "2026-11-18T07:45:00.000Z",
    status: "approved",
    handled_at: "2026-11-19T09:00:00.000Z",
    handled_by: admin,
    approved_at: "2026-11-19T09:00:00.000Z",
    invited_at: "2026-11-19T09:00:00.000Z",
    account_exists: true,
  },
];

export const exampleAdminUsers: AdminUser[] = [
  {
    id: "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
    profile_id: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
    email: "camille.martin@exemple.fr",
    type: "candidate",
    name: "Camille Martin",
    company_name: null,
    email_confirmed: true,
    profile_completed: false,
    created_at: "2026-11-20T08:00:00.000Z",
    last_sign_in_at: "2026-11-25T18:30:00.000Z",
    subscription: null,
  },
  {
    id: "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60",
    profile_id: "3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6071",
    email: "lea.girard@atelier-lumiere.fr",
    type: "recruiter",
    name: "Léa Girard",
    company_name: "Atelier Lumière",
    email_confirmed: true,
    profile_completed: true,
    created_at: "2026-11-10T08:00:00.000Z",
    last_sign_in_at: null,
    subscription: { status: "active", current_period_end: "2026-12-12T10:00:00.000Z" },
  },
  {
    id: "4f5a6b7c-8d9e-4f0a-9b2c-3d4e5f607182",
    profile_id: null,
    email: "nouveau@exemple.fr",
    type: "none",
    name: null,
    company_name: null,
    email_confirmed: false,
    profile_completed: false,
    created_at: "2026-11-26T07:00:00.000Z",
    last_sign_in_at: null,
    subscription: null,
  },
];

export const exampleAdminUserDetail: AdminUserDetail = {
  ...exampleAdminUsers[1]!,
  email_confirmed_at: "2026-11-10T08:05:00.000Z",
  city: "Lyon",
  siret: "73282932000074",
};

/** One page holding `items`, as the server answers a list. */
export function adminPageOf<T>(items: T[], { total = items.length, page = 1, pages = 1 } = {}): AdminPage<T> {
  return { items, total, page, per_page: 20, pages };
}
