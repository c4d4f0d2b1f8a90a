import type { RealtimeChannel, SupabaseClient } from "@supabase/supabase-js";
import type { QueryKey } from "@tanstack/react-query";
import * as React from "react";

import { useServices, useSessionUser } from "./services";

/** Where a live subscription stands: joining, live, or cut off (the screen then says so). */
export type LiveStatus = "connecting" | "live" | "offline";

/** Changes of one burst (a move writes its card and its history) refresh the screen once. */
const settleMs = 50;

/**
 * What the database broadcasts to a user: a change to their cards in the hiring workflow
 * (supabase/migrations/…_workflow_broadcast.sql), their potential matches scored again by the
 * match worker (packages/api/src/matching/refresh.ts).
 */
export type LiveEvent = "workflow" | "matches";

interface Listener {
  event: LiveEvent;
  onMessage: () => void;
  /** `rejoined` after a cut: what was broadcast meanwhile was missed. */
  onStatus: (status: LiveStatus, rejoined: boolean) => void;
}

/** One user's private topic, shared by the screens that follow it (supabase-js keeps one channel per topic). */
interface UserTopic {
  channel: RealtimeChannel;
  listeners: Set<Listener>;
  status: LiveStatus;
}

const topics = new WeakMap<SupabaseClient, Map<string, UserTopic>>();

/**
 * Follows `user:<userId>`, the private topic the database broadcasts that user's changes on
 * (Realtime Broadcast: hosted Supabase and the embedded stand-in alike, joined only by that user as
 * realtime.messages' policies decide). Returns the way to stop following.
 */
async function followUser(supabase: SupabaseClient, userId: string, listener: Listener) {
  const name = `user:${userId}`;
  let byTopic = topics.get(supabase);
  if (!byTopic) topics.set(supabase, (byTopic = new Map()));
  let topic = byTopic.get(name);
  if (!topic) {
    // The channel a screen left may still be leaving: supabase-js would hand it back, unjoinable.
    const leaving = supabase.getChannels().find((channel) => channel.topic === `realtime:${name}`);
    if (leaving) await supabase.removeChannel(leaving);
    topic = byTopic.get(name);
  }
  if (!topic) {
    const listeners = new Set<Listener>();
    const channel = supabase.channel(name, { config: { private: true } });
    const shared: UserTopic = { channel, listeners, status: "connecting" };
    channel.on("broadcast", { event: "*" }, (message: { event?: string }) => {
      for (const each of listeners) if (each.event === message.event) each.onMessage();
    });
    let joined = false;
    channel.subscribe((state) => {
      if (state === "SUBSCRIBED") {
        const rejoined = joined;
        joined = true;
        shared.status = "live";
        for (const each of listeners) each.onStatus("live", rejoined);
      } else if (state === "CHANNEL_ERROR" || state === "TIMED_OUT" || state === "CLOSED") {
        shared.status = "offline";
        for (const each of listeners) each.onStatus("offline", false);
      }
    });
    byTopic.set(name, (topic = shared));
  }
  const followed = topic;
  followed.listeners.add(listener);
  if (followed.status !== "connecting") listener.onStatus(followed.status, false);
  return () => {
    followed.listeners.delete(listener);
    if (followed.listeners.size > 0 || byTopic.get(name) !== followed) return;
    byTopic.delete(name);
    void supabase.removeChannel(followed.channel);
  };
}

/**
 * Keeps the queries under `queryKey` up to date with what the database broadcasts to the signed-in
 * user about `event` (their applications' or their offers' cards): each message says only that
 * something changed, and marks the queries stale, so they read again through the API under the
 * usual rules. Answers the subscription's status for the screen to show.
 */
export function useLiveQueries(event: LiveEvent, queryKey: QueryKey): LiveStatus {
  // Live updates wait for the first screen: its script and requests come first.
  const { authAfterFirstScreen: auth, queryClient } = useServices();
  const userId = useSessionUser()?.id ?? null;
  const [status, setStatus] = React.useState<LiveStatus>("connecting");
  const keyText = JSON.stringify(queryKey);

  React.useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stop: (() => void) | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: JSON.parse(keyText) as QueryKey });
      }, settleMs);
    };
    void auth()
      .then(async ({ supabase }) => {
        if (cancelled) return;
        const unfollow = await followUser(supabase, userId, {
          event,
          onMessage: refresh,
          onStatus: (next, rejoined) => {
            if (cancelled) return;
            if (rejoined) refresh();
            setStatus(next);
          },
        });
        if (cancelled) unfollow();
        else stop = unfollow;
      })
      .catch(() => {
        if (!cancelled) setStatus("offline");
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stop?.();
    };
  }, [auth, queryClient, userId, event, keyText]);

  return status;
}
