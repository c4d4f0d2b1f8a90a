import { fileTypeFromBuffer, supportedMimeTypes } from "file-type";

import { entityTooLarge, invalidMimeType } from "./errors.ts";

/** What a bucket allows: bytes (null: the server's limit) and types (null or empty: any). */
export interface BucketLimits {
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

/** The most bytes one file may have in this bucket: its own limit, within the server's. */
export function maxFileBytes(bucket: BucketLimits, serverLimit: number) {
  const own = bucket.file_size_limit === null ? Number.POSITIVE_INFINITY : Number(bucket.file_size_limit);
  return Math.min(own, serverLimit);
}

export function checkSize(size: number, limit: number) {
  if (size > limit) throw entityTooLarge(limit);
}

/**
 * Supabase Storage's check of a declared type against a bucket's list: `type/subtype` exactly, or
 * `type/*`; anything else, parameters included ("audio/webm;codecs=opus"), is refused.
 */
export function isAllowedType(mimeType: string, allowed: readonly string[]) {
  const [type, subtype, ...rest] = mimeType.split("/");
  if (subtype === undefined || rest.length > 0) return false;
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split("/");
    return allowedType === type && (allowedSubtype === "*" || allowedSubtype === subtype);
  });
}

/**
 * The types a detected container also stands for: file-type names a WebM or MP4 file "video/…"
 * whether or not it has pictures, M4A "audio/x-m4a", and adds codecs to Ogg.
 */
const sameContainer: Record<string, string[]> = {
  "video/webm": ["audio/webm"],
  "video/mp4": ["audio/mp4"],
  "audio/x-m4a": ["audio/mp4"],
  "audio/wav": ["audio/x-wav", "audio/wave", "audio/vnd.wave"],
  "audio/mpeg": ["audio/mp3"],
};

/**
 * The bucket's type rules, as Supabase Storage applies them to the declared type, and then to the
 * bytes themselves (file-type): a renamed executable or an HTML page sent as `image/png` is refused
 * with a 415. A file whose bytes name no known format passes only if the declared type is not one
 * that file-type recognises (text formats); bytes that do not match a recognisable declared type
 * are refused.
 */
export async function checkType(declared: string, bytes: Uint8Array, bucket: BucketLimits) {
  const allowed = bucket.allowed_mime_types ?? [];
  if (allowed.length === 0) return;
  if (!isAllowedType(declared, allowed)) throw invalidMimeType(declared);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    const mime = detected.mime.split(";")[0]?.trim() ?? detected.mime;
    const candidates = [mime, ...(sameContainer[mime] ?? [])];
    if (!candidates.some((candidate) => isAllowedType(candidate, allowed))) throw invalidMimeType(mime);
  } else if (supportedMimeTypes.has(declared as never)) {
    throw invalidMimeType(`le contenu n'est pas un fichier ${declared}`);
  }
}
