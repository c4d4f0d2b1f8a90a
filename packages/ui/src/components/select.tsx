import * as PopoverPrimitive from "@radix-ui/react-popover";
import * as SelectPrimitive from "@radix-ui/react-select";
import { Command as CommandPrimitive } from "cmdk";
import { CheckIcon, ChevronDownIcon, ChevronsUpDownIcon, ChevronUpIcon, SearchIcon } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/utils";

const DEFAULT_EMPTY_TEXT = "No options.";
const DEFAULT_SEARCH_PLACEHOLDER = "Search...";
const defaultNoResultsText = (query: string) => `No results for "${query}".`;

/** Shared by both triggers so a Select and a SearchableSelect line up in the same form. */
const triggerClassName =
  "flex w-fit min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-left text-sm whitespace-nowrap text-foreground shadow-xs transition-[color,box-shadow] outline-none select-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive data-placeholder:text-muted-foreground data-[size=default]:h-10 data-[size=sm]:h-8 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 [&_svg:not([class*='text-'])]:text-muted-foreground";

/** The surface both popups share; each caps its own list at 15rem. */
const popupClassName =
  "z-50 min-w-[8rem] overflow-hidden rounded-md border border-border bg-popover text-popover-foreground shadow-md";

const emptyClassName = "px-2 py-6 text-center text-sm text-muted-foreground";

/** A callback ref that feeds several refs; callers keep it stable with useCallback. */
function assignRefs<T>(node: T | null, ...refs: Array<React.Ref<T> | undefined>) {
  for (const ref of refs) {
    if (typeof ref === "function") ref(node);
    else if (ref) ref.current = node;
  }
}

/**
 * The name a trigger gets from aria-labelledby, aria-label or a <label>, so that its popup (a listbox, which
 * must be named) is announced the same way.
 */
function nameOf(trigger: HTMLButtonElement | null): string | undefined {
  if (!trigger) return undefined;
  const labelledBy = trigger.getAttribute("aria-labelledby");
  const name = labelledBy
    ? labelledBy
        .split(/\s+/)
        .map((id) => trigger.ownerDocument.getElementById(id)?.textContent ?? "")
        .join(" ")
    : (trigger.getAttribute("aria-label") ?? Array.from(trigger.labels, (label) => label.textContent).join(" "));
  return name.trim() || undefined;
}

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

type SearchableSelectOption = {
  value: string;
  label: string;
  /** Options sharing a group are listed together under it, in order of first appearance. */
  group?: string;
  disabled?: boolean;
};

type SearchableSelectProps = Omit<
  React.ComponentProps<"button">,
  "value" | "defaultValue" | "onChange" | "children" | "type" | "placeholder"
> & {
  options: readonly SearchableSelectOption[];
  /** The chosen option's value; "" means none. Pass it to control the select. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown in the trigger while nothing is chosen. */
  placeholder?: React.ReactNode;
  searchPlaceholder?: string;
  /** Shown when there are no options at all. */
  emptyText?: React.ReactNode;
  /** Shown when the search (trimmed) matches nothing. */
  noResultsText?: (query: string) => React.ReactNode;
  /** With `name` (or `required`), a hidden native select carries the value into the form and its validation. */
  required?: boolean;
  size?: "sm" | "default";
  /** Classes for the popup (the trigger takes `className`). */
  contentClassName?: string;
};

/** Case- and accent-insensitive, so "orleans" finds "Orléans". */
function normalize(text: string) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
}

function groupOptions(options: readonly SearchableSelectOption[]) {
  const groups = new Map<string | undefined, SearchableSelectOption[]>();
  for (const option of options) {
    const members = groups.get(option.group);
    if (members) members.push(option);
    else groups.set(option.group, [option]);
  }
  return Array.from(groups, ([heading, members]) => ({ heading, members }));
}

/** A select whose list can be searched: a combobox on a popover, for long lists of options. */
function SearchableSelect({
  options,
  value: valueProp,
  defaultValue = "",
  onValueChange,
  placeholder,
  searchPlaceholder = DEFAULT_SEARCH_PLACEHOLDER,
  emptyText = DEFAULT_EMPTY_TEXT,
  noResultsText = defaultNoResultsText,
  name,
  required,
  form,
  disabled,
  id,
  size = "default",
  className,
  contentClassName,
  onKeyDown,
  ref,
  ...props
}: SearchableSelectProps) {
  const generatedId = React.useId();
  const triggerId = id ?? generatedId;
  const contentId = React.useId();
  const [trigger, setTrigger] = React.useState<HTMLButtonElement | null>(null);
  const triggerRef = React.useCallback((node: HTMLButtonElement | null) => assignRefs(node, ref, setTrigger), [ref]);
  const [open, setOpen] = React.useState(false);
  const [query, setQuery] = React.useState("");
  const [uncontrolledValue, setUncontrolledValue] = React.useState(defaultValue);
  const value = valueProp ?? uncontrolledValue;
  const selected = options.find((option) => option.value === value);

  const commit = React.useCallback(
    (next: string) => {
      if (valueProp === undefined) setUncontrolledValue(next);
      onValueChange?.(next);
    },
    [valueProp, onValueChange],
  );

  // Like a native select, a form reset brings back the first value.
  const [initialValue] = React.useState(value);
  const [nativeSelect, setNativeSelect] = React.useState<HTMLSelectElement | null>(null);
  const owningForm = nativeSelect?.form;
  React.useEffect(() => {
    if (!owningForm) return;
    const reset = () => commit(initialValue);
    owningForm.addEventListener("reset", reset);
    return () => owningForm.removeEventListener("reset", reset);
  }, [owningForm, commit, initialValue]);

  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setQuery("");
  };

  const search = query.trim();
  const visible = search ? options.filter((option) => normalize(option.label).includes(normalize(search))) : options;
  const popupName = nameOf(trigger);

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={handleOpenChange}>
      <PopoverPrimitive.Trigger asChild>
        <button
          type="button"
          role="combobox"
          id={triggerId}
          aria-expanded={open}
          aria-controls={open ? contentId : undefined}
          aria-required={required || undefined}
          disabled={disabled}
          data-slot="searchable-select-trigger"
          data-size={size}
          data-placeholder={selected ? undefined : ""}
          ref={triggerRef}
          className={cn(triggerClassName, className)}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            if (event.defaultPrevented) return;
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              event.preventDefault();
              handleOpenChange(true);
            }
          }}
          {...props}
        >
          <span data-slot="searchable-select-value" className="truncate">
            {selected ? selected.label : placeholder}
          </span>
          <ChevronsUpDownIcon className="size-4 text-muted-foreground" />
        </button>
      </PopoverPrimitive.Trigger>
      {name !== undefined || required ? (
        <select
          data-slot="searchable-select-native"
          aria-hidden
          tabIndex={-1}
          ref={setNativeSelect}
          name={name}
          required={required}
          disabled={disabled}
          form={form}
          value={value}
          onChange={(event) => commit(event.target.value)}
          // The browser focuses an invalid control to show its message; keyboard users belong on the trigger.
          onFocus={() => trigger?.focus()}
          className="sr-only"
        >
          <option value="" />
          {selected ? <option value={selected.value}>{selected.label}</option> : null}
        </select>
      ) : null}
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          data-slot="searchable-select-content"
          id={contentId}
          aria-label={popupName}
          align="start"
          sideOffset={4}
          className={cn(popupClassName, "w-(--radix-popover-trigger-width) min-w-48", contentClassName)}
        >
          <CommandPrimitive
            // Filtering here, not in cmdk, keeps the options in their given order and tells us what matched.
            shouldFilter={false}
            label={popupName ?? searchPlaceholder}
            defaultValue={selected?.value}
            className="flex flex-col"
          >
            <div data-slot="searchable-select-search" className="flex items-center gap-2 border-b border-border px-3">
              <SearchIcon className="size-4 shrink-0 text-muted-foreground" />
              <CommandPrimitive.Input
                data-slot="searchable-select-input"
                value={query}
                onValueChange={setQuery}
                placeholder={searchPlaceholder}
                className="flex h-10 w-full min-w-0 bg-transparent py-2 text-sm outline-none placeholder:text-muted-foreground"
              />
            </div>
            <CommandPrimitive.List
              data-slot="searchable-select-list"
              label={popupName}
              className={cn("max-h-60 scroll-py-1 overflow-x-hidden overflow-y-auto overscroll-contain p-1", {
                hidden: visible.length === 0,
              })}
            >
              {groupOptions(visible).map(({ heading, members }) => {
                const items = members.map((option) => (
                  <CommandPrimitive.Item
                    key={option.value}
                    data-slot="searchable-select-item"
                    value={option.value}
                    disabled={option.disabled}
                    onSelect={() => {
                      commit(option.value);
                      handleOpenChange(false);
                    }}
                    className="relative flex cursor-default items-center gap-2 rounded-sm py-1.5 pr-8 pl-2 text-sm outline-hidden select-none data-[disabled=true]:pointer-events-none data-[disabled=true]:opacity-50 data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
                  >
                    {option.label}
                    {option.value === value ? <CheckIcon className="absolute right-2 size-4" aria-hidden /> : null}
                  </CommandPrimitive.Item>
                ));
                return heading === undefined ? (
                  <React.Fragment key="ungrouped">{items}</React.Fragment>
                ) : (
                  <CommandPrimitive.Group
                    key={`group:${heading}`}
                    data-slot="searchable-select-group"
                    heading={heading}
                    className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground"
                  >
                    {items}
                  </CommandPrimitive.Group>
                );
              })}
            </CommandPrimitive.List>
            {/* A live region, so that "no results" is announced while typing. */}
            <div data-slot="searchable-select-empty" role="status" className={cn(emptyClassName, "empty:p-0")}>
              {visible.length > 0 ? null : options.length === 0 ? emptyText : noResultsText(search)}
            </div>
          </CommandPrimitive>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

export {
  SearchableSelect,
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
export type { SearchableSelectOption, SearchableSelectProps, SelectContentProps, SelectTriggerProps };
