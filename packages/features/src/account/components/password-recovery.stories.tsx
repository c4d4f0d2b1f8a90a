import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { AuthCard } from "./auth-card.tsx";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { ResetPasswordForm } from "./reset-password-form.tsx";

const meta = {
  title: "Account/PasswordRecovery",
  component: ForgotPasswordForm,
  tags: ["autodocs"],
  args: { onSubmit: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div className="w-[min(28rem,90vw)]">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <AuthCard title="Mot de passe oublié" description="Recevez un lien pour choisir un nouveau mot de passe.">
      <ForgotPasswordForm {...args} />
    </AuthCard>
  ),
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RequestLink: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /Adresse e-mail/ }), "camille@exemple.fr{Enter}");
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: "camille@exemple.fr" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Si un compte existe pour camille@exemple.fr, un e-mail avec un lien pour choisir un nouveau mot de passe vient de lui être envoyé.",
    );
    await expect(canvas.getByRole("button", { name: "Renvoyer le lien" })).toBeEnabled();
  },
};

export const RequestThrottled: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(Object.assign(new Error("429"), { code: "over_email_send_rate_limit", status: 429 })),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /Adresse e-mail/ }), "camille@exemple.fr{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/Trop d'e-mails/);
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};

const onReset = fn(async () => {});

export const NewPassword: Story = {
  render: () => (
    <AuthCard title="Nouveau mot de passe" description="Choisissez le mot de passe de votre compte.">
      <ResetPasswordForm onSubmit={onReset} />
    </AuthCard>
  ),
  play: async ({ canvas }) => {
    onReset.mockClear();
    await userEvent.type(canvas.getByLabelText(/^Nouveau mot de passe/, { selector: "input" }), "Bonjour2026");
    await userEvent.type(canvas.getByLabelText(/Confirmation/), "Bonjour2025");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer le mot de passe" }));
    await expect(await canvas.findByText("Les deux mots de passe ne correspondent pas.")).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/Confirmation/));
    await userEvent.type(canvas.getByLabelText(/Confirmation/), "Bonjour2026{Enter}");
    await waitFor(() =>
      expect(onReset).toHaveBeenCalledWith({ password: "Bonjour2026", passwordConfirmation: "Bonjour2026" }),
    );
  },
};
