/** The buckets where a user's files live under their own `<user id>/` folder. */
export const ownFileBuckets = ["avatars", "company-logos", "cvs", "voice"] as const;

type StorageError = { message: string } | null;

/** What this needs of supabase-js `storage` (typed structurally: the features import no Supabase client). */
export interface OwnFilesStorage {
  from(bucket: string): {
    list(
      path: string,
      options: { limit: number; offset?: number },
    ): Promise<{ data: { name: string; id: string | null }[] | null; error: StorageError }>;
    remove(paths: string[]): Promise<{ error: StorageError }>;
  };
}

/**
 * Removes the user's own files (their `<user id>/` folders), as themselves, so that an erased
 * account leaves no CV, voice or photo behind. Throws on the first failure.
 */
export async function removeOwnFiles(storage: OwnFilesStorage, userId: string) {
  const page = 100;
  for (const bucket of ownFileBuckets) {
    const paths: string[] = [];
    for (let offset = 0; ; offset += page) {
      const { data, error } = await storage.from(bucket).list(userId, { limit: page, offset });
      if (error) throw new Error(error.message);
      // Entries without an id are folders.
      for (const entry of data ?? []) if (entry.id !== null) paths.push(`${userId}/${entry.name}`);
      if ((data ?? []).length < page) break;
    }
    for (let start = 0; start < paths.length; start += page) {
      const removed = await storage.from(bucket).remove(paths.slice(start, start + page));
      if (removed.error) throw new Error(removed.error.message);
    }
  }
}
