import type * as React from "react";

import { Alert, AlertDescription } from "@fuse/ui/alert";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@fuse/ui/card";

type AuthCardProps = {
  /** The page's heading (its only `h1`). */
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  /** Links to the other account screens. */
  footer?: React.ReactNode;
};

/** The frame of every account screen: a centred card with the page's heading. */
function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Card data-slot="auth-card" className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle asChild className="text-2xl">
          <h1>{title}</h1>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
      {footer ? (
        <CardFooter className="flex flex-col items-start gap-2 text-sm text-muted-foreground">{footer}</CardFooter>
      ) : null}
    </Card>
  );
}

type FormAlertProps = { children?: React.ReactNode; tone?: "error" | "success" };

/**
 * What the server answered, read out as soon as it appears: an error (`role="alert"`) or a
 * confirmation (`role="status"`). Empty, it renders nothing.
 */
function FormAlert({ children, tone = "error" }: FormAlertProps) {
  if (!children) return null;
  return (
    <Alert variant={tone === "error" ? "destructive" : "success"}>
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  );
}

export { AuthCard, FormAlert };
export type { AuthCardProps, FormAlertProps };
