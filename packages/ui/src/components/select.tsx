import * as SelectPrimitive from "@radix-ui/react-select";
import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/utils";
import {
  assignRefs,
  DEFAULT_EMPTY_TEXT,
  emptyClassName,
  nameOf,
  popupClassName,
  triggerClassName,
} from "./select-shared";

const SelectTriggerContext = React.createContext<{
  trigger: HTMLButtonElement | null;
  onTriggerChange: (trigger: HTMLButtonElement | null) => void;
  onRequiredChange: (required: boolean) => void;
}>({ trigger: null, onTriggerChange: () => {}, onRequiredChange: () => {} });

/** A select on Radix: keyboard navigation, typeahead, and a hidden native select when it sits in a form. */
function Select({ required, ...props }: React.ComponentProps<typeof SelectPrimitive.Root>) {
  const [trigger, setTrigger] = React.useState<HTMLButtonElement | null>(null);
  const [triggerRequired, setTriggerRequired] = React.useState(false);
  const context = React.useMemo(
    () => ({ trigger, onTriggerChange: setTrigger, onRequiredChange: setTriggerRequired }),
    [trigger],
  );
  return (
    <SelectTriggerContext value={context}>
      <SelectPrimitive.Root data-slot="select" required={required || triggerRequired} {...props} />
    </SelectTriggerContext>
  );
}

/** Groups items under a SelectLabel. */
function SelectGroup(props: React.ComponentProps<typeof SelectPrimitive.Group>) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

/** The chosen item's text in the trigger, or the placeholder. */
function SelectValue(props: React.ComponentProps<typeof SelectPrimitive.Value>) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

type SelectTriggerProps = React.ComponentProps<typeof SelectPrimitive.Trigger> & {
  size?: "sm" | "default";
  /** Same as `required` on Select, for a wrapper (such as a field) that hands it to the trigger. */
  required?: boolean;
};

/** The button that opens the list; name it with a <label>, aria-label or aria-labelledby. */
function SelectTrigger({ className, size = "default", required = false, children, ref, ...props }: SelectTriggerProps) {
  const { onTriggerChange, onRequiredChange } = React.use(SelectTriggerContext);
  React.useLayoutEffect(() => {
    onRequiredChange(required);
    return () => onRequiredChange(false);
  }, [required, onRequiredChange]);
  const composedRef = React.useCallback(
    (node: HTMLButtonElement | null) => assignRefs(node, ref, onTriggerChange),
    [ref, onTriggerChange],
  );
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      data-size={size}
      ref={composedRef}
      className={cn(
        triggerClassName,
        "*:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2",
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon className="size-4 text-muted-foreground" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

type SelectContentProps = Omit<React.ComponentProps<typeof SelectPrimitive.Content>, "position"> & {
  /** Shown when the list has no items. */
  emptyText?: React.ReactNode;
};

/** Items register with their list, so that it knows when it is empty, however deeply they are nested. */
const SelectItemRegistry = React.createContext<(() => () => void) | null>(null);

/**
 * The list, portalled and capped at 15rem (scrolling past that). Always positioned under the trigger: Radix's
 * item-aligned mode sizes the list to the window and would ignore the cap.
 */
function SelectContent({
  className,
  children,
  emptyText = DEFAULT_EMPTY_TEXT,
  sideOffset = 4,
  ...props
}: SelectContentProps) {
  const { trigger } = React.use(SelectTriggerContext);
  const emptyId = React.useId();
  const [itemCount, setItemCount] = React.useState(0);
  const registerItem = React.useCallback(() => {
    setItemCount((count) => count + 1);
    return () => setItemCount((count) => count - 1);
  }, []);
  const empty = itemCount === 0;
  return (
    <SelectItemRegistry value={registerItem}>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="select-content"
          data-empty={empty || undefined}
          position="popper"
          sideOffset={sideOffset}
          aria-label={props["aria-labelledby"] ? undefined : nameOf(trigger)}
          // A listbox may only contain options, so the empty text describes it instead of being its child.
          aria-describedby={empty ? emptyId : undefined}
          className={cn(
            popupClassName,
            "relative max-h-[min(15rem,var(--radix-select-content-available-height,15rem))] min-w-(--radix-select-trigger-width) origin-(--radix-select-content-transform-origin)",
            className,
          )}
          {...props}
        >
          <SelectScrollUpButton />
          <SelectPrimitive.Viewport data-slot="select-viewport" className="w-full scroll-my-1 p-1">
            {children}
            {empty ? (
              <div id={emptyId} data-slot="select-empty" aria-hidden className={emptyClassName}>
                {emptyText}
              </div>
            ) : null}
          </SelectPrimitive.Viewport>
          <SelectScrollDownButton />
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectItemRegistry>
  );
}

/** A group heading inside SelectGroup. */
function SelectLabel({ className, ...props }: React.ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn("px-2 py-1.5 text-xs font-medium text-muted-foreground", className)}
      {...props}
    />
  );
}

/** One choice; `disabled` keeps it visible but skipped by the keyboard. */
function SelectItem({ className, children, ...props }: React.ComponentProps<typeof SelectPrimitive.Item>) {
  const registerItem = React.use(SelectItemRegistry);
  React.useLayoutEffect(() => registerItem?.(), [registerItem]);
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        "relative flex w-full cursor-default items-center gap-2 rounded-sm py-1.5 pr-8 pl-2 text-sm outline-hidden select-none focus:bg-accent focus:text-accent-foreground data-disabled:pointer-events-none data-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    >
      <span className="absolute right-2 flex size-3.5 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <CheckIcon className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

/** A rule between groups of items. */
function SelectSeparator({ className, ...props }: React.ComponentProps<typeof SelectPrimitive.Separator>) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn("pointer-events-none -mx-1 my-1 h-px bg-border", className)}
      {...props}
    />
  );
}

/** Shown at the top of a scrolled list; scrolls up while hovered. */
function SelectScrollUpButton({ className, ...props }: React.ComponentProps<typeof SelectPrimitive.ScrollUpButton>) {
  return (
    <SelectPrimitive.ScrollUpButton
      data-slot="select-scroll-up-button"
      className={cn("flex cursor-default items-center justify-center py-1 text-muted-foreground", className)}
      {...props}
    >
      <ChevronUpIcon className="size-4" />
    </SelectPrimitive.ScrollUpButton>
  );
}

/** Shown at the bottom of a list with more below; scrolls down while hovered. */
function SelectScrollDownButton({
  className,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.ScrollDownButton>) {
  return (
    <SelectPrimitive.ScrollDownButton
      data-slot="select-scroll-down-button"
      className={cn("flex cursor-default items-center justify-center py-1 text-muted-foreground", className)}
      {...props}
    >
      <ChevronDownIcon className="size-4" />
    </SelectPrimitive.ScrollDownButton>
  );
}

export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectScrollDownButton,
  SelectScrollUpButton,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
};
export type { SelectContentProps, SelectTriggerProps };
