import { AdminPreRegistrationsScreen, preRegistrationStatuses } from "@fuse/features/admin";

import { adminInboxPage } from "../../admin-inbox-page";

/**
 * « Pré-inscriptions »: the companies that pre-registered on /pre-inscription
 * (`?statut=approved|handled|all`, `?q=`, `?page=`).
 */
export const Component = adminInboxPage(
  AdminPreRegistrationsScreen,
  preRegistrationStatuses,
  "Les entreprises pré-inscrites : approuvez-les pour leur envoyer l'invitation à créer leur compte recruteur.",
);
