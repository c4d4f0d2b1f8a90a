import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { cdp, page, userEvent } from "vitest/browser";

import { ErrorPage } from "./error-page";

const circlesIn = (root: ParentNode) =>
  Array.from(root.querySelectorAll<HTMLElement>('[data-slot="error-page-circle"]'));

afterEach(async () => {
  await page.viewport(1024, 768);
});

describe("ErrorPage", () => {
  it("explains a missing page", async () => {
    await render(<ErrorPage status={404} />);
    await expect
      .element(page.getByRole("heading", { level: 1, name: "Oops! Une erreur s'est produite" }))
      .toBeVisible();
    await expect.element(page.getByText("La page que vous recherchez n'existe pas.")).toBeVisible();
    await expect.element(page.getByText("Erreur 404")).toBeVisible();
    await expect.element(page.getByText("Quelque chose s'est mal passé.")).not.toBeInTheDocument();
  });

  it("explains a server error", async () => {
    await render(<ErrorPage status={500} />);
    await expect.element(page.getByText("Quelque chose s'est mal passé.")).toBeVisible();
    await expect.element(page.getByText("Erreur 500")).toBeVisible();
  });

  it("says the error is unknown without a status", async () => {
    await render(<ErrorPage />);
    await expect.element(page.getByText("Quelque chose s'est mal passé.")).toBeVisible();
    await expect.element(page.getByText("Erreur Inconnue")).toBeVisible();
  });

  it("links back home, to / by default", async () => {
    await render(<ErrorPage status={404} />);
    const link = page.getByRole("link", { name: "Retour à l'accueil" });
    await expect.element(link).toHaveAttribute("href", "/");
    await expect.element(link).toHaveAttribute("data-slot", "button");
  });

  it("links to another home when asked", async () => {
    await render(<ErrorPage homeHref="/tableau-de-bord" />);
    await expect
      .element(page.getByRole("link", { name: "Retour à l'accueil" }))
      .toHaveAttribute("href", "/tableau-de-bord");
  });

  it("calls onHome from a button instead of linking", async () => {
    const onHome = vi.fn();
    await render(<ErrorPage status={500} onHome={onHome} />);
    await expect.element(page.getByRole("link")).not.toBeInTheDocument();
    await userEvent.tab();
    await expect.element(page.getByRole("button", { name: "Retour à l'accueil" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(onHome).toHaveBeenCalledTimes(1);
  });

  it("lets every text be replaced", async () => {
    await render(
      <ErrorPage
        status={403}
        title="Accès refusé"
        message="Vous n'avez pas accès à cette page."
        statusLabel="Code 403"
        homeLabel="Accueil"
      />,
    );
    await expect.element(page.getByRole("heading", { name: "Accès refusé" })).toBeVisible();
    await expect.element(page.getByText("Vous n'avez pas accès à cette page.")).toBeVisible();
    await expect.element(page.getByText("Code 403")).toBeVisible();
    await expect.element(page.getByRole("link", { name: "Accueil" })).toBeVisible();
  });

  it("draws 10 circles on a wide window and 6 on a narrow one, following resizes", async () => {
    await page.viewport(1024, 768);
    const screen = await render(<ErrorPage status={404} seed={7} />);
    await expect.poll(() => circlesIn(screen.container)).toHaveLength(10);
    await page.viewport(375, 667);
    await expect.poll(() => circlesIn(screen.container)).toHaveLength(6);
    await page.viewport(768, 1024);
    await expect.poll(() => circlesIn(screen.container)).toHaveLength(10);
    await page.viewport(767, 1024);
    await expect.poll(() => circlesIn(screen.container)).toHaveLength(6);
  });

  it("starts with 6 circles on a narrow window", async () => {
    await page.viewport(375, 667);
    const screen = await render(<ErrorPage status={404} />);
    await expect.poll(() => circlesIn(screen.container)).toHaveLength(6);
  });

  it("keeps its circles in place across re-renders, and a seed fixes them", async () => {
    const screen = await render(<ErrorPage status={404} />);
    const before = circlesIn(screen.container).map((circle) => circle.getAttribute("style"));
    expect(before).toHaveLength(10);
    await screen.rerender(<ErrorPage status={500} />);
    expect(circlesIn(screen.container).map((circle) => circle.getAttribute("style"))).toEqual(before);

    await screen.rerender(<ErrorPage status={500} seed={1} />);
    const seeded = circlesIn(screen.container).map((circle) => circle.getAttribute("style"));
    expect(seeded).not.toEqual(before);
    await screen.unmount();
    const again = await render(<ErrorPage seed={1} />);
    expect(circlesIn(again.container).map((circle) => circle.getAttribute("style"))).toEqual(seeded);
  });

  it("varies the circles in place, size, opacity and tint", async () => {
    const screen = await render(<ErrorPage seed={3} />);
    const circles = circlesIn(screen.container);
    const distinct = (read: (circle: HTMLElement) => string) => new Set(circles.map(read)).size;
    expect(distinct((circle) => circle.style.left)).toBe(10);
    expect(distinct((circle) => circle.style.width)).toBe(10);
    expect(distinct((circle) => getComputedStyle(circle).opacity)).toBeGreaterThan(1);
    expect(distinct((circle) => getComputedStyle(circle).backgroundColor)).toBeGreaterThan(1);
  });

  it("hides the circles and the icon from assistive technology", async () => {
    const screen = await render(<ErrorPage status={404} />);
    const circles = circlesIn(screen.container);
    expect(circles.length).toBeGreaterThan(0);
    for (const circle of circles) expect(circle.closest('[aria-hidden="true"]')).not.toBeNull();
    const icon = screen.container.querySelector('[data-slot="error-page-icon"]');
    expect(icon?.getAttribute("aria-hidden")).toBe("true");
  });

  it("animates the circles, and keeps them still when the user asks for reduced motion", async () => {
    const screen = await render(<ErrorPage status={404} />);
    const [circle] = circlesIn(screen.container);
    expect(getComputedStyle(circle!).animationName).toBe("pulse");
    await cdp().send("Emulation.setEmulatedMedia", {
      features: [{ name: "prefers-reduced-motion", value: "reduce" }],
    });
    try {
      expect(getComputedStyle(circle!).animationName).toBe("none");
      expect(circlesIn(screen.container)).toHaveLength(10);
    } finally {
      await cdp().send("Emulation.setEmulatedMedia", { features: [] });
    }
  });

  it.each([
    { theme: "light", status: 404 },
    { theme: "dark", status: undefined },
  ])("has no accessibility violations ($theme theme)", async ({ theme, status }) => {
    const screen = await render(
      <div data-theme={theme}>
        <ErrorPage status={status} seed={2} />
      </div>,
    );
    await expect.poll(() => circlesIn(screen.container)).toHaveLength(10);
    const results = await axe.run(screen.container);
    expect(results.violations).toEqual([]);
  });
});
