import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";

import { dismissToast, Toaster } from "@fuse/ui/toast";

import { ApiError, TokenError, type ApiClient } from "./api/client.ts";
import { useUpdateProfile } from "./use-update-profile.ts";

/** The API answering one way, as the app's client would after its token and HTTP work. */
const apiAnswering = (answer: () => Promise<unknown>): ApiClient & { calls: unknown[] } => {
  const calls: unknown[] = [];
  return {
    calls,
    request: async <T,>(method: string, path: string, options?: { body?: unknown }) => {
      calls.push({ method, path, body: options?.body });
      return (await answer()) as T;
    },
  };
};

function SaveButton({ api }: { api: ApiClient }) {
  const { update, pending } = useUpdateProfile(api);
  return (
    <>
      <button type="button" disabled={pending} onClick={() => void update({ completed: true })}>
        Enregistrer
      </button>
      <Toaster />
    </>
  );
}

afterEach(() => dismissToast());

describe("useUpdateProfile", () => {
  it("sends the update and raises the primary toast", async () => {
    const api = apiAnswering(async () => ({ id: "p1", type: "candidate", completed: true }));
    await render(<SaveButton api={api} />);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Profil mis à jour avec succès" });
    await expect.element(toast).toBeVisible();
    expect(api.calls).toEqual([{ method: "POST", path: "/api/profile/update", body: { completed: true } }]);
    expect(document.querySelector('[data-slot="toast"]')?.getAttribute("data-color")).toBe("primary");
  });

  it.each([
    ["a server error", new ApiError(500, "Erreur interne"), "Erreur lors de la mise à jour du profil"],
    ["a missing session", new TokenError("Token manquant"), "Token manquant"],
    ["an unreadable session", new TokenError("Impossible de récupérer le token"), "Impossible de récupérer le token"],
  ])("turns %s into the red toast of spec §8", async (_, error, message) => {
    await render(<SaveButton api={apiAnswering(async () => Promise.reject(error))} />);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect.element(page.getByText(message, { exact: true })).toBeVisible();
    expect(document.querySelector('[data-slot="toast"]')?.getAttribute("data-color")).toBe("red");
    await expect.element(page.getByText("Profil mis à jour avec succès")).not.toBeInTheDocument();
  });
});
