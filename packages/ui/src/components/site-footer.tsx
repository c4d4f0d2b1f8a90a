import * as React from "react";

import { cn } from "../lib/utils";

type SiteFooterLink = {
  href: string;
  label: React.ReactNode;
};

type SiteFooterLinkGroup = {
  /** The group's heading; it also names the group's navigation landmark. */
  title: string;
  links: SiteFooterLink[];
};

type SiteFooterLinkProps = {
  href: string;
  className: string;
  children: React.ReactNode;
  "aria-current"?: "page";
};

/** Renders one link as an `<a>` with these props: a router's Link, say, for client-side navigation. */
type SiteFooterLinkRenderer = (props: SiteFooterLinkProps) => React.ReactNode;

type SiteFooterProps = Omit<React.ComponentProps<"footer">, "children"> & {
  /** Groups of links, each a navigation landmark named by its heading. */
  groups: SiteFooterLinkGroup[];
  /** A line under the links: the copyright, say. */
  smallPrint?: React.ReactNode;
  /** The address of the page shown now: its link is marked `aria-current="page"`. */
  currentHref?: string;
  renderLink?: SiteFooterLinkRenderer;
  /** Level of the groups' headings, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

const plainLink: SiteFooterLinkRenderer = ({ children, ...props }) => <a {...props}>{children}</a>;

const linkClassName =
  "inline-flex min-h-6 items-center rounded-xs text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-[current=page]:font-semibold aria-[current=page]:underline";

function SiteFooterGroup({
  group,
  currentHref,
  renderLink,
  headingLevel,
}: {
  group: SiteFooterLinkGroup;
  currentHref: string | undefined;
  renderLink: SiteFooterLinkRenderer;
  headingLevel: 2 | 3 | 4 | 5 | 6;
}) {
  const headingId = React.useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <nav data-slot="site-footer-group" aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <Heading id={headingId} className="text-sm font-semibold text-foreground">
        {group.title}
      </Heading>
      <ul className="flex flex-col gap-1.5">
        {group.links.map((link) => (
          <li key={link.href} className="min-w-0 break-words">
            {renderLink({
              href: link.href,
              className: linkClassName,
              children: link.label,
              ...(link.href === currentHref ? { "aria-current": "page" as const } : {}),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The foot of every page of a site: groups of links (legal pages, help) and a small-print line. */
function SiteFooter({
  className,
  groups,
  smallPrint,
  currentHref,
  renderLink = plainLink,
  headingLevel = 2,
  ...props
}: SiteFooterProps) {
  return (
    <footer
      data-slot="site-footer"
      className={cn("border-t border-border bg-muted/40 text-sm text-muted-foreground", className)}
      {...props}
    >
      <div
        data-slot="site-footer-content"
        className="@container mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8"
      >
        {/* Columns by the footer's own width, not the window's: it may sit in a narrow frame. */}
        <div className="grid gap-6 @lg:grid-cols-2 @3xl:grid-cols-3">
          {groups.map((group) => (
            <SiteFooterGroup
              key={group.title}
              group={group}
              currentHref={currentHref}
              renderLink={renderLink}
              headingLevel={headingLevel}
            />
          ))}
        </div>
        {smallPrint ? (
          <p data-slot="site-footer-small-print" className="text-xs">
            {smallPrint}
          </p>
        ) : null}
      </div>
    </footer>
  );
}

export { SiteFooter };
export type { SiteFooterLink, SiteFooterLinkGroup, SiteFooterLinkProps, SiteFooterLinkRenderer, SiteFooterProps };
