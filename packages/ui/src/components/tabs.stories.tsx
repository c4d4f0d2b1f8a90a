import type { Meta, StoryObj } from "@storybook/react-vite";
import { Bell, User } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

const meta = {
  title: "Layout/Tabs",
  component: Tabs,
  tags: ["autodocs"],
  args: { defaultValue: "offres", onValueChange: fn(), className: "w-[26rem]" },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Tableau de bord recruteur">
        <TabsTrigger value="offres">Offres</TabsTrigger>
        <TabsTrigger value="matchs">Matchs potentiels</TabsTrigger>
        <TabsTrigger value="workflow">Workflow</TabsTrigger>
      </TabsList>
      <TabsContent value="offres">
        <p className="text-sm">Vous avez 3 offres publiées.</p>
      </TabsContent>
      <TabsContent value="matchs">
        <p className="text-sm">12 candidats correspondent à vos offres.</p>
      </TabsContent>
      <TabsContent value="workflow">
        <p className="text-sm">Aucune candidature en cours.</p>
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: "Offres" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel", { name: "Offres" })).toHaveTextContent("Vous avez 3 offres publiées.");
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: "Offres" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    const matches = canvas.getByRole("tab", { name: "Matchs potentiels" });
    await expect(matches).toHaveFocus();
    await expect(matches).toHaveAttribute("aria-selected", "true");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("matchs");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("12 candidats correspondent à vos offres.");
    // Focus wraps from the last tab to the first.
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Offres" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("tab", { name: "Workflow" })).toHaveFocus();
    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel", { name: "Workflow" })).toHaveFocus();
  },
};

export const DisabledTab: Story = {
  args: { defaultValue: "profile" },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Account settings">
        <TabsTrigger value="profile">
          <User aria-hidden="true" /> Profile
        </TabsTrigger>
        <TabsTrigger value="billing" disabled>
          Billing
        </TabsTrigger>
        <TabsTrigger value="notifications">
          <Bell aria-hidden="true" /> Notifications
        </TabsTrigger>
      </TabsList>
      <TabsContent value="profile">
        <p className="text-sm">Your public profile is visible to recruiters.</p>
      </TabsContent>
      <TabsContent value="billing">
        <p className="text-sm">Billing is managed by your company.</p>
      </TabsContent>
      <TabsContent value="notifications">
        <p className="text-sm">You will be notified of every new match.</p>
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: "Billing" })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    // The disabled tab is skipped.
    await expect(canvas.getByRole("tab", { name: "Notifications" })).toHaveFocus();
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("You will be notified of every new match.");
  },
};

export const ManualActivation: Story = {
  args: { activationMode: "manual" },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Matchs potentiels" })).toHaveFocus();
    await expect(canvas.getByRole("tab", { name: "Offres" })).toHaveAttribute("aria-selected", "true");
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("tab", { name: "Matchs potentiels" })).toHaveAttribute("aria-selected", "true");
  },
};

export const Vertical: Story = {
  args: { orientation: "vertical", className: "w-[30rem]" },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("tab", { name: "Matchs potentiels" })).toHaveFocus();
    await expect(canvas.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
  },
};
