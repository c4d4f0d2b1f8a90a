import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import * as React from "react";

import { cn } from "../lib/utils";

/** Lets a Tooltip know whether an app-wide provider already exists, so it only adds one when needed. */
const HasTooltipProvider = React.createContext(false);

/**
 * Shares the opening delay between tooltips: once one is open, moving to the next shows it at once.
 * Place one near the root of the app; a Tooltip without one still works.
 */
function TooltipProvider({
  delayDuration = 300,
  children,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider data-slot="tooltip-provider" delayDuration={delayDuration} {...props}>
      <HasTooltipProvider value>{children}</HasTooltipProvider>
    </TooltipPrimitive.Provider>
  );
}

/** A short text that names or describes its trigger, shown on hover and on keyboard focus. */
function Tooltip(props: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  const root = <TooltipPrimitive.Root data-slot="tooltip" {...props} />;
  return React.use(HasTooltipProvider) ? root : <TooltipProvider>{root}</TooltipProvider>;
}

/** The element the tooltip describes. Use `asChild` so a focusable element (a Button) is the trigger. */
function TooltipTrigger(props: React.ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

/** The tooltip bubble, rendered at the end of the document body. Keep it to plain, short text. */
function TooltipContent({
  className,
  sideOffset = 4,
  children,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          "z-50 w-fit max-w-xs origin-(--radix-tooltip-content-transform-origin) rounded-md bg-foreground px-3 py-1.5 text-xs text-balance text-background transition-[opacity,scale] duration-100 motion-reduce:transition-none starting:scale-95 starting:opacity-0",
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-foreground" width={10} height={5} />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

export { TooltipProvider, Tooltip, TooltipTrigger, TooltipContent };
