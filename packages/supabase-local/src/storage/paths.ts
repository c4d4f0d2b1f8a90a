import { invalidBucketName, invalidKey } from "./errors.ts";

/** Supabase Storage's characters for object names (ASCII letters, digits and a few marks). */
const keyCharacters = /^[\w/!\-.*'() &$@=;:+,?]*$/;
/** And for bucket names (no slash). */
const bucketCharacters = /^[\w!\-.*'() &$@=;:+,?]*$/;

/** Longest object name, in characters, as Supabase's; one folder or file name fits a file system's 255 bytes. */
export const maxKeyLength = 1024;
const maxSegmentLength = 255;
const maxBucketLength = 100;

/**
 * An object name as the stand-in accepts it: Supabase's characters (which leave out backslashes,
 * NUL and every control character), no empty, `.` or `..` segment (so no absolute path, no `//`,
 * nothing that climbs out of its bucket), at most 1024 characters and 255 per segment. Throws a
 * 400 InvalidKey otherwise.
 */
export function checkKey(name: string): string {
  if (name.length === 0) throw invalidKey("nom vide");
  if (name.length > maxKeyLength) throw invalidKey(`${maxKeyLength} caractères au plus`);
  if (!keyCharacters.test(name)) throw invalidKey("caractères non autorisés");
  for (const segment of name.split("/")) {
    if (segment === "") throw invalidKey("dossier vide ou chemin absolu");
    if (segment === "." || segment === "..") throw invalidKey("« . » et « .. » ne sont pas des noms");
    if (segment.length > maxSegmentLength) throw invalidKey(`${maxSegmentLength} caractères au plus par dossier`);
  }
  return name;
}

/** A bucket id: Supabase's characters, no slash, not `.` or `..`, 100 characters at most. */
export function checkBucketId(id: string): string {
  if (id.length === 0 || id.length > maxBucketLength) throw invalidBucketName(`1 à ${maxBucketLength} caractères`);
  if (!bucketCharacters.test(id) || id === "." || id === "..") throw invalidBucketName("caractères non autorisés");
  return id;
}

/**
 * The part of a request path after `prefix` (e.g. "/object/"), percent-decoded, split into its
 * bucket and object name. Undefined when the path does not start with the prefix.
 */
export function splitObjectPath(pathname: string, prefix: string): { bucket: string; name: string } | undefined {
  if (!pathname.startsWith(prefix)) return undefined;
  const rest = decodePath(pathname.slice(prefix.length));
  const slash = rest.indexOf("/");
  if (slash < 0) return { bucket: checkBucketId(rest), name: "" };
  return { bucket: checkBucketId(rest.slice(0, slash)), name: rest.slice(slash + 1) };
}

export function decodePath(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    throw invalidKey("encodage invalide");
  }
}

/**
 * Whether a request's path, as the client wrote it, has a `.` or `..` segment (also written
 * `%2e`). URL parsing resolves them before routing, so `a/../b` would quietly become `b`; the
 * stand-in refuses such a path instead, as a name it would never store.
 */
export function hasDotSegment(rawPath: string) {
  const path = rawPath.split("?")[0] ?? "";
  return path.split("/").some((segment) => {
    const dots = segment.replace(/%2e/gi, ".");
    return dots === "." || dots === "..";
  });
}
