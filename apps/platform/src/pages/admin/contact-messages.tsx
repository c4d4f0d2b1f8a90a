import { AdminContactMessagesScreen, contactMessageStatuses } from "@fuse/features/admin";

import { adminInboxPage } from "../../admin-inbox-page";

/** « Messages de contact »: what visitors wrote from /contact (`?statut=handled|all`, `?q=`, `?page=`). */
export const Component = adminInboxPage(
  AdminContactMessagesScreen,
  contactMessageStatuses,
  "Les messages envoyés depuis la page Contact : répondez par e-mail, puis marquez-les comme traités.",
);
