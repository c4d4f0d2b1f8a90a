import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, within } from "storybook/test";

import { Button } from "./button";
import { Checkbox } from "./checkbox";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "./field";
import { Input } from "./input";
import { Label } from "./label";
import { RadioGroup, RadioGroupItem } from "./radio-group";
import { Switch } from "./switch";
import { Textarea } from "./textarea";

const meta = {
  title: "Forms/Field",
  component: Field,
  tags: ["autodocs"],
  args: { invalid: false, required: false, disabled: false, orientation: "vertical", className: "w-80" },
  argTypes: {
    orientation: { control: "inline-radio", options: ["vertical", "horizontal"] },
  },
  render: (args) => (
    <Field {...args}>
      <FieldLabel>Adresse e-mail</FieldLabel>
      <FieldControl>
        <Input type="email" placeholder="camille@exemple.fr" />
      </FieldControl>
      <FieldDescription>Les recruteurs vous répondront à cette adresse.</FieldDescription>
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Adresse e-mail" });
    await expect(input).toHaveAccessibleDescription("Les recruteurs vous répondront à cette adresse.");
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("camille@exemple.fr");
    await expect(input).toHaveValue("camille@exemple.fr");
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field {...args}>
      <FieldLabel>Adresse e-mail</FieldLabel>
      <FieldControl>
        <Input type="email" defaultValue="camille@" />
      </FieldControl>
      <FieldDescription>Les recruteurs vous répondront à cette adresse.</FieldDescription>
      <FieldError>Saisissez une adresse e-mail valide, par exemple camille@exemple.fr.</FieldError>
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Adresse e-mail" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(
      "Les recruteurs vous répondront à cette adresse. Saisissez une adresse e-mail valide, par exemple camille@exemple.fr.",
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Adresse e-mail" })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Adresse e-mail" });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

/** The checkbox layout: control first, texts beside it. */
export const Horizontal: Story = {
  args: { orientation: "horizontal" },
  render: (args) => (
    <Field {...args}>
      <FieldControl>
        <Checkbox />
      </FieldControl>
      <div className="grid gap-1">
        <FieldLabel>Recevoir les offres similaires</FieldLabel>
        <FieldDescription>Au plus un e-mail par semaine.</FieldDescription>
      </div>
    </Field>
  ),
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Recevoir les offres similaires" });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(checkbox).toBeChecked();
  },
};

type SignUpErrors = Partial<Record<"name" | "email" | "message" | "contract" | "terms", string>>;

function validate(data: FormData): SignUpErrors {
  const errors: SignUpErrors = {};
  if (!String(data.get("name") ?? "").trim()) errors.name = "Saisissez votre nom.";
  if (!/^\S+@\S+\.\S+$/.test(String(data.get("email") ?? ""))) {
    errors.email = "Saisissez une adresse e-mail valide, par exemple camille@exemple.fr.";
  }
  if (String(data.get("message") ?? "").trim().length < 20) errors.message = "Écrivez au moins 20 caractères.";
  if (!data.get("contract")) errors.contract = "Choisissez un type de contrat.";
  if (!data.get("terms")) errors.terms = "Vous devez accepter les conditions d'utilisation.";
  return errors;
}

/** A whole form validated on submit: every message appears, is announced and describes its control. */
function ApplicationForm() {
  const [errors, setErrors] = React.useState<SignUpErrors>({});
  const [sent, setSent] = React.useState<string | null>(null);
  return (
    <form
      noValidate
      className="grid w-96 gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const found = validate(data);
        setErrors(found);
        setSent(Object.keys(found).length === 0 ? JSON.stringify(Object.fromEntries(data)) : null);
      }}
    >
      <Field required>
        <FieldLabel>Nom complet</FieldLabel>
        <FieldControl>
          <Input name="name" autoComplete="name" />
        </FieldControl>
        <FieldError>{errors.name}</FieldError>
      </Field>
      <Field required>
        <FieldLabel>Adresse e-mail</FieldLabel>
        <FieldControl>
          <Input name="email" type="email" autoComplete="email" />
        </FieldControl>
        <FieldError>{errors.email}</FieldError>
      </Field>
      <Field required>
        <FieldLabel>Message au recruteur</FieldLabel>
        <FieldControl>
          <Textarea name="message" />
        </FieldControl>
        <FieldDescription>Présentez-vous en quelques lignes.</FieldDescription>
        <FieldError>{errors.message}</FieldError>
      </Field>
      <Field required>
        <FieldLabel>Type de contrat</FieldLabel>
        <FieldControl>
          <RadioGroup name="contract" className="flex gap-4">
            {["CDI", "CDD", "Stage"].map((contract) => (
              <div key={contract} className="flex items-center gap-2">
                <RadioGroupItem value={contract} id={`contract-${contract}`} />
                <Label htmlFor={`contract-${contract}`}>{contract}</Label>
              </div>
            ))}
          </RadioGroup>
        </FieldControl>
        <FieldError>{errors.contract}</FieldError>
      </Field>
      <Field orientation="horizontal">
        <FieldControl>
          <Switch name="alerts" />
        </FieldControl>
        <FieldLabel>M'alerter des nouvelles offres</FieldLabel>
      </Field>
      <Field orientation="horizontal" required>
        <FieldControl>
          <Checkbox name="terms" />
        </FieldControl>
        <div className="grid gap-1">
          <FieldLabel>J'accepte les conditions d'utilisation</FieldLabel>
          <FieldError>{errors.terms}</FieldError>
        </div>
      </Field>
      <Button type="submit">Envoyer ma candidature</Button>
      {sent ? <output className="text-sm text-muted-foreground">{sent}</output> : null}
    </form>
  );
}

export const FormValidation: Story = {
  render: () => <ApplicationForm />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Envoyer ma candidature" }));
    await expect(canvas.getAllByRole("alert")).toHaveLength(5);
    const email = canvas.getByRole("textbox", { name: "Adresse e-mail" });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/adresse e-mail valide/);
    const contract = canvas.getByRole("radiogroup", { name: "Type de contrat" });
    await expect(contract).toHaveAccessibleDescription("Choisissez un type de contrat.");

    await userEvent.type(canvas.getByRole("textbox", { name: "Nom complet" }), "Camille Martin");
    await userEvent.type(email, "camille@exemple.fr");
    await userEvent.type(
      canvas.getByRole("textbox", { name: "Message au recruteur" }),
      "Développeuse React depuis cinq ans.",
    );
    await userEvent.click(canvas.getByRole("radio", { name: "CDI" }));
    await userEvent.click(canvas.getByRole("switch", { name: "M'alerter des nouvelles offres" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "J'accepte les conditions d'utilisation" }));
    await userEvent.keyboard("{Tab}{Enter}");

    await expect(canvas.queryAllByRole("alert")).toHaveLength(0);
    await expect(email).not.toHaveAttribute("aria-invalid");
    const sent = within(canvas.getByRole("status"));
    await expect(
      sent.getByText(
        '{"name":"Camille Martin","email":"camille@exemple.fr","message":"Développeuse React depuis cinq ans.","contract":"CDI","alerts":"on","terms":"on"}',
      ),
    ).toBeVisible();
  },
};

export const English: Story = {
  render: (args) => (
    <Field {...args}>
      <FieldLabel>Company website</FieldLabel>
      <FieldControl>
        <Input type="url" placeholder="https://example.com" defaultValue="example" />
      </FieldControl>
      <FieldDescription>Shown on your company card.</FieldDescription>
      <FieldError>Enter a full address starting with https://.</FieldError>
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Company website" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      "Shown on your company card. Enter a full address starting with https://.",
    );
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
