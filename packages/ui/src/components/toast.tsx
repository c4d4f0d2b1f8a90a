import * as ToastPrimitive from "@radix-ui/react-toast";
import { cva } from "class-variance-authority";
import { XIcon } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/utils";
import {
  dismissToast,
  toast,
  useToasts,
  type ToastActionOptions,
  type ToastColor,
  type ToastNotification,
  type ToastOptions,
} from "./toast-store";

/** How long a toast stays, unless told otherwise (spec §9). */
const DEFAULT_TIMEOUT = 5000;

const toastVariants = cva(
  "pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-11 shadow-lg transition-[opacity,translate] duration-200 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none motion-reduce:transition-none starting:translate-y-2 starting:opacity-0",
  {
    variants: {
      color: {
        primary: "border-primary bg-primary text-primary-foreground",
        red: "border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: {
      color: "primary",
    },
  },
);

type ToasterProps = React.ComponentProps<typeof ToastPrimitive.Viewport> & {
  /** Read by screen readers before each toast's text. */
  toastLabel?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
};

/**
 * The toast area, fixed at the bottom right. Mount it once; `toast()` fills it.
 * `label` names the region for screen readers (`{hotkey}` becomes the shortcut that focuses it).
 */
function Toaster({
  className,
  label = "Notifications ({hotkey})",
  toastLabel = "Notification",
  closeLabel = "Fermer",
  ...props
}: ToasterProps) {
  const items = useToasts();
  return (
    <ToastPrimitive.Provider label={toastLabel} duration={DEFAULT_TIMEOUT}>
      {items.map((notification) => (
        <ToastItem key={notification.id} notification={notification} closeLabel={closeLabel} />
      ))}
      <ToastPrimitive.Viewport
        data-slot="toaster"
        label={label}
        className={cn(
          "fixed right-0 bottom-0 z-100 flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-105",
          className,
        )}
        {...props}
      />
    </ToastPrimitive.Provider>
  );
}

function ToastItem({ notification, closeLabel }: { notification: ToastNotification; closeLabel: string }) {
  const { id, title, description, color, timeout, actions } = notification;
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-color={color}
      // Errors interrupt the screen reader (assertive); confirmations wait their turn (polite).
      type={color === "red" ? "foreground" : "background"}
      duration={timeout}
      onOpenChange={(open) => {
        if (!open) dismissToast(id);
      }}
      className={toastVariants({ color })}
    >
      <div className="grid flex-1 gap-1">
        <ToastPrimitive.Title data-slot="toast-title" className="text-sm font-semibold">
          {title}
        </ToastPrimitive.Title>
        {description ? (
          <ToastPrimitive.Description data-slot="toast-description" className="text-sm">
            {description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      {actions.length > 0 ? (
        <div className="flex shrink-0 flex-wrap gap-2 self-center">
          {actions.map((action) => (
            <ToastPrimitive.Action
              key={action.label}
              data-slot="toast-action"
              altText={action.altText ?? action.label}
              onClick={action.onClick}
              className="inline-flex h-8 items-center rounded-md border border-current px-3 text-sm font-medium transition-colors hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
            >
              {action.label}
            </ToastPrimitive.Action>
          ))}
        </div>
      ) : null}
      <ToastPrimitive.Close
        data-slot="toast-close"
        aria-label={closeLabel}
        className="absolute top-3 right-3 inline-flex size-6 items-center justify-center rounded-md transition-colors hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-current [&_svg]:size-4"
      >
        <XIcon aria-hidden />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export { Toaster, toast, dismissToast, useToasts, toastVariants };
export type { ToasterProps, ToastOptions, ToastActionOptions, ToastNotification, ToastColor };
