import { QueryClientProvider, useQuery, type QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";

import { dismissToast, Toaster } from "@fuse/ui/toast";

import { fakeApiClient } from "../api/fake-api-client.ts";
import { ApiError, createQueryClient, TokenError, type ApiClient, type Profile } from "../api/index.ts";
import { profileQueries } from "./api/queries.ts";
import { useUpdateProfileMutation } from "./use-update-profile-mutation.ts";

function ProfileForm({ api }: { api: ApiClient }) {
  const profile = useQuery(profileQueries.profile(api, "u1"));
  const { mutate, isPending } = useUpdateProfileMutation(api);
  return (
    <>
      <p>{profile.data ? (profile.data.completed ? "Profil complet" : "Profil à compléter") : "Chargement…"}</p>
      <button type="button" disabled={isPending} onClick={() => mutate({ completed: true })}>
        Enregistrer
      </button>
      <Toaster />
    </>
  );
}

const renderForm = (queryClient: QueryClient, api: ApiClient) =>
  render(
    <QueryClientProvider client={queryClient}>
      <ProfileForm api={api} />
    </QueryClientProvider>,
  );

afterEach(() => dismissToast());

describe("useUpdateProfileMutation", () => {
  it("sends the update, raises the primary toast and reads the profile again", async () => {
    let stored: Profile = { id: "p1", type: "candidate", completed: false };
    const fake = fakeApiClient({
      "GET /api/profile": () => stored,
      "POST /api/profile/update": ({ body }) => (stored = { ...stored, ...body, type: stored.type }),
    });
    await renderForm(createQueryClient(), fake.api);
    await expect.element(page.getByText("Profil à compléter")).toBeVisible();

    await page.getByRole("button", { name: "Enregistrer" }).click();

    await expect.element(page.getByRole("status").filter({ hasText: "Profil mis à jour avec succès" })).toBeVisible();
    expect(document.querySelector('[data-slot="toast"]')?.getAttribute("data-color")).toBe("primary");
    await expect.element(page.getByText("Profil complet")).toBeVisible();
    expect(fake.calls.map((call) => call.endpoint)).toEqual([
      "GET /api/profile",
      "POST /api/profile/update",
      "GET /api/profile",
    ]);
    expect(fake.calls[1]?.request).toEqual({ body: { completed: true } });
  });

  it.each([
    ["a server error", new ApiError(500, "Erreur interne"), "Erreur lors de la mise à jour du profil"],
    ["a missing session", new TokenError("Token manquant"), "Token manquant"],
    ["an unreadable session", new TokenError("Impossible de récupérer le token"), "Impossible de récupérer le token"],
  ])("turns %s into the red toast of spec §8", async (_, error, message) => {
    const fake = fakeApiClient({
      "GET /api/profile": () => ({ id: "p1", type: "candidate", completed: false }),
      "POST /api/profile/update": () => Promise.reject(error),
    });
    await renderForm(createQueryClient(), fake.api);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect.element(page.getByText(message, { exact: true })).toBeVisible();
    expect(document.querySelector('[data-slot="toast"]')?.getAttribute("data-color")).toBe("red");
    await expect.element(page.getByText("Profil mis à jour avec succès")).not.toBeInTheDocument();
    // Nothing changed: the profile is not read again.
    expect(fake.count("GET /api/profile")).toBe(1);
  });
});
