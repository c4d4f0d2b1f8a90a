import type { Meta, StoryObj } from "@storybook/react-vite";
import { BadgeCheck, Clock } from "lucide-react";
import { expect, userEvent } from "storybook/test";

import { Badge } from "./badge";

const meta = {
  title: "Feedback/Badge",
  component: Badge,
  tags: ["autodocs"],
  args: { children: "Nouveau" },
  argTypes: {
    variant: {
      control: "select",
      options: ["default", "brand", "secondary", "outline", "destructive", "muted"],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText("Nouveau");
    await expect(badge).toHaveAttribute("data-slot", "badge");
    await expect(badge).toHaveAttribute("data-variant", "default");
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Badge {...args}>Nouveau</Badge>
      <Badge {...args} variant="brand">
        Fuse
      </Badge>
      <Badge {...args} variant="secondary">
        Abonnement actif
      </Badge>
      <Badge {...args} variant="outline">
        CDI
      </Badge>
      <Badge {...args} variant="destructive">
        Expirée
      </Badge>
      <Badge {...args} variant="muted">
        Brouillon
      </Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    const expected = {
      Nouveau: "default",
      Fuse: "brand",
      "Abonnement actif": "secondary",
      CDI: "outline",
      Expirée: "destructive",
      Brouillon: "muted",
    };
    for (const [text, variant] of Object.entries(expected)) {
      await expect(canvas.getByText(text)).toHaveAttribute("data-variant", variant);
    }
  },
};

export const WithIcon: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Badge {...args} variant="secondary">
        <BadgeCheck aria-hidden="true" /> Verified
      </Badge>
      <Badge {...args} variant="outline">
        <Clock aria-hidden="true" /> Pending review
      </Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Verified")).toBeVisible();
    await expect(canvas.getByText("Pending review")).toBeVisible();
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: "outline", children: <a href="#tag-react">React</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "React" });
    await expect(link).toHaveAttribute("data-slot", "badge");
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
