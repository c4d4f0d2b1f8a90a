/** A failed Storage upload as storage-js reports it: the HTTP status, Storage's own status and code. */
export interface UploadError {
  message: string;
  status?: unknown;
  statusCode?: unknown;
  code?: unknown;
}

/**
 * What to tell the person after a failed upload: when the storage itself cannot keep files (503:
 * disk full or unavailable) or their account's storage is full (QuotaExceeded), its French
 * message, which says nothing was kept and what to do; for anything else, `otherwise`, the page's
 * own advice about the file.
 */
export function uploadFailureMessage(error: UploadError, otherwise: string) {
  return error.status === 503 || error.statusCode === "503" || error.code === "QuotaExceeded"
    ? error.message
    : otherwise;
}
