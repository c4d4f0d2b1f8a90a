import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { Popover, PopoverClose, PopoverContent, PopoverDescription, PopoverTitle, PopoverTrigger } from "./popover";

function Filters({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <>
      <Popover onOpenChange={onOpenChange}>
        <PopoverTrigger>Filtres</PopoverTrigger>
        <PopoverContent>
          <PopoverTitle>Filtrer la liste</PopoverTitle>
          <PopoverDescription>Les filtres s’appliquent aussitôt.</PopoverDescription>
          <label>
            Ville <input name="ville" />
          </label>
          <PopoverClose>Fermer</PopoverClose>
        </PopoverContent>
      </Popover>
      <button type="button">Ailleurs</button>
    </>
  );
}

const trigger = () => page.getByRole("button", { name: "Filtres" });

describe("Popover", () => {
  it("opens with Enter as a dialog named by its title, and moves focus inside", async () => {
    const onOpenChange = vi.fn();
    await render(<Filters onOpenChange={onOpenChange} />);
    await userEvent.tab();
    await expect.element(trigger()).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{Enter}");
    const dialog = page.getByRole("dialog", { name: "Filtrer la liste" });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription("Les filtres s’appliquent aussitôt.");
    await expect.element(trigger()).toHaveAttribute("aria-expanded", "true");
    await expect.element(page.getByRole("textbox", { name: "Ville" })).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
  });

  it("closes with Escape and gives focus back to the trigger", async () => {
    await render(<Filters />);
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect.element(page.getByRole("dialog")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });

  it("closes from a PopoverClose", async () => {
    await render(<Filters />);
    await userEvent.click(trigger());
    await userEvent.click(page.getByRole("button", { name: "Fermer" }));
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });

  it("closes on a click outside", async () => {
    await render(<Filters />);
    await userEvent.click(trigger());
    await expect.element(page.getByRole("dialog")).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Ailleurs" }));
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  });

  it("toggles from its trigger", async () => {
    await render(<Filters />);
    await userEvent.click(trigger());
    await expect.element(page.getByRole("dialog")).toBeVisible();
    await userEvent.click(trigger());
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  });
});
