/**
 * The product's Supabase Storage buckets, by what they hold. The SQL migrations create them under
 * these names (tests/server/schema/vocabulary.test.ts compares both); every file lives in its
 * owner's folder, `<user id>/…`.
 */
export const storageBuckets = {
  /** Candidates' photos, public. */
  avatars: "avatars",
  /** Companies' logos, public. */
  companyLogos: "company-logos",
  /** Candidates' CVs, private. */
  cvs: "cvs",
  /** Candidates' voice presentations, private. */
  voice: "voice",
} as const;
export type StorageBucket = (typeof storageBuckets)[keyof typeof storageBuckets];

/** Every bucket: the places where a user's own files are. */
export const storageBucketNames: readonly StorageBucket[] = Object.values(storageBuckets);
