import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, waitFor } from "storybook/test";

import { Button } from "./button";
import { Progress } from "./progress";

const meta = {
  title: "Feedback/Progress",
  component: Progress,
  tags: ["autodocs"],
  args: { value: 40, label: "Envoi du fichier", showValue: true },
  decorators: [(Story) => <div className="w-80">{Story()}</div>],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLabel: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Envoi du fichier" });
    await expect(bar).toHaveAttribute("aria-valuenow", "40");
    await expect(bar).toHaveAttribute("aria-valuemax", "100");
    await expect(bar).toHaveAttribute("aria-valuetext", "40%");
    await expect(canvas.getByText("40%")).toBeVisible();
  },
};

/** The value worded by the caller, read out and shown. */
export const ValueText: Story = {
  args: {
    value: 3,
    max: 12,
    label: "Files uploaded",
    getValueLabel: (value: number, max: number) => `${value} of ${max} files`,
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Files uploaded" });
    await expect(bar).toHaveAttribute("aria-valuetext", "3 of 12 files");
    await expect(canvas.getByText("3 of 12 files")).toBeVisible();
  },
};

/** While the amount of work is unknown: no value is announced. */
export const Indeterminate: Story = {
  args: { value: null, label: "Préparation de l’export", showValue: false },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Préparation de l’export" });
    await expect(bar).not.toHaveAttribute("aria-valuenow");
    await expect(bar).not.toHaveAttribute("aria-valuetext");
    await expect(bar).toHaveAttribute("data-state", "indeterminate");
  },
};

/** A bar without a visible label, named by `aria-label`. */
export const WithoutVisibleLabel: Story = {
  args: { label: undefined, showValue: false, value: 75, "aria-label": "Profile completion" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "Profile completion" })).toHaveAttribute(
      "aria-valuetext",
      "75%",
    );
  },
};

function Upload() {
  const [value, setValue] = React.useState(0);
  return (
    <div className="grid gap-3">
      <Progress value={value} label="Téléversement" showValue />
      <Button onClick={() => setValue((current) => Math.min(100, current + 25))}>Avancer</Button>
    </div>
  );
}

export const Complete: Story = {
  render: () => <Upload />,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Téléversement" });
    await userEvent.tab();
    for (let step = 0; step < 4; step += 1) await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "100"));
    await expect(bar).toHaveAttribute("data-state", "complete");
    await expect(canvas.getByText("100%")).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: "sombre" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "Envoi du fichier" })).toBeVisible();
  },
};
