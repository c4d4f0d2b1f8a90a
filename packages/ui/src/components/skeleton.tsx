import type * as React from "react";

import { cn } from "../lib/utils";

/**
 * A placeholder shaped like content that is still loading. Hidden from assistive technology:
 * announce the loading state once on the container (aria-busy, a Spinner label), not per shape.
 */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-accent motion-reduce:animate-none", className)}
      {...props}
    />
  );
}

export { Skeleton };
