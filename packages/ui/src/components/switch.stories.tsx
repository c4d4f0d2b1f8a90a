import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Button } from "./button";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "./field";
import { Label } from "./label";
import { Switch } from "./switch";

const meta = {
  title: "Forms/Switch",
  component: Switch,
  tags: ["autodocs"],
  args: { onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Switch id="alerts" {...args} />
      <Label htmlFor="alerts">Alertes e-mail</Label>
    </div>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole("switch", { name: "Alertes e-mail" });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard("{Enter}");
    await expect(control).not.toBeChecked();
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "Alertes e-mail" })).toBeChecked();
  },
};

export const WithDescription: Story = {
  render: (args) => (
    <Field orientation="horizontal" className="w-96 justify-between">
      <div className="grid gap-1">
        <FieldLabel>Profil visible des recruteurs</FieldLabel>
        <FieldDescription>Désactivez-le pendant une période d'essai, par exemple.</FieldDescription>
      </div>
      <FieldControl>
        <Switch {...args} />
      </FieldControl>
    </Field>
  ),
  play: async ({ canvas }) => {
    const control = canvas.getByRole("switch", { name: "Profil visible des recruteurs" });
    await expect(control).toHaveAccessibleDescription("Désactivez-le pendant une période d'essai, par exemple.");
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(control).toBeChecked();
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field orientation="horizontal" className="w-96 justify-between">
      <div className="grid gap-1">
        <FieldLabel>Partager mon CV</FieldLabel>
        <FieldError>Activez le partage pour postuler en un clic.</FieldError>
      </div>
      <FieldControl>
        <Switch {...args} />
      </FieldControl>
    </Field>
  ),
  play: async ({ canvas }) => {
    const control = canvas.getByRole("switch", { name: "Partager mon CV" });
    await expect(control).toHaveAttribute("aria-invalid", "true");
    await expect(control).toHaveAccessibleDescription("Activez le partage pour postuler en un clic.");
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Field orientation="horizontal" disabled>
      <FieldControl>
        <Switch defaultChecked {...args} />
      </FieldControl>
      <FieldLabel>Paiement mensuel (imposé par votre offre)</FieldLabel>
    </Field>
  ),
  play: async ({ canvas }) => {
    const control = canvas.getByRole("switch", { name: "Paiement mensuel (imposé par votre offre)" });
    await expect(control).toBeDisabled();
    await userEvent.tab();
    await expect(control).not.toHaveFocus();
  },
};

export const Required: Story = {
  render: (args) => (
    <Field orientation="horizontal" required>
      <FieldControl>
        <Switch {...args} />
      </FieldControl>
      <FieldLabel>Share my profile with matching companies</FieldLabel>
    </Field>
  ),
  play: async ({ canvas }) => {
    const control = canvas.getByRole("switch", { name: "Share my profile with matching companies" });
    // jest-dom's toBeRequired does not know the switch role, which takes aria-required like a checkbox.
    await expect(control).toHaveAttribute("aria-required", "true");
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(control).toBeChecked();
  },
};

/** A switch that is on submits its `value` ("on") under its `name`; one that is off submits nothing. */
function NotificationsForm() {
  const [sent, setSent] = React.useState("");
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setSent(new URLSearchParams(new FormData(event.currentTarget) as unknown as string[][]).toString());
      }}
    >
      <div className="flex items-center gap-3">
        <Switch id="jobAlerts" name="jobAlerts" />
        <Label htmlFor="jobAlerts">Job alerts</Label>
      </div>
      <div className="flex items-center gap-3">
        <Switch id="newsletter" name="newsletter" />
        <Label htmlFor="newsletter">Newsletter</Label>
      </div>
      <Button type="submit">Save</Button>
      <output className="text-sm">{sent || "Nothing sent yet"}</output>
    </form>
  );
}

export const InAForm: Story = {
  render: () => <NotificationsForm />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(within(canvas.getByRole("status")).getByText("jobAlerts=on")).toBeVisible();
  },
};

export const DarkTheme: Story = {
  ...Invalid,
  globals: { theme: "sombre" },
  play: async (context) => {
    await expect(context.canvasElement.ownerDocument.documentElement).toHaveAttribute("data-theme", "dark");
    // Controls animate their colours; wait for the settled dark value.
    const control = context.canvas.getByRole("switch", { name: "Partager mon CV" });
    await waitFor(() => expect(getComputedStyle(control).backgroundColor).toBe("rgb(141, 132, 152)"));
    await Invalid.play?.(context);
  },
};
