import { Outlet } from "react-router";

import { Card, CardContent } from "@fuse/ui/card";

import { Brand } from "./brand";

/** Sign-in, registration and password screens: one centred card. */
export function GuestLayout() {
  return (
    <div className="flex min-h-svh flex-col items-center justify-center gap-6 bg-muted px-4 py-10 text-foreground">
      <Brand />
      <main className="w-full max-w-md">
        <Card>
          <CardContent className="py-6">
            <Outlet />
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
