// The app's own stylesheet: the shared test setup only compiles the kit's classes.
import "./index.css";

import { createMemoryRouter, data, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { createQueryClient } from "@fuse/features/api";

import { axeViolations } from "./app-test-support";
import { createRoutes } from "./router";
import { flattenRoutes, pageRoutes, routesOfLayout } from "./routes";
import { fixedServices } from "./session/fixed-services";
import { ServicesProvider, type AppServices } from "./session/services";

/** A concrete URL for a route pattern (":slug" → "exemple"). */
// An offer's address ends with its id (anything else is the 404 page); other parameters are free.
const urlOf = (path: string) =>
  path.replace(/:slugId\b/g, "exemple-00000000-0000-4000-8000-000000000000").replace(/:[^/]+/g, "exemple");

/** The shell alone: no backend, no session (an anonymous visitor who has not tried to sign in). */
const shellServices: AppServices = fixedServices({
  config: {
    supabaseUrl: "http://localhost:9",
    supabaseAnonKey: "anon",
    mapsApiKey: null,
    recruiterPaymentRequired: false,
    mode: "embedded",
    indexing: false,
    publicUrl: "http://localhost:3000",
  },
  queryClient: createQueryClient(),
  publicApi: { request: () => Promise.reject(new Error("No API in the shell's tests")) },
  api: { request: () => Promise.reject(new Error("No API in the shell's tests")) },
  auth: () => Promise.reject(new Error("No auth client in the shell's tests")),
});

async function renderAt(path: string, extraRoutes: RouteObject[] = [], services = shellServices) {
  const routes = createRoutes();
  routes[0]?.children?.push(...extraRoutes);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const screen = await render(
    <ServicesProvider value={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { router, screen };
}

/** The text of each title element in the document's head. */
const titles = () => [...document.head.querySelectorAll("title")].map((title) => title.textContent);

/** What each `robots` meta tag in the document's head says. */
const robotsTags = () =>
  [...document.head.querySelectorAll('meta[name="robots"]')].map((tag) => tag.getAttribute("content"));

afterEach(async () => {
  sessionStorage.clear();
  await page.viewport(1024, 768);
});

describe("routes", () => {
  it("every page of the spec renders its French title as the heading and the document title", async () => {
    const { router } = await renderAt("/");
    for (const route of flattenRoutes(pageRoutes)) {
      await router.navigate(urlOf(route.path));
      await expect.element(page.getByRole("heading", { level: 1, name: route.title, exact: true })).toBeVisible();
      // Pages still to be built say so; the others show their screen.
      if (!route.screen) {
        await expect.element(page.getByRole("heading", { level: 2, name: "Bientôt disponible" })).toBeVisible();
      }
      // One title in the head, the page's: the shell's, or the page's own while it loads.
      await expect.poll(titles).toEqual([`${route.title} · Fuse`]);
      expect(document.querySelectorAll("h1")).toHaveLength(1);
    }
    // Every page of the spec, each loading its chunk: longer than one page's default timeout.
  }, 60_000);

  it("shows the payment return's message alone, outside any layout", async () => {
    await renderAt("/success");
    await expect.element(page.getByRole("heading", { level: 1, name: "Paiement réussi" })).toBeVisible();
    await expect.element(page.getByText("Votre abonnement a été activé avec succès")).toBeVisible();
    await expect.element(page.getByRole("navigation")).not.toBeInTheDocument();
  });

  it("opens the job form inside the recruiter's job list", async () => {
    await renderAt("/dashboard/recruiter/jobs/add-or-edit");
    await expect.element(page.getByRole("heading", { level: 1, name: "Ajouter ou modifier une offre" })).toBeVisible();
    // The form is reached from « Mes offres d'emploi », which the menu marks as the current page.
    await expect
      .element(page.getByRole("link", { name: "Mes offres d'emploi" }))
      .toHaveAttribute("aria-current", "page");
  });
});

describe("layouts", () => {
  it("the public header links to the public pages and marks the current one", async () => {
    await renderAt("/faq");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    for (const label of ["Accueil", "Actualités", "FAQ", "Simulation de salaire", "Contact"]) {
      await expect.element(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    // Beside the navigation, an anonymous visitor is offered to sign in.
    await expect.element(page.getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/login");
    await expect.element(nav.getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page");
    await expect.element(nav.getByRole("link", { name: "Accueil" })).not.toHaveAttribute("aria-current");
  });

  it("the candidate navigation has one entry per purpose and marks the current one", async () => {
    await renderAt("/dashboard/candidate/memo");
    const nav = page.getByRole("navigation", { name: "Espace candidat" });
    const links = nav.getByRole("link");
    await expect.element(links.first()).toBeVisible();
    expect(links.elements().map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Tableau de bord candidat", "/dashboard/candidate"],
      ["MaFuseCard", "/dashboard/candidate/card"],
      ["Mes recherches et favoris", "/dashboard/candidate/jobs"],
      ["Mon portrait", "/dashboard/candidate/memo"],
      ["Actualités", "/dashboard/candidate/news"],
      ["Vos matchs potentiels", "/dashboard/candidate/potential-matches"],
      ["Mon Profil", "/dashboard/candidate/profile"],
      ["Rechercher un emploi", "/dashboard/candidate/search-jobs"],
      ["Suivi de mes candidatures", "/dashboard/candidate/workflow"],
    ]);
    // The portrait's creation step is reached from « Mon portrait », not from the menu.
    expect(routesOfLayout("candidate").map((route) => route.path)).toContain("/dashboard/candidate/question-four");
    await expect.element(nav.getByRole("link", { name: "Mon portrait" })).toHaveAttribute("aria-current", "page");
    await expect
      .element(nav.getByRole("link", { name: "Tableau de bord candidat" }))
      .not.toHaveAttribute("aria-current");
  });

  it("the recruiter navigation names the company card as such, one entry per purpose", async () => {
    await renderAt("/dashboard/recruiter");
    const nav = page.getByRole("navigation", { name: "Espace recruteur" });
    const links = nav.getByRole("link");
    await expect.element(links.first()).toBeVisible();
    expect(links.elements().map((link) => link.textContent)).toEqual([
      "Tableau de bord recruteur",
      "Ma carte entreprise",
      "Mes offres d'emploi",
      "Actualités",
      "Vos matchs potentiels",
      "Mon Profil",
      "Abonnement",
      "Suivi des recrutements",
    ]);
  });

  it("on a 360 px screen the dashboard navigation opens from a menu button", async () => {
    await page.viewport(360, 740);
    await renderAt("/dashboard/recruiter");
    // Folded away, the navigation leaves the accessibility tree: find it anyway.
    const nav = page.getByRole("navigation", { name: "Espace recruteur", includeHidden: true });
    await expect.element(nav).not.toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Menu" }));
    await expect.element(nav).toBeVisible();
    await userEvent.click(nav.getByRole("link", { name: "Abonnement" }));
    await expect.element(page.getByRole("heading", { level: 1, name: "Abonnement" })).toBeVisible();
    await expect.element(nav).not.toBeVisible();
  });

  it.each([
    "/",
    "/login",
    "/register/candidate/inscription",
    "/register/recruiter",
    "/create-profile",
    "/forgot-password",
    "/reset-password",
    "/confirm-email",
    "/dashboard/candidate",
    "/dashboard/recruiter/jobs",
    "/cancel",
    "/simulation-salaire",
  ])("%s has no accessibility violations", async (path) => {
    const { screen } = await renderAt(path);
    await expect.element(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

describe("errors", () => {
  it("an unknown path shows the 404 error page", async () => {
    await renderAt("/nulle-part");
    await expect
      .element(page.getByRole("heading", { level: 1, name: "Oops! Une erreur s'est produite" }))
      .toBeVisible();
    await expect.element(page.getByText("La page que vous recherchez n'existe pas.")).toBeVisible();
    await expect.element(page.getByText("Erreur 404")).toBeVisible();
    await expect.poll(titles).toEqual(["Page introuvable · Fuse"]);
  });

  it("a route that throws shows an unknown error, and the button goes home through the router", async () => {
    const { router } = await renderAt("/boom", [
      {
        path: "/boom",
        loader: () => {
          throw new Error("boom");
        },
      },
    ]);
    await expect.element(page.getByText("Erreur Inconnue")).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Retour à l'accueil" }));
    await expect.element(page.getByRole("heading", { level: 1, name: "Accueil" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/");
  });

  it("a thrown response shows its status", async () => {
    await renderAt("/interdit", [
      {
        path: "/interdit",
        loader: () => {
          throw data(null, { status: 403 });
        },
      },
    ]);
    await expect.element(page.getByText("Erreur 403")).toBeVisible();
  });

  it("a chunk that fails again right after a reload shows the error page instead of reloading", async () => {
    // The guard is set, as it is in the page that a first reload brought back.
    sessionStorage.setItem("fuse:chunk-reload-at", String(Date.now()));
    await renderAt("/nouvelle-version", [
      {
        path: "/nouvelle-version",
        lazy: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/x.js")),
      },
    ]);
    await expect
      .element(page.getByRole("heading", { level: 1, name: "Oops! Une erreur s'est produite" }))
      .toBeVisible();
    await expect.element(page.getByText("Erreur Inconnue")).toBeVisible();
  });
});

describe("indexing", () => {
  it("with INDEXING off, every page tells search engines not to index it, the error page too", async () => {
    const { router } = await renderAt("/simulation-salaire");
    await expect.poll(titles).toEqual(["Simulation de salaire · Fuse"]);
    await expect.poll(robotsTags).toEqual(["noindex"]);
    await router.navigate("/login");
    await expect.poll(titles).toEqual(["Connexion · Fuse"]);
    expect(robotsTags()).toEqual(["noindex"]);
    await router.navigate("/nulle-part");
    await expect.poll(titles).toEqual(["Page introuvable · Fuse"]);
    await expect.poll(robotsTags).toEqual(["noindex"]);
  });

  it("with INDEXING on, the pages write no robots tag", async () => {
    await renderAt("/simulation-salaire", [], {
      ...shellServices,
      config: { ...shellServices.config, indexing: true },
    });
    await expect.poll(titles).toEqual(["Simulation de salaire · Fuse"]);
    expect(robotsTags()).toEqual([]);
  });
});
