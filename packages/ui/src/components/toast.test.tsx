import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { dismissToast, toast, Toaster, type ToastOptions } from "./toast";

// rAF stays real: Radix waits a frame before filling the screen-reader announcement.
const fakeClock = () => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });

/** Runs work inside React's act, so the page is up to date when it returns. */
async function settle(work: () => unknown) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {
      await work();
    });
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

const advance = (ms: number) => settle(() => vi.advanceTimersByTimeAsync(ms));

async function show(options: ToastOptions) {
  let notification: ReturnType<typeof toast> | undefined;
  await settle(() => {
    notification = toast(options);
  });
  return notification!;
}

const toastItem = (name: string) => page.getByRole("listitem").filter({ hasText: name });
// Read the page once, right now: a polling matcher would move the fake clock on while it retries.
const isShown = (name: string) => toastItem(name).query() !== null;

describe("Toast", () => {
  beforeEach(() => {
    fakeClock();
  });

  afterEach(async () => {
    await settle(() => dismissToast());
    vi.useRealTimers();
  });

  it("shows in a labelled notification region and closes after 5000 ms by default", async () => {
    await render(<Toaster />);
    await show({ title: "Profil mis à jour avec succès" });

    await expect.element(page.getByRole("region", { name: "Notifications (F8)" })).toBeInTheDocument();
    await expect.element(toastItem("Profil mis à jour avec succès")).toBeVisible();

    await advance(4999);
    expect(isShown("Profil mis à jour avec succès")).toBe(true);
    await advance(1);
    expect(isShown("Profil mis à jour avec succès")).toBe(false);
  });

  it("honours a custom timeout", async () => {
    await render(<Toaster />);
    const notification = await show({ title: "Saved", timeout: 1500 });
    expect(notification.timeout).toBe(1500);

    await advance(1499);
    expect(isShown("Saved")).toBe(true);
    await advance(1);
    expect(isShown("Saved")).toBe(false);
  });

  it("stays until closed when the timeout is Infinity", async () => {
    await render(<Toaster />);
    await show({ title: "Connexion perdue", color: "red", timeout: Infinity });
    await advance(60_000);
    expect(isShown("Connexion perdue")).toBe(true);
  });

  it("pauses while hovered and resumes for the remaining time, not a fresh timeout", async () => {
    await render(<Toaster />);
    const createdAt = Date.now();
    await show({ title: "Candidature envoyée" });
    const item = toastItem("Candidature envoyée");

    await advance(3000);
    // Vitest moves fake clocks on while a pointer action is under way, so the instant the
    // pointer arrived (and left) is only known to lie between the clock before and after it.
    const hoverStart = Date.now();
    await userEvent.hover(item);
    const hoverEnd = Date.now();
    await advance(10_000);
    expect(isShown("Candidature envoyée")).toBe(true);

    const leaveStart = Date.now();
    await userEvent.unhover(item);
    const leaveEnd = Date.now();
    const leastRemaining = 5000 - (hoverEnd - createdAt);
    const mostRemaining = 5000 - (hoverStart - createdAt);
    // About 2000 ms were left; a timer restarted on leave would run 5000 ms again.
    expect(mostRemaining).toBeLessThanOrEqual(2000);
    expect(leaveEnd + mostRemaining).toBeLessThan(leaveStart + 5000);

    await advance(leaveStart + leastRemaining - 1 - Date.now());
    expect(isShown("Candidature envoyée")).toBe(true);
    await advance(leaveEnd + mostRemaining - Date.now());
    expect(isShown("Candidature envoyée")).toBe(false);
  });

  it("closes with its close button, whose name can be changed", async () => {
    await render(<Toaster closeLabel="Close" />);
    await show({ title: "Draft saved", timeout: Infinity });
    const item = toastItem("Draft saved");

    await userEvent.click(item.getByRole("button", { name: "Close" }));
    await expect.element(item).not.toBeInTheDocument();
  });

  it("lets the region's name be changed", async () => {
    await render(<Toaster label="Alerts ({hotkey})" />);
    await show({ title: "Saved" });
    await expect.element(page.getByRole("region", { name: "Alerts (F8)" })).toBeInTheDocument();
  });

  it("names the close button « Fermer » by default", async () => {
    await render(<Toaster />);
    await show({ title: "Brouillon enregistré" });
    await expect.element(toastItem("Brouillon enregistré").getByRole("button", { name: "Fermer" })).toBeVisible();
  });

  it("runs an action and then closes", async () => {
    const onClick = vi.fn();
    await render(<Toaster />);
    await show({ title: "Offre archivée", timeout: Infinity, actions: [{ label: "Annuler", onClick }] });
    const item = toastItem("Offre archivée");

    await userEvent.click(item.getByRole("button", { name: "Annuler" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    await expect.element(item).not.toBeInTheDocument();
  });

  it("stacks several toasts, oldest first, and closes them one by one", async () => {
    await render(<Toaster />);
    await show({ title: "Premier" });
    await advance(1000);
    await show({ title: "Deuxième" });
    await show({ title: "Troisième", color: "red" });

    const items = page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");
    await expect.element(items.nth(2)).toBeVisible();
    expect(items.elements().map((element) => element.querySelector("[data-slot=toast-title]")?.textContent)).toEqual([
      "Premier",
      "Deuxième",
      "Troisième",
    ]);
    const [first, second] = items.elements().map((element) => element.getBoundingClientRect());
    expect(first!.bottom).toBeLessThanOrEqual(second!.top);

    // The first toast was raised 1000 ms earlier, so it leaves first.
    await advance(4000);
    expect(isShown("Premier")).toBe(false);
    expect(isShown("Deuxième")).toBe(true);
    expect(isShown("Troisième")).toBe(true);
  });

  it("returns the notification, with a timestamp id unique even within one millisecond", async () => {
    // Ids never go backwards, so the clock jumps past any earlier toast's.
    vi.setSystemTime(Date.now() + 86_400_000);
    const now = Date.now();
    const first = await show({ title: "Un" });
    const second = await show({ title: "Deux", description: "Détails", color: "red" });

    expect(first).toEqual({
      id: String(now),
      title: "Un",
      description: undefined,
      color: "primary",
      timeout: 5000,
      actions: [],
    });
    expect(second.id).toMatch(/^\d+$/);
    expect(second.id).not.toBe(first.id);
    expect(Number(second.id)).toBeGreaterThan(Number(first.id));
    expect(second.color).toBe("red");
  });

  it("dismisses a toast by id", async () => {
    await render(<Toaster />);
    const kept = await show({ title: "Gardé" });
    const dropped = await show({ title: "Retiré" });
    await settle(() => dismissToast(dropped.id));

    expect(isShown("Retiré")).toBe(false);
    expect(isShown(kept.title)).toBe(true);
  });

  it("announces errors assertively and confirmations politely", async () => {
    await render(<Toaster />);
    await show({ title: "Erreur lors de la mise à jour du profil", color: "red" });
    const urgent = page.getByRole("status").filter({ hasText: "Erreur lors de la mise à jour du profil" });
    await expect.element(urgent).toHaveAttribute("aria-live", "assertive");
    await expect.element(urgent).toMatchTextContent(/^Notification Erreur lors de la mise à jour du profil/);

    await show({ title: "Profil mis à jour avec succès" });
    const polite = page.getByRole("status").filter({ hasText: "Profil mis à jour avec succès" });
    await expect.element(polite).toHaveAttribute("aria-live", "polite");
  });

  it("paints errors in the destructive colour and confirmations in the primary colour", async () => {
    await render(<Toaster />);
    await show({ title: "Échec", color: "red" });
    await show({ title: "Succès" });

    const background = (name: string) => getComputedStyle(toastItem(name).element()).backgroundColor;
    expect(background("Échec")).toBe("rgb(185, 28, 28)");
    expect(background("Succès")).toBe("rgb(109, 40, 217)");
  });
});
