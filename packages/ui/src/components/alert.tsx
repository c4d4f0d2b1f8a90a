import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, TriangleAlertIcon } from "lucide-react";
import type * as React from "react";

import { cn } from "../lib/utils";

const alertVariants = cva(
  "flex w-full items-start gap-3 rounded-lg border px-4 py-3 text-sm *:data-[slot=alert-icon]:mt-0.5 *:data-[slot=alert-icon]:shrink-0 [&_[data-slot=alert-icon]_svg]:size-4",
  {
    variants: {
      variant: {
        info: "border-primary/30 bg-accent text-accent-foreground *:data-[slot=alert-icon]:text-primary",
        success:
          "border-green-700/40 bg-green-50 text-green-950 *:data-[slot=alert-icon]:text-green-700 dark:border-green-400/40 dark:bg-green-950 dark:text-green-50 dark:*:data-[slot=alert-icon]:text-green-300",
        warning:
          "border-amber-600/50 bg-amber-50 text-amber-950 *:data-[slot=alert-icon]:text-amber-700 dark:border-amber-400/40 dark:bg-amber-950 dark:text-amber-50 dark:*:data-[slot=alert-icon]:text-amber-300",
        destructive:
          "border-destructive/60 bg-destructive/10 text-foreground *:data-[slot=alert-icon]:text-destructive",
      },
    },
    defaultVariants: {
      variant: "info",
    },
  },
);

type AlertVariant = NonNullable<VariantProps<typeof alertVariants>["variant"]>;

const defaultIcons: Record<AlertVariant, React.ReactNode> = {
  info: <InfoIcon />,
  success: <CircleCheckIcon />,
  warning: <TriangleAlertIcon />,
  destructive: <CircleAlertIcon />,
};

type AlertProps = React.ComponentProps<"div"> &
  VariantProps<typeof alertVariants> & {
    /** Replaces the variant's icon; `null` shows none. The icon is decorative (hidden from screen readers). */
    icon?: React.ReactNode;
  };

/**
 * A message box for the page or a form: information, success, warning or error.
 *
 * It is a live region so that a message inserted after an action is read out: `destructive` is an
 * `alert` (assertive, it interrupts), the others a polite `status`. A message present from the
 * start need not be announced: pass `role="none"` (or another role) to override.
 */
function Alert({ className, variant, icon, role, children, ...props }: AlertProps) {
  const tone = variant ?? "info";
  const shownIcon = icon === undefined ? defaultIcons[tone] : icon;
  return (
    <div
      data-slot="alert"
      data-variant={tone}
      role={role ?? (tone === "destructive" ? "alert" : "status")}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      {shownIcon ? (
        <span data-slot="alert-icon" aria-hidden="true" className="flex">
          {shownIcon}
        </span>
      ) : null}
      <div data-slot="alert-body" className="flex min-w-0 flex-1 flex-col gap-1">
        {children}
      </div>
    </div>
  );
}

/** The alert's short heading, in bold. */
function AlertTitle({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="alert-title" className={cn("leading-5 font-semibold", className)} {...props} />;
}

/** The alert's message; paragraphs and links may go inside. */
function AlertDescription({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="alert-description" className={cn("leading-5 [&_p:not(:last-child)]:mb-2", className)} {...props} />
  );
}

/** Buttons or links under the message, such as « Réessayer ». */
function AlertAction({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="alert-action" className={cn("mt-1 flex flex-wrap gap-2", className)} {...props} />;
}

export { Alert, AlertTitle, AlertDescription, AlertAction, alertVariants };
export type { AlertProps, AlertVariant };
