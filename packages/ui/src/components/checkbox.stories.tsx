import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Button } from "./button";
import { Checkbox } from "./checkbox";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "./field";
import { Label } from "./label";

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  tags: ["autodocs"],
  args: { onCheckedChange: fn() },
  argTypes: {
    checked: { control: "inline-radio", options: [false, true, "indeterminate"] },
  },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox id="newsletter" {...args} />
      <Label htmlFor="newsletter">Recevoir la newsletter</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Recevoir la newsletter" });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(checkbox).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Recevoir la newsletter" })).toBeChecked();
  },
};

const contracts = ["CDI", "CDD", "Freelance"] as const;

/** A parent box that is indeterminate while only some children are checked. */
function SelectAll() {
  const [selected, setSelected] = React.useState<string[]>(["CDI"]);
  const all = selected.length === contracts.length ? true : selected.length === 0 ? false : "indeterminate";
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">Types de contrat</legend>
      <div className="flex items-center gap-2">
        <Checkbox
          id="all"
          checked={all}
          onCheckedChange={(checked) => setSelected(checked === true ? [...contracts] : [])}
        />
        <Label htmlFor="all">Tous les contrats</Label>
      </div>
      {contracts.map((contract) => (
        <div key={contract} className="ml-6 flex items-center gap-2">
          <Checkbox
            id={contract}
            checked={selected.includes(contract)}
            onCheckedChange={(checked) =>
              setSelected((current) =>
                checked === true ? [...current, contract] : current.filter((item) => item !== contract),
              )
            }
          />
          <Label htmlFor={contract}>{contract}</Label>
        </div>
      ))}
    </fieldset>
  );
}

export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvas }) => {
    const all = canvas.getByRole("checkbox", { name: "Tous les contrats" });
    await expect(all).toBePartiallyChecked();
    await userEvent.tab();
    await expect(all).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(all).toBeChecked();
    for (const contract of contracts) await expect(canvas.getByRole("checkbox", { name: contract })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("checkbox", { name: "CDI" })).not.toBeChecked();
    await expect(all).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  render: (args) => (
    <Field orientation="horizontal" className="w-80">
      <FieldControl>
        <Checkbox {...args} />
      </FieldControl>
      <div className="grid gap-1">
        <FieldLabel>Rendre mon profil visible</FieldLabel>
        <FieldDescription>Les recruteurs abonnés pourront vous proposer des offres.</FieldDescription>
      </div>
    </Field>
  ),
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Rendre mon profil visible" });
    await expect(checkbox).toHaveAccessibleDescription("Les recruteurs abonnés pourront vous proposer des offres.");
    await userEvent.click(canvas.getByText("Rendre mon profil visible"));
    await expect(checkbox).toBeChecked();
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field orientation="horizontal" required className="w-80">
      <FieldControl>
        <Checkbox {...args} />
      </FieldControl>
      <div className="grid gap-1">
        <FieldLabel>J'accepte les conditions d'utilisation</FieldLabel>
        <FieldError>Vous devez accepter les conditions pour continuer.</FieldError>
      </div>
    </Field>
  ),
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "J'accepte les conditions d'utilisation" });
    await expect(checkbox).toHaveAttribute("aria-invalid", "true");
    await expect(checkbox).toBeRequired();
    await expect(checkbox).toHaveAccessibleDescription("Vous devez accepter les conditions pour continuer.");
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div className="grid gap-3">
      <div className="flex items-center gap-2">
        <Checkbox id="off" disabled {...args} />
        <Label htmlFor="off">Option indisponible</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="on" disabled defaultChecked {...args} />
        <Label htmlFor="on">Option imposée</Label>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Option indisponible" })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole("checkbox", { name: "Option imposée" })).not.toHaveFocus();
  },
};

export const Required: Story = {
  render: (args) => (
    <Field orientation="horizontal" required>
      <FieldControl>
        <Checkbox {...args} />
      </FieldControl>
      <FieldLabel>I confirm the information above is accurate</FieldLabel>
    </Field>
  ),
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "I confirm the information above is accurate" });
    await expect(checkbox).toBeRequired();
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(checkbox).toBeChecked();
  },
};

/** Only checked boxes reach the FormData, under their `name`, with their `value`. */
function PreferencesForm() {
  const [sent, setSent] = React.useState("");
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setSent(new URLSearchParams(new FormData(event.currentTarget) as unknown as string[][]).toString());
      }}
    >
      <div className="flex items-center gap-2">
        <Checkbox id="remote" name="workMode" value="remote" />
        <Label htmlFor="remote">Remote</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="hybrid" name="workMode" value="hybrid" />
        <Label htmlFor="hybrid">Hybrid</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="onsite" name="workMode" value="onsite" />
        <Label htmlFor="onsite">On-site</Label>
      </div>
      <Button type="submit">Save preferences</Button>
      <output className="text-sm">{sent || "Nothing sent yet"}</output>
    </form>
  );
}

export const InAForm: Story = {
  render: () => <PreferencesForm />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(within(canvas.getByRole("status")).getByText("workMode=remote&workMode=onsite")).toBeVisible();
  },
};

export const DarkTheme: Story = {
  ...Invalid,
  globals: { theme: "sombre" },
  play: async (context) => {
    await expect(context.canvasElement.ownerDocument.documentElement).toHaveAttribute("data-theme", "dark");
    // Controls animate their colours; wait for the settled dark value.
    const control = context.canvas.getByRole("checkbox", { name: "J'accepte les conditions d'utilisation" });
    await waitFor(() => expect(getComputedStyle(control).backgroundColor).toBe("rgb(20, 17, 24)"));
    await Invalid.play?.(context);
  },
};
