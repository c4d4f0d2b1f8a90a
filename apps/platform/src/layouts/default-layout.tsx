import { Outlet } from "react-router";

import { paths } from "@fuse/domain/vocabulary/paths";

import { AccountSlot } from "./account-slot";
import { Brand } from "./brand";
import { type NavItem } from "./nav-links";
import { PublicFooter } from "./public-footer";
import { ResponsiveNav } from "./responsive-nav";

export const publicNav: NavItem[] = [
  { to: "/", label: "Accueil" },
  { to: paths.offers, label: "Offres", end: false },
  { to: paths.news, label: "Actualités", end: false },
  { to: paths.faq, label: "FAQ" },
  { to: paths.salarySimulation, label: "Simulation de salaire" },
  { to: paths.contact, label: "Contact" },
];

/** Public pages: the brand and the public navigation above the page, the legal links below it. */
export function DefaultLayout() {
  return (
    <div className="flex min-h-svh flex-col bg-background text-foreground">
      <header className="border-b border-border">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <Brand />
          <div className="flex flex-wrap items-center gap-3">
            <ResponsiveNav items={publicNav} label="Navigation principale" />
            <AccountSlot signInLink />
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
