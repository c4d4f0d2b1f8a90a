import { Outlet } from "react-router";

import { Brand } from "./brand";

/** Administration: the brand and the page, nothing else yet. */
export function AdminLayout() {
  return (
    <div className="flex min-h-svh flex-col bg-background text-foreground">
      <header className="border-b border-border px-4 py-3">
        <Brand />
      </header>
      <main className="flex-1 px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
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
