import { QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";

import { dismissToast, Toaster } from "@fuse/ui/toast";

import { fakeApiClient } from "../api/fake-api-client.ts";
import { ApiError, createQueryClient, type ApiClient } from "../api/index.ts";
import { DeleteAccount } from "./components/delete-account.tsx";
import { useDeleteAccountMutation } from "./use-delete-account-mutation.ts";

function Screen({ api, onDeleted }: { api: ApiClient; onDeleted: () => void }) {
  const deletion = useDeleteAccountMutation(api);
  return (
    <>
      <DeleteAccount
        onDelete={async () => {
          await deletion.mutateAsync("u1");
          onDeleted();
        }}
      />
      <Toaster />
    </>
  );
}

async function confirmDeletion() {
  await page.getByRole("button", { name: "Supprimer mon compte" }).click();
  await page.getByRole("textbox", { name: /Pour confirmer, tapez SUPPRIMER/ }).fill("SUPPRIMER");
  await page.getByRole("button", { name: "Supprimer définitivement" }).click();
}

afterEach(() => dismissToast());

describe("deleting the account", () => {
  it("sends DELETE /api/profile with the user's own id", async () => {
    const fake = fakeApiClient({ "DELETE /api/profile": () => undefined });
    let deleted = false;
    await render(
      <QueryClientProvider client={createQueryClient()}>
        <Screen api={fake.api} onDeleted={() => (deleted = true)} />
      </QueryClientProvider>,
    );
    await confirmDeletion();
    await expect.poll(() => deleted).toBe(true);
    expect(fake.calls).toEqual([{ endpoint: "DELETE /api/profile", request: { body: { user_id: "u1" } } }]);
  });

  it("on failure raises « Erreur lors de la suppression du profil » and keeps the dialog open", async () => {
    const fake = fakeApiClient({ "DELETE /api/profile": () => Promise.reject(new ApiError(500, "Erreur interne")) });
    let deleted = false;
    await render(
      <QueryClientProvider client={createQueryClient()}>
        <Screen api={fake.api} onDeleted={() => (deleted = true)} />
      </QueryClientProvider>,
    );
    await confirmDeletion();
    await expect
      .element(page.getByRole("status").filter({ hasText: "Erreur lors de la suppression du profil" }))
      .toBeVisible();
    await expect.element(page.getByRole("alertdialog")).toBeVisible();
    await expect.element(page.getByText(/Votre compte n'a pas été supprimé/)).toBeVisible();
    expect(deleted).toBe(false);
  });
});
