import * as AvatarPrimitive from "@radix-ui/react-avatar";
import { cva, type VariantProps } from "class-variance-authority";
import { UserIcon } from "lucide-react";
import * as React from "react";

import { useHydrated } from "../lib/use-hydrated";
import { cn } from "../lib/utils";

/**
 * Up to two uppercase initials: the first letter (or digit) of each of the first two words.
 * "Marie Curie" gives "MC", "jean-pierre dupont lefèvre" gives "JD", "" gives "".
 */
function getInitials(alt: string) {
  // NFC keeps "É" one character even when typed as "E" plus a combining accent.
  const words = alt.normalize("NFC").split(/\s+/);
  const initials: string[] = [];
  for (const word of words) {
    const initial = word.match(/[\p{L}\p{N}]/u)?.[0];
    if (initial) initials.push(initial.toLocaleUpperCase("fr"));
    if (initials.length === 2) break;
  }
  return initials.join("");
}

const avatarVariants = cva(
  "relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent font-medium text-accent-foreground select-none",
  {
    variants: {
      size: {
        sm: "size-8 text-xs [&_svg]:size-4",
        default: "size-10 text-sm [&_svg]:size-5",
        lg: "size-12 text-base [&_svg]:size-6",
        xl: "size-16 text-xl [&_svg]:size-8",
      },
    },
    defaultVariants: {
      size: "default",
    },
  },
);

type AvatarProps = Omit<React.ComponentProps<typeof AvatarPrimitive.Root>, "children"> &
  VariantProps<typeof avatarVariants> & {
    /** The picture; while it loads, or if it fails, the initials of `alt` stand in. */
    src?: string;
    /** Who is pictured. Empty for a decorative avatar, which then shows a neutral icon. */
    alt: string;
  };

type AvatarSize = NonNullable<VariantProps<typeof avatarVariants>["size"]>;

// Avatars in a group take the group's size unless given their own.
const AvatarGroupSizeContext = React.createContext<AvatarSize | undefined>(undefined);

/**
 * A round picture of a person, with their initials (or a neutral icon) when there is none. On a page
 * the server rendered, the browser draws the picture over the initials before any script has run
 * (as a background: if it fails, nothing is drawn, not even a broken-image mark, and the initials,
 * which name the person, stay in view).
 */
function Avatar({ className, size: sizeProp, src, alt, ...props }: AvatarProps) {
  const groupSize = React.useContext(AvatarGroupSizeContext);
  const hydrated = useHydrated();
  const size = sizeProp ?? groupSize;
  const initials = getInitials(alt);
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-size={size ?? "default"}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {src && !hydrated ? (
        <span
          data-slot="avatar-image"
          aria-hidden
          className="absolute inset-0 bg-cover bg-center"
          style={{ backgroundImage: `url(${JSON.stringify(src)})` }}
        />
      ) : null}
      {src ? (
        <AvatarPrimitive.Image data-slot="avatar-image" src={src} alt={alt} className="size-full object-cover" />
      ) : null}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        role={alt ? "img" : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className="flex size-full items-center justify-center"
      >
        {initials || <UserIcon aria-hidden />}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

type AvatarGroupProps = React.ComponentProps<"div"> &
  VariantProps<typeof avatarVariants> & {
    /** How many avatars to show before the rest collapse into a "+N" counter. */
    max?: number;
    /** Accessible name of the "+N" counter. */
    overflowLabel?: (hidden: number) => string;
  };

const defaultOverflowLabel = (hidden: number) => (hidden === 1 ? "1 autre" : `${hidden} autres`);

/**
 * Overlapping avatars, all of the group's `size`; past `max` the rest are counted in a "+N" bubble.
 * Give it an `aria-label` saying whose avatars these are.
 */
function AvatarGroup({
  className,
  size,
  max,
  overflowLabel = defaultOverflowLabel,
  children,
  ...props
}: AvatarGroupProps) {
  const avatars = React.Children.toArray(children);
  const shown = max === undefined ? avatars : avatars.slice(0, Math.max(0, max));
  const hidden = avatars.length - shown.length;
  return (
    <AvatarGroupSizeContext value={size ?? undefined}>
      <div
        data-slot="avatar-group"
        data-size={size ?? "default"}
        role="group"
        className={cn(
          "flex items-center -space-x-2 *:data-[slot=avatar]:ring-2 *:data-[slot=avatar]:ring-background",
          className,
        )}
        {...props}
      >
        {shown}
        {hidden > 0 ? (
          <span
            data-slot="avatar-group-overflow"
            className={cn(avatarVariants({ size }), "bg-muted text-muted-foreground ring-2 ring-background")}
          >
            <span aria-hidden>+{hidden}</span>
            <span className="sr-only">{overflowLabel(hidden)}</span>
          </span>
        ) : null}
      </div>
    </AvatarGroupSizeContext>
  );
}

export { Avatar, AvatarGroup, avatarVariants, getInitials };
export type { AvatarProps, AvatarGroupProps, AvatarSize };
