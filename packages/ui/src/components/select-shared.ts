// What Select and SearchableSelect share so that they look and read alike in one form. Internal:
// not a subpath export of its own.
import type * as React from "react";

/** The spec's text for a list without options; a default that callers override. */
const DEFAULT_EMPTY_TEXT = "No options.";

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

export { assignRefs, DEFAULT_EMPTY_TEXT, emptyClassName, nameOf, popupClassName, triggerClassName };
