import { toast } from "@fuse/ui/toast-store";

export { notifyApiError as notifyProfileError } from "../../api/query-client.ts";

/** The primary toast of a successful profile update. */
export function notifyProfileUpdated(message: string) {
  toast({ title: message, color: "primary" });
}
