import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { AuthCard } from "./auth-card.tsx";
import { SignUpForm } from "./sign-up-form.tsx";

const meta = {
  title: "Account/SignUpForm",
  component: SignUpForm,
  tags: ["autodocs"],
  args: { onSubmit: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div className="w-[min(32rem,90vw)]">
        <AuthCard title="Inscription" description="Créez votre compte candidat en une minute.">
          <Story />
        </AuthCard>
      </div>
    ),
  ],
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(
  canvas: Parameters<NonNullable<Story["play"]>>[0]["canvas"],
  password: string,
  confirmation = password,
) {
  await userEvent.type(canvas.getByRole("textbox", { name: /Prénom/ }), "Camille");
  await userEvent.type(canvas.getByRole("textbox", { name: /^Nom/ }), "Martin");
  await userEvent.type(canvas.getByRole("textbox", { name: /Adresse e-mail/ }), "camille@exemple.fr");
  await userEvent.type(canvas.getByLabelText(/^Mot de passe/), password);
  await userEvent.type(canvas.getByLabelText(/Confirmation du mot de passe/), confirmation);
}

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await fill(canvas, "Bonjour2026");
    await userEvent.click(canvas.getByRole("button", { name: "Créer mon compte" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        firstName: "Camille",
        lastName: "Martin",
        email: "camille@exemple.fr",
        password: "Bonjour2026",
        passwordConfirmation: "Bonjour2026",
      }),
    );
  },
};

export const PasswordPolicy: Story = {
  play: async ({ args, canvas }) => {
    await fill(canvas, "bonjour", "bonjour!");
    await userEvent.click(canvas.getByRole("button", { name: "Créer mon compte" }));
    await expect(await canvas.findByText("Le mot de passe doit compter au moins 8 caractères.")).toBeVisible();
    await expect(canvas.getByText("Les deux mots de passe ne correspondent pas.")).toBeVisible();
    await expect(canvas.getByLabelText(/^Mot de passe/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WeakPasswordFromServer: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(
        Object.assign(new Error("weak"), {
          name: "AuthWeakPasswordError",
          code: "weak_password",
          status: 422,
          reasons: ["pwned"],
        }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await fill(canvas, "Motdepasse1");
    await userEvent.click(canvas.getByRole("button", { name: "Créer mon compte" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/fuites de données connues/);
    await expect(canvas.getByRole("textbox", { name: /Prénom/ })).toHaveValue("Camille");
  },
};

export const AlreadyRegistered: Story = {
  args: {
    onSubmit: fn(async () => Promise.reject(Object.assign(new Error("exists"), { code: "user_already_exists" }))),
  },
  play: async ({ canvas }) => {
    await fill(canvas, "Bonjour2026");
    await userEvent.click(canvas.getByRole("button", { name: "Créer mon compte" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/Un compte existe déjà avec cette adresse e-mail/);
  },
};

export const RateLimited: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(Object.assign(new Error("429"), { code: "over_request_rate_limit", status: 429 })),
    ),
  },
  play: async ({ canvas }) => {
    await fill(canvas, "Bonjour2026");
    await userEvent.click(canvas.getByRole("button", { name: "Créer mon compte" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/Trop de tentatives/);
  },
};

/** A confirmation e-mail left for this address moments ago: the answer says when to try again. */
export const EmailJustSent: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(
        Object.assign(new Error("For security purposes, you can only request this after 42 seconds."), {
          code: "over_email_send_rate_limit",
          status: 429,
        }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await fill(canvas, "Bonjour2026");
    await userEvent.click(canvas.getByRole("button", { name: "Créer mon compte" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Un e-mail vient déjà d'être envoyé à cette adresse. Par sécurité, réessayez dans 42 secondes : un nouvel e-mail vous sera alors envoyé.",
    );
  },
};

/** Opened from a pre-registration's e-mail: the name and address are already there, only the password is asked. */
export const Prefilled: Story = {
  args: { initialValues: { firstName: "Léa", lastName: "Girard", email: "lea@atelier-lumiere.fr" } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("textbox", { name: /Prénom/ })).toHaveValue("Léa");
    await expect(canvas.getByRole("textbox", { name: /^Nom/ })).toHaveValue("Girard");
    await expect(canvas.getByRole("textbox", { name: /Adresse e-mail/ })).toHaveValue("lea@atelier-lumiere.fr");
    await userEvent.type(canvas.getByLabelText(/^Mot de passe/), "Lumiere-Atelier-2026");
    await userEvent.type(canvas.getByLabelText(/Confirmation du mot de passe/), "Lumiere-Atelier-2026");
    await userEvent.click(canvas.getByRole("button", { name: "Créer mon compte" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ firstName: "Léa", lastName: "Girard", email: "lea@atelier-lumiere.fr" }),
      ),
    );
  },
};
