import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { dismissToast } from "@fuse/ui/toast";

import { likedJobs, lyonSearch, Providers, remoteSearch, statefulApi, viewedJobs } from "./fixtures.tsx";
import { JobAlertsScreen } from "./job-alerts-screen.tsx";

afterEach(() => dismissToast());

const renderScreen = (api: ReturnType<typeof statefulApi>) =>
  render(
    <Providers>
      <JobAlertsScreen api={api.api} userId="u1" />
    </Providers>,
  );

const item = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });

describe("JobAlertsScreen", () => {
  it("lists the saved searches in words, with « Relancer » into the search screen", async () => {
    renderScreen(statefulApi({ searches: [lyonSearch, remoteSearch], liked: likedJobs, viewed: viewedJobs }));
    const lyon = item("Développeur à Lyon");
    await expect.element(lyon.getByText("« développeur » · Lyon (20 km) · CDI, CDD")).toBeVisible();
    await expect
      .element(lyon.getByRole("link", { name: "Relancer la recherche « Développeur à Lyon »" }))
      .toHaveAttribute("href", `/dashboard/candidate/search-jobs?${lyonSearch.query}`);
    await expect
      .element(item("Télétravail complet").getByText("Télétravail complet · 45 000 € brut/an minimum"))
      .toBeVisible();
    await expect.element(lyon.getByRole("switch", { name: "Alerte e-mail quotidienne" })).toBeChecked();
    await expect
      .element(
        page.getByRole("list", { name: "Offres consultées récemment" }).getByRole("link", { name: "Data analyst" }),
      )
      .toHaveAttribute("href", `/dashboard/candidate/search-jobs?offre=${viewedJobs[0]!.job.id}`);
    await expect
      .element(
        page.getByRole("list", { name: "Offres qui vous intéressent" }).getByText("Entreprise confidentielle · Nantes"),
      )
      .toBeVisible();
  });

  it("switches an alert, renames and deletes after confirmation, by keyboard", async () => {
    const api = statefulApi({ searches: [lyonSearch, remoteSearch] });
    renderScreen(api);
    const lyon = item("Développeur à Lyon");
    const toggle = lyon.getByRole("switch", { name: "Alerte e-mail quotidienne" });
    await expect.element(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect.element(page.getByText("Alerte désactivée")).toBeVisible();
    await expect.element(toggle).not.toBeChecked();
    expect(api.searches().find((search) => search.id === lyonSearch.id)?.alerts).toBe(false);

    await lyon.getByRole("button", { name: "Renommer la recherche « Développeur à Lyon »" }).element().focus();
    await userEvent.keyboard("{Enter}");
    const name = page
      .getByRole("dialog", { name: "Renommer la recherche" })
      .getByRole("textbox", { name: "Nom de la recherche" });
    await expect.element(name).toHaveValue("Développeur à Lyon");
    await userEvent.clear(name);
    await userEvent.keyboard("{Enter}");
    await expect.element(page.getByText("Donnez un nom à la recherche.")).toBeVisible();
    await userEvent.type(name, "Dev Lyon");
    await userEvent.keyboard("{Enter}");
    await expect.element(page.getByRole("heading", { name: "Dev Lyon" })).toBeVisible();

    await userEvent.click(item("Dev Lyon").getByRole("button", { name: "Supprimer la recherche « Dev Lyon »" }));
    const confirm = page.getByRole("alertdialog", { name: "Supprimer « Dev Lyon » ?" });
    await userEvent.click(confirm.getByRole("button", { name: "Annuler" }));
    expect(api.searches()).toHaveLength(2);
    await userEvent.click(item("Dev Lyon").getByRole("button", { name: "Supprimer la recherche « Dev Lyon »" }));
    await userEvent.click(page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }));
    await expect.element(page.getByRole("heading", { name: "Dev Lyon" })).not.toBeInTheDocument();
    expect(api.searches().map((search) => search.name)).toEqual(["Télétravail complet"]);
  });

  it("saves a search from the page with keywords, alert on", async () => {
    const api = statefulApi();
    renderScreen(api);
    await expect.element(page.getByRole("heading", { name: "Aucune recherche enregistrée" })).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Enregistrer une recherche" }));
    const dialog = page.getByRole("dialog", { name: "Enregistrer une recherche" });
    await userEvent.type(dialog.getByRole("textbox", { name: "Mots-clés" }), "comptable");
    await userEvent.click(dialog.getByRole("button", { name: "Enregistrer" }));
    await expect.element(page.getByRole("heading", { name: "Comptable" })).toBeVisible();
    expect(api.searches()).toMatchObject([{ name: "Comptable", query: "q=comptable", alerts: true }]);
  });

  it("says in French when a list fails, and reads it again on « Réessayer »", async () => {
    const api = statefulApi({ searches: [lyonSearch], fail: "saved" });
    renderScreen(api);
    await expect.element(page.getByText("Vos recherches enregistrées n'ont pas pu être chargées.")).toBeVisible();
    await expect.element(page.getByRole("heading", { name: "Aucune offre pour l'instant" })).toBeVisible();
    api.recover();
    await userEvent.click(page.getByRole("button", { name: "Réessayer" }));
    await expect.element(page.getByRole("heading", { name: "Développeur à Lyon" })).toBeVisible();
  });

  it("fits a 360 px wide screen", async () => {
    await page.viewport(360, 720);
    renderScreen(statefulApi({ searches: [lyonSearch, remoteSearch], liked: likedJobs, viewed: viewedJobs }));
    await expect.element(page.getByRole("heading", { name: "Développeur à Lyon" })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  });
});
