import { useCombobox } from "downshift";
import { CheckIcon, PencilLineIcon } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/utils";
import { Spinner } from "./spinner";

const DEFAULT_LOADING_TEXT = "Recherche…";
const DEFAULT_LIST_LABEL = "Suggestions";
const defaultKeepTypedLabel = (text: string) => `Garder « ${text} » tel quel`;
const DEFAULT_PENDING_TEXT = "Choisissez une suggestion dans la liste.";

/** How the value was chosen: one of the suggestions, or the text as typed, kept on purpose. */
type SuggestionSource = "suggestion" | "typed";

type LoadSuggestions = (query: string, signal: AbortSignal) => Promise<readonly string[]>;

type SuggestionInputProps = Omit<
  React.ComponentProps<"input">,
  "value" | "defaultValue" | "onChange" | "children" | "type" | "list"
> & {
  /** The value chosen; null while nothing is (what is typed is not a value until chosen). */
  value: string | null;
  /** Called with a suggestion picked or a text kept, and with null when typing leaves the choice. */
  onValueChange: (value: string | null, source: SuggestionSource | null) => void;
  /** The suggestions for what is typed; the signal aborts when a newer text replaces it. */
  loadSuggestions: LoadSuggestions;
  /** Characters to type before suggestions are looked up (default 2). */
  minLength?: number;
  /** Milliseconds of quiet typing before `loadSuggestions` is called (default 200). */
  debounce?: number;
  /** Offers, after the suggestions, to keep the text as typed (default true). */
  allowTyped?: boolean;
  /** The words of that last option. */
  keepTypedLabel?: (text: string) => string;
  /** Shown under the input while a text is typed but not chosen. */
  pendingText?: React.ReactNode;
  loadingText?: string;
  /** Accessible name of the list when the input is not named with `aria-labelledby`. */
  listLabel?: string;
  /** Classes for the input; `className` goes to the wrapper. */
  inputClassName?: string;
};

type Item = { kind: SuggestionSource; text: string };

/** Case-, accent- and space-insensitive, so "comptable " finds "Comptable". */
function normalize(text: string) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").replace(/\s+/g, " ").trim().toLocaleLowerCase();
}

function assignRef<T>(ref: React.Ref<T> | undefined, node: T | null) {
  if (typeof ref === "function") ref(node);
  else if (ref) ref.current = node;
}

/**
 * A text whose value is chosen, not merely typed: suggestions load for what is typed, and the
 * value is the one picked or, when allowed, the typed text kept through an explicit last option
 * (« Garder « … » tel quel »). Until then the value is null and a hint says what to do. Inside
 * the kit's Field, the label, description and invalid state reach the input.
 */
function SuggestionInput({
  value,
  onValueChange,
  loadSuggestions,
  minLength = 2,
  debounce = 200,
  allowTyped = true,
  keepTypedLabel = defaultKeepTypedLabel,
  pendingText = DEFAULT_PENDING_TEXT,
  loadingText = DEFAULT_LOADING_TEXT,
  listLabel = DEFAULT_LIST_LABEL,
  className,
  inputClassName,
  id,
  disabled,
  ref,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  "aria-describedby": ariaDescribedBy,
  ...inputProps
}: SuggestionInputProps) {
  const pendingId = React.useId();
  const [text, setText] = React.useState(value ?? "");
  const [found, setFound] = React.useState<{ query: string; titles: readonly string[] }>({ query: "", titles: [] });

  // A value set from outside (a saved answer, a reset) shows in the input (React's « storing
  // information from previous renders »); a null one leaves what is being typed.
  const [shownValue, setShownValue] = React.useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== null) setText(value);
  }

  const query = text.trim();
  const latestLoad = React.useRef(loadSuggestions);
  React.useEffect(() => {
    latestLoad.current = loadSuggestions;
  });
  const search = normalize(query);
  const looking = search.length >= minLength && value === null;
  // Loading while the text typed has no answer yet.
  const loading = looking && found.query !== search;
  React.useEffect(() => {
    if (!looking) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      latestLoad.current(query, controller.signal).then(
        (titles) => {
          if (controller.signal.aborted) return;
          setFound({ query: search, titles: Array.isArray(titles) ? titles : [] });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // A failing lookup still lets the person keep what they typed.
          console.error("SuggestionInput: loading suggestions failed", error);
          setFound({ query: search, titles: [] });
        },
      );
    }, debounce);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `query` is read through `search`: a change of spaces alone does not start a lookup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, looking, debounce]);

  const suggestions = found.query === search ? found.titles : [];
  const exact = suggestions.some((title) => normalize(title) === search);
  const items: Item[] = [
    ...suggestions.map((title) => ({ kind: "suggestion" as const, text: title })),
    ...(allowTyped && query && !exact && !loading && found.query === search
      ? [{ kind: "typed" as const, text: query }]
      : []),
  ];

  const choose = (item: Item) => {
    setText(item.text);
    onValueChange(item.text, item.kind);
  };

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<Item>({
    items,
    inputValue: text,
    selectedItem: null,
    inputId: id,
    itemToString: (item) => item?.text ?? "",
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) choose(selectedItem);
    },
    stateReducer: (_state, { type, changes }) =>
      // Leaving the input chooses nothing: a choice is a click or Enter.
      type === useCombobox.stateChangeTypes.InputBlur ? { ...changes, selectedItem: null } : changes,
  });

  const pending = value === null && query !== "";
  const open = isOpen && value === null && (items.length > 0 || loading);
  const describedBy = [ariaDescribedBy, pending ? pendingId : null].filter(Boolean).join(" ") || undefined;
  const { ref: comboboxRef, ...comboboxProps } = getInputProps({
    disabled,
    "aria-label": ariaLabel,
    "aria-labelledby": ariaLabelledBy,
    "aria-describedby": describedBy,
    ...inputProps,
    "aria-expanded": open,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const next = event.target.value;
      setText(next);
      // Typing again leaves the choice: the text is not a value until chosen.
      if (value !== null && next !== value) onValueChange(null, null);
    },
  });

  return (
    <div
      data-slot="suggestion-input"
      data-state={open ? "open" : "closed"}
      data-pending={pending || undefined}
      className={cn("relative flex w-full flex-col gap-1.5", className)}
    >
      <div className="relative">
        <input
          data-slot="suggestion-input-input"
          autoComplete="off"
          className={cn(
            "flex h-10 w-full min-w-0 rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base text-foreground shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive motion-reduce:transition-none md:text-sm",
            inputClassName,
          )}
          {...comboboxProps}
          ref={(node) => {
            assignRef(comboboxRef, node);
            assignRef(ref, node);
          }}
        />
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground">
          {loading ? (
            <Spinner size="sm" label="" />
          ) : value !== null ? (
            <CheckIcon aria-hidden className="size-4" />
          ) : null}
        </span>
        <div
          data-slot="suggestion-input-content"
          className={cn(
            "absolute inset-x-0 top-full z-50 mt-1",
            open && "overflow-hidden rounded-md border border-border bg-popover text-popover-foreground shadow-md",
          )}
        >
          <ul
            {...getMenuProps(
              ariaLabelledBy ? { "aria-labelledby": ariaLabelledBy } : { "aria-label": ariaLabel ?? listLabel },
            )}
            data-slot="suggestion-input-list"
            aria-busy={loading || undefined}
            hidden={!open || items.length === 0}
            className="max-h-60 overflow-y-auto p-1"
          >
            {items.map((item, index) => (
              <li
                key={`${item.kind}:${item.text}`}
                data-slot={item.kind === "typed" ? "suggestion-input-keep" : "suggestion-input-item"}
                data-highlighted={highlightedIndex === index || undefined}
                className={cn(
                  "flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm break-words select-none data-highlighted:bg-accent data-highlighted:text-accent-foreground",
                  item.kind === "typed" && "mt-1 border-t border-border pt-2 italic",
                )}
                {...getItemProps({ item, index })}
              >
                {item.kind === "typed" ? <PencilLineIcon aria-hidden className="size-4 shrink-0 opacity-70" /> : null}
                <span className="min-w-0">{item.kind === "typed" ? keepTypedLabel(item.text) : item.text}</span>
              </li>
            ))}
          </ul>
          {open && loading && items.length === 0 ? (
            <p className="px-3 py-2 text-sm text-muted-foreground">{loadingText}</p>
          ) : null}
        </div>
      </div>
      {pending ? (
        <p id={pendingId} data-slot="suggestion-input-pending" className="text-sm text-muted-foreground">
          {pendingText}
        </p>
      ) : null}
    </div>
  );
}

export { SuggestionInput };
export type { LoadSuggestions as LoadSuggestionList, SuggestionInputProps, SuggestionSource };
