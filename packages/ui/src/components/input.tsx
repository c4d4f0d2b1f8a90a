import type * as React from "react";

import { useKeepEarlyInput } from "../lib/keep-early-input";
import { cn } from "../lib/utils";

/**
 * A single-line text input. `aria-invalid` turns it red; `Field` sets that for you. On a page the
 * server rendered it takes text at once: what is typed before the app has taken the page over
 * reaches the app when it does.
 */
function Input({ className, type = "text", ref, ...props }: React.ComponentProps<"input">) {
  const keepEarlyInput = useKeepEarlyInput(ref);
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        "flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs transition-[color,box-shadow] outline-none selection:bg-primary selection:text-primary-foreground placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive motion-reduce:transition-none md:text-sm",
        "file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground",
        className,
      )}
      ref={keepEarlyInput}
      {...props}
    />
  );
}

export { Input };
