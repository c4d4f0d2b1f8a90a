import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";

import { Button } from "./button";
import { Stepper } from "./stepper";

const questionnaire = [
  { label: "Identité" },
  { label: "Expérience" },
  { label: "Compétences" },
  { label: "Disponibilité" },
];

const meta = {
  title: "Feedback/Stepper",
  component: Stepper,
  tags: ["autodocs"],
  args: { steps: questionnaire, current: 1, className: "w-[40rem]" },
  argTypes: { current: { control: { type: "number", min: 0, max: 4 } } },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Étape 2 sur 4" });
    const items = canvas.getAllByRole("listitem");
    await expect(list).toBeVisible();
    await expect(items).toHaveLength(4);
    await expect(items[1]).toHaveAttribute("aria-current", "step");
    await expect(items[0]).not.toHaveAttribute("aria-current");
    await expect(items[0]).toHaveTextContent("Identité (terminée)");
    // Without onStepClick nothing is interactive.
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  },
};

export const FirstStep: Story = {
  args: { current: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Étape 1 sur 4")).toBeVisible();
    await expect(canvas.getAllByRole("listitem")[0]).toHaveAttribute("aria-current", "step");
    await expect(canvas.queryByText(/terminée/)).not.toBeInTheDocument();
  },
};

export const LastStep: Story = {
  args: { current: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Étape 4 sur 4")).toBeVisible();
    await expect(canvas.getAllByText(/\(terminée\)/)).toHaveLength(3);
  },
};

export const Completed: Story = {
  args: { current: 4 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Étape 4 sur 4")).toBeVisible();
    await expect(canvasElement.querySelector("[aria-current]")).toBeNull();
    await expect(canvas.getAllByText(/\(terminée\)/)).toHaveLength(4);
  },
};

export const ClickableCompletedSteps: Story = {
  args: { current: 2, onStepClick: fn() },
  play: async ({ args, canvas }) => {
    // Only completed steps are buttons: the user can go back, not skip ahead.
    const buttons = canvas.getAllByRole("button");
    await expect(buttons).toHaveLength(2);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Identité (terminée)" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Expérience (terminée)" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onStepClick).toHaveBeenCalledWith(1);
    await userEvent.keyboard(" ");
    await expect(args.onStepClick).toHaveBeenCalledTimes(2);
  },
};

export const English: Story = {
  args: {
    steps: [{ label: "Company" }, { label: "Job" }, { label: "Payment" }],
    current: 1,
    formatProgress: (step: number, total: number) => `Step ${step} of ${total}`,
    completedLabel: "completed",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "Step 2 of 3" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")[0]).toHaveTextContent("Company (completed)");
  },
};

export const Interactive: Story = {
  render: function InteractiveStepper(args) {
    const [current, setCurrent] = useState(2);
    return (
      <div className="flex flex-col gap-4">
        <Stepper {...args} current={current} onStepClick={setCurrent} />
        <Button className="self-end" onClick={() => setCurrent((step) => Math.min(step + 1, args.steps.length))}>
          Suivant
        </Button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Identité (terminée)" }));
    await expect(canvas.getByText("Étape 1 sur 4")).toBeVisible();
    await expect(canvas.getAllByRole("listitem")[0]).toHaveAttribute("aria-current", "step");
    await userEvent.click(canvas.getByRole("button", { name: "Suivant" }));
    await expect(canvas.getByText("Étape 2 sur 4")).toBeVisible();
    await expect(canvas.getAllByRole("listitem")[1]).toHaveAttribute("aria-current", "step");
  },
};
