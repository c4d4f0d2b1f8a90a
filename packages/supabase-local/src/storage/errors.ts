/**
 * Errors in Supabase Storage's shape, `{statusCode, code, error, message}`, with its statuses: as
 * Supabase Storage does, the HTTP status is 400 for every refusal (500 for a failure), and the
 * error's own status travels in `statusCode` ("404", "413", "415"…), which storage-js exposes as
 * `error.statusCode` (and `error.status` is the HTTP one). Messages are French.
 */
export interface StorageErrorBody {
  statusCode: string;
  code: string;
  error: string;
  message: string;
}

export class StorageError extends Error {
  readonly status: number;
  readonly body: StorageErrorBody;

  constructor(statusCode: number, code: string, message: string, error: string = code, httpStatus?: number) {
    super(message);
    this.status = httpStatus ?? (statusCode >= 500 ? 500 : 400);
    this.body = { statusCode: String(statusCode), code, error, message };
  }
}

export const noSuchBucket = () => new StorageError(404, "NoSuchBucket", "Bucket introuvable.", "Bucket not found");

export const noSuchKey = () => new StorageError(404, "NoSuchKey", "Fichier introuvable.", "not_found");

export const accessDenied = (message = "Accès refusé.") =>
  new StorageError(403, "AccessDenied", message, "Unauthorized");

/** Row-level security refused the write (Postgres 42501). */
export const policyRefusal = () =>
  accessDenied("Accès refusé : les règles d'accès (row-level security) ne permettent pas cette écriture.");

/** No token, or one that does not verify. */
export const invalidToken = (message: string) => accessDenied(message);

export const keyAlreadyExists = () =>
  new StorageError(409, "KeyAlreadyExists", "Un fichier existe déjà à cet emplacement.", "Duplicate");

export const bucketAlreadyExists = () =>
  new StorageError(409, "BucketAlreadyExists", "Un bucket porte déjà ce nom.", "Duplicate");

export const bucketNotEmpty = () =>
  new StorageError(409, "ResourceNotEmpty", "Le bucket n'est pas vide : videz-le avant de le supprimer.");

export const invalidKey = (detail: string) =>
  new StorageError(400, "InvalidKey", `Chemin de fichier invalide : ${detail}.`);

export const invalidBucketName = (detail: string) =>
  new StorageError(400, "InvalidBucketName", `Nom de bucket invalide : ${detail}.`);

export const invalidRequest = (message: string) => new StorageError(400, "InvalidRequest", message);

export const invalidJwt = (message = "Jeton du lien invalide.") => new StorageError(400, "InvalidJWT", message);

export const invalidSignature = () =>
  new StorageError(400, "InvalidSignature", "Ce lien ne correspond pas à ce fichier.");

/** The link's file was replaced, or deleted and stored again, since the link was made. */
export const staleSignature = () =>
  new StorageError(
    400,
    "InvalidSignature",
    "Ce lien n'est plus valable : le fichier a été remplacé ou supprimé depuis.",
  );

export const expiredSignature = () => new StorageError(400, "ExpiredToken", "Ce lien a expiré.");

/** « 5 Mo », « 512 Ko », « 2,5 Mo » */
export function formatSize(bytes: number) {
  const mega = 1024 * 1024;
  if (bytes >= mega) return `${(Math.round((bytes / mega) * 10) / 10).toLocaleString("fr-FR")} Mo`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024).toLocaleString("fr-FR")} Ko`;
  return `${bytes} octets`;
}

export const entityTooLarge = (limit: number) =>
  new StorageError(
    413,
    "EntityTooLarge",
    `Fichier trop volumineux : ${formatSize(limit)} au plus.`,
    "Payload too large",
  );

/**
 * The account's files would take more than its quota (files or bytes). Supabase Storage has no
 * per-user quota; the shape is its EntityTooLarge's, with a code of its own.
 */
export const quotaExceeded = (bytes: number, files: number) =>
  new StorageError(
    413,
    "QuotaExceeded",
    `Votre espace de stockage est plein (${files} fichiers et ${formatSize(bytes)} au plus par compte) : ce fichier n'a pas été enregistré. Supprimez un fichier dont vous n'avez plus besoin, puis réessayez.`,
    "Quota exceeded",
  );

export const invalidMimeType = (type: string) =>
  new StorageError(415, "InvalidMimeType", `Type de fichier refusé : ${type}.`, "invalid_mime_type");

export const notImplemented = (what: string) =>
  new StorageError(400, "NotSupported", `${what} n'est pas pris en charge par le serveur embarqué.`);

/** The file system's refusals that say the storage is full or cannot be written, not that the request is wrong. */
const unwritableCodes = new Set(["ENOSPC", "EDQUOT", "EROFS", "EACCES", "EPERM", "EIO", "EMFILE", "ENFILE"]);

/**
 * The storage cannot keep files (disk full, read-only, no rights): 503 in French, the file not
 * kept (uploads stage their bytes before any database work, and place them inside its
 * transaction); undefined for any other error.
 */
export function storageUnavailable(error: unknown): StorageError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string" || !unwritableCodes.has(code)) return undefined;
  console.error("Storage: le stockage des fichiers refuse d'écrire", code, (error as Error).message);
  return new StorageError(
    503,
    "StorageUnavailable",
    "Le stockage des fichiers est plein ou indisponible : le fichier n'a pas été enregistré. Réessayez dans quelques minutes.",
    "Service Unavailable",
    503,
  );
}

export function errorResponse(error: StorageError, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(error.body), {
    status: error.status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}
