import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { ChangeEmailForm } from "./change-email-form.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { DeleteAccount } from "./delete-account.tsx";
import { ExportData } from "./export-data.tsx";

/** What supabase-js raises for GoTrue's answer (AuthApiError's public fields). */
const authError = (code: string, status = 400, extra: object = {}) =>
  Object.assign(new Error("GoTrue"), { name: "AuthApiError", code, status, ...extra });

const onEmail = fn(async () => {});
const onPassword = fn(async () => {});
const onExport = fn(async () => {});
const onDelete = fn(async () => {});

/** « Mon Profil »'s account actions, each in its own part of the page. */
function AccountActions(props: {
  onEmail: typeof onEmail;
  onPassword: typeof onPassword;
  onExport: typeof onExport;
  onDelete: typeof onDelete;
  alsoEnds?: string | null;
}) {
  return (
    <div className="flex w-[min(40rem,92vw)] flex-col gap-8">
      <section aria-labelledby="email-title" className="flex flex-col gap-3">
        <h2 id="email-title" className="font-semibold">
          Adresse e-mail
        </h2>
        <ChangeEmailForm currentEmail="camille@exemple.fr" onSubmit={props.onEmail} />
      </section>
      <section aria-labelledby="password-title" className="flex flex-col gap-3">
        <h2 id="password-title" className="font-semibold">
          Mot de passe
        </h2>
        <ChangePasswordForm onSubmit={props.onPassword} />
      </section>
      <section aria-labelledby="export-title" className="flex flex-col gap-3">
        <h2 id="export-title" className="font-semibold">
          Mes données
        </h2>
        <ExportData onExport={props.onExport} />
      </section>
      <section aria-labelledby="delete-title" className="flex flex-col gap-3">
        <h2 id="delete-title" className="font-semibold">
          Supprimer mon compte
        </h2>
        <DeleteAccount onDelete={props.onDelete} alsoEnds={props.alsoEnds ?? null} />
      </section>
    </div>
  );
}

const meta = {
  title: "Account/AccountActions",
  component: AccountActions,
  tags: ["autodocs"],
  args: { onEmail, onPassword, onExport, onDelete },
  beforeEach: () => {
    for (const mock of [onEmail, onPassword, onExport, onDelete]) mock.mockReset();
  },
} satisfies Meta<typeof AccountActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ChangingTheEmail: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole("textbox", { name: /Nouvelle adresse e-mail/ });
    await userEvent.type(field, "camille@exemple.fr");
    await userEvent.click(canvas.getByRole("button", { name: "Changer d'adresse" }));
    await expect(await canvas.findByText("C'est déjà l'adresse de votre compte.")).toBeVisible();
    await expect(args.onEmail).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, " Camille.Martin@Exemple.fr{Enter}");
    await waitFor(() => expect(args.onEmail).toHaveBeenCalledWith({ email: "camille.martin@exemple.fr" }));
    await expect(
      await canvas.findByText(/Nous avons envoyé un lien de confirmation à camille\.martin@exemple\.fr/),
    ).toBeVisible();
  },
};

export const EmailTaken: Story = {
  args: { onEmail: fn(async () => Promise.reject(authError("email_exists", 422))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /Nouvelle adresse e-mail/ }), "pris@exemple.fr{Enter}");
    await expect(await canvas.findByText(/Un compte existe déjà avec cette adresse e-mail/)).toBeVisible();
  },
};

export const ChangingThePassword: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Mot de passe actuel/), "ancien-secret");
    await userEvent.type(canvas.getByLabelText(/^Nouveau mot de passe/), "azerty");
    await userEvent.type(canvas.getByLabelText(/^Confirmation du mot de passe/), "azerty");
    await userEvent.click(canvas.getByRole("button", { name: "Changer de mot de passe" }));
    // The policy's message, before any call.
    await expect(await canvas.findByText("Le mot de passe doit compter au moins 8 caractères.")).toBeVisible();
    await expect(args.onPassword).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText(/^Nouveau mot de passe/));
    await userEvent.type(canvas.getByLabelText(/^Nouveau mot de passe/), "une hirondelle au printemps");
    await userEvent.clear(canvas.getByLabelText(/^Confirmation du mot de passe/));
    await userEvent.type(canvas.getByLabelText(/^Confirmation du mot de passe/), "une hirondelle au printemps{Enter}");
    await waitFor(() =>
      expect(args.onPassword).toHaveBeenCalledWith({
        currentPassword: "ancien-secret",
        password: "une hirondelle au printemps",
        passwordConfirmation: "une hirondelle au printemps",
      }),
    );
    await expect(await canvas.findByText("Votre mot de passe a été modifié.")).toBeVisible();
    await expect(canvas.getByLabelText(/^Mot de passe actuel/)).toHaveValue("");
  },
};

export const WrongCurrentPassword: Story = {
  args: { onPassword: fn(async () => Promise.reject(authError("invalid_credentials"))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Mot de passe actuel/), "pas-le-bon");
    await userEvent.type(canvas.getByLabelText(/^Nouveau mot de passe/), "une hirondelle au printemps");
    await userEvent.type(canvas.getByLabelText(/^Confirmation du mot de passe/), "une hirondelle au printemps{Enter}");
    await expect(await canvas.findByText("Le mot de passe actuel est incorrect.")).toBeVisible();
  },
};

export const ExportFails: Story = {
  args: { onExport: fn(async () => Promise.reject(new Error("Erreur 503"))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Télécharger mes données" }));
    await expect(await canvas.findByText(/L'export de vos données n'a pas pu être préparé/)).toBeVisible();
  },
};

/** Deletion needs the typed word; the keyboard alone gets there. */
export const DeletingTheAccount: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole("button", { name: "Supprimer mon compte" }).focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("alertdialog", { name: "Supprimer définitivement votre compte ?" });
    await expect(dialog).toHaveAccessibleDescription(/Cette action est irréversible\./);
    const confirm = screen.getByRole("button", { name: "Supprimer définitivement" });
    await expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByRole("textbox", { name: /Pour confirmer, tapez SUPPRIMER/ }), "supprimer{Enter}");
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1));
  },
};

export const DeletionFails: Story = {
  args: { onDelete: fn(async () => Promise.reject(new Error("Erreur 500"))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Supprimer mon compte" }));
    await userEvent.type(await screen.findByRole("textbox", { name: /Pour confirmer, tapez SUPPRIMER/ }), "SUPPRIMER");
    await userEvent.click(screen.getByRole("button", { name: "Supprimer définitivement" }));
    // A toast fades in: wait until it is fully shown.
    await waitFor(() => expect(screen.getByText(/Votre compte n'a pas été supprimé/)).toBeVisible());
    await expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  },
};

/** A recruiter with a running subscription is told, before and in the confirmation, that it ends too. */
export const DeletingWithASubscription: Story = {
  args: {
    alsoEnds: "Votre abonnement en cours sera résilié immédiatement avec votre compte : il ne sera plus facturé.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Votre abonnement en cours sera résilié immédiatement/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Supprimer mon compte" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Supprimer définitivement votre compte ?" });
    await expect(dialog).toHaveAccessibleDescription(/abonnement en cours sera résilié immédiatement/);
  },
};
