import { useId, useState } from "react";

import { Button } from "@fuse/ui/button";
import { cn } from "@fuse/ui/utils";

import { NavLinks, type NavItem } from "./nav-links";

type ResponsiveNavProps = {
  items: NavItem[];
  label: string;
  /** Vertical on wide screens too (a dashboard's side bar). */
  vertical?: boolean;
  className?: string;
};

/** The navigation, folded behind a « Menu » button below the md breakpoint. */
export function ResponsiveNav({ items, label, vertical = false, className }: ResponsiveNavProps) {
  const [open, setOpen] = useState(false);
  const navId = useId();
  return (
    <div className={cn("flex flex-col gap-2 max-md:w-full max-md:items-end", className)}>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="md:hidden"
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? "Fermer le menu" : "Menu"}
      </Button>
      <NavLinks
        id={navId}
        items={items}
        label={label}
        orientation={vertical ? "vertical" : "horizontal"}
        onNavigate={() => setOpen(false)}
        className={cn("max-md:w-full max-md:[&_ul]:flex-col", open ? "max-md:block" : "max-md:hidden")}
      />
    </div>
  );
}
