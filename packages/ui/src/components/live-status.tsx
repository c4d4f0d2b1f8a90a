import type * as React from "react";

import { cn } from "../lib/utils";

type LiveState = "connecting" | "live" | "offline";

type LiveStatusProps = Omit<React.ComponentProps<"p">, "children"> & {
  state: LiveState;
  /** The words for each state; French defaults. */
  labels?: Partial<Record<LiveState, string>>;
};

const defaultLabels: Record<LiveState, string> = {
  connecting: "Connexion au suivi en direct…",
  live: "Mis à jour en direct",
  offline: "Suivi en direct interrompu : rechargez la page pour voir les derniers changements.",
};

/**
 * Says whether a screen follows changes live: a dot and a short text, announced politely when it
 * changes (a cut connection matters; its return too). The dot is decoration: the text carries it.
 */
function LiveStatus({ state, labels, className, ...props }: LiveStatusProps) {
  const text = { ...defaultLabels, ...labels }[state];
  return (
    <p
      data-slot="live-status"
      data-state={state}
      role="status"
      className={cn(
        "inline-flex items-center gap-2 text-sm",
        state === "offline" ? "text-destructive" : "text-muted-foreground",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          "size-2 shrink-0 rounded-full",
          state === "live" && "bg-primary motion-safe:animate-pulse",
          state === "connecting" && "bg-muted-foreground/60",
          state === "offline" && "bg-destructive",
        )}
      />
      {text}
    </p>
  );
}

export { LiveStatus };
export type { LiveStatusProps, LiveState };
