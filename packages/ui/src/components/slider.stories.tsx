import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent } from "storybook/test";

import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "./field";
import { Slider } from "./slider";

const km = (value: number) => `${value} km`;
const kiloEuros = (value: number) => `${value / 1000} k€`;

const meta = {
  title: "Forms/Slider",
  component: Slider,
  tags: ["autodocs"],
  args: {
    "aria-label": "Rayon de mobilité",
    min: 0,
    max: 200,
    step: 5,
    defaultValue: [30],
    getAriaValueText: km,
    showValue: true,
    onValueChange: fn(),
    className: "w-64",
  },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A mobility radius: 0 to 200 km in steps of 5, read out and shown as « 30 km ». */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const thumb = canvas.getByRole("slider", { name: "Rayon de mobilité" });
    await expect(thumb).toHaveAttribute("aria-valuetext", "30 km");
    await expect(canvas.getByText("30 km")).toBeVisible();
    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(thumb).toHaveAttribute("aria-valuenow", "35");
    await expect(args.onValueChange).toHaveBeenLastCalledWith([35]);
    await userEvent.keyboard("{PageUp}");
    await expect(thumb).toHaveAttribute("aria-valuetext", "85 km");
    await userEvent.keyboard("{End}");
    await expect(canvas.getByText("200 km")).toBeVisible();
    await userEvent.keyboard("{Home}");
    await expect(thumb).toHaveAttribute("aria-valuenow", "0");
  },
};

/** A range: two thumbs, each named by the slider's name and its role in the range. */
export const Range: Story = {
  args: {
    "aria-label": "Salaire annuel brut",
    min: 20000,
    max: 120000,
    step: 1000,
    defaultValue: [35000, 50000],
    getAriaValueText: kiloEuros,
    thumbLabels: ["minimum", "maximum"],
    className: "w-80",
  },
  play: async ({ canvas }) => {
    const low = canvas.getByRole("slider", { name: "Salaire annuel brut minimum" });
    const high = canvas.getByRole("slider", { name: "Salaire annuel brut maximum" });
    await expect(low).toHaveAttribute("aria-valuetext", kiloEuros(35000));
    await userEvent.tab();
    await userEvent.tab();
    await expect(high).toHaveFocus();
    await userEvent.keyboard("{PageDown}");
    await expect(high).toHaveAttribute("aria-valuenow", "40000");
    await expect(canvas.getByText(`${kiloEuros(35000)} – ${kiloEuros(40000)}`)).toBeVisible();
  },
};

/** English texts: the range's thumbs keep Radix's "Minimum" and "Maximum". */
export const English: Story = {
  args: {
    "aria-label": "Budget",
    min: 0,
    max: 1000,
    step: 50,
    defaultValue: [200, 600],
    getAriaValueText: (value) => `$${value}`,
    className: "w-80",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("slider", { name: "Budget Minimum" })).toHaveAttribute("aria-valuetext", "$200");
    await expect(canvas.getByRole("slider", { name: "Budget Maximum" })).toHaveAttribute("aria-valuetext", "$600");
    await expect(canvas.getByText("$200 – $600")).toBeVisible();
  },
};

/** Inside the kit's Field: the label names the thumb, the description and error describe it. */
export const InAField: Story = {
  args: { "aria-label": undefined },
  render: (args) => (
    <Field invalid className="w-80">
      <FieldLabel>Rayon de mobilité</FieldLabel>
      <FieldControl>
        <Slider {...args} />
      </FieldControl>
      <FieldDescription>Autour de votre ville.</FieldDescription>
      <FieldError>Choisissez au moins 10 km.</FieldError>
    </Field>
  ),
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole("slider", { name: "Rayon de mobilité" });
    await expect(thumb).toHaveAccessibleDescription("Autour de votre ville. Choisissez au moins 10 km.");
    await expect(thumb).toHaveAttribute("aria-invalid", "true");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole("slider", { name: "Rayon de mobilité" });
    await expect(thumb).toHaveAttribute("data-disabled");
    await expect(thumb).not.toHaveAttribute("tabindex");
  },
};

export const WithoutVisibleValue: Story = {
  args: { showValue: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("30 km")).not.toBeInTheDocument();
    await expect(canvas.getByRole("slider", { name: "Rayon de mobilité" })).toHaveAttribute("aria-valuetext", "30 km");
  },
};

function ControlledDemo(props: React.ComponentProps<typeof Slider>) {
  const [radius, setRadius] = React.useState([50]);
  return (
    <div className="flex w-72 flex-col gap-3">
      <Slider {...props} value={radius} onValueChange={setRadius} />
      <button type="button" className="self-start text-sm text-primary underline" onClick={() => setRadius([100])}>
        100 km
      </button>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledDemo {...args} />,
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole("slider", { name: "Rayon de mobilité" });
    await expect(thumb).toHaveAttribute("aria-valuenow", "50");
    await userEvent.click(canvas.getByRole("button", { name: "100 km" }));
    await expect(thumb).toHaveAttribute("aria-valuetext", "100 km");
  },
};
