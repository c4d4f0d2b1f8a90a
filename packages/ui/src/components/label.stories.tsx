import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";

import { Checkbox } from "./checkbox";
import { Input } from "./input";
import { Label } from "./label";

const meta = {
  title: "Forms/Label",
  component: Label,
  tags: ["autodocs"],
  args: { children: "Ville recherchée", htmlFor: "city" },
  render: (args) => (
    <div className="grid w-72 gap-2">
      <Label {...args} />
      <Input id="city" placeholder="Lyon" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText("Ville recherchée"));
    await expect(canvas.getByRole("textbox", { name: "Ville recherchée" })).toHaveFocus();
  },
};

/** Wrapping the control needs no `htmlFor`; a label after a `peer` control follows its disabled state. */
export const WithCheckbox: Story = {
  args: { htmlFor: "remote", children: "Remote only" },
  render: (args) => (
    <div className="grid gap-3">
      <div className="flex items-center gap-2">
        <Checkbox id="remote" />
        <Label {...args} />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="relocation" disabled />
        <Label htmlFor="relocation">Relocation package (unavailable)</Label>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Remote only" });
    await userEvent.click(canvas.getByText("Remote only"));
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(checkbox).not.toBeChecked();
  },
};

export const DarkTheme: Story = {
  ...Default,
  globals: { theme: "sombre" },
  play: async (context) => {
    await expect(context.canvasElement.ownerDocument.documentElement).toHaveAttribute("data-theme", "dark");
    await expect(getComputedStyle(context.canvas.getByText("Ville recherchée")).color).toBe("rgb(243, 240, 246)");
    await Default.play?.(context);
  },
};
