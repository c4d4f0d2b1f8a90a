import * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page as screen, userEvent } from "vitest/browser";

import { Pagination, PaginationContent, PaginationItem, PaginationLink, PaginationNav } from "./pagination";

const nav = (name = "Pagination") => screen.getByRole("navigation", { name });

describe("Pagination", () => {
  it("is a named navigation of links, the current page marked", async () => {
    await render(<Pagination page={5} pageCount={20} getHref={(page) => `/articles?page=${page}`} />);
    const links = nav().getByRole("link").elements();
    expect(links.map((link) => link.textContent)).toEqual(["Previous", "1", "4", "5", "6", "20", "Next"]);
    await expect.element(nav().getByRole("link", { name: "Page 5" })).toHaveAttribute("aria-current", "page");
    await expect.element(nav().getByRole("link", { name: "Page 4" })).not.toHaveAttribute("aria-current");
    await expect.element(nav().getByRole("link", { name: "Page 20" })).toHaveAttribute("href", "/articles?page=20");
    await expect.element(nav().getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/articles?page=4");
    await expect.element(nav().getByRole("link", { name: "Next" })).toHaveAttribute("href", "/articles?page=6");
  });

  it("takes French texts", async () => {
    await render(
      <Pagination
        page={2}
        pageCount={3}
        getHref={(page) => `?page=${page}`}
        label="Pages de résultats"
        previousLabel="Précédent"
        nextLabel="Suivant"
        pageLabel={(page) => `Page ${page}`}
      />,
    );
    const results = nav("Pages de résultats");
    await expect.element(results.getByRole("link", { name: "Précédent" })).toHaveAttribute("href", "?page=1");
    await expect.element(results.getByRole("link", { name: "Suivant" })).toHaveAttribute("href", "?page=3");
    await expect.element(results.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  it("disables previous on the first page and next on the last, out of the tab order", async () => {
    const { rerender } = await render(<Pagination page={1} pageCount={4} getHref={(page) => `?p=${page}`} />);
    const previous = nav().getByRole("link", { name: "Previous" });
    await expect.element(previous).toHaveAttribute("aria-disabled", "true");
    await expect.element(previous).not.toHaveAttribute("href");
    await userEvent.tab();
    await expect.element(nav().getByRole("link", { name: "Page 1" })).toHaveFocus();

    await rerender(<Pagination page={4} pageCount={4} getHref={(page) => `?p=${page}`} />);
    await expect.element(nav().getByRole("link", { name: "Next" })).toHaveAttribute("aria-disabled", "true");
    await expect.element(nav().getByRole("link", { name: "Previous" })).not.toHaveAttribute("aria-disabled");
  });

  it("keeps real links with addresses and onPageChange, a plain click changing the page in place", async () => {
    const onPageChange = vi.fn();
    const before = window.location.href;
    await render(<Pagination page={1} pageCount={3} getHref={(page) => `?page=${page}`} onPageChange={onPageChange} />);
    const next = nav().getByRole("link", { name: "Next" });
    await expect.element(next).toHaveAttribute("href", "?page=2");
    await userEvent.click(next);
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(window.location.href).toBe(before);
  });

  it("uses buttons calling onPageChange when there are no addresses", async () => {
    const onPageChange = vi.fn();
    function Controlled() {
      const [page, setPage] = React.useState(1);
      return (
        <Pagination
          page={page}
          pageCount={10}
          onPageChange={(next) => {
            onPageChange(next);
            setPage(next);
          }}
        />
      );
    }
    await render(<Controlled />);
    await expect.element(nav().getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.tab();
    await expect.element(nav().getByRole("button", { name: "Page 1" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await expect.element(nav().getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

    await userEvent.click(nav().getByRole("button", { name: "Page 10" }));
    await expect.element(nav().getByRole("button", { name: "Next" })).toBeDisabled();
    const buttons = nav().getByRole("button").elements();
    expect(buttons.map((button) => button.textContent)).toEqual(["Previous", "1", "6", "7", "8", "9", "10", "Next"]);

    nav().getByRole("button", { name: "Previous" }).element().focus();
    await userEvent.keyboard(" ");
    expect(onPageChange).toHaveBeenLastCalledWith(9);
  });

  it("keeps the ellipses away from screen readers", async () => {
    await render(<Pagination page={10} pageCount={20} getHref={(page) => `?page=${page}`} />);
    const items = nav().getByRole("listitem").elements();
    expect(items).toHaveLength(9);
    const hidden = items.filter((item) => item.querySelector("[aria-hidden=true]:not(svg)"));
    expect(hidden).toHaveLength(2);
  });

  it("renders nothing when there are no pages", async () => {
    await render(<Pagination page={1} pageCount={0} getHref={(page) => `?page=${page}`} />);
    await expect.element(screen.getByRole("navigation")).not.toBeInTheDocument();
  });

  it("lets a custom pagination be composed from its parts, with the caller's own link", async () => {
    await render(
      <PaginationNav aria-label="Chapitres">
        <PaginationContent>
          <PaginationItem>
            <PaginationLink asChild isActive>
              <a href="/chapitre/1">I</a>
            </PaginationLink>
          </PaginationItem>
          <PaginationItem>
            <PaginationLink href="/chapitre/2">II</PaginationLink>
          </PaginationItem>
        </PaginationContent>
      </PaginationNav>,
    );
    await expect
      .element(nav("Chapitres").getByRole("link", { name: "I", exact: true }))
      .toHaveAttribute("aria-current", "page");
    await expect.element(nav("Chapitres").getByRole("link", { name: "II" })).toHaveAttribute("href", "/chapitre/2");
  });
});
