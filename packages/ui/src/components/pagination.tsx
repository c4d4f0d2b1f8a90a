import { Slot } from "@radix-ui/react-slot";
import { ChevronLeftIcon, ChevronRightIcon, MoreHorizontalIcon } from "lucide-react";
import type * as React from "react";

import { cn } from "../lib/utils";
import { buttonVariants } from "./button";

type PaginationRangeItem = number | "ellipsis";

/**
 * The pages to show around `current` out of `total`: always the first and last page, `siblings`
 * pages either side of the current one, and "ellipsis" for the gaps. A gap of a single page shows
 * that page instead, so the list keeps the same length (`2 * siblings + 5`) wherever `current` is.
 */
function paginationRange(current: number, total: number, siblings = 1): PaginationRangeItem[] {
  const count = Math.max(0, Math.floor(total));
  if (count === 0) return [];
  const around = Math.max(0, Math.floor(siblings));
  const page = Math.min(Math.max(1, Math.floor(current)), count);
  const pages = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

  // First, last, current, the siblings and two gaps.
  const slots = 2 * around + 5;
  if (count <= slots) return pages(1, count);

  const start = Math.max(page - around, 1);
  const end = Math.min(page + around, count);
  const gapBefore = start > 3;
  const gapAfter = end < count - 2;

  if (!gapBefore) return [...pages(1, slots - 2), "ellipsis", count];
  if (!gapAfter) return [1, "ellipsis", ...pages(count - slots + 3, count)];
  return [1, "ellipsis", ...pages(start, end), "ellipsis", count];
}

/** The navigation landmark around the page links. */
function PaginationNav({ className, ...props }: React.ComponentProps<"nav">) {
  return <nav data-slot="pagination" className={cn("mx-auto flex w-full justify-center", className)} {...props} />;
}

/** The list of page links. */
function PaginationContent({ className, ...props }: React.ComponentProps<"ul">) {
  return (
    <ul data-slot="pagination-content" className={cn("flex flex-wrap items-center gap-1", className)} {...props} />
  );
}

/** One entry of the list. */
function PaginationItem(props: React.ComponentProps<"li">) {
  return <li data-slot="pagination-item" {...props} />;
}

type PaginationLinkProps = React.ComponentProps<"a"> & {
  /** The page shown now: marked `aria-current="page"`. */
  isActive?: boolean;
  /** Render the single child element (a `<button>`, a router's Link) with the link's look. */
  asChild?: boolean;
};

/** A link (or, with `asChild`, a button) to one page. */
function PaginationLink({ className, isActive = false, asChild = false, ...props }: PaginationLinkProps) {
  const Comp = asChild ? Slot : "a";
  return (
    <Comp
      data-slot="pagination-link"
      data-active={isActive || undefined}
      aria-current={isActive ? "page" : undefined}
      className={cn(
        buttonVariants({ variant: isActive ? "outline" : "ghost", size: "icon" }),
        "size-9 min-w-9 px-2 tabular-nums",
        className,
      )}
      {...props}
    />
  );
}

/** The gap between non-adjacent pages; decorative, hidden from screen readers. */
function PaginationEllipsis({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="pagination-ellipsis"
      aria-hidden="true"
      className={cn("flex size-9 items-center justify-center text-muted-foreground", className)}
      {...props}
    >
      <MoreHorizontalIcon className="size-4" />
    </span>
  );
}

type PaginationProps = Omit<React.ComponentProps<"nav">, "children"> & {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** Pages shown either side of the current one. */
  siblingCount?: number;
  /** With it, every page is a plain link to this address (for server-rendered lists, say). */
  getHref?: (page: number) => string;
  /**
   * Without `getHref`, pages are buttons that call this. With it, a plain click calls it instead of
   * following the link (a single-page app's navigation); a click that opens a new tab follows it.
   */
  onPageChange?: (page: number) => void;
  /** The landmark's name. */
  label?: string;
  /** Text of the link to the previous page; French callers pass « Précédent ». */
  previousLabel?: string;
  /** Text of the link to the next page; French callers pass « Suivant ». */
  nextLabel?: string;
  /** Accessible name of a page link (its visible text is the number). */
  pageLabel?: (page: number) => string;
};

/**
 * Previous, next and page links in a navigation landmark. Pages are links when `getHref` is
 * given, otherwise buttons calling `onPageChange`; the current page has `aria-current="page"`.
 * At either end, previous or next stays visible but disabled.
 */
function Pagination({
  page,
  pageCount,
  siblingCount = 1,
  getHref,
  onPageChange,
  label = "Pagination",
  previousLabel = "Previous",
  nextLabel = "Next",
  pageLabel = (n) => `Page ${n}`,
  ...props
}: PaginationProps) {
  const range = paginationRange(page, pageCount, siblingCount);
  const current = Math.min(Math.max(1, page), Math.max(1, pageCount));

  /** A link or a button to `target`; `disabled` when there is nowhere to go. */
  const control = (target: number, linkProps: PaginationLinkProps, disabled = false) => {
    if (getHref) {
      return (
        <PaginationLink
          {...linkProps}
          href={disabled ? undefined : getHref(target)}
          role={disabled ? "link" : undefined}
          aria-disabled={disabled || undefined}
          onClick={
            disabled || !onPageChange
              ? undefined
              : (event: React.MouseEvent<HTMLAnchorElement>) => {
                  // A plain click stays in the page; a new tab or window follows the link.
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  onPageChange(target);
                }
          }
        />
      );
    }
    const { children, ...rest } = linkProps;
    return (
      <PaginationLink {...rest} asChild>
        <button type="button" disabled={disabled} onClick={() => onPageChange?.(target)}>
          {children}
        </button>
      </PaginationLink>
    );
  };

  if (range.length === 0) return null;

  return (
    <PaginationNav aria-label={label} {...props}>
      <PaginationContent>
        <PaginationItem>
          {control(
            current - 1,
            {
              className: "w-auto gap-1 px-2.5",
              "data-slot": "pagination-previous",
              children: (
                <>
                  <ChevronLeftIcon aria-hidden="true" />
                  <span>{previousLabel}</span>
                </>
              ),
            } as PaginationLinkProps,
            current <= 1,
          )}
        </PaginationItem>
        {range.map((item, index) => (
          <PaginationItem key={item === "ellipsis" ? `ellipsis-${index}` : item}>
            {item === "ellipsis" ? (
              <PaginationEllipsis />
            ) : (
              control(item, { isActive: item === current, "aria-label": pageLabel(item), children: item })
            )}
          </PaginationItem>
        ))}
        <PaginationItem>
          {control(
            current + 1,
            {
              className: "w-auto gap-1 px-2.5",
              "data-slot": "pagination-next",
              children: (
                <>
                  <span>{nextLabel}</span>
                  <ChevronRightIcon aria-hidden="true" />
                </>
              ),
            } as PaginationLinkProps,
            current >= pageCount,
          )}
        </PaginationItem>
      </PaginationContent>
    </PaginationNav>
  );
}

export {
  Pagination,
  PaginationNav,
  PaginationContent,
  PaginationItem,
  PaginationLink,
  PaginationEllipsis,
  paginationRange,
};
export type { PaginationProps, PaginationLinkProps, PaginationRangeItem };
