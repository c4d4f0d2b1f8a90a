/**
 * What a visitor does when they are about to use the page rather than read it: touch or press
 * anywhere, move the mouse, scroll, press a key, move the focus, or click (a screen reader in
 * browse mode activates a button with a click alone, without pointer or key events). A finger that
 * starts a scroll counts, so on a phone the app is usually there before the first tap ends.
 */
const intentEvents = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "wheel",
  "scroll",
  "keydown",
  "focusin",
  "click",
] as const;

/**
 * Resolves at the visitor's first sign of intent on the page (see `intentEvents`), once; at once
 * when a sign came before this listened: the focus already in a field or a link, the page already
 * scrolled.
 */
export function firstIntent(target: Window = window): Promise<void> {
  const { activeElement, body, documentElement } = target.document;
  const focused = activeElement !== null && activeElement !== body && activeElement !== documentElement;
  if (focused || target.scrollY > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const listening = new AbortController();
    const done = () => {
      listening.abort();
      resolve();
    };
    for (const type of intentEvents) {
      target.addEventListener(type, done, { capture: true, passive: true, signal: listening.signal });
    }
  });
}
