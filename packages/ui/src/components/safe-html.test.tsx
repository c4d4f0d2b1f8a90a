import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";

import { sanitizeHtml } from "@fuse/domain/sanitize";

import { SafeHtml } from "./safe-html";

// The real sanitiser, watched: re-renders must not sanitise the same text again.
vi.mock(import("@fuse/domain/sanitize"), { spy: true });

describe("SafeHtml", () => {
  it("renders the allowed formatting as real elements", async () => {
    const screen = await render(
      <SafeHtml
        html={
          '<p>Poste <strong>CDI</strong> à Lyon.</p><ul><li>Télétravail</li><li>Mutuelle</li></ul><a href="/offres/42" title="Détail">Voir l’offre</a>'
        }
      />,
    );
    await expect.element(page.getByText("CDI")).toBeVisible();
    expect(page.getByText("CDI").element().tagName).toBe("STRONG");
    expect(page.getByRole("listitem").elements()).toHaveLength(2);
    const link = page.getByRole("link", { name: "Voir l’offre" });
    await expect.element(link).toHaveAttribute("href", "/offres/42");
    await expect.element(link).toHaveAttribute("title", "Détail");
    expect(getComputedStyle(link.element()).textDecorationLine).toBe("underline");
    const list = screen.container.querySelector("ul");
    expect(list && getComputedStyle(list).listStyleType).toBe("disc");
  });

  it("renders a hostile input harmless", async () => {
    const xss = vi.fn();
    Object.assign(window, { __xss: xss });
    const screen = await render(
      <SafeHtml
        html={
          '<img src="x" alt="Logo" onerror="__xss()"><script>__xss()</script><a href="javascript:__xss()" onclick="__xss()">Cliquez</a><p style="position:fixed" class="x">Texte</p>'
        }
      />,
    );
    const image = page.getByRole("img", { name: "Logo" });
    await expect.element(image).toBeInTheDocument();
    await vi.waitFor(() => expect((image.element() as HTMLImageElement).complete).toBe(true));
    const link = page.getByText("Cliquez");
    await expect.element(link).not.toHaveAttribute("href");
    await expect.element(link).not.toHaveAttribute("onclick");
    // Without its URL it is plain text, and no longer looks like a link.
    expect(getComputedStyle(link.element()).textDecorationLine).toBe("none");
    await expect.element(page.getByText("Texte")).not.toHaveAttribute("style");
    expect(screen.container.querySelector("script")).toBeNull();
    await link.click();
    expect(xss).not.toHaveBeenCalled();
  });

  it("renders the chosen element with its slot and extra classes", async () => {
    const screen = await render(
      <SafeHtml as="article" html="<p>Bonjour</p>" className="max-w-prose" aria-label="Description" />,
    );
    const article = page.getByRole("article", { name: "Description" });
    await expect.element(article).toHaveAttribute("data-slot", "safe-html");
    expect(getComputedStyle(article.element()).maxWidth).not.toBe("none");
    await screen.rerender(<SafeHtml as="article" html="<p>Au revoir</p>" aria-label="Description" />);
    await expect.element(article).toHaveTextContent("Au revoir");
  });

  it("sanitises again only when the html changes", async () => {
    vi.mocked(sanitizeHtml).mockClear();
    const screen = await render(<SafeHtml html="<p>Bonjour</p>" className="p-1" />);
    await screen.rerender(<SafeHtml html="<p>Bonjour</p>" className="p-2" />);
    expect(sanitizeHtml).toHaveBeenCalledTimes(1);
    await screen.rerender(<SafeHtml html="<p>Bonsoir</p>" className="p-2" />);
    await expect.element(page.getByText("Bonsoir")).toBeVisible();
    expect(sanitizeHtml).toHaveBeenCalledTimes(2);
  });

  it("shows images from the given sources only", async () => {
    const storage = "https://projet.supabase.co/storage/v1/object/public/";
    await render(
      <SafeHtml
        imageSources={[storage]}
        html={`<p><img src="${storage}avatars/u1/photo.png" alt="Notre équipe"><img src="https://ailleurs.example/pixel.png" alt="Pisteur"></p>`}
      />,
    );
    await expect.element(page.getByRole("img", { name: "Notre équipe" })).toBeInTheDocument();
    expect(page.getByRole("img", { name: "Pisteur" }).elements()).toHaveLength(0);
  });
});
