import { Slot, Slottable } from "@radix-ui/react-slot";
import { ExternalLinkIcon } from "lucide-react";
import type * as React from "react";

import { cn } from "../lib/utils";

type TextLinkProps = React.ComponentProps<"a"> & {
  /** Render the single child element (a router's Link, say) with the link's look. */
  asChild?: boolean;
  /** Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`), with an icon and a hidden notice. */
  external?: boolean;
  /** What screen readers hear after an external link's text. French callers pass « (nouvel onglet) ». */
  newTabLabel?: string;
};

/** A link inside running text, underlined so it does not rely on colour alone. */
function TextLink({
  className,
  asChild = false,
  external = false,
  newTabLabel = "(opens in a new tab)",
  children,
  ...props
}: TextLinkProps) {
  const Comp = asChild ? Slot : "a";
  return (
    <Comp
      data-slot="text-link"
      data-external={external || undefined}
      target={external ? "_blank" : undefined}
      rel={external ? "noopener noreferrer" : undefined}
      className={cn(
        "rounded-xs font-medium text-primary underline decoration-primary/50 underline-offset-4 transition-colors outline-none hover:decoration-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background [&_svg]:pointer-events-none [&_svg]:ml-0.5 [&_svg]:inline [&_svg]:size-[0.85em] [&_svg]:align-baseline",
        className,
      )}
      {...props}
    >
      <Slottable>{children}</Slottable>
      {external ? (
        <>
          <ExternalLinkIcon aria-hidden="true" />
          <span className="sr-only"> {newTabLabel}</span>
        </>
      ) : null}
    </Comp>
  );
}

export { TextLink };
export type { TextLinkProps };
