import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent } from "storybook/test";

import { TextLink } from "./text-link";

const meta = {
  title: "Actions/TextLink",
  component: TextLink,
  tags: ["autodocs"],
  args: { href: "#conditions", children: "conditions d’utilisation" },
  render: (args) => (
    <p className="max-w-sm text-sm">
      En continuant, vous acceptez les <TextLink {...args} />.
    </p>
  ),
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "conditions d’utilisation" });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute("href", "#conditions");
    await expect(link).not.toHaveAttribute("target");
  },
};

/** French callers replace the hidden notice. */
export const ExternalFrench: Story = {
  args: {
    href: "https://www.service-public.fr/",
    external: true,
    newTabLabel: "(nouvel onglet)",
    children: "service-public.fr",
  },
  render: (args) => (
    <p className="max-w-sm text-sm">
      Toutes les démarches sont décrites sur <TextLink {...args} />.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "service-public.fr (nouvel onglet)" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const ExternalEnglish: Story = {
  args: { href: "https://www.w3.org/WAI/", external: true, children: "the W3C accessibility guidelines" },
  render: (args) => (
    <p className="max-w-sm text-sm">
      Read <TextLink {...args} /> to learn more.
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", { name: "the W3C accessibility guidelines (opens in a new tab)" }),
    ).toHaveAttribute("target", "_blank");
  },
};

/** A stand-in for a router's Link: it renders the anchor, TextLink gives it the look. */
function RouterLink({
  to,
  onNavigate,
  children,
  ...props
}: React.ComponentProps<"a"> & { to: string; onNavigate?: () => void }) {
  return (
    <a
      href={to}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onNavigate?.();
      }}
    >
      {children}
    </a>
  );
}

const navigate = fn();

export const AsChild: Story = {
  render: () => (
    <p className="text-sm">
      Back to{" "}
      <TextLink asChild>
        <RouterLink to="/settings" onNavigate={navigate}>
          your settings
        </RouterLink>
      </TextLink>
      .
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "your settings" });
    await expect(link).toHaveAttribute("href", "/settings");
    await expect(link).toHaveAttribute("data-slot", "text-link");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(navigate).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = {
  ...ExternalFrench,
  globals: { theme: "sombre" },
};
