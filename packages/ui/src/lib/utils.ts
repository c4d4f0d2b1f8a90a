import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * tailwind-merge must know the theme's custom tokens, or `text-brand-foreground` and a font
 * size would be treated as the same group (or not merged at all).
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      color: [
        "brand",
        "brand-foreground",
        "background",
        "foreground",
        "card",
        "card-foreground",
        "popover",
        "popover-foreground",
        "primary",
        "primary-foreground",
        "secondary",
        "secondary-foreground",
        "muted",
        "muted-foreground",
        "accent",
        "accent-foreground",
        "destructive",
        "destructive-foreground",
        "border",
        "input",
        "ring",
      ],
      animate: ["fuse-progress"],
    },
  },
});

/** Joins class names and resolves Tailwind conflicts (the last class wins). */
function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

export { cn };
