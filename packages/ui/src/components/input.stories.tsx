import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "./field";
import { Input } from "./input";

const meta = {
  title: "Forms/Input",
  component: Input,
  tags: ["autodocs"],
  args: { placeholder: "ex. Développeuse React", onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Field>
      <FieldLabel>Intitulé du poste</FieldLabel>
      <FieldControl>
        <Input {...args} />
      </FieldControl>
    </Field>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Intitulé du poste" });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("Chargée de recrutement");
    await expect(input).toHaveValue("Chargée de recrutement");
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithDescription: Story = {
  render: (args) => (
    <Field>
      <FieldLabel>Salaire annuel brut souhaité</FieldLabel>
      <FieldControl>
        <Input {...args} type="number" inputMode="numeric" placeholder="45000" />
      </FieldControl>
      <FieldDescription>En euros, avant impôts. Visible des recruteurs seulement.</FieldDescription>
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("spinbutton", { name: "Salaire annuel brut souhaité" });
    await expect(input).toHaveAccessibleDescription("En euros, avant impôts. Visible des recruteurs seulement.");
    await userEvent.tab();
    await userEvent.keyboard("45000");
    await expect(input).toHaveValue(45000);
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field>
      <FieldLabel>Adresse e-mail</FieldLabel>
      <FieldControl>
        <Input {...args} type="email" defaultValue="camille.exemple.fr" />
      </FieldControl>
      <FieldError>Saisissez une adresse e-mail valide, par exemple camille@exemple.fr.</FieldError>
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Adresse e-mail" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      "Saisissez une adresse e-mail valide, par exemple camille@exemple.fr.",
    );
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Fuse SAS" },
  render: (args) => (
    <Field disabled>
      <FieldLabel>Entreprise</FieldLabel>
      <FieldControl>
        <Input {...args} />
      </FieldControl>
      <FieldDescription>Modifiable depuis la fiche entreprise.</FieldDescription>
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Entreprise" });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const Required: Story = {
  render: (args) => (
    <Field required>
      <FieldLabel>Nom complet</FieldLabel>
      <FieldControl>
        <Input {...args} autoComplete="name" placeholder="Camille Martin" />
      </FieldControl>
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Nom complet" })).toBeRequired();
  },
};

/** English content and the other input types. */
export const Types: Story = {
  render: (args) => (
    <div className="grid gap-4">
      <Field>
        <FieldLabel>Work e-mail</FieldLabel>
        <FieldControl>
          <Input {...args} type="email" placeholder="alex@company.com" />
        </FieldControl>
      </Field>
      <Field>
        <FieldLabel>Password</FieldLabel>
        <FieldControl>
          <Input {...args} type="password" placeholder="" autoComplete="new-password" />
        </FieldControl>
        <FieldDescription>At least 12 characters.</FieldDescription>
      </Field>
      <Field>
        <FieldLabel>Search jobs</FieldLabel>
        <FieldControl>
          <Input {...args} type="search" placeholder="Frontend developer" />
        </FieldControl>
      </Field>
      <Field>
        <FieldLabel>Résumé (PDF)</FieldLabel>
        <FieldControl>
          <Input {...args} type="file" accept="application/pdf" />
        </FieldControl>
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Work e-mail" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText("Password")).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("searchbox", { name: "Search jobs" })).toHaveFocus();
  },
};

export const DarkTheme: Story = {
  ...Invalid,
  globals: { theme: "sombre" },
  play: async (context) => {
    await expect(context.canvasElement.ownerDocument.documentElement).toHaveAttribute("data-theme", "dark");
    await expect(
      getComputedStyle(context.canvas.getByRole("textbox", { name: "Adresse e-mail" })).backgroundColor,
    ).toBe("rgb(20, 17, 24)");
    await Invalid.play?.(context);
  },
};
