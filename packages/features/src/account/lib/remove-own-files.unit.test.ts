import { describe, expect, it } from "vitest";

import { removeOwnFiles, type OwnFilesStorage } from "./remove-own-files.ts";

function fakeStorage(files: Record<string, string[]>, failOn?: string) {
  const removed: string[] = [];
  const storage: OwnFilesStorage = {
    from: (bucket) => ({
      list: async (path, { offset = 0 }) => {
        if (bucket === failOn) return { data: null, error: { message: "Erreur de stockage" } };
        const names = (files[bucket] ?? []).filter(
          (name) => name.startsWith(`${path}/`) && !removed.includes(`${bucket}:${name}`),
        );
        return {
          data: [
            ...names.map((name) => ({ name: name.slice(path.length + 1), id: "objet" })),
            { name: "dossier", id: null },
          ].slice(offset),
          error: null,
        };
      },
      remove: async (paths) => {
        removed.push(...paths.map((path) => `${bucket}:${path}`));
        return { error: null };
      },
    }),
  };
  return { storage, removed };
}

describe("removeOwnFiles", () => {
  it("removes every file of the user's folders, and only theirs", async () => {
    const { storage, removed } = fakeStorage({ cvs: ["u1/cv.pdf", "u2/cv.pdf"], voice: ["u1/a.webm"], avatars: [] });
    await removeOwnFiles(storage, "u1");
    expect(removed.sort()).toEqual(["cvs:u1/cv.pdf", "voice:u1/a.webm"]);
  });

  it("stops at the first failure", async () => {
    const { storage } = fakeStorage({}, "cvs");
    await expect(removeOwnFiles(storage, "u1")).rejects.toThrow("Erreur de stockage");
  });
});
