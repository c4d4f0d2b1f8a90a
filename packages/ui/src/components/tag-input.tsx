import { useCombobox } from "downshift";
import { XIcon } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/utils";
import { Spinner } from "./spinner";

const defaultRemoveLabel = (tag: string) => `Retirer ${tag}`;
const defaultDuplicateMessage = (tag: string) => `« ${tag} » est déjà dans la liste.`;
const defaultMaxTagsMessage = (max: number) => `${max} au plus.`;
const defaultMaxLengthMessage = (max: number) => `${max} caractères au plus par élément.`;
const defaultAddedMessage = (tag: string) => `Ajouté : ${tag}.`;
const defaultRemovedMessage = (tag: string) => `Retiré : ${tag}.`;
const DEFAULT_LOADING_TEXT = "Recherche…";
const DEFAULT_LIST_LABEL = "Suggestions";

type LoadSuggestions = (query: string, signal: AbortSignal) => Promise<readonly string[]>;

type TagInputProps = Omit<
  React.ComponentProps<"input">,
  "value" | "defaultValue" | "onChange" | "children" | "type" | "maxLength" | "list"
> & {
  /** The tags, when you control them (with `onValueChange`). */
  value?: readonly string[];
  /** The initial tags, when you do not control them. */
  defaultValue?: readonly string[];
  /** Called with the whole list after each addition or removal. */
  onValueChange?: (tags: string[]) => void;
  /** How many tags the list may hold. */
  maxTags?: number;
  /** How many characters one tag may have. */
  maxLength?: number;
  /** Tags to suggest, filtered by what is typed (case and accents ignored). */
  suggestions?: readonly string[];
  /** Tags to suggest, fetched for what is typed; the signal aborts when a newer query replaces it. */
  loadSuggestions?: LoadSuggestions;
  /** Milliseconds of quiet typing before `loadSuggestions` is called (default 200). */
  debounce?: number;
  /** Accessible name of each tag's remove button. */
  removeLabel?: (tag: string) => string;
  /** Shown when a tag is already in the list (case and accents ignored). */
  duplicateMessage?: (tag: string) => React.ReactNode;
  /** Shown when the list is full. */
  maxTagsMessage?: (max: number) => React.ReactNode;
  /** Shown when a tag is too long. */
  maxLengthMessage?: (max: number) => React.ReactNode;
  /** Announced to screen readers after an addition. */
  addedMessage?: (tag: string) => string;
  /** Announced to screen readers after a removal. */
  removedMessage?: (tag: string) => string;
  /** Shown while `loadSuggestions` runs. */
  loadingText?: string;
  /** Accessible name of the suggestion list when the input is not named with `aria-labelledby`. */
  listLabel?: string;
  /** Classes for the text input; `className` goes to the box around tags and input. */
  inputClassName?: string;
};

/** Case- and accent-insensitive, so "Developpeur" and "développeur" are the same tag. */
function normalize(text: string) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").trim().toLocaleLowerCase();
}

function assignRef<T>(ref: React.Ref<T> | undefined, node: T | null) {
  if (typeof ref === "function") ref(node);
  else if (ref) ref.current = node;
}

/**
 * A list of short texts (skills, keywords) typed one by one: Enter or a comma adds, Backspace in
 * the empty input removes the last one, and each tag has its own remove button. Suggestions come
 * from `suggestions` or `loadSuggestions`, in a combobox. Additions and removals are announced.
 * Inside the kit's Field, the label, description and invalid state reach the input.
 */
function TagInput({
  value,
  defaultValue = [],
  onValueChange,
  maxTags,
  maxLength,
  suggestions,
  loadSuggestions,
  debounce = 200,
  removeLabel = defaultRemoveLabel,
  duplicateMessage = defaultDuplicateMessage,
  maxTagsMessage = defaultMaxTagsMessage,
  maxLengthMessage = defaultMaxLengthMessage,
  addedMessage = defaultAddedMessage,
  removedMessage = defaultRemovedMessage,
  loadingText = DEFAULT_LOADING_TEXT,
  listLabel = DEFAULT_LIST_LABEL,
  className,
  inputClassName,
  id,
  name,
  form,
  disabled,
  required,
  placeholder,
  ref,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  "aria-describedby": ariaDescribedBy,
  "aria-invalid": ariaInvalid,
  onKeyDown,
  ...inputProps
}: TagInputProps) {
  const messageId = React.useId();
  const [ownTags, setOwnTags] = React.useState<readonly string[]>(defaultValue);
  const tags = value ?? ownTags;
  const [query, setQuery] = React.useState("");
  const [message, setMessage] = React.useState<React.ReactNode>(null);
  const [announcement, setAnnouncement] = React.useState("");
  const [loaded, setLoaded] = React.useState<readonly string[]>([]);
  const [loading, setLoading] = React.useState(false);
  const inputElement = React.useRef<HTMLInputElement | null>(null);

  const taken = new Set(tags.map(normalize));
  const search = normalize(query);
  const source = loadSuggestions ? loaded : (suggestions ?? []);
  const items = source.filter(
    (suggestion) => !taken.has(normalize(suggestion)) && (loadSuggestions || normalize(suggestion).includes(search)),
  );

  // Lookups: debounced, and the previous one aborted when a newer query replaces it.
  const latestLoad = React.useRef(loadSuggestions);
  React.useEffect(() => {
    latestLoad.current = loadSuggestions;
  });
  const hasLoader = Boolean(loadSuggestions);
  React.useEffect(() => {
    const load = latestLoad.current;
    if (!hasLoader || !load || !search) {
      setLoaded([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      load(query.trim(), controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setLoaded(Array.isArray(found) ? found : []);
          setLoading(false);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // A failing lookup leaves the user typing freely rather than breaking the field.
          console.error("TagInput: loading suggestions failed", error);
          setLoaded([]);
          setLoading(false);
        },
      );
    }, debounce);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `query` is read through `search`: a change of spaces alone does not start a lookup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, hasLoader, debounce]);

  const commit = (next: string[]) => {
    if (value === undefined) setOwnTags(next);
    onValueChange?.(next);
  };

  /** Adds the texts that pass the rules, in order; the last refusal, if any, is shown. */
  const add = (texts: readonly string[]) => {
    const next = [...tags];
    const seen = new Set(taken);
    const added: string[] = [];
    let refusal: React.ReactNode = null;
    for (const text of texts) {
      const tag = text.trim();
      if (!tag) continue;
      if (seen.has(normalize(tag))) refusal = duplicateMessage(tag);
      else if (maxTags !== undefined && next.length >= maxTags) refusal = maxTagsMessage(maxTags);
      else if (maxLength !== undefined && tag.length > maxLength) refusal = maxLengthMessage(maxLength);
      else {
        next.push(tag);
        seen.add(normalize(tag));
        added.push(tag);
      }
    }
    setMessage(refusal);
    if (added.length === 0) return;
    commit(next);
    setAnnouncement(added.map(addedMessage).join(" "));
  };

  /** Whether `add` would refuse this text (so the input keeps it for correction). */
  const refused = (text: string) => {
    const tag = text.trim();
    return (
      taken.has(normalize(tag)) ||
      (maxTags !== undefined && tags.length >= maxTags) ||
      (maxLength !== undefined && tag.length > maxLength)
    );
  };

  const remove = (index: number) => {
    const tag = tags[index];
    if (tag === undefined) return;
    commit(tags.filter((_, position) => position !== index));
    setMessage(null);
    setAnnouncement(removedMessage(tag));
  };

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<string>({
    items,
    inputValue: query,
    // Nothing stays selected: a pick becomes a tag and the input empties.
    selectedItem: null,
    inputId: id,
    itemToString: (item) => item ?? "",
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      add([selectedItem]);
      setQuery("");
    },
    stateReducer: (_state, { type, changes }) =>
      // Leaving the input must not turn the highlighted suggestion into a tag.
      type === useCombobox.stateChangeTypes.InputBlur ? { ...changes, selectedItem: null } : changes,
  });

  const open = isOpen && (items.length > 0 || loading);
  const describedBy = [ariaDescribedBy, message ? messageId : null].filter(Boolean).join(" ") || undefined;
  const { ref: comboboxRef, ...comboboxProps } = getInputProps({
    disabled,
    placeholder,
    form,
    "aria-label": ariaLabel,
    "aria-labelledby": ariaLabelledBy,
    "aria-describedby": describedBy,
    "aria-invalid": ariaInvalid,
    "aria-required": required || undefined,
    ...inputProps,
    "aria-expanded": open,
    onKeyDown: (
      event: React.KeyboardEvent<HTMLInputElement> & { nativeEvent: { preventDownshiftDefault?: boolean } },
    ) => {
      onKeyDown?.(event);
      if (event.defaultPrevented || event.nativeEvent.isComposing) return;
      const choosing = open && highlightedIndex >= 0;
      if ((event.key === "Enter" && !choosing) || event.key === ",") {
        // Enter with text never submits the form; an empty Enter still does.
        if (event.key === "," || query.trim()) event.preventDefault();
        event.nativeEvent.preventDownshiftDefault = true;
        add([query]);
        // A refused text stays, to be corrected.
        if (!refused(query)) setQuery("");
      } else if (event.key === "Backspace" && query === "" && tags.length > 0) {
        remove(tags.length - 1);
      }
    },
    // Downshift reports input changes after rendering, too late for a controlled input.
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const text = event.target.value;
      setMessage(null);
      // A pasted "a, b, c" becomes tags, the part after the last comma stays to be typed on.
      if (text.includes(",")) {
        const parts = text.split(",");
        const rest = parts.pop() ?? "";
        add(parts);
        setQuery(rest);
        return;
      }
      setQuery(text);
    },
  });

  return (
    <div data-slot="tag-input" className="flex w-full flex-col gap-1.5">
      <div
        data-slot="tag-input-box"
        data-disabled={disabled || undefined}
        data-invalid={ariaInvalid ? "" : undefined}
        className={cn(
          "relative flex min-h-10 w-full flex-wrap items-center gap-1.5 rounded-md border border-input bg-background px-2 py-1.5 text-sm text-foreground shadow-xs transition-[color,box-shadow] focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background data-disabled:cursor-not-allowed data-disabled:bg-muted data-invalid:border-destructive data-invalid:focus-within:ring-destructive motion-reduce:transition-none",
          className,
        )}
      >
        {tags.length > 0 ? (
          <ul data-slot="tag-input-list" className="contents">
            {tags.map((tag, index) => (
              <li
                key={`${index}:${tag}`}
                data-slot="tag-input-tag"
                className="inline-flex max-w-full items-center gap-1 rounded-sm bg-secondary py-0.5 pr-0.5 pl-2 text-xs font-medium text-secondary-foreground"
              >
                <span className="truncate">{tag}</span>
                <button
                  type="button"
                  data-slot="tag-input-remove"
                  aria-label={removeLabel(tag)}
                  disabled={disabled}
                  onClick={() => {
                    remove(index);
                    // The button disappears with its tag: keep the focus in the field.
                    inputElement.current?.focus();
                  }}
                  className="inline-flex size-5 items-center justify-center rounded-sm text-muted-foreground outline-none hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50"
                >
                  <XIcon aria-hidden className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          data-slot="tag-input-input"
          autoComplete="off"
          className={cn(
            "h-7 min-w-24 flex-1 bg-transparent px-1 text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed md:text-sm",
            inputClassName,
          )}
          {...comboboxProps}
          ref={(node) => {
            inputElement.current = node;
            assignRef(comboboxRef, node);
            assignRef(ref, node);
          }}
        />
        {loading ? <Spinner size="sm" label="" className="mr-1" /> : null}
        <div
          data-slot="tag-input-content"
          className={cn(
            "absolute inset-x-0 top-full z-50 mt-1",
            open && "overflow-hidden rounded-md border border-border bg-popover text-popover-foreground shadow-md",
          )}
        >
          <ul
            {...getMenuProps(
              ariaLabelledBy ? { "aria-labelledby": ariaLabelledBy } : { "aria-label": ariaLabel ?? listLabel },
            )}
            data-slot="tag-input-suggestions"
            aria-busy={loading || undefined}
            hidden={!open || items.length === 0}
            className="max-h-60 overflow-y-auto p-1"
          >
            {items.map((item, index) => (
              <li
                key={item}
                data-slot="tag-input-suggestion"
                data-highlighted={highlightedIndex === index || undefined}
                className="cursor-default rounded-sm px-2 py-1.5 text-sm select-none data-highlighted:bg-accent data-highlighted:text-accent-foreground"
                {...getItemProps({ item, index })}
              >
                {item}
              </li>
            ))}
          </ul>
          {open && loading && items.length === 0 ? (
            <p className="px-3 py-2 text-sm text-muted-foreground">{loadingText}</p>
          ) : null}
        </div>
      </div>
      {/* Always mounted, so that a refusal is read out when its text appears. */}
      <p
        id={message ? messageId : undefined}
        data-slot="tag-input-message"
        aria-live="polite"
        className="text-sm font-medium text-destructive empty:hidden"
      >
        {message}
      </p>
      <div role="status" data-slot="tag-input-announcement" className="sr-only">
        {announcement}
      </div>
      {name !== undefined
        ? tags.map((tag, index) => (
            <input key={`${index}:${tag}`} type="hidden" name={name} value={tag} form={form} disabled={disabled} />
          ))
        : null}
    </div>
  );
}

export { TagInput };
export type { LoadSuggestions, TagInputProps };
