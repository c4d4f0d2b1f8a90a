import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import type * as React from "react";

import { cn } from "../lib/utils";

/**
 * A set of mutually exclusive options: Tab enters the group, arrow keys move and select.
 * Inside a `<form>` with a `name`, it submits the checked item's `value`.
 */
function RadioGroup({ className, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      className={cn("group/radio-group grid gap-3", className)}
      {...props}
    />
  );
}

/** One option of a `RadioGroup`; give it a `Label` with `htmlFor` pointing at its `id`. */
function RadioGroupItem({ className, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      className={cn(
        "peer relative aspect-square size-4 shrink-0 rounded-full border border-input bg-background text-primary shadow-xs transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-primary motion-reduce:transition-none",
        // The group carries aria-invalid (Field sets it there), so each item follows it.
        "group-aria-invalid/radio-group:border-destructive group-aria-invalid/radio-group:focus-visible:ring-destructive",
        // Widens the pointer target to 24px (WCAG 2.5.8) without changing the layout.
        "after:absolute after:-inset-1",
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator data-slot="radio-group-indicator" className="flex items-center justify-center">
        <span className="size-2 rounded-full bg-current" />
      </RadioGroupPrimitive.Indicator>
    </RadioGroupPrimitive.Item>
  );
}

export { RadioGroup, RadioGroupItem };
