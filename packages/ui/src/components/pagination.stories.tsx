import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, within } from "storybook/test";

import { Pagination } from "./pagination";

const meta = {
  title: "Navigation/Pagination",
  component: Pagination,
  tags: ["autodocs"],
  args: { page: 5, pageCount: 12, getHref: (page: number) => `?page=${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Pagination" });
    const links = within(nav).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual(["Previous", "1", "4", "5", "6", "12", "Next"]);
    await expect(within(nav).getByRole("link", { name: "Page 5" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: "Page 6" })).toHaveAttribute("href", "?page=6");
    await expect(within(nav).getByRole("link", { name: "Next" })).toHaveAttribute("href", "?page=6");
    await userEvent.tab();
    await expect(within(nav).getByRole("link", { name: "Previous" })).toHaveFocus();
  },
};

/** French texts, and the previous link disabled on the first page. */
export const French: Story = {
  args: {
    page: 1,
    pageCount: 8,
    label: "Pages de résultats",
    previousLabel: "Précédent",
    nextLabel: "Suivant",
    pageLabel: (page: number) => `Page ${page}`,
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Pages de résultats" });
    const previous = within(nav).getByRole("link", { name: "Précédent" });
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await expect(previous).not.toHaveAttribute("href");
    await expect(within(nav).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    // The disabled link is not a tab stop: Tab lands on page 1.
    await userEvent.tab();
    await expect(within(nav).getByRole("link", { name: "Page 1" })).toHaveFocus();
  },
};

function ButtonsDemo({ onPageChange }: { onPageChange: (page: number) => void }) {
  const [page, setPage] = React.useState(10);
  return (
    <div className="grid justify-items-center gap-3">
      <p className="text-sm">Page {page} sur 10</p>
      <Pagination
        page={page}
        pageCount={10}
        onPageChange={(next) => {
          setPage(next);
          onPageChange(next);
        }}
        label="Pagination des messages"
        previousLabel="Précédent"
        nextLabel="Suivant"
      />
    </div>
  );
}

const onPageChange = fn();

/** Without `getHref`, pages are buttons: for lists the app pages itself. */
export const Buttons: Story = {
  render: () => <ButtonsDemo onPageChange={onPageChange} />,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Pagination des messages" });
    await expect(within(nav).getByRole("button", { name: "Suivant" })).toBeDisabled();
    await userEvent.tab();
    await expect(within(nav).getByRole("button", { name: "Précédent" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onPageChange).toHaveBeenLastCalledWith(9);
    await expect(canvas.getByText("Page 9 sur 10")).toBeVisible();
    await expect(within(nav).getByRole("button", { name: "Page 9" })).toHaveAttribute("aria-current", "page");
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link", { name: /^Page / })).toHaveLength(3);
  },
};

export const Dark: Story = {
  globals: { theme: "sombre" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Page 5" })).toHaveAttribute("aria-current", "page");
  },
};
