// The public news and FAQ pages in Chromium, inside the app's real router, shell and layout, with
// the API client injected: what a visitor sees, the head tags link previews read, the 404 page.
import "../index.css";

import { afterEach, describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";

import { ApiError, type ApiClient } from "@fuse/features/api";
import type { FaqCategory } from "@fuse/features/faq";
import type { NewsItem } from "@fuse/features/news";

import { axeViolations, renderAnonymousApp } from "../app-test-support";

const items: NewsItem[] = Array.from({ length: 12 }, (_, index) => ({
  id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, "0")}`,
  slug: `actualite-${index + 1}`,
  title: index === 0 ? "Nouveau : l'analyse de CV" : `Actualité numéro ${index + 1}`,
  excerpt: index === 0 ? "Déposez votre CV, relisez, corrigez." : `Résumé ${index + 1}`,
  audience: index === 0 ? "candidate" : "all",
  published_at: new Date(Date.UTC(2026, 10, 20 - index, 9)).toISOString(),
  body: `<p>Contenu ${index + 1}</p>`,
}));

const categories: FaqCategory[] = [
  {
    id: "candidats",
    label: "Candidats",
    items: [
      {
        id: "cv",
        question: "Que fait l'analyse de CV ?",
        answer: "<p>Fuse extrait vos <strong>compétences</strong>.</p>",
        audience: "candidate",
      },
      { id: "gratuit", question: "L'inscription est-elle gratuite ?", answer: "<p>Oui.</p>", audience: "candidate" },
    ],
  },
  {
    id: null,
    label: "Autres questions",
    items: [{ id: "script", question: "Et </script> ?", answer: "<p>Rien ne s'exécute.</p>", audience: "all" }],
  },
];

/** The API as the server answers it, every call recorded; `failures` makes the next calls fail. */
function fakeApi(failures = 0) {
  const calls: string[] = [];
  let failing = failures;
  const api: ApiClient = {
    request: (async (endpoint: string, request?: { params?: { id?: string }; query?: Record<string, unknown> }) => {
      calls.push(`${endpoint} ${JSON.stringify(request?.query ?? {})}`);
      if (failing > 0) {
        failing -= 1;
        throw new ApiError(503, "Service indisponible");
      }
      if (endpoint === "GET /api/faq") return { categories };
      if (endpoint === "GET /api/news") {
        const pageNumber = Number(request?.query?.page ?? 1);
        const perPage = Number(request?.query?.per_page ?? 10);
        const news = items
          .slice((pageNumber - 1) * perPage, pageNumber * perPage)
          .map(({ body: _body, ...item }) => item);
        return {
          news,
          total: items.length,
          page: pageNumber,
          per_page: perPage,
          pages: Math.ceil(items.length / perPage),
        };
      }
      if (endpoint === "GET /api/news/:id") {
        const found = items.find((item) => item.id === request?.params?.id);
        if (!found) throw new ApiError(404, "Actualité introuvable");
        return found;
      }
      throw new Error(`Unexpected call ${endpoint}`);
    }) as ApiClient["request"],
  };
  return { api, calls };
}

const renderAt = (path: string, api: ApiClient) => renderAnonymousApp(path, api);

const headContent = (selector: string) => document.head.querySelector(selector)?.getAttribute("content");
/** The text of each title element in the document's head. */
const titles = () => [...document.head.querySelectorAll("title")].map((title) => title.textContent);

afterEach(async () => {
  await page.viewport(1024, 768);
});

describe("/actualites", () => {
  it("lists every audience's items ten a page, each linking to its page", async () => {
    const { api, calls } = fakeApi();
    const { router, screen } = await renderAt("/actualites", api);
    const cv = page.getByRole("link", { name: "Nouveau : l'analyse de CV" });
    await expect.element(cv).toHaveAttribute("href", `/actualites/${items[0]!.id}`);
    expect(calls).toEqual(['GET /api/news {"audience":"any","page":1,"per_page":10}']);
    expect(screen.container.querySelectorAll("main li time")).toHaveLength(10);
    expect(await axeViolations(screen.container)).toEqual([]);

    await userEvent.click(page.getByRole("button", { name: "Suivant" }));
    await expect.element(page.getByRole("link", { name: "Actualité numéro 12" })).toBeVisible();
    expect(router.state.location.search).toBe("?page=2");
    await expect.element(page.getByRole("heading", { level: 1, name: "Actualités" })).toHaveFocus();
    await expect.element(page.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  it("opens at the page of its address", async () => {
    const { api } = fakeApi();
    await renderAt("/actualites?page=2", api);
    await expect.element(page.getByRole("link", { name: "Actualité numéro 11" })).toBeVisible();
    await expect.element(page.getByRole("link", { name: "Nouveau : l'analyse de CV" })).not.toBeInTheDocument();
  });

  it("says in French when the list cannot load, and loads it again on « Réessayer »", async () => {
    const { api } = fakeApi(1);
    await renderAt("/actualites", api);
    await expect.element(page.getByText("Les actualités n'ont pas pu être chargées.")).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Réessayer" }));
    await expect.element(page.getByRole("link", { name: "Nouveau : l'analyse de CV" })).toBeVisible();
  });

  it("fits a 360 px screen", async () => {
    await page.viewport(360, 740);
    const { api } = fakeApi();
    await renderAt("/actualites", api);
    await expect.element(page.getByRole("link", { name: "Nouveau : l'analyse de CV" })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  });
});

describe("/actualites/{id}", () => {
  it("shows the item with its date, its head tags and a way back; the title follows it", async () => {
    const { api, calls } = fakeApi();
    const item = items[0]!;
    const { router } = await renderAt(`/actualites/${item.id}`, api);
    await expect.element(page.getByRole("heading", { level: 1, name: "Nouveau : l'analyse de CV" })).toBeVisible();
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    await expect.element(page.getByText("Publié le 20 novembre 2026")).toBeVisible();
    expect(document.querySelector("article time")?.getAttribute("datetime")).toBe(item.published_at);
    expect(calls).toEqual([`GET /api/news/:id {"audience":"any"}`]);
    await expect.poll(titles).toEqual(["Nouveau : l'analyse de CV · Fuse"]);
    expect(headContent('meta[name="description"]')).toBe(item.excerpt);
    // One of each: the item's own tags, not the shell's beside them.
    expect(document.head.querySelectorAll('meta[property="og:title"], link[rel="canonical"]')).toHaveLength(2);
    expect(headContent('meta[property="og:title"]')).toBe(item.title);
    expect(headContent('meta[property="og:description"]')).toBe(item.excerpt);
    expect(headContent('meta[property="og:type"]')).toBe("article");
    expect(headContent('meta[property="article:published_time"]')).toBe(item.published_at);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${window.location.origin}/actualites/${item.id}`,
    );

    // Back to the list, then to the same item from the cache: its tags leave and come back.
    await userEvent.click(page.getByRole("link", { name: "← Toutes les actualités" }));
    await expect.element(page.getByRole("heading", { level: 1, name: "Actualités" })).toBeVisible();
    await expect.poll(titles).toEqual(["Actualités · Fuse"]);
    expect(document.head.querySelector(`meta[content="${item.title}"]`)).toBeNull();
    await router.navigate(`/actualites/${item.id}`);
    await expect.element(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
    await expect.poll(titles).toEqual(["Nouveau : l'analyse de CV · Fuse"]);
  });

  it("has one title throughout: the route's while the item loads, the item's, the 404 page's, the list's", async () => {
    const { api } = fakeApi();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slowApi: ApiClient = {
      request: (async (...args: Parameters<ApiClient["request"]>) => {
        if (args[0] === "GET /api/news/:id") await held;
        return api.request(...args);
      }) as ApiClient["request"],
    };
    const item = items[0]!;
    const { router } = await renderAt(`/actualites/${item.id}`, slowApi);
    await expect.element(page.getByRole("status", { name: "Chargement de l'actualité" })).toBeVisible();
    await expect.poll(titles).toEqual(["Actualité · Fuse"]);
    release();
    await expect.element(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
    await expect.poll(titles).toEqual(["Nouveau : l'analyse de CV · Fuse"]);
    await router.navigate(`/actualites/${crypto.randomUUID()}`);
    await expect.element(page.getByText("Erreur 404")).toBeVisible();
    await expect.poll(titles).toEqual(["Page introuvable · Fuse"]);
    await router.navigate("/actualites");
    await expect.element(page.getByRole("heading", { level: 1, name: "Actualités" })).toBeVisible();
    await expect.poll(titles).toEqual(["Actualités · Fuse"]);
  });

  it("shows the 404 error page for an unknown or malformed id", async () => {
    const { api } = fakeApi();
    await renderAt(`/actualites/${crypto.randomUUID()}`, api);
    await expect
      .element(page.getByRole("heading", { level: 1, name: "Oops! Une erreur s'est produite" }))
      .toBeVisible();
    await expect.element(page.getByText("Erreur 404")).toBeVisible();
  });
});

describe("/faq", () => {
  it("gives search engines the questions as a FAQPage, and visitors a search", async () => {
    const { api } = fakeApi();
    const { screen } = await renderAt("/faq", api);
    await expect.element(page.getByRole("heading", { level: 2, name: "Candidats" })).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);

    const script = document.querySelector('script[type="application/ld+json"]')!;
    // A question holding "</script>" cannot end the element: "<" is escaped in its text.
    expect(script.textContent).not.toContain("</script>");
    const jsonLd = JSON.parse(script.textContent ?? "") as { "@type": string; mainEntity: unknown[] };
    expect(jsonLd["@type"]).toBe("FAQPage");
    expect(jsonLd.mainEntity).toHaveLength(3);
    expect(jsonLd.mainEntity[0]).toEqual({
      "@type": "Question",
      name: "Que fait l'analyse de CV ?",
      acceptedAnswer: { "@type": "Answer", text: "Fuse extrait vos compétences." },
    });

    await userEvent.type(page.getByRole("searchbox", { name: "Rechercher dans la FAQ" }), "competences");
    await expect.element(page.getByRole("status")).toHaveTextContent("1 question");
    await userEvent.keyboard("{Tab}{Enter}");
    await expect.element(page.getByText(/Fuse extrait vos/)).toBeVisible();
  });

  it("says in French when the FAQ cannot load", async () => {
    const { api } = fakeApi(1);
    await renderAt("/faq", api);
    await expect.element(page.getByText("La FAQ n'a pas pu être chargée.")).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Réessayer" }));
    await expect.element(page.getByRole("heading", { level: 2, name: "Autres questions" })).toBeVisible();
  });
});
