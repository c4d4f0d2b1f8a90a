import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, waitFor } from "storybook/test";

import { Button } from "./button";
import { LoadingIndicator, type LoadingIndicatorProps } from "./loading-indicator";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A button that runs fake work of `workMs` and drives the indicator while it lasts. */
function Navigation({ workMs, action, ...args }: LoadingIndicatorProps & { workMs: number; action: string }) {
  const [active, setActive] = React.useState(false);
  return (
    <>
      <LoadingIndicator {...args} active={active} />
      <Button
        variant="outline"
        disabled={active}
        onClick={async () => {
          setActive(true);
          await pause(workMs);
          setActive(false);
        }}
      >
        {action}
      </Button>
    </>
  );
}

const meta = {
  title: "Feedback/LoadingIndicator",
  component: LoadingIndicator,
  tags: ["autodocs"],
  args: { active: true },
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div className="flex min-h-40 items-center justify-center p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole("progressbar", { name: "Chargement de la page" });
    await expect(bar.getBoundingClientRect().top).toBe(0);
    await expect(bar.getBoundingClientRect().height).toBe(3);
  },
};

export const Inactive: Story = {
  args: { active: false },
  play: async ({ canvas }) => {
    await pause(300);
    await expect(canvas.queryByRole("progressbar")).not.toBeInTheDocument();
  },
};

export const SlowPage: Story = {
  render: (args) => <Navigation {...args} workMs={1200} action="Ouvrir les offres" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Ouvrir les offres" }));
    await expect(canvas.queryByRole("progressbar")).not.toBeInTheDocument();
    await canvas.findByRole("progressbar", { name: "Chargement de la page" });
    await waitFor(() => expect(canvas.queryByRole("progressbar")).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const QuickPage: Story = {
  render: (args) => <Navigation {...args} workMs={80} action="Ouvrir le profil" />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Ouvrir le profil" });
    await userEvent.click(button);
    // The work ends before the 200 ms throttle: nothing flashes.
    await waitFor(() => expect(button).toBeEnabled());
    await pause(300);
    await expect(canvas.queryByRole("progressbar")).not.toBeInTheDocument();
  },
};

export const English: Story = {
  args: { label: "Loading page", height: 4, duration: 4000 },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole("progressbar", { name: "Loading page" });
    await expect(bar.getBoundingClientRect().height).toBe(4);
  },
};
