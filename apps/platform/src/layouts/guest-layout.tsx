import { Outlet } from "react-router";

import { Brand } from "./brand";

/** Sign-in, registration and password screens: the brand above one centred column. */
export function GuestLayout() {
  return (
    <div className="flex min-h-svh flex-col items-center justify-center gap-6 bg-muted px-4 py-10 text-foreground">
      <Brand />
      <main className="w-full max-w-md">
        <Outlet />
      </main>
    </div>
  );
}
