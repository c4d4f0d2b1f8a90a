import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { LiveStatus } from "./live-status";

const meta = {
  title: "Feedback/LiveStatus",
  component: LiveStatus,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: { state: "live" },
  argTypes: { state: { control: "inline-radio", options: ["connecting", "live", "offline"] } },
} satisfies Meta<typeof LiveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Changes appear without reloading. */
export const Live: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Mis à jour en direct");
  },
};

/** Joining the live feed. */
export const Connecting: Story = {
  args: { state: "connecting" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Connexion au suivi en direct…");
  },
};

/** The connection is cut: the text says what to do. */
export const Offline: Story = {
  args: { state: "offline" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(/interrompu : rechargez la page/);
  },
};

/** Words of a screen's own. */
export const OwnWords: Story = {
  args: { state: "live", labels: { live: "Vos candidatures se mettent à jour en direct" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Vos candidatures se mettent à jour en direct");
  },
};
