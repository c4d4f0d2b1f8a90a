import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowRight, Trash2 } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";

import { Button } from "./button";

const meta = {
  title: "Actions/Button",
  component: Button,
  tags: ["autodocs"],
  args: { children: "Postuler", onClick: fn() },
  argTypes: {
    variant: {
      control: "select",
      options: ["default", "brand", "secondary", "outline", "ghost", "destructive", "link"],
    },
    size: { control: "select", options: ["sm", "default", "lg", "icon"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Postuler" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Button {...args}>Principal</Button>
      <Button {...args} variant="brand">
        Marque
      </Button>
      <Button {...args} variant="secondary">
        Secondaire
      </Button>
      <Button {...args} variant="outline">
        Contour
      </Button>
      <Button {...args} variant="ghost">
        Discret
      </Button>
      <Button {...args} variant="destructive">
        Supprimer
      </Button>
      <Button {...args} variant="link">
        Lien
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args}>Default</Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="icon" aria-label="Supprimer l'offre">
        <Trash2 />
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        Continuer <ArrowRight />
      </>
    ),
  },
};

export const Loading: Story = {
  args: { loading: true, children: "Enregistrement…" },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: /Enregistrement/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: "Indisponible" },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#offres">Voir les offres</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Voir les offres" });
    await expect(link).toHaveAttribute("href", "#offres");
    await expect(link).toHaveAttribute("data-slot", "button");
  },
};
