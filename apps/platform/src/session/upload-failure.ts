/** A failed Storage upload as storage-js reports it: the HTTP status, and Storage's own status. */
export interface UploadError {
  message: string;
  status?: unknown;
  statusCode?: unknown;
}

/**
 * What to tell the person after a failed upload: when the storage itself cannot keep files (503:
 * disk full or unavailable), its French message, which says nothing was kept and when to retry;
 * for anything else, `otherwise`, the page's own advice about the file.
 */
export function uploadFailureMessage(error: UploadError, otherwise: string) {
  return error.status === 503 || error.statusCode === "503" ? error.message : otherwise;
}
