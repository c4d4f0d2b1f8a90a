import type { Meta, StoryObj } from "@storybook/react-vite";
import { LogOutIcon, SettingsIcon, UserIcon } from "lucide-react";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { Button } from "./button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
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

const onSelect = fn();

const meta = {
  title: "Overlays/DropdownMenu",
  component: DropdownMenu,
  tags: ["autodocs"],
  args: { onOpenChange: fn() },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Mon compte</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-56" align="start">
        <DropdownMenuLabel>Camille Martin</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={() => onSelect("profil")}>
            <UserIcon aria-hidden="true" />
            Profil
            <DropdownMenuShortcut>⇧⌘P</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onSelect("parametres")}>
            <SettingsIcon aria-hidden="true" />
            Paramètres
          </DropdownMenuItem>
          <DropdownMenuItem disabled>Facturation</DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onSelect("deconnexion")}>
          <LogOutIcon aria-hidden="true" />
          Se déconnecter
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Mon compte" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(screen.getByRole("menuitem", { name: /Profil/ })).toHaveFocus());

    // Down skips the disabled item and wraps round.
    await userEvent.keyboard("{ArrowDown}");
    await expect(screen.getByRole("menuitem", { name: "Paramètres" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(screen.getByRole("menuitem", { name: "Se déconnecter" })).toHaveFocus();
    await expect(menu).toBeInTheDocument();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const SelectWithKeyboard: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole("button", { name: "Mon compte" }).focus();
    await userEvent.keyboard("{ArrowDown}");
    await screen.findByRole("menu");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: /Profil/ })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(onSelect).toHaveBeenLastCalledWith("parametres");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};

function ViewOptions() {
  const [showGrid, setShowGrid] = React.useState(true);
  const [showArchived, setShowArchived] = React.useState(false);
  const [sort, setSort] = React.useState("recent");
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">View</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-56">
        <DropdownMenuLabel>Display</DropdownMenuLabel>
        <DropdownMenuCheckboxItem checked={showGrid} onCheckedChange={setShowGrid}>
          Grid lines
        </DropdownMenuCheckboxItem>
        <DropdownMenuCheckboxItem checked={showArchived} onCheckedChange={setShowArchived}>
          Archived items
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Sort by</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={sort} onValueChange={setSort}>
          <DropdownMenuRadioItem value="recent">Most recent</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="name">Name</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>Share</DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuItem>Copy link</DropdownMenuItem>
            <DropdownMenuItem>Email</DropdownMenuItem>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Checkbox and radio items keep the menu open state in the caller; a sub menu opens with the right arrow. */
export const CheckboxRadioAndSubMenu: Story = {
  render: () => <ViewOptions />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "View" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("menu");
    const grid = screen.getByRole("menuitemcheckbox", { name: "Grid lines" });
    await waitFor(() => expect(grid).toHaveFocus());
    await expect(grid).toBeChecked();
    await userEvent.keyboard(" ");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());

    await userEvent.keyboard("{Enter}");
    await screen.findByRole("menu");
    await expect(screen.getByRole("menuitemcheckbox", { name: "Grid lines" })).not.toBeChecked();
    await expect(screen.getByRole("menuitemradio", { name: "Most recent" })).toBeChecked();
    // Typeahead: "N" jumps to "Name".
    await waitFor(() => expect(screen.getByRole("menuitemcheckbox", { name: "Grid lines" })).toHaveFocus());
    await userEvent.keyboard("n");
    await expect(screen.getByRole("menuitemradio", { name: "Name" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("menu");
    await expect(screen.getByRole("menuitemradio", { name: "Name" })).toBeChecked();

    await userEvent.keyboard("{End}");
    const share = screen.getByRole("menuitem", { name: "Share" });
    await expect(share).toHaveFocus();
    await expect(share).toHaveAttribute("aria-haspopup", "menu");
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Copy link" })).toHaveFocus());
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(share).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Dark: Story = {
  args: { defaultOpen: true, modal: false },
  globals: { theme: "sombre" },
  play: async () => {
    const menu = await screen.findByRole("menu");
    await waitFor(() => expect(menu).toBeVisible());
    await expect(screen.getByRole("menuitem", { name: "Se déconnecter" })).toBeVisible();
  },
};
