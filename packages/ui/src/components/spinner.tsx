import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "../lib/utils";

const spinnerVariants = cva(
  "inline-block shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]",
  {
    variants: {
      size: {
        sm: "size-3.5",
        default: "size-4",
        lg: "size-6",
      },
    },
    defaultVariants: {
      size: "default",
    },
  },
);

type SpinnerProps = React.ComponentProps<"span"> &
  VariantProps<typeof spinnerVariants> & {
    /** Accessible name; when empty the spinner is decorative (its parent announces the work). */
    label?: string;
  };

/** An indeterminate progress indicator. */
function Spinner({ className, size, label = "Chargement…", ...props }: SpinnerProps) {
  const decorative = label === "";
  return (
    <span
      data-slot="spinner"
      data-size={size ?? "default"}
      role={decorative ? undefined : "status"}
      aria-hidden={decorative ? true : undefined}
      className={cn("inline-flex items-center", className)}
      {...props}
    >
      <span className={spinnerVariants({ size })} />
      {decorative ? null : <span className="sr-only">{label}</span>}
    </span>
  );
}

export { Spinner, spinnerVariants };
export type { SpinnerProps };
