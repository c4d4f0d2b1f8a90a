import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { dismissToast } from "@fuse/ui/toast";

import { lyonSearch, Providers, statefulApi } from "./fixtures.tsx";
import { SaveSearchButton } from "./save-search-button.tsx";

afterEach(() => dismissToast());

describe("SaveSearchButton", () => {
  it("saves the search screen's criteria under a suggested name, without the page or the open offer", async () => {
    const api = statefulApi();
    render(
      <Providers>
        <SaveSearchButton api={api.api} query="?q=d%C3%A9veloppeur&ville=Lyon&lat=45.76&lng=4.84&page=3&offre=abc" />
      </Providers>,
    );
    await userEvent.click(page.getByRole("button", { name: "Enregistrer cette recherche" }));
    const dialog = page.getByRole("dialog", { name: "Enregistrer cette recherche" });
    await expect
      .element(dialog.getByRole("textbox", { name: "Nom de la recherche" }))
      .toHaveValue("Développeur à Lyon");
    await userEvent.click(
      dialog.getByRole("switch", { name: "Recevoir les nouvelles offres par e-mail chaque matin" }),
    );
    await userEvent.click(dialog.getByRole("button", { name: "Enregistrer" }));
    await expect.element(page.getByText("Recherche enregistrée")).toBeVisible();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(api.calls).toContainEqual({
      endpoint: "POST /api/saved-searches",
      request: {
        body: { name: "Développeur à Lyon", query: "q=d%C3%A9veloppeur&ville=Lyon&lat=45.76&lng=4.84", alerts: false },
      },
    });
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const api = statefulApi({
      searches: Array.from({ length: 20 }, (_, index) => ({ ...lyonSearch, id: `id-${index}` })),
    });
    render(
      <Providers>
        <SaveSearchButton api={api.api} query="q=data" />
      </Providers>,
    );
    await userEvent.click(page.getByRole("button", { name: "Enregistrer cette recherche" }));
    await userEvent.click(page.getByRole("button", { name: "Enregistrer", exact: true }));
    await expect
      .element(page.getByRole("alert").getByText("Vous avez déjà 20 recherches enregistrées", { exact: false }))
      .toBeVisible();
    await expect.element(page.getByRole("dialog")).toBeVisible();
  });
});
