import { Outlet } from "react-router";

import { Brand } from "./brand";
import { PublicFooter } from "./public-footer";

/** Sign-in, registration and password screens: the brand above one centred column, the legal links below. */
export function GuestLayout() {
  return (
    <div className="flex min-h-svh flex-col bg-muted text-foreground">
      <div className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-10">
        <Brand />
        <main className="w-full max-w-md">
          <Outlet />
        </main>
      </div>
      <PublicFooter />
    </div>
  );
}
