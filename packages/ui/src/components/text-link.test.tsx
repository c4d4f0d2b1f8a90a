import * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { TextLink } from "./text-link";

describe("TextLink", () => {
  it("is a plain link in the tab order, opening in the same tab", async () => {
    await render(
      <p>
        Lisez la <TextLink href="#faq">foire aux questions</TextLink>.
      </p>,
    );
    const link = page.getByRole("link", { name: "foire aux questions" });
    await userEvent.tab();
    await expect.element(link).toHaveFocus();
    await expect.element(link).toHaveAttribute("href", "#faq");
    await expect.element(link).not.toHaveAttribute("target");
  });

  it("tells screen readers that an external link opens a new tab, in English by default", async () => {
    await render(
      <TextLink href="https://example.org" external>
        Example
      </TextLink>,
    );
    const link = page.getByRole("link", { name: "Example (opens in a new tab)" });
    await expect.element(link).toHaveAttribute("target", "_blank");
    await expect.element(link).toHaveAttribute("rel", "noopener noreferrer");
    // The notice is for screen readers only; sighted users get an icon.
    const notice = page.getByText("(opens in a new tab)").element().getBoundingClientRect();
    expect(notice.width * notice.height).toBeLessThanOrEqual(1);
  });

  it("takes the caller's wording for the notice", async () => {
    await render(
      <TextLink href="https://www.service-public.fr" external newTabLabel="(nouvel onglet)">
        service-public.fr
      </TextLink>,
    );
    await expect.element(page.getByRole("link", { name: "service-public.fr (nouvel onglet)" })).toBeInTheDocument();
  });

  it("styles the caller's own link element with asChild, keeping its behaviour", async () => {
    const onNavigate = vi.fn();
    function RouterLink({ to, children, ...props }: React.ComponentProps<"a"> & { to: string }) {
      return (
        <a
          href={to}
          {...props}
          onClick={(event) => {
            event.preventDefault();
            onNavigate(to);
          }}
        >
          {children}
        </a>
      );
    }
    await render(
      <TextLink asChild external newTabLabel="(nouvel onglet)">
        <RouterLink to="/aide">Aide</RouterLink>
      </TextLink>,
    );
    const link = page.getByRole("link", { name: "Aide (nouvel onglet)" });
    await expect.element(link).toHaveAttribute("href", "/aide");
    await expect.element(link).toHaveAttribute("target", "_blank");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    expect(onNavigate).toHaveBeenCalledWith("/aide");
  });
});
