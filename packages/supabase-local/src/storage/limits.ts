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
 * `type/*`; anything else, parameters included ("audio/webm;codecs=opus"), is refused, and so is a
 * declared wildcard ("image/*" names no file's type).
 */
export function isAllowedType(mimeType: string, allowed: readonly string[]) {
  const [type, subtype, ...rest] = mimeType.split("/");
  if (subtype === undefined || subtype === "*" || rest.length > 0) return false;
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split("/");
    return allowedType === type && (allowedSubtype === "*" || allowedSubtype === subtype);
  });
}

/**
 * What file-type names the bytes of each declared type it can recognise, when that is not the
 * declared type itself: it calls a WebM or MP4 file "video/…" whether or not it has pictures, an
 * M4A "audio/x-m4a", adds codecs to Ogg ("audio/ogg; codecs=opus", read as audio/ogg), and an
 * animated PNG is "image/apng".
 */
const detectedAs: Record<string, string[]> = {
  "audio/webm": ["video/webm", "video/matroska"],
  "video/webm": ["video/matroska"],
  "audio/mp4": ["video/mp4", "audio/x-m4a"],
  "audio/x-m4a": ["video/mp4", "audio/mp4"],
  "audio/ogg": ["application/ogg"],
  "audio/mp3": ["audio/mpeg"],
  "audio/x-wav": ["audio/wav"],
  "audio/wave": ["audio/wav"],
  "audio/vnd.wave": ["audio/wav"],
  "image/png": ["image/apng"],
};

/** The detections that stand for a declared type: itself, and what file-type calls it. */
function detectionsOf(declared: string) {
  return [declared, ...(detectedAs[declared] ?? [])];
}

/** The declared types a detected format stands for: itself, and those it is the container of. */
function declaredFor(detected: string) {
  return [
    detected,
    ...Object.entries(detectedAs)
      .filter(([, detections]) => detections.includes(detected))
      .map(([declared]) => declared),
  ];
}

/**
 * The bucket's type rules, as Supabase Storage applies them to the declared type, and then to the
 * bytes themselves (file-type), which Supabase Storage does not read. A declared type file-type
 * can recognise (pictures, PDF, DOCX, WebM, MP4, Ogg, MP3, WAV…) must have bytes of that kind: an
 * HTML page or a renamed executable sent as `audio/webm` or `image/png` is refused with a 415, and
 * so is an Ogg file declared as WebM. Only a declared type file-type cannot recognise (text
 * formats) takes bytes that name no known format; bytes of a known format must then be one the
 * bucket takes.
 */
export async function checkType(declared: string, bytes: Uint8Array, bucket: BucketLimits) {
  const allowed = bucket.allowed_mime_types ?? [];
  if (allowed.length === 0) return;
  if (!isAllowedType(declared, allowed)) throw invalidMimeType(declared);
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected ? (detected.mime.split(";")[0]?.trim() ?? detected.mime) : undefined;
  const expected = detectionsOf(declared);
  if (expected.some((type) => supportedMimeTypes.has(type as never))) {
    if (mime === undefined) throw invalidMimeType(`le contenu n'est pas un fichier ${declared}`);
    if (!expected.includes(mime)) throw invalidMimeType(mime);
  } else if (mime !== undefined && !declaredFor(mime).some((type) => isAllowedType(type, allowed))) {
    throw invalidMimeType(mime);
  }
}
