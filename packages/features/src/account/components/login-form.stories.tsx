import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { AuthCard } from "./auth-card.tsx";
import { LoginForm } from "./login-form.tsx";

/** What supabase-js raises for GoTrue's answer (AuthApiError's public fields). */
const authError = (code: string, status = 400) =>
  Object.assign(new Error("GoTrue"), { name: "AuthApiError", code, status });

const meta = {
  title: "Account/LoginForm",
  component: LoginForm,
  tags: ["autodocs"],
  args: { onSubmit: fn(async () => {}), onResendConfirmation: fn(async () => {}) },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div className="w-[min(28rem,90vw)]">
          <AuthCard title="Connexion" description="Retrouvez votre espace Fuse.">
            <Story />
          </AuthCard>
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /Adresse e-mail/ }), "  Candidat@Fuse.test ");
    await userEvent.type(canvas.getByLabelText(/Mot de passe/), "fuse-demo-2026{Enter}");
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: "candidat@fuse.test", password: "fuse-demo-2026" }),
    );
  },
};

export const EmptyFields: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Se connecter" }));
    await expect(await canvas.findByText("Saisissez votre adresse e-mail.")).toBeVisible();
    await expect(canvas.getByText("Saisissez votre mot de passe.")).toBeVisible();
    // The first field in error takes the focus and reads its message.
    const email = canvas.getByRole("textbox", { name: /Adresse e-mail/ });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription("Saisissez votre adresse e-mail.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  args: { onSubmit: fn(async () => Promise.reject(authError("invalid_credentials"))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /Adresse e-mail/ }), "candidat@fuse.test");
    await userEvent.type(canvas.getByLabelText(/Mot de passe/), "pas-le-bon{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Adresse e-mail ou mot de passe incorrect.");
    // Nothing typed is lost.
    await expect(canvas.getByRole("textbox", { name: /Adresse e-mail/ })).toHaveValue("candidat@fuse.test");
    await expect(canvas.getByLabelText(/Mot de passe/)).toHaveValue("pas-le-bon");
  },
};

export const EmailNotConfirmed: Story = {
  args: { onSubmit: fn(async () => Promise.reject(authError("email_not_confirmed"))) },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /Adresse e-mail/ }), "nouveau@exemple.fr");
    await userEvent.type(canvas.getByLabelText(/Mot de passe/), "Bonjour2026{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/pas encore confirmée/);
    await userEvent.click(canvas.getByRole("button", { name: "Renvoyer l'e-mail de confirmation" }));
    await expect(args.onResendConfirmation).toHaveBeenCalledWith("nouveau@exemple.fr");
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Un nouvel e-mail de confirmation vient de vous être envoyé.",
    );
  },
};

export const Offline: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(Object.assign(new Error("Failed to fetch"), { name: "AuthRetryableFetchError", status: 0 })),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /Adresse e-mail/ }), "candidat@fuse.test");
    await userEvent.type(canvas.getByLabelText(/Mot de passe/), "fuse-demo-2026{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/Impossible de joindre le serveur/);
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /Adresse e-mail/ }), "candidat@fuse.test");
    await userEvent.type(canvas.getByLabelText(/Mot de passe/), "fuse-demo-2026{Enter}");
    const button = await canvas.findByRole("button", { name: "Connexion…" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};
