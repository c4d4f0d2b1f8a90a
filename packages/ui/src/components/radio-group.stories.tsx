import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Button } from "./button";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "./field";
import { Label } from "./label";
import { RadioGroup, RadioGroupItem } from "./radio-group";

const contracts = [
  { value: "cdi", label: "CDI" },
  { value: "cdd", label: "CDD" },
  { value: "alternance", label: "Alternance" },
  { value: "stage", label: "Stage" },
];

function Options({ options }: { options: { value: string; label: string; disabled?: boolean }[] }) {
  return options.map((option) => (
    <div key={option.value} className="flex items-center gap-2">
      <RadioGroupItem id={`option-${option.value}`} value={option.value} disabled={option.disabled} />
      <Label htmlFor={`option-${option.value}`}>{option.label}</Label>
    </div>
  ));
}

const meta = {
  title: "Forms/RadioGroup",
  component: RadioGroup,
  tags: ["autodocs"],
  args: { defaultValue: "cdi", onValueChange: fn() },
  argTypes: {
    orientation: { control: "inline-radio", options: ["vertical", "horizontal"] },
  },
  render: (args) => (
    <Field>
      <FieldLabel>Type de contrat</FieldLabel>
      <FieldControl>
        <RadioGroup {...args}>
          <Options options={contracts} />
        </RadioGroup>
      </FieldControl>
    </Field>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Radix selects on arrow keys only while the key is down, and moves focus a tick after keydown. */
async function press(key: string) {
  await userEvent.keyboard(`{${key}>}`);
  await userEvent.keyboard(`{/${key}}`);
}

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("radiogroup", { name: "Type de contrat" })).toBeVisible();
    const cdi = canvas.getByRole("radio", { name: "CDI" });
    await userEvent.tab();
    await expect(cdi).toHaveFocus();
    await press("ArrowDown");
    const cdd = canvas.getByRole("radio", { name: "CDD" });
    await expect(cdd).toHaveFocus();
    await expect(cdd).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("cdd");
    await press("ArrowUp");
    await expect(cdi).toBeChecked();
    // Arrows wrap around.
    await press("ArrowUp");
    await expect(canvas.getByRole("radio", { name: "Stage" })).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { defaultValue: undefined },
  render: (args) => (
    <Field>
      <FieldLabel>Disponibilité</FieldLabel>
      <FieldControl>
        <RadioGroup {...args}>
          <Options
            options={[
              { value: "now", label: "Immédiate" },
              { value: "1m", label: "Sous un mois" },
              { value: "3m", label: "Sous trois mois" },
            ]}
          />
        </RadioGroup>
      </FieldControl>
      <FieldDescription>Indiquez votre préavis actuel.</FieldDescription>
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radiogroup", { name: "Disponibilité" })).toHaveAccessibleDescription(
      "Indiquez votre préavis actuel.",
    );
    // With nothing checked, Tab lands on the first item and Space checks it.
    await userEvent.tab();
    const now = canvas.getByRole("radio", { name: "Immédiate" });
    await expect(now).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(now).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { defaultValue: undefined },
  render: (args) => (
    <Field required>
      <FieldLabel>Type de contrat</FieldLabel>
      <FieldControl>
        <RadioGroup {...args}>
          <Options options={contracts} />
        </RadioGroup>
      </FieldControl>
      <FieldError>Choisissez un type de contrat.</FieldError>
    </Field>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Type de contrat" });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription("Choisissez un type de contrat.");
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div className="grid gap-8">
      <Field disabled>
        <FieldLabel>Type de contrat (verrouillé)</FieldLabel>
        <FieldControl>
          <RadioGroup {...args}>
            <Options options={contracts.slice(0, 2)} />
          </RadioGroup>
        </FieldControl>
      </Field>
      <Field>
        <FieldLabel>Rythme</FieldLabel>
        <FieldControl>
          <RadioGroup defaultValue="full">
            <Options
              options={[
                { value: "full", label: "Temps plein" },
                { value: "part", label: "Temps partiel (bientôt)", disabled: true },
                { value: "flex", label: "Horaires libres" },
              ]}
            />
          </RadioGroup>
        </FieldControl>
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "CDI" })).toBeDisabled();
    // The locked group is skipped; arrows skip the disabled item.
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Temps plein" })).toHaveFocus();
    await press("ArrowDown");
    await expect(canvas.getByRole("radio", { name: "Horaires libres" })).toBeChecked();
  },
};

export const Required: Story = {
  args: { defaultValue: undefined },
  render: (args) => (
    <Field required>
      <FieldLabel>Work mode</FieldLabel>
      <FieldControl>
        <RadioGroup {...args}>
          <Options
            options={[
              { value: "onsite", label: "On-site" },
              { value: "hybrid", label: "Hybrid" },
              { value: "remote", label: "Remote" },
            ]}
          />
        </RadioGroup>
      </FieldControl>
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radiogroup", { name: "Work mode" })).toBeRequired();
    await userEvent.tab();
    await press("ArrowDown");
    await expect(canvas.getByRole("radio", { name: "Hybrid" })).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: "horizontal", defaultValue: "hybrid" },
  render: (args) => (
    <Field>
      <FieldLabel>Work mode</FieldLabel>
      <FieldControl>
        <RadioGroup {...args} className="flex gap-6">
          <Options
            options={[
              { value: "onsite", label: "On-site" },
              { value: "hybrid", label: "Hybrid" },
              { value: "remote", label: "Remote" },
            ]}
          />
        </RadioGroup>
      </FieldControl>
    </Field>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Hybrid" })).toHaveFocus();
    await press("ArrowRight");
    await expect(canvas.getByRole("radio", { name: "Remote" })).toBeChecked();
    await press("ArrowLeft");
    await expect(canvas.getByRole("radio", { name: "Hybrid" })).toBeChecked();
  },
};

/** The checked item's `value` reaches the FormData under the group's `name`. */
function SearchForm() {
  const [sent, setSent] = React.useState("");
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setSent(new URLSearchParams(new FormData(event.currentTarget) as unknown as string[][]).toString());
      }}
    >
      <Field>
        <FieldLabel>Type de contrat</FieldLabel>
        <FieldControl>
          <RadioGroup name="contrat" defaultValue="cdi">
            <Options options={contracts} />
          </RadioGroup>
        </FieldControl>
      </Field>
      <Button type="submit">Rechercher</Button>
      <output className="text-sm">{sent || "Aucune recherche"}</output>
    </form>
  );
}

export const InAForm: Story = {
  render: () => <SearchForm />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await press("ArrowDown");
    await press("ArrowDown");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(within(canvas.getByRole("status")).getByText("contrat=alternance")).toBeVisible();
  },
};

export const DarkTheme: Story = {
  ...Invalid,
  globals: { theme: "sombre" },
  play: async (context) => {
    await expect(context.canvasElement.ownerDocument.documentElement).toHaveAttribute("data-theme", "dark");
    // Controls animate their colours; wait for the settled dark value.
    const control = context.canvas.getByRole("radio", { name: "CDI" });
    await waitFor(() => expect(getComputedStyle(control).backgroundColor).toBe("rgb(20, 17, 24)"));
    await Invalid.play?.(context);
  },
};
