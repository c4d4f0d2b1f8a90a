import * as React from "react";

// The toasts' queue, apart from their look: raising a toast needs only this small module, and an
// app can load the `<Toaster />` (Radix) when it first has something to show.

type ToastColor = "primary" | "red";

/** A button shown in a toast; pressing it runs `onClick`, then closes the toast. */
interface ToastActionOptions {
  label: string;
  onClick: () => void;
  /** What screen readers announce as the way to perform the action; defaults to `label`. */
  altText?: string;
}

interface ToastOptions {
  title: string;
  description?: string;
  /** `red` for errors, `primary` (the default) for success and information. */
  color?: ToastColor;
  /** Milliseconds before the toast closes by itself (default 5000). `Infinity` keeps it until closed. */
  timeout?: number;
  actions?: ToastActionOptions[];
}

/** A toast in the queue; `id` is the creation timestamp in milliseconds, as a string. */
interface ToastNotification {
  id: string;
  title: string;
  description?: string;
  color: ToastColor;
  timeout: number;
  actions: ToastActionOptions[];
}

/** How long a toast stays, unless told otherwise (spec §9). */
const DEFAULT_TIMEOUT = 5000;

let notifications: readonly ToastNotification[] = [];
const listeners = new Set<() => void>();
let lastId = 0;

function emit(next: readonly ToastNotification[]) {
  notifications = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return notifications;
}

const serverSnapshot: readonly ToastNotification[] = [];

function getServerSnapshot() {
  return serverSnapshot;
}

// Ids stay timestamps, as the rest of the platform expects, yet two toasts raised in the same
// millisecond must not share one: the later one borrows the next free millisecond.
function nextId() {
  lastId = Math.max(Date.now(), lastId + 1);
  return String(lastId);
}

/** Shows a toast in every mounted `<Toaster />` and returns it. */
function toast({ title, description, color = "primary", timeout = DEFAULT_TIMEOUT, actions = [] }: ToastOptions) {
  const notification: ToastNotification = { id: nextId(), title, description, color, timeout, actions };
  emit([...notifications, notification]);
  return notification;
}

/** Closes the toast with this id, or every toast when called without one. */
function dismissToast(id?: string) {
  if (id === undefined) {
    if (notifications.length > 0) emit([]);
    return;
  }
  if (notifications.some((notification) => notification.id === id)) {
    emit(notifications.filter((notification) => notification.id !== id));
  }
}

/** The toasts currently shown, oldest first. */
function useToasts() {
  return React.useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

export { toast, dismissToast, useToasts };
export type { ToastOptions, ToastActionOptions, ToastNotification, ToastColor };
