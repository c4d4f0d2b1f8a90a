import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { Button } from "./button";
import { Input } from "./input";
import { Label } from "./label";
import {
  Popover,
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
  PopoverDescription,
  PopoverTitle,
  PopoverTrigger,
} from "./popover";

const meta = {
  title: "Overlays/Popover",
  component: Popover,
  tags: ["autodocs"],
  args: { onOpenChange: fn() },
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="outline">Dimensions</Button>
      </PopoverTrigger>
      <PopoverContent className="grid gap-3">
        <div className="grid gap-1.5">
          <PopoverTitle>Dimensions</PopoverTitle>
          <PopoverDescription>Largeur et hauteur du bloc, en pixels.</PopoverDescription>
        </div>
        <div className="grid grid-cols-3 items-center gap-2">
          <Label htmlFor="largeur">Largeur</Label>
          <Input id="largeur" defaultValue="320" className="col-span-2 h-8" />
          <Label htmlFor="hauteur">Hauteur</Label>
          <Input id="hauteur" defaultValue="200" className="col-span-2 h-8" />
        </div>
        <PopoverClose asChild>
          <Button size="sm">Appliquer</Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Dimensions" });
    await userEvent.tab();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Dimensions" });
    await expect(dialog).toHaveAccessibleDescription("Largeur et hauteur du bloc, en pixels.");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Focus moves to the first field inside.
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Largeur" })).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole("textbox", { name: "Hauteur" })).toHaveFocus();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Dimensions" });
    trigger.focus();
    await userEvent.keyboard(" ");
    await screen.findByRole("dialog", { name: "Dimensions" });
    await userEvent.click(screen.getByRole("button", { name: "Appliquer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Anchored to a field rather than to its trigger; named by `aria-label` as it has no heading. */
export const WithAnchor: Story = {
  render: (args) => (
    <Popover {...args}>
      <div className="flex items-end gap-2">
        <PopoverAnchor asChild>
          <div className="grid gap-1.5">
            <Label htmlFor="color">Colour</Label>
            <Input id="color" defaultValue="#6d28d9" className="w-40" />
          </div>
        </PopoverAnchor>
        <PopoverTrigger asChild>
          <Button variant="outline">Help</Button>
        </PopoverTrigger>
      </div>
      <PopoverContent align="start" aria-label="About colours" className="text-sm">
        Use a hexadecimal colour such as #1c1723.
      </PopoverContent>
    </Popover>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Help" }));
    const dialog = await screen.findByRole("dialog", { name: "About colours" });
    const field = canvas.getByRole("textbox", { name: "Colour" }).parentElement!.getBoundingClientRect();
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().left)).toBe(Math.round(field.left)));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

export const Dark: Story = {
  args: { defaultOpen: true },
  globals: { theme: "sombre" },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Dimensions" });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
