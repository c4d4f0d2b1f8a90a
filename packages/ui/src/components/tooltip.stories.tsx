import type { Meta, StoryObj } from "@storybook/react-vite";
import { Info, Pencil, Share2, Trash2 } from "lucide-react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { Button } from "./button";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "./tooltip";

const meta = {
  title: "Overlays/Tooltip",
  component: Tooltip,
  tags: ["autodocs"],
  args: { onOpenChange: fn() },
  render: (args) => (
    <Tooltip {...args}>
      <TooltipTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Modifier l’offre">
          <Pencil />
        </Button>
      </TooltipTrigger>
      <TooltipContent>Modifier l’offre</TooltipContent>
    </Tooltip>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardFocus: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Modifier l’offre" });
    await expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Modifier l’offre");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Hover: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Modifier l’offre" });
    await userEvent.hover(trigger);
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Modifier l’offre");
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  },
};

export const Describes: Story = {
  render: (args) => (
    <Tooltip {...args}>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="sm">
          <Info /> Visibility
        </Button>
      </TooltipTrigger>
      <TooltipContent side="right">Only recruiters with an active subscription can see your card.</TooltipContent>
    </Tooltip>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await screen.findByRole("tooltip");
    // The tooltip text becomes the trigger's accessible description, on top of its name.
    await expect(canvas.getByRole("button", { name: "Visibility" })).toHaveAccessibleDescription(
      "Only recruiters with an active subscription can see your card.",
    );
  },
};

export const Open: Story = {
  args: { open: true },
  render: (args) => (
    <div className="p-12">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button>Publier</Button>
        </TooltipTrigger>
        <TooltipContent side="bottom">L’offre sera visible immédiatement</TooltipContent>
      </Tooltip>
    </div>
  ),
  play: async () => {
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("L’offre sera visible immédiatement");
  },
};

export const SharedProvider: Story = {
  render: (args) => (
    <TooltipProvider>
      <div className="flex gap-2">
        <Tooltip {...args}>
          <TooltipTrigger asChild>
            <Button variant="outline" size="icon" aria-label="Partager">
              <Share2 />
            </Button>
          </TooltipTrigger>
          <TooltipContent>Partager</TooltipContent>
        </Tooltip>
        <Tooltip>
          <TooltipTrigger asChild>
            <Button variant="outline" size="icon" aria-label="Supprimer">
              <Trash2 />
            </Button>
          </TooltipTrigger>
          <TooltipContent>Supprimer</TooltipContent>
        </Tooltip>
      </div>
    </TooltipProvider>
  ),
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Partager");
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole("tooltip")).toHaveTextContent("Supprimer"));
    await expect(screen.getAllByRole("tooltip")).toHaveLength(1);
  },
};
