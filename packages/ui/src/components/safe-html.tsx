import * as React from "react";

import { sanitizeHtml } from "@fuse/domain/sanitize";

import { cn } from "../lib/utils";

type SafeHtmlProps = Omit<React.ComponentProps<"div">, "children" | "dangerouslySetInnerHTML"> & {
  /** Untrusted rich text; only what sanitizeHtml lets through reaches the page. */
  html: string;
  /** The wrapping element. */
  as?: "div" | "section" | "article" | "span";
  /** URL prefixes images may come from (the app's own storage); images from elsewhere are dropped. */
  imageSources?: readonly string[];
};

/**
 * Renders untrusted rich text after sanitizeHtml, with readable defaults for the few tags it
 * keeps (Tailwind's reset removes list bullets and paragraph spacing).
 */
function SafeHtml({ html, as: Comp = "div", imageSources, className, ...props }: SafeHtmlProps) {
  const sources = imageSources?.join("\n") ?? "";
  const sanitized = React.useMemo(
    () => ({ __html: sanitizeHtml(html, { imageSources: sources ? sources.split("\n") : [] }) }),
    [html, sources],
  );
  return (
    <Comp
      data-slot="safe-html"
      className={cn(
        "text-sm/relaxed break-words text-foreground",
        "[&_p]:my-2 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0",
        "[&_li]:my-0.5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6",
        "[&_a[href]]:font-medium [&_a[href]]:text-primary [&_a[href]]:underline [&_a[href]]:underline-offset-4 [&_a[href]:hover]:no-underline",
        "[&_b]:font-semibold [&_img]:inline-block [&_img]:h-auto [&_img]:max-w-full [&_strong]:font-semibold",
        className,
      )}
      dangerouslySetInnerHTML={sanitized}
      {...props}
    />
  );
}

export { SafeHtml };
export type { SafeHtmlProps };
