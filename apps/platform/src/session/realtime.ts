import type { RealtimeChannel } from "@supabase/supabase-js";
import type { QueryKey } from "@tanstack/react-query";
import * as React from "react";

import { useServices } from "./services";

/** Where a live subscription stands: joining, live, or cut off (the screen then says so). */
export type LiveStatus = "connecting" | "live" | "offline";

/** Changes of one burst (a move writes its card and its history) refresh the screen once. */
const settleMs = 50;

/**
 * Keeps the queries under `queryKey` up to date with the rows of `tables` (schema public) through
 * Supabase Realtime's `postgres_changes`: each change the caller may read (row-level security
 * decides, on the hosted service as on the embedded stand-in) marks them stale, so they refetch
 * through the API. Answers the subscription's status for the screen to show.
 */
export function useLiveQueries(name: string, tables: readonly string[], queryKey: QueryKey): LiveStatus {
  const { auth, queryClient } = useServices();
  const [status, setStatus] = React.useState<LiveStatus>("connecting");
  const tablesKey = tables.join(",");
  const keyText = JSON.stringify(queryKey);

  React.useEffect(() => {
    let cancelled = false;
    let channel: RealtimeChannel | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let remove: (() => void) | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: JSON.parse(keyText) as QueryKey });
      }, settleMs);
    };
    void auth()
      .then(({ supabase }) => {
        if (cancelled) return;
        // A topic of its own per screen instance: two tabs of one user are two subscribers.
        channel = supabase.channel(`${name}:${crypto.randomUUID()}`);
        for (const table of tablesKey.split(",")) {
          channel.on("postgres_changes", { event: "*", schema: "public", table }, refresh);
        }
        let joined = false;
        channel.subscribe((state) => {
          if (cancelled) return;
          if (state === "SUBSCRIBED") {
            // Joined again after a cut: what changed meanwhile was missed.
            if (joined) refresh();
            joined = true;
            setStatus("live");
          } else if (state === "CHANNEL_ERROR" || state === "TIMED_OUT" || state === "CLOSED") {
            setStatus("offline");
          }
        });
        const subscribed = channel;
        remove = () => void supabase.removeChannel(subscribed);
      })
      .catch(() => {
        if (!cancelled) setStatus("offline");
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      remove?.();
    };
  }, [auth, queryClient, name, tablesKey, keyText]);

  return status;
}
