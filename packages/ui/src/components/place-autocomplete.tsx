import { useCombobox } from "downshift";
import { MapPinIcon } from "lucide-react";
import * as React from "react";

import { useKeepEarlyInput } from "../lib/keep-early-input";
import { cn } from "../lib/utils";
import type { AddressSuggestion, CitySuggestion, PlacesProvider, PlacesRequestOptions } from "../places/types";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "./field";
import { Input } from "./input";
import { Spinner } from "./spinner";

const DEFAULT_LOADING_TEXT = "Recherche…";
const DEFAULT_EMPTY_TEXT = "Aucun résultat";
const DEFAULT_UNAVAILABLE_TEXT = "Recherche de lieux indisponible pour le moment. Réessayez dans un instant.";
const DEFAULT_LIST_LABEL = "Suggestions";

type PlaceAutocompleteProps<T> = Omit<
  React.ComponentProps<"input">,
  "value" | "defaultValue" | "onChange" | "onSelect" | "children" | "type"
> & {
  /** Where suggestions come from: `@fuse/ui/places-google` or your own. */
  provider: PlacesProvider;
  /** Called with the suggestion the user picks. */
  onSelect?: (suggestion: T) => void;
  /** The input's text, when you control it (with `onValueChange`). */
  value?: string;
  /** The input's initial text, when you do not control it. */
  defaultValue?: string;
  /** Called on every change of the text: typing, or a suggestion picked. */
  onValueChange?: (value: string) => void;
  /** Milliseconds of quiet typing before a lookup (default 250). */
  debounce?: number;
  /** Characters needed (spaces aside) before a lookup: 3 for addresses, 2 for cities by default. */
  minLength?: number;
  /** Shown while a lookup is under way. */
  loadingText?: string;
  /** Shown when a lookup finds nothing. */
  emptyText?: string;
  /**
   * Shown when the search could not be made (the provider rejected). The input stays valid: the next
   * keystroke asks again, and so does coming back to the field (focus, or a click on it).
   */
  unavailableText?: string;
  /**
   * Called when a lookup could not be made (the provider rejected), e.g. to offer another way to
   * enter the place (`useAddressEntry`).
   */
  onUnavailable?: (error: unknown) => void;
  /** Accessible name of the list when the input is not named with `aria-labelledby`. */
  listLabel?: string;
  /** Classes for the input; `className` goes to the wrapper. */
  inputClassName?: string;
};

type SearchPlaces<T> = (provider: PlacesProvider, input: string, options: PlacesRequestOptions) => Promise<T[]>;

type Status = "idle" | "loading" | "done" | "error";

function assignRef<T>(ref: React.Ref<T> | undefined, node: T | null) {
  if (typeof ref === "function") ref(node);
  else if (ref) ref.current = node;
}

/** Splits "Lyon (69), Auvergne-Rhône-Alpes, France" into the place and its context. */
function splitDescription(description: string) {
  const comma = description.indexOf(", ");
  return comma === -1 ? [description, ""] : [description.slice(0, comma), description.slice(comma + 2)];
}

function PlaceCombobox<T extends { description: string }>({
  slot,
  search,
  provider,
  onSelect,
  value,
  defaultValue = "",
  onValueChange,
  onUnavailable,
  debounce = 250,
  minLength = 2,
  loadingText = DEFAULT_LOADING_TEXT,
  emptyText = DEFAULT_EMPTY_TEXT,
  unavailableText = DEFAULT_UNAVAILABLE_TEXT,
  listLabel = DEFAULT_LIST_LABEL,
  className,
  inputClassName,
  id,
  ref,
  disabled,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  ...inputProps
}: PlaceAutocompleteProps<T> & { slot: string; search: SearchPlaces<T> }) {
  const [ownValue, setOwnValue] = React.useState(defaultValue);
  const inputValue = value ?? ownValue;
  const [items, setItems] = React.useState<T[]>([]);
  const [status, setStatus] = React.useState<Status>("idle");

  const latest = React.useRef({ provider, search, onSelect, onValueChange, onUnavailable, debounce, minLength });
  React.useEffect(() => {
    latest.current = { provider, search, onSelect, onValueChange, onUnavailable, debounce, minLength };
  });
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = React.useRef<AbortController>(undefined);

  const cancel = React.useCallback(() => {
    clearTimeout(timer.current);
    pending.current?.abort();
    pending.current = undefined;
  }, []);
  React.useEffect(() => cancel, [cancel]);

  const lookUp = React.useCallback(async (text: string) => {
    const controller = new AbortController();
    pending.current = controller;
    const { provider, search } = latest.current;
    let found: T[] = [];
    let failure: { error: unknown } | undefined;
    try {
      const answer = await search(provider, text, { signal: controller.signal });
      found = Array.isArray(answer) ? answer : [];
    } catch (error) {
      // The search could not be made: the field says so instead of "no result".
      failure = { error };
      if (!controller.signal.aborted) console.error("Place autocomplete: the lookup failed", error);
    }
    // A newer keystroke (or unmounting) made this answer stale.
    if (controller.signal.aborted) return;
    pending.current = undefined;
    setItems(found);
    setStatus(failure ? "error" : "done");
    if (failure) latest.current.onUnavailable?.(failure.error);
  }, []);

  const scheduleLookUp = React.useCallback(
    (text: string) => {
      cancel();
      if (text.trim().length < latest.current.minLength) {
        setItems([]);
        setStatus("idle");
        return;
      }
      setStatus("loading");
      timer.current = setTimeout(() => void lookUp(text), latest.current.debounce);
    },
    [cancel, lookUp],
  );

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, openMenu } = useCombobox<T>({
    items,
    inputValue,
    inputId: id,
    itemToString: (item) => item?.description ?? "",
    itemToKey: (item) => item?.description,
    // Downshift reports changes after rendering, too late for a controlled input (keystrokes would
    // be lost): typing goes through the input's onChange, the rest (a pick, Escape) through here.
    onInputValueChange: ({ inputValue: next = "", type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) return;
      if (value === undefined) setOwnValue(next);
      latest.current.onValueChange?.(next);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      cancel();
      setStatus("done");
      latest.current.onSelect?.(selectedItem);
    },
  });

  const loading = status === "loading";
  const empty = status === "done" && items.length === 0;
  const unavailable = status === "error";
  const open = isOpen && (items.length > 0 || loading || empty || unavailable);
  const message = !open ? "" : loading ? loadingText : empty ? emptyText : unavailable ? unavailableText : "";

  // After a failed search, coming back to the field asks again. A click on it shows the new answer
  // rather than closing the message (downshift's default toggles the list).
  const retry = (event: React.SyntheticEvent & { preventDownshiftDefault?: boolean }) => {
    if (!unavailable) return;
    if (event.type === "click") {
      event.preventDownshiftDefault = true;
      openMenu();
    }
    scheduleLookUp(inputValue);
  };
  const { ref: comboboxRef, ...comboboxInputProps } = getInputProps({
    disabled,
    // Named by the caller (a <label for>, aria-label or aria-labelledby), never by an id downshift invents.
    "aria-label": ariaLabel,
    "aria-labelledby": ariaLabelledBy,
    ...inputProps,
    // Expanded only when the popup shows something (downshift opens on any keystroke).
    "aria-expanded": open,
  });

  // The caller's ref (FieldControl's, say) gets the input too; what was typed before the page was
  // hydrated reaches the combobox once it is (`useKeepEarlyInput`).
  const keepEarlyInput = useKeepEarlyInput<HTMLInputElement>((node) => {
    assignRef(comboboxRef, node);
    assignRef(ref, node);
  });

  return (
    <div data-slot={slot} data-state={open ? "open" : "closed"} className={cn("relative w-full", className)}>
      <input
        data-slot={`${slot}-input`}
        className={cn(
          "flex h-10 w-full min-w-0 rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base text-foreground shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive motion-reduce:transition-none md:text-sm",
          inputClassName,
        )}
        {...comboboxInputProps}
        onChange={(event) => {
          const next = event.target.value;
          if (value === undefined) setOwnValue(next);
          onValueChange?.(next);
          scheduleLookUp(next);
          comboboxInputProps.onChange?.(event);
        }}
        onFocus={(event) => {
          comboboxInputProps.onFocus?.(event);
          retry(event);
        }}
        onClick={(event) => {
          retry(event);
          comboboxInputProps.onClick?.(event);
        }}
        ref={keepEarlyInput}
      />
      <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground">
        {loading ? <Spinner size="sm" label="" /> : <MapPinIcon aria-hidden className="size-4" />}
      </span>
      <div
        data-slot={`${slot}-content`}
        className={cn(
          "absolute inset-x-0 top-full z-50 mt-1",
          open && "overflow-hidden rounded-md border border-border bg-popover text-popover-foreground shadow-md",
        )}
      >
        <ul
          {...getMenuProps(
            ariaLabelledBy ? { "aria-labelledby": ariaLabelledBy } : { "aria-label": ariaLabel ?? listLabel },
          )}
          data-slot={`${slot}-list`}
          aria-busy={loading || undefined}
          hidden={!open || items.length === 0}
          className="max-h-60 overflow-y-auto p-1"
        >
          {items.map((item, index) => {
            const [place, context] = splitDescription(item.description);
            return (
              <li
                key={`${index}-${item.description}`}
                data-slot={`${slot}-item`}
                data-highlighted={highlightedIndex === index || undefined}
                className="flex cursor-default items-start gap-2 rounded-sm px-2 py-1.5 text-sm select-none data-highlighted:bg-accent data-highlighted:text-accent-foreground"
                {...getItemProps({ item, index })}
              >
                <MapPinIcon aria-hidden className="mt-0.5 size-4 shrink-0 opacity-70" />
                <span className="min-w-0">
                  <span className="font-medium">{place}</span>
                  {context ? <span>, {context}</span> : null}
                </span>
              </li>
            );
          })}
        </ul>
        {/* Always mounted, so screen readers announce the text when it appears. */}
        <div
          role="status"
          data-slot={`${slot}-status`}
          className={cn(message && "px-3 py-2 text-sm text-muted-foreground")}
        >
          {message}
        </div>
      </div>
    </div>
  );
}

type AddressAutocompleteProps = PlaceAutocompleteProps<AddressSuggestion>;
type CityAutocompleteProps = PlaceAutocompleteProps<CitySuggestion>;

const searchAddresses: SearchPlaces<AddressSuggestion> = (provider, input, options) =>
  provider.suggestAddresses(input, options);
const searchCities: SearchPlaces<CitySuggestion> = (provider, input, options) => provider.suggestCities(input, options);
const searchCommunes: SearchPlaces<AddressSuggestion> = (provider, input, options) =>
  provider.suggestCommunes ? provider.suggestCommunes(input, options) : provider.suggestAddresses(input, options);

/** A combobox suggesting postal addresses as the user types; `onSelect` receives the address. */
function AddressAutocomplete({ minLength = 3, ...props }: AddressAutocompleteProps) {
  return <PlaceCombobox slot="address-autocomplete" search={searchAddresses} minLength={minLength} {...props} />;
}

/** A combobox suggesting cities as the user types; `onSelect` receives the city. */
function CityAutocomplete({ minLength = 2, ...props }: CityAutocompleteProps) {
  return <PlaceCombobox slot="city-autocomplete" search={searchCities} minLength={minLength} {...props} />;
}

/** How an address is entered: one address search, or a commune chosen and its street typed beside. */
type AddressEntryMode = "address" | "commune-street";

/**
 * Which way of entering an address a provider allows: `"address"` (one autocomplete) when it
 * suggests streets, `"commune-street"` when it knows none, and from the moment its address search
 * could not be made (`onUnavailable`, for `AddressAutocomplete`): then `unavailable` is true, so that
 * the form can say why the street is now typed.
 */
function useAddressEntry(provider: PlacesProvider) {
  const [unavailable, setUnavailable] = React.useState(false);
  const onUnavailable = React.useCallback(() => setUnavailable(true), []);
  const mode: AddressEntryMode = provider.suggestsStreets === false || unavailable ? "commune-street" : "address";
  return { mode, unavailable: unavailable && provider.suggestsStreets !== false, onUnavailable };
}

type CommuneStreetInputProps = Omit<
  React.ComponentProps<"input">,
  "id" | "value" | "defaultValue" | "onChange" | "children" | "type" | "required"
> & { [data: `data-${string}`]: string | undefined };

type CommuneStreetFieldsProps = Omit<React.ComponentProps<"fieldset">, "children" | "onSelect"> & {
  /** Where communes come from: the provider's `suggestCommunes`, else its `suggestAddresses`. */
  provider: PlacesProvider;
  /** Names the pair, e.g. « Adresse de l'entreprise ». */
  legend: React.ReactNode;
  /** Said under the legend, e.g. why the street is typed rather than suggested. */
  notice?: React.ReactNode;
  /** A commune must be chosen (marks the commune field required). */
  required?: boolean;
  /** The street must be typed (marks the street field required). */
  streetRequired?: boolean;
  /** The commune field's text. */
  communeValue: string;
  onCommuneValueChange: (value: string) => void;
  /** Called with the commune picked: an address without a street, with its postal code and point. */
  onCommuneSelect: (commune: AddressSuggestion) => void;
  /** The street as typed. */
  streetValue: string;
  onStreetValueChange: (value: string) => void;
  communeLabel?: React.ReactNode;
  streetLabel?: React.ReactNode;
  communeDescription?: React.ReactNode;
  streetDescription?: React.ReactNode;
  communeError?: React.ReactNode;
  streetError?: React.ReactNode;
  /** Extra props for the commune's input (placeholder, `onBlur`, data attributes…). */
  communeInputProps?: CommuneStreetInputProps;
  /** Extra props for the street's input. */
  streetInputProps?: CommuneStreetInputProps;
  /** Texts of the commune's suggestion list (see `AddressAutocomplete`). */
  listLabel?: string;
  loadingText?: string;
  emptyText?: string;
  unavailableText?: string;
  debounce?: number;
};

/**
 * An address entered as a commune chosen among suggestions (with its postal code) and a street
 * typed as text beside it: for providers that know no streets, so that no street is ever invented.
 * The street is kept as typed; the commune brings the postal code, the town and the position.
 */
function CommuneStreetFields({
  provider,
  legend,
  notice,
  required = false,
  streetRequired = false,
  communeValue,
  onCommuneValueChange,
  onCommuneSelect,
  streetValue,
  onStreetValueChange,
  communeLabel = "Commune",
  streetLabel = "Numéro et voie",
  communeDescription,
  streetDescription,
  communeError,
  streetError,
  communeInputProps,
  streetInputProps,
  listLabel = "Communes suggérées",
  loadingText,
  emptyText = "Aucune commune trouvée",
  unavailableText,
  debounce,
  className,
  ...props
}: CommuneStreetFieldsProps) {
  const noticeId = React.useId();
  return (
    <fieldset
      data-slot="commune-street-fields"
      aria-describedby={notice ? noticeId : undefined}
      className={cn("flex min-w-0 flex-col gap-3", className)}
      {...props}
    >
      <legend className="mb-2 flex gap-1 text-sm leading-none font-medium text-foreground">
        {legend}
        {required ? (
          <span aria-hidden className="text-destructive">
            *
          </span>
        ) : null}
      </legend>
      {notice ? (
        <p id={noticeId} data-slot="commune-street-fields-notice" className="-mt-1 text-sm text-muted-foreground">
          {notice}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-[2fr_3fr]">
        <Field data-slot="commune-street-fields-commune" required={required} invalid={Boolean(communeError)}>
          <FieldLabel>{communeLabel}</FieldLabel>
          <FieldControl>
            <PlaceCombobox<AddressSuggestion>
              slot="commune-autocomplete"
              search={searchCommunes}
              provider={provider}
              minLength={2}
              listLabel={listLabel}
              loadingText={loadingText}
              emptyText={emptyText}
              unavailableText={unavailableText}
              debounce={debounce}
              {...communeInputProps}
              value={communeValue}
              onValueChange={onCommuneValueChange}
              onSelect={onCommuneSelect}
            />
          </FieldControl>
          {communeDescription ? <FieldDescription>{communeDescription}</FieldDescription> : null}
          <FieldError>{communeError}</FieldError>
        </Field>
        <Field data-slot="commune-street-fields-street" required={streetRequired} invalid={Boolean(streetError)}>
          <FieldLabel>{streetLabel}</FieldLabel>
          <FieldControl>
            <Input
              autoComplete="address-line1"
              maxLength={200}
              {...streetInputProps}
              value={streetValue}
              onChange={(event) => onStreetValueChange(event.target.value)}
            />
          </FieldControl>
          {streetDescription ? <FieldDescription>{streetDescription}</FieldDescription> : null}
          <FieldError>{streetError}</FieldError>
        </Field>
      </div>
    </fieldset>
  );
}

export { AddressAutocomplete, CityAutocomplete, CommuneStreetFields, useAddressEntry };
export type { AddressAutocompleteProps, AddressEntryMode, CityAutocompleteProps, CommuneStreetFieldsProps };
