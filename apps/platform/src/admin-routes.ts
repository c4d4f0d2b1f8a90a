import { paths } from "@fuse/domain/vocabulary/paths";

import type { ScreenModule } from "./router";
import type { PageRoute } from "./routes";

/**
 * The administration's pages. They are not in the app's entry: the router discovers them when an
 * address under /admin is first visited, so visitors and members never download this table.
 */
export const adminRoutes: PageRoute[] = [
  { path: paths.admin.home, title: "Administration", layout: "admin-global-refactored", screen: "admin/home" },
  { path: paths.admin.news, title: "Actualités", layout: "admin-global-refactored", screen: "admin/news" },
  {
    path: paths.admin.newsNew,
    title: "Nouvelle actualité",
    layout: "admin-global-refactored",
    screen: "admin/news-form",
  },
  {
    path: paths.admin.newsItem,
    title: "Modifier l'actualité",
    layout: "admin-global-refactored",
    screen: "admin/news-form",
  },
  { path: paths.admin.faq, title: "FAQ", layout: "admin-global-refactored", screen: "admin/faq" },
  { path: paths.admin.pages, title: "Pages", layout: "admin-global-refactored", screen: "admin/pages" },
  { path: paths.admin.pagesNew, title: "Nouvelle page", layout: "admin-global-refactored", screen: "admin/page-form" },
  {
    path: paths.admin.pageItem,
    title: "Modifier la page",
    layout: "admin-global-refactored",
    screen: "admin/page-form",
  },
  {
    path: paths.admin.questionnaires,
    title: "Questionnaires",
    layout: "admin-global-refactored",
    screen: "admin/questionnaires",
  },
  {
    path: paths.admin.questionnaire,
    title: "Modifier le questionnaire",
    layout: "admin-global-refactored",
    screen: "admin/questionnaire-form",
  },
  {
    path: paths.admin.contactMessages,
    title: "Messages de contact",
    layout: "admin-global-refactored",
    screen: "admin/contact-messages",
  },
  {
    path: paths.admin.preRegistrations,
    title: "Pré-inscriptions",
    layout: "admin-global-refactored",
    screen: "admin/pre-registrations",
  },
  { path: paths.admin.users, title: "Utilisateurs", layout: "admin-global-refactored", screen: "admin/users" },
  { path: paths.admin.user, title: "Compte utilisateur", layout: "admin-global-refactored", screen: "admin/user" },
];

/** The administration's page modules, each its own chunk. */
const screens = import.meta.glob<ScreenModule>(["./pages/admin/*.tsx", "!./pages/admin/*.test.tsx"]);

/** Loads `src/pages/admin/<name>.tsx`. */
export function loadAdminScreen(name: string): Promise<ScreenModule> {
  const load = screens[`./pages/admin/${name}.tsx`];
  if (!load) throw new Error(`No page module src/pages/admin/${name}.tsx`);
  return load();
}
