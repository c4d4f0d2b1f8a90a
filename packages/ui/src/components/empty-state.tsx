import type * as React from "react";

import { cn } from "../lib/utils";

type EmptyStateProps = Omit<React.ComponentProps<"div">, "title" | "children"> & {
  /** A decorative illustration or icon, hidden from assistive technology. */
  icon?: React.ReactNode;
  /** What is empty, in a few words. */
  title: React.ReactNode;
  /** Why it is empty or what to do next. */
  description?: React.ReactNode;
  /** The next step, usually a Button. */
  action?: React.ReactNode;
  /** Level of the title's heading, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

/** Fills a list, a table or a page that has nothing to show yet, and points to the next step. */
function EmptyState({ className, icon, title, description, action, headingLevel = 2, ...props }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center justify-center gap-4 rounded-lg border border-dashed border-border p-8 text-center text-balance",
        className,
      )}
      {...props}
    >
      {icon ? (
        <div
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg:not([class*='size-'])]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <div className="flex max-w-sm flex-col items-center gap-1.5">
        <Heading data-slot="empty-state-title" className="text-lg font-semibold text-foreground">
          {title}
        </Heading>
        {description ? (
          <div data-slot="empty-state-description" className="text-sm text-muted-foreground">
            {description}
          </div>
        ) : null}
      </div>
      {action ? (
        <div data-slot="empty-state-action" className="flex flex-wrap items-center justify-center gap-2">
          {action}
        </div>
      ) : null}
    </div>
  );
}

export { EmptyState };
export type { EmptyStateProps };
