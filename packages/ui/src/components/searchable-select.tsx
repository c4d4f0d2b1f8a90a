import * as PopoverPrimitive from "@radix-ui/react-popover";
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from "downshift";
import { CheckIcon, ChevronsUpDownIcon, SearchIcon } from "lucide-react";
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

const DEFAULT_SEARCH_PLACEHOLDER = "Search...";
const defaultNoResultsText = (query: string) => `No results for "${query}".`;

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

/** The options matching a search, in their given order, grouped in order of first appearance. */
function filterOptions(options: readonly SearchableSelectOption[], query: string) {
  const search = normalize(query.trim());
  const matching = search ? options.filter((option) => normalize(option.label).includes(search)) : options;
  const groups = new Map<string | undefined, SearchableSelectOption[]>();
  for (const option of matching) {
    const members = groups.get(option.group);
    if (members) members.push(option);
    else groups.set(option.group, [option]);
  }
  // Downshift counts options by index: list them in the order they are shown, groups together.
  return Array.from(groups, ([heading, members]) => ({ heading, members }));
}

function firstEnabled(items: readonly SearchableSelectOption[]) {
  return items.findIndex((option) => !option.disabled);
}

const isOptionDisabled = (option: SearchableSelectOption) => Boolean(option.disabled);

type SearchableSelectListProps = {
  options: readonly SearchableSelectOption[];
  value: string;
  name: string | undefined;
  searchPlaceholder: string;
  emptyText: React.ReactNode;
  noResultsText: (query: string) => React.ReactNode;
  onPick: (value: string) => void;
};

/** The search field and its listbox: an ARIA 1.2 combobox, mounted only while the popover is open. */
function SearchableSelectList({
  options,
  value,
  name,
  searchPlaceholder,
  emptyText,
  noResultsText,
  onPick,
}: SearchableSelectListProps) {
  const [query, setQuery] = React.useState("");
  const groups = filterOptions(options, query);
  const items = groups.flatMap((group) => group.members);
  // The current value is highlighted on opening, as in a native select; otherwise the first choice.
  const [initialHighlightedIndex] = React.useState(() => {
    const current = items.findIndex((option) => option.value === value && !option.disabled);
    return current === -1 ? firstEnabled(items) : current;
  });

  /**
   * The select's list keeps its own rules: it stays open until a choice or a dismissal (the popover
   * owns opening, closing and Escape), leaving the search field never picks the highlighted option,
   * Enter with nothing highlighted does nothing, and typing highlights the first enabled match.
   */
  const stateReducer = (
    state: UseComboboxState<SearchableSelectOption>,
    { type, changes }: UseComboboxStateChangeOptions<SearchableSelectOption>,
  ) => {
    const types = useCombobox.stateChangeTypes;
    if (type === types.InputBlur || type === types.InputKeyDownEscape) return state;
    if (type === types.InputKeyDownEnter && state.highlightedIndex < 0) return state;
    if (type === types.InputChange) {
      const matches = filterOptions(options, changes.inputValue ?? "").flatMap((group) => group.members);
      return { ...changes, highlightedIndex: firstEnabled(matches) };
    }
    return changes;
  };

  // Downshift keeps the highlight itself: keys pressed faster than React renders must add up.
  const { highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<SearchableSelectOption>({
    items,
    isOpen: true,
    inputValue: query,
    // Never "selected" inside downshift: picking the current value again still closes the list.
    selectedItem: null,
    initialHighlightedIndex,
    itemToString: (option) => option?.label ?? "",
    itemToKey: (option) => option?.value,
    isItemDisabled: isOptionDisabled,
    stateReducer,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem && !selectedItem.disabled) onPick(selectedItem.value);
    },
  });

  const { ref: inputRef, ...inputProps } = getInputProps({
    "aria-label": name ?? searchPlaceholder,
    // Downshift reports input changes after rendering, too late for a controlled input.
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setQuery(event.target.value),
  });

  const search = query.trim();
  let index = 0;
  return (
    <div className="flex flex-col">
      <div data-slot="searchable-select-search" className="flex items-center gap-2 border-b border-border px-3">
        <SearchIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <input
          data-slot="searchable-select-input"
          placeholder={searchPlaceholder}
          className="flex h-10 w-full min-w-0 bg-transparent py-2 text-sm outline-none placeholder:text-muted-foreground"
          {...inputProps}
          ref={inputRef}
        />
      </div>
      <ul
        data-slot="searchable-select-list"
        {...getMenuProps({ "aria-label": name ?? searchPlaceholder })}
        className={cn("max-h-60 scroll-py-1 overflow-x-hidden overflow-y-auto overscroll-contain p-1", {
          hidden: items.length === 0,
        })}
      >
        {groups.map(({ heading, members }) => {
          const rendered = members.map((option) => {
            const optionIndex = index++;
            return (
              <li
                key={option.value}
                data-slot="searchable-select-item"
                data-highlighted={optionIndex === highlightedIndex || undefined}
                data-disabled={option.disabled || undefined}
                className="relative flex cursor-default items-center gap-2 rounded-sm py-1.5 pr-8 pl-2 text-sm outline-hidden select-none data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-accent data-highlighted:text-accent-foreground"
                {...getItemProps({ item: option, index: optionIndex })}
              >
                {option.label}
                {option.value === value ? <CheckIcon className="absolute right-2 size-4" aria-hidden /> : null}
              </li>
            );
          });
          if (heading === undefined) return <React.Fragment key="ungrouped">{rendered}</React.Fragment>;
          const headingId = `${inputProps.id}-group-${normalize(heading).replace(/[^a-z0-9]+/g, "-")}`;
          return (
            <li key={`group:${heading}`} role="presentation" data-slot="searchable-select-group">
              <div
                id={headingId}
                aria-hidden
                data-slot="searchable-select-group-heading"
                className="px-2 py-1.5 text-xs font-medium text-muted-foreground"
              >
                {heading}
              </div>
              <ul role="group" aria-labelledby={headingId}>
                {rendered}
              </ul>
            </li>
          );
        })}
      </ul>
      {/* A live region, so that "no results" is announced while typing. */}
      <div data-slot="searchable-select-empty" role="status" className={cn(emptyClassName, "empty:p-0")}>
        {items.length > 0 ? null : options.length === 0 ? emptyText : noResultsText(search)}
      </div>
    </div>
  );
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

  const popupName = nameOf(trigger);

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
      <PopoverPrimitive.Trigger asChild>
        <button
          type="button"
          role="combobox"
          id={triggerId}
          aria-haspopup="dialog"
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
              setOpen(true);
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
          <SearchableSelectList
            options={options}
            value={value}
            name={popupName}
            searchPlaceholder={searchPlaceholder}
            emptyText={emptyText}
            noResultsText={noResultsText}
            onPick={(next) => {
              commit(next);
              setOpen(false);
            }}
          />
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

export { SearchableSelect };
export type { SearchableSelectOption, SearchableSelectProps };
