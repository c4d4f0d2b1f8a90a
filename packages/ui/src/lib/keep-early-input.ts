import { useComposedRefs } from "@radix-ui/react-compose-refs";
import * as React from "react";

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Tells the app what was typed in a field before the app had taken the page over. The browser sets
 * the field's value; the app's `onChange` hears nothing of it. First the tracked `value` setter says
 * the field holds what the server rendered (React compares with that), then the element's own
 * setter puts the text back, and an `input` event carries it to the app as if it was typed now.
 */
function replayTyped(element: TextField, typed: string) {
  element.value = element.defaultValue;
  const ownSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value")?.set;
  ownSetter?.call(element, typed);
  element.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * A text field of a page the server rendered takes text from the first tap, before the app has
 * hydrated the page: what is typed (or what the browser's autofill writes) meanwhile stays in the
 * field, and React keeps the field's value as it hydrates. A form would not know it, and a form
 * that sets its fields as it takes them over (react-hook-form's `register`) would even erase it:
 * so this hook reads the field once, when the app takes it over (the ref it returns runs before
 * the one it is given), and once the app has, tells it what had been typed. Returns the ref for
 * the field; on a page the browser renders alone it only forwards the given one.
 */
function useKeepEarlyInput<E extends TextField>(ref: React.Ref<E> | undefined): React.RefCallback<E> {
  const taken = React.useRef(false);
  const early = React.useRef<{ element: E; typed: string } | null>(null);
  const readOnce = React.useCallback((element: E | null) => {
    if (!element || taken.current) return;
    taken.current = true;
    // Rendered by React in the browser, a field's value is its default value: nothing was typed.
    if (element.value !== element.defaultValue) early.current = { element, typed: element.value };
  }, []);
  // After the field's own refs: the same commit as the hydration, so no key pressed comes between.
  React.useLayoutEffect(() => {
    const kept = early.current;
    early.current = null;
    if (kept?.element.isConnected) replayTyped(kept.element, kept.typed);
  }, []);
  return useComposedRefs(readOnce, ref);
}

export { useKeepEarlyInput };
