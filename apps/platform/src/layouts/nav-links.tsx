import { NavLink } from "react-router";

import { cn } from "@fuse/ui/utils";

export type NavItem = { to: string; label: string; end?: boolean };

type NavLinksProps = {
  items: NavItem[];
  /** Names the navigation landmark for screen readers. */
  label: string;
  orientation?: "horizontal" | "vertical";
  onNavigate?: () => void;
  className?: string;
  id?: string;
};

/** A navigation landmark; the link of the current page carries aria-current="page". */
export function NavLinks({ items, label, orientation = "horizontal", onNavigate, className, id }: NavLinksProps) {
  return (
    <nav aria-label={label} id={id} className={className}>
      <ul className={cn("flex gap-1", orientation === "vertical" ? "flex-col" : "flex-wrap items-center")}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end ?? true}
              onClick={onNavigate}
              className="block rounded-md px-3 py-2 text-sm font-medium text-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-[current=page]:bg-brand aria-[current=page]:text-brand-foreground"
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
