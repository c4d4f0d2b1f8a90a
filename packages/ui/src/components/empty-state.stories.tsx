import type { Meta, StoryObj } from "@storybook/react-vite";
import { Inbox, SearchX, UsersRound } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";

import { Button } from "./button";
import { EmptyState } from "./empty-state";

const meta = {
  title: "Feedback/EmptyState",
  component: EmptyState,
  tags: ["autodocs"],
  args: {
    className: "w-[28rem]",
    icon: <UsersRound />,
    title: "Aucun match potentiel",
    description: "Complétez votre profil pour que les recruteurs vous trouvent plus facilement.",
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const onAction = fn();

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Aucun match potentiel" })).toBeVisible();
    await expect(canvas.getByText(/Complétez votre profil/)).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="empty-state-icon"]')).toHaveAttribute("aria-hidden", "true");
  },
};

export const WithAction: Story = {
  args: {
    action: <Button onClick={onAction}>Compléter mon profil</Button>,
  },
  play: async ({ canvas }) => {
    onAction.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Compléter mon profil" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onAction).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  args: {
    icon: <SearchX />,
    title: "No jobs match your search",
    description: "Try removing a filter or searching a wider area.",
    headingLevel: 3,
    action: (
      <>
        <Button variant="outline">Clear filters</Button>
        <Button variant="link" asChild>
          <a href="#alerts">Create a job alert</a>
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "No jobs match your search" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Create a job alert" })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { icon: <Inbox />, title: "Aucune actualité", description: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { name: "Aucune actualité" })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="empty-state-description"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="empty-state-action"]')).toBeNull();
  },
};
