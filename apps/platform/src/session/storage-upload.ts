import type { StorageBucket } from "@fuse/domain/vocabulary/storage-buckets";

import type { AuthServices } from "./services";
import { uploadFailureMessage, type UploadError } from "./upload-failure";

/** One file to store: its bucket, its owner, its name and extension, its content and type. */
export interface StorageUpload {
  bucket: StorageBucket;
  /** The owner, whose folder the file goes to (the storage policies' rule). */
  userId: string;
  /** What the file is (`photo`, `logo`, `cv`, `presentation`); a time stamp follows it. */
  name: string;
  extension: string;
  file: Blob;
  contentType: string;
}

/**
 * Stores a file as the signed-in user: in their folder, under a new name each time so that no
 * cache serves an old one (`<user id>/<name>-<time>.<extension>`). A refusal throws what `failure`
 * makes of Storage's error; otherwise answers the file's path and its public address (which only a
 * public bucket serves).
 */
export async function uploadToStorage(
  auth: () => Promise<AuthServices>,
  { bucket, userId, name, extension, file, contentType }: StorageUpload,
  failure: (error: UploadError) => Error,
) {
  const { supabase } = await auth();
  const path = `${userId}/${name}-${Date.now()}.${extension}`;
  const { error } = await supabase.storage.from(bucket).upload(path, file, { contentType });
  if (error) throw failure(error);
  return { path, publicUrl: supabase.storage.from(bucket).getPublicUrl(path).data.publicUrl };
}

/** The extension an image is stored under, from its type (the buckets take PNG, JPEG and WebP). */
const imageExtensions: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

/**
 * Stores an image (a photo, a logo) as the signed-in user and answers its public address. A refusal
 * throws the storage's own French message when it says what to do (storage full), else the advice
 * about the image, « L'envoi <of what> a échoué… ».
 */
export async function uploadImage(
  auth: () => Promise<AuthServices>,
  { file, ...where }: Pick<StorageUpload, "bucket" | "userId" | "name"> & { file: File },
  /** « du logo », « de la photo ». */
  what: string,
) {
  const { publicUrl } = await uploadToStorage(
    auth,
    { ...where, file, extension: imageExtensions[file.type] ?? "jpg", contentType: file.type },
    (error) =>
      new Error(
        uploadFailureMessage(
          error,
          `L'envoi ${what} a échoué. Réessayez avec une image PNG, JPEG ou WebP de 2 Mo au plus.`,
        ),
      ),
  );
  return publicUrl;
}
