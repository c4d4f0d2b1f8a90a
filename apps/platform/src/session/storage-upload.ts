import type { StorageBucket } from "@fuse/domain/vocabulary/storage-buckets";

import type { AuthServices } from "./services";
import type { UploadError } from "./upload-failure";

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
