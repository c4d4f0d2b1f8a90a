import { toast } from "@fuse/ui/toast";

import { TokenError } from "../api/client.ts";

/**
 * A failed profile call as a red toast: a missing token shows its own message (spec §8), anything
 * else the call's message. Returns nothing: the caller decides what the page does next.
 */
export function notifyProfileError(error: unknown, message: string) {
  toast({ title: error instanceof TokenError ? error.message : message, color: "red" });
}

/** The primary toast of a successful profile update. */
export function notifyProfileUpdated(message: string) {
  toast({ title: message, color: "primary" });
}
