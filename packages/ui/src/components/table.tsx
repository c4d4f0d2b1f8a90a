import * as React from "react";

import { cn } from "../lib/utils";

/** The caption's id, so the scrolling region around the table takes the caption as its name. */
const TableCaptionContext = React.createContext<{ id: string; onCaptionChange: (present: boolean) => void } | null>(
  null,
);

type TableProps = React.ComponentProps<"table"> & {
  /** Classes for the scrolling region around the table. */
  containerClassName?: string;
};

/**
 * A data table in a region that scrolls sideways when it is wider than its container. The region
 * is focusable, so keyboard users can scroll it with the arrow keys, and is named by the
 * TableCaption (give the table one, or an `aria-label`, which then names the region too).
 */
function Table({ className, containerClassName, "aria-label": ariaLabel, ...props }: TableProps) {
  const captionId = React.useId();
  const [hasCaption, setHasCaption] = React.useState(false);
  const context = React.useMemo(() => ({ id: captionId, onCaptionChange: setHasCaption }), [captionId]);
  return (
    <TableCaptionContext value={context}>
      <div
        data-slot="table-container"
        // A region only when named: an anonymous one adds noise and no landmark.
        role={hasCaption || ariaLabel ? "region" : undefined}
        // Focusable so that axe's scrollable-region-focusable holds: the arrow keys scroll it.
        tabIndex={0}
        aria-labelledby={hasCaption ? captionId : undefined}
        aria-label={hasCaption ? undefined : ariaLabel}
        className={cn(
          "relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
          containerClassName,
        )}
      >
        <table
          data-slot="table"
          aria-label={ariaLabel}
          className={cn("w-full caption-bottom text-sm", className)}
          {...props}
        />
      </div>
    </TableCaptionContext>
  );
}

/** The header rows (`thead`). */
function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("[&_tr]:border-b", className)} {...props} />;
}

/** The data rows (`tbody`). */
function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

/** Totals or a summary under the data rows (`tfoot`). */
function TableFooter({ className, ...props }: React.ComponentProps<"tfoot">) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn("border-t bg-muted/50 font-medium [&>tr]:last:border-b-0", className)}
      {...props}
    />
  );
}

/** One row; mark a chosen row with `data-state="selected"`. */
function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return (
    <tr
      data-slot="table-row"
      className={cn("border-b border-border transition-colors data-[state=selected]:bg-muted", className)}
      {...props}
    />
  );
}

/** A header cell (`th`), a column header unless given another `scope`. */
function TableHead({ className, scope = "col", ...props }: React.ComponentProps<"th">) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(
        "h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground [&:has([role=checkbox])]:pr-0",
        className,
      )}
      {...props}
    />
  );
}

/** A data cell (`td`). */
function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return (
    <td
      data-slot="table-cell"
      className={cn("p-3 align-middle whitespace-nowrap [&:has([role=checkbox])]:pr-0", className)}
      {...props}
    />
  );
}

/** The table's title, which also names its scrolling region. */
function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  const context = React.use(TableCaptionContext);
  const onCaptionChange = context?.onCaptionChange;
  React.useLayoutEffect(() => {
    onCaptionChange?.(true);
    return () => onCaptionChange?.(false);
  }, [onCaptionChange]);
  return (
    <caption
      data-slot="table-caption"
      id={context?.id}
      className={cn("mt-3 text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

export { Table, TableHeader, TableBody, TableFooter, TableRow, TableHead, TableCell, TableCaption };
export type { TableProps };
