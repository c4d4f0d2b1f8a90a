import { describe, expect, it } from "vitest";

import { uploadFailureMessage } from "../../apps/platform/src/session/upload-failure";

const advice = "L'envoi de la photo a échoué. Réessayez avec une image PNG, JPEG ou WebP de 2 Mo au plus.";
const unavailable =
  "Le stockage des fichiers est plein ou indisponible : le fichier n'a pas été enregistré. Réessayez dans quelques minutes.";

describe("uploadFailureMessage", () => {
  it("passes on the storage's own message when it cannot keep files", () => {
    expect(uploadFailureMessage({ message: unavailable, status: 503, statusCode: "503" }, advice)).toBe(unavailable);
  });

  it("passes on the storage's own message when the account's storage is full", () => {
    const full =
      "Votre espace de stockage est plein (50 fichiers et 100 Mo au plus par compte) : ce fichier n'a pas été enregistré. Supprimez un fichier dont vous n'avez plus besoin, puis réessayez.";
    expect(uploadFailureMessage({ message: full, status: 400, statusCode: "413", code: "QuotaExceeded" }, advice)).toBe(
      full,
    );
  });

  it("keeps the page's advice for a refused file or a lost connection", () => {
    expect(uploadFailureMessage({ message: "Type de fichier refusé", status: 400, statusCode: "415" }, advice)).toBe(
      advice,
    );
    expect(
      uploadFailureMessage(
        { message: "Fichier trop volumineux : 2 Mo au plus.", status: 400, statusCode: "413", code: "EntityTooLarge" },
        advice,
      ),
    ).toBe(advice);
    expect(uploadFailureMessage({ message: "Failed to fetch" }, advice)).toBe(advice);
  });
});
