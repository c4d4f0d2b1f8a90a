import * as ProgressPrimitive from "@radix-ui/react-progress";
import * as React from "react";

import { cn } from "../lib/utils";

/** Radix's own wording, so the visible value and the announced one match. */
const defaultValueLabel = (value: number, max: number) => `${Math.round((value / max) * 100)}%`;

type ProgressProps = React.ComponentProps<typeof ProgressPrimitive.Root> & {
  /** A visible label above the bar, which also names it (`aria-labelledby`). Without it, pass `aria-label`. */
  label?: React.ReactNode;
  /** Shows the value text (`getValueLabel`, "40%" by default) beside the label. */
  showValue?: boolean;
};

/**
 * A bar showing how far a task has gone (`role="progressbar"`). Leave `value` out (or `null`)
 * while the amount is unknown: the bar is then indeterminate and announces no value.
 * `getValueLabel` words the value for screen readers (`aria-valuetext`) and for `showValue`,
 * e.g. `(value) => \`${value} fichiers sur 12\``.
 */
function Progress({
  className,
  value = null,
  max = 100,
  getValueLabel = defaultValueLabel,
  label,
  showValue = false,
  ...props
}: ProgressProps) {
  const labelId = React.useId();
  const known = typeof value === "number" && value >= 0 && value <= max;
  const percent = known ? (value / max) * 100 : 0;
  const bar = (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value}
      max={max}
      getValueLabel={getValueLabel}
      aria-labelledby={label ? labelId : undefined}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-muted", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          "h-full w-full flex-1 rounded-full bg-primary transition-transform duration-300 motion-reduce:transition-none",
          "data-[state=indeterminate]:w-2/5 data-[state=indeterminate]:animate-pulse data-[state=indeterminate]:motion-reduce:animate-none",
        )}
        style={known ? { transform: `translateX(-${100 - percent}%)` } : undefined}
      />
    </ProgressPrimitive.Root>
  );
  if (!label && !showValue) return bar;
  return (
    <div data-slot="progress-field" className="grid w-full gap-1.5">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        {label ? (
          <span id={labelId} data-slot="progress-label" className="font-medium">
            {label}
          </span>
        ) : null}
        {showValue && known ? (
          // Already announced through aria-valuetext; hidden here so it is not read twice.
          <span data-slot="progress-value" aria-hidden="true" className="ml-auto text-muted-foreground tabular-nums">
            {getValueLabel(value, max)}
          </span>
        ) : null}
      </div>
      {bar}
    </div>
  );
}

export { Progress };
export type { ProgressProps };
