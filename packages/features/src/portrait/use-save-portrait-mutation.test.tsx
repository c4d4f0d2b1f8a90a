import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";

import { dismissToast, Toaster } from "@fuse/ui/toast";

import { fakeApiClient } from "../api/fake-api-client.ts";
import { ApiError, createQueryClient, type ApiClient, type CandidateInfo } from "../api/index.ts";
import { profileQueries } from "../profile/api/queries.ts";
import { PortraitEditor } from "./components/portrait-editor.tsx";
import { useSavePortraitMutation } from "./use-save-portrait-mutation.ts";

function Screen({ api }: { api: ApiClient }) {
  const info = useQuery(profileQueries.candidateInfo(api, "u1"));
  const save = useSavePortraitMutation(api);
  return (
    <>
      <p>{info.data?.memo ? "Portrait enregistré" : "Pas encore de portrait"}</p>
      <PortraitEditor
        defaultValue="<p>Bonjour, je suis Camille.</p>"
        loadDraft={async () => ""}
        onSave={async (html) => {
          await save.mutateAsync(html);
        }}
      />
      <Toaster />
    </>
  );
}

const base: CandidateInfo = { memo: null, rome_code: null, updated_at: null };

afterEach(() => dismissToast());

describe("saving the portrait", () => {
  it("sends the memo, says so, and reads the profile again", async () => {
    let stored = base;
    const fake = fakeApiClient({
      "GET /api/profile/info": () => stored,
      "POST /api/profile/info": ({ body }) => (stored = { ...stored, memo: String(body.form.memo) }),
    });
    await render(
      <QueryClientProvider client={createQueryClient()}>
        <Screen api={fake.api} />
      </QueryClientProvider>,
    );
    await expect.element(page.getByText("Pas encore de portrait")).toBeVisible();
    await expect.element(page.getByRole("textbox", { name: "Mon portrait" })).toBeVisible();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect.element(page.getByRole("status").filter({ hasText: "Profil mis à jour avec succès" })).toBeVisible();
    await expect.element(page.getByText("Portrait enregistré")).toBeVisible();
    expect(fake.calls.find((call) => call.endpoint === "POST /api/profile/info")?.request).toEqual({
      body: { form: { memo: "<p>Bonjour, je suis Camille.</p>" } },
    });
    expect(fake.count("GET /api/profile/info")).toBe(2);
  });

  it("on failure raises the spec's red toast, keeps the text and says so at the field", async () => {
    const fake = fakeApiClient({
      "GET /api/profile/info": () => base,
      "POST /api/profile/info": () => Promise.reject(new ApiError(500, "Erreur interne")),
    });
    await render(
      <QueryClientProvider client={createQueryClient()}>
        <Screen api={fake.api} />
      </QueryClientProvider>,
    );
    await expect.element(page.getByRole("textbox", { name: "Mon portrait" })).toBeVisible();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect
      .element(page.getByRole("status").filter({ hasText: "Erreur lors de la mise à jour du profil" }))
      .toBeVisible();
    await expect
      .element(page.getByRole("textbox", { name: "Mon portrait" }))
      .toHaveAccessibleDescription(/Votre portrait n'a pas été enregistré/);
    await expect
      .element(page.getByRole("textbox", { name: "Mon portrait" }))
      .toHaveTextContent("Bonjour, je suis Camille.");
    expect(fake.count("GET /api/profile/info")).toBe(1);
  });
});
