import { Outlet } from "react-router";

import { paths } from "@fuse/domain/vocabulary/paths";

import { DashboardLayout } from "./dashboard-layout";
import type { NavItem } from "./nav-links";

/** The administration's sections; each stays current on its own form pages too. */
export const adminNav: NavItem[] = [
  { to: paths.admin.home, label: "Tableau de bord" },
  { to: paths.admin.news, label: "Actualités", end: false },
  { to: paths.admin.faq, label: "FAQ" },
  { to: paths.admin.pages, label: "Pages", end: false },
  { to: paths.admin.questionnaires, label: "Questionnaires", end: false },
  { to: paths.admin.contactMessages, label: "Messages" },
  { to: paths.admin.preRegistrations, label: "Pré-inscriptions" },
  { to: paths.admin.users, label: "Utilisateurs", end: false },
];

/** Administration: brand and account across the top, its sections in a side bar. */
export function AdminLayout() {
  return <DashboardLayout items={adminNav} label="Administration" />;
}

/** A page on its own (payment returns). */
export function BareLayout() {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center bg-background px-4 py-10 text-foreground">
      <div className="w-full max-w-xl">
        <Outlet />
      </div>
    </main>
  );
}
