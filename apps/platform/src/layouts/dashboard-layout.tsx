import { Outlet } from "react-router";

import { AccountSlot } from "./account-slot";
import { Brand } from "./brand";
import { type NavItem } from "./nav-links";
import { ResponsiveNav } from "./responsive-nav";

type DashboardLayoutProps = { items: NavItem[]; label: string };

/** A dashboard: brand and account across the top, the area's pages in a side bar. */
export function DashboardLayout({ items, label }: DashboardLayoutProps) {
  return (
    <div className="flex min-h-svh flex-col bg-background text-foreground">
      <header className="border-b border-border">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3">
          <Brand />
          <AccountSlot />
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 md:flex-row">
        <ResponsiveNav items={items} label={label} vertical className="md:w-60 md:shrink-0" />
        <main className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
