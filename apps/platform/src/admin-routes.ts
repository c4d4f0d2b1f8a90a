import { paths } from "@fuse/features/vocabulary/paths";

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
];

/** The administration's page modules, each its own chunk. */
const screens = import.meta.glob<ScreenModule>(["./pages/admin/*.tsx", "!./pages/admin/*.test.tsx"]);

/** Loads `src/pages/admin/<name>.tsx`. */
export function loadAdminScreen(name: string): Promise<ScreenModule> {
  const load = screens[`./pages/admin/${name}.tsx`];
  if (!load) throw new Error(`No page module src/pages/admin/${name}.tsx`);
  return load();
}
