import type * as React from "react";

import { cn } from "@fuse/ui/utils";

import { plainLink, type LinkRenderer } from "../../job-search/index.ts";

type AdminPageFrameProps = {
  /** The page's title, its only level-1 heading. */
  title: string;
  /** A line under the title on what the page is for. */
  description?: React.ReactNode;
  /** The list a form belongs to (« ← Actualités »), shown above the title. */
  back?: { href: string; label: string };
  /** `narrow` for a form, `wide` for a list. */
  width?: "narrow" | "wide";
  renderLink?: LinkRenderer;
  className?: string;
  children: React.ReactNode;
};

/** A page of the administration: its title, what it is for, the way back to its list, then its content. */
function AdminPageFrame({
  title,
  description,
  back,
  width = "wide",
  renderLink = plainLink,
  className,
  children,
}: AdminPageFrameProps) {
  return (
    <div className={cn("flex flex-col gap-6", width === "narrow" ? "max-w-3xl" : "max-w-4xl", className)}>
      <header className={cn("flex flex-col", back ? "gap-2" : "gap-1")}>
        {back
          ? renderLink({
              href: back.href,
              className: "text-sm text-primary underline-offset-4 hover:underline",
              children: `← ${back.label}`,
            })
          : null}
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
      </header>
      {children}
    </div>
  );
}

export { AdminPageFrame };
export type { AdminPageFrameProps };
