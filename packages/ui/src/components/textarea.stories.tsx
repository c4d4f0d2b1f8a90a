import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "./field";
import { Textarea } from "./textarea";

const meta = {
  title: "Forms/Textarea",
  component: Textarea,
  tags: ["autodocs"],
  args: { placeholder: "Présentez-vous en quelques lignes…", onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Field>
      <FieldLabel>Message au recruteur</FieldLabel>
      <FieldControl>
        <Textarea {...args} />
      </FieldControl>
    </Field>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Message au recruteur" });
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard("Bonjour,{Enter}Votre offre m'intéresse.");
    await expect(textarea).toHaveValue("Bonjour,\nVotre offre m'intéresse.");
    await expect(args.onChange).toHaveBeenCalled();
    // Tab leaves the textarea instead of inserting a tab character.
    await userEvent.tab({ shift: true });
    await expect(textarea).not.toHaveFocus();
  },
};

export const WithDescription: Story = {
  render: (args) => (
    <Field>
      <FieldLabel>Mon portrait</FieldLabel>
      <FieldControl>
        <Textarea {...args} placeholder="Ce qui me motive, ce que je cherche…" />
      </FieldControl>
      <FieldDescription>Visible sur votre carte de profil. 600 caractères au plus.</FieldDescription>
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Mon portrait" })).toHaveAccessibleDescription(
      "Visible sur votre carte de profil. 600 caractères au plus.",
    );
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field>
      <FieldLabel>Message au recruteur</FieldLabel>
      <FieldControl>
        <Textarea {...args} defaultValue="Bonjour" />
      </FieldControl>
      <FieldError>Écrivez au moins 20 caractères.</FieldError>
    </Field>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Message au recruteur" });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription("Écrivez au moins 20 caractères.");
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Field disabled>
      <FieldLabel>Note interne</FieldLabel>
      <FieldControl>
        <Textarea {...args} defaultValue="Candidature transmise à l'équipe produit." />
      </FieldControl>
    </Field>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Note interne" });
    await expect(textarea).toBeDisabled();
    await userEvent.tab();
    await expect(textarea).not.toHaveFocus();
  },
};

export const Required: Story = {
  render: (args) => (
    <Field required>
      <FieldLabel>Description du poste</FieldLabel>
      <FieldControl>
        <Textarea {...args} placeholder="Missions, équipe, environnement…" />
      </FieldControl>
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Description du poste" })).toBeRequired();
  },
};

export const English: Story = {
  render: (args) => (
    <Field>
      <FieldLabel>Cover letter</FieldLabel>
      <FieldControl>
        <Textarea {...args} placeholder="Tell the recruiter why you are a good fit…" />
      </FieldControl>
      <FieldDescription>The box grows as you type.</FieldDescription>
    </Field>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Cover letter" });
    const before = textarea.getBoundingClientRect().height;
    await userEvent.click(textarea);
    await userEvent.keyboard(
      "Dear team,{Enter}{Enter}I would love to{Enter}join you.{Enter}{Enter}Best regards,{Enter}Alex",
    );
    await expect(textarea.getBoundingClientRect().height).toBeGreaterThan(before);
  },
};

export const DarkTheme: Story = {
  ...Invalid,
  globals: { theme: "sombre" },
  play: async (context) => {
    await expect(context.canvasElement.ownerDocument.documentElement).toHaveAttribute("data-theme", "dark");
    await expect(
      getComputedStyle(context.canvas.getByRole("textbox", { name: "Message au recruteur" })).backgroundColor,
    ).toBe("rgb(20, 17, 24)");
    await Invalid.play?.(context);
  },
};
