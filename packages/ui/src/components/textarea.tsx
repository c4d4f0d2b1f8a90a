import type * as React from "react";

import { useKeepEarlyInput } from "../lib/keep-early-input";
import { cn } from "../lib/utils";

/**
 * A multi-line text input that grows with its content. `aria-invalid` turns it red. On a page the
 * server rendered it takes text at once, as `Input` does.
 */
function Textarea({ className, ref, ...props }: React.ComponentProps<"textarea">) {
  const keepEarlyInput = useKeepEarlyInput(ref);
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        "flex field-sizing-content min-h-20 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs transition-[color,box-shadow] outline-none selection:bg-primary selection:text-primary-foreground placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive motion-reduce:transition-none md:text-sm",
        className,
      )}
      ref={keepEarlyInput}
      {...props}
    />
  );
}

export { Textarea };
