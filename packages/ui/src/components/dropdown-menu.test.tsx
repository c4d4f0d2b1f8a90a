import * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "./dropdown-menu";

function ActionsMenu({ onSelect }: { onSelect: (action: string) => void }) {
  const [notify, setNotify] = React.useState(false);
  const [density, setDensity] = React.useState("comfortable");
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>Actions</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Document</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => onSelect("rename")}>
          Renommer <DropdownMenuShortcut>F2</DropdownMenuShortcut>
        </DropdownMenuItem>
        <DropdownMenuItem disabled onSelect={() => onSelect("move")}>
          Déplacer
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onSelect("duplicate")}>Dupliquer</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem checked={notify} onCheckedChange={setNotify}>
          Notifications
        </DropdownMenuCheckboxItem>
        <DropdownMenuRadioGroup value={density} onValueChange={setDensity}>
          <DropdownMenuRadioItem value="comfortable">Confortable</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="compact">Compact</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>Exporter</DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuItem onSelect={() => onSelect("pdf")}>PDF</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onSelect("csv")}>CSV</DropdownMenuItem>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onSelect("delete")}>
          Supprimer
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const trigger = () => page.getByRole("button", { name: "Actions" });
const item = (name: string | RegExp) => page.getByRole("menuitem", { name });

describe("DropdownMenu", () => {
  it("opens from the keyboard on its first item and closes with Escape, back on the trigger", async () => {
    await render(<ActionsMenu onSelect={vi.fn()} />);
    await userEvent.tab();
    await expect.element(trigger()).toHaveAttribute("aria-haspopup", "menu");
    await expect.element(trigger()).toHaveAttribute("aria-expanded", "false");
    // While the menu is open the rest of the page is hidden from screen readers: keep hold of the button.
    const button = trigger().element();
    await userEvent.keyboard("{Enter}");
    await expect.element(page.getByRole("menu", { name: "Actions" })).toBeVisible();
    expect(button).toHaveAttribute("aria-expanded", "true");
    await expect.element(item(/Renommer/)).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect.element(page.getByRole("menu")).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });

  it("skips disabled items and runs the chosen one with Enter", async () => {
    const onSelect = vi.fn();
    await render(<ActionsMenu onSelect={onSelect} />);
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect.element(item(/Renommer/)).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(item("Dupliquer")).toHaveFocus();
    await expect.element(item("Déplacer")).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{Enter}");
    expect(onSelect).toHaveBeenCalledExactlyOnceWith("duplicate");
    await expect.element(page.getByRole("menu")).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });

  it("moves with the arrows, Home and End, and jumps to an item by its first letter", async () => {
    await render(<ActionsMenu onSelect={vi.fn()} />);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(item(/Renommer/)).toHaveFocus();
    // Radix menus stop at the ends rather than wrap.
    await userEvent.keyboard("{ArrowUp}");
    await expect.element(item(/Renommer/)).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect.element(item("Supprimer")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect.element(item(/Renommer/)).toHaveFocus();
    await userEvent.keyboard("c");
    await expect.element(page.getByRole("menuitemradio", { name: "Confortable" })).toHaveFocus();
  });

  it("toggles a checkbox item and picks a radio item", async () => {
    await render(<ActionsMenu onSelect={vi.fn()} />);
    await userEvent.click(trigger());
    const notifications = page.getByRole("menuitemcheckbox", { name: "Notifications" });
    await expect.element(notifications).toHaveAttribute("aria-checked", "false");
    await userEvent.click(notifications);
    await userEvent.click(trigger());
    await expect
      .element(page.getByRole("menuitemcheckbox", { name: "Notifications" }))
      .toHaveAttribute("aria-checked", "true");
    await expect
      .element(page.getByRole("menuitemradio", { name: "Confortable" }))
      .toHaveAttribute("aria-checked", "true");
    await userEvent.click(page.getByRole("menuitemradio", { name: "Compact" }));
    await userEvent.click(trigger());
    await expect.element(page.getByRole("menuitemradio", { name: "Compact" })).toHaveAttribute("aria-checked", "true");
  });

  it("opens a sub menu with the right arrow and closes it with the left arrow", async () => {
    const onSelect = vi.fn();
    await render(<ActionsMenu onSelect={onSelect} />);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect.element(item(/Renommer/)).toHaveFocus();
    await userEvent.keyboard("e");
    await expect.element(item("Exporter")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(item("PDF")).toHaveFocus();
    await expect.element(item("Exporter")).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{ArrowLeft}");
    await expect.element(item("Exporter")).toHaveFocus();
    await expect.element(item("PDF")).not.toBeInTheDocument();
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(item("PDF")).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(item("CSV")).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(onSelect).toHaveBeenCalledExactlyOnceWith("csv");
    await expect.element(page.getByRole("menu")).not.toBeInTheDocument();
  });
});
