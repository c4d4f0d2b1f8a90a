import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { fakeApiClient } from "../../api/fake-api-client.ts";
import { ApiError } from "../../api/index.ts";
import { exampleAdminUserDetail } from "../lib/inbox-fixtures.ts";
import { failingOnce, withAdminClient } from "./admin-story-support.tsx";
import { AdminUserScreen } from "./users-account.tsx";

const withClient = withAdminClient({ width: "48rem" });

const user = exampleAdminUserDetail;

const account = fakeApiClient({
  "GET /api/admin/users/:id": () => user,
  "DELETE /api/admin/users/:id": ({ params }) => ({ id: params.id }),
});

const meta = {
  title: "Admin/AdminUserScreen",
  component: AdminUserScreen,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  decorators: [withClient],
  args: { api: account.api, userId: user.id, onDeleted: fn(), timeZone: "Europe/Paris" },
} satisfies Meta<typeof AdminUserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fact = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;

/** What the server tells of the account. */
export const Details: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 2, name: "Informations du compte" });
    await expect(fact("E-mail")).toBe(user.email);
    await expect(fact("Type")).toBe("Recruteur");
    await expect(fact("Entreprise")).toBe("Atelier Lumière");
    await expect(fact("SIRET")).toBe("732 829 320 00074");
    await expect(fact("Adresse e-mail")).toBe("Confirmée le 10 novembre 2026 à 09:05");
    await expect(fact("Abonnement")).toBe("Abonnement actif jusqu'au 12 décembre 2026");
    await expect(fact("Dernière connexion")).toBe("Jamais connecté");
  },
};

/**
 * « Supprimer le compte »: the address must be typed to confirm (a wrong one is said in French);
 * by keyboard, the right one deletes the account, a toast says so, and the screen moves on.
 */
const deleting = fakeApiClient({
  "GET /api/admin/users/:id": () => user,
  "DELETE /api/admin/users/:id": ({ params }) => ({ id: params.id }),
});
export const DeleteAfterTypingTheAddress: Story = {
  args: { api: deleting.api },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Supprimer le compte" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Supprimer ce compte ?" });
    const confirmation = within(dialog).getByRole("textbox", { name: /^Adresse e-mail du compte/ });
    await userEvent.type(confirmation, "lea.girard@exemple.fr");
    await userEvent.click(within(dialog).getByRole("button", { name: "Supprimer définitivement" }));
    await expect(within(dialog).getByText("L'adresse saisie n'est pas celle de ce compte.")).toBeVisible();
    await expect(confirmation).toHaveAttribute("aria-invalid", "true");
    await expect(deleting.count("DELETE /api/admin/users/:id")).toBe(0);

    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, ` ${user.email.toUpperCase()}{Enter}`);
    // A toast fades in: visible once its opacity has risen.
    await waitFor(() => expect(screen.getByText(`Le compte ${user.email} est supprimé.`)).toBeVisible());
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalled());
    await expect(deleting.calls.at(-1)?.request).toEqual({ params: { id: user.id } });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  },
};

/** « Garder le compte » closes the dialog, nothing deleted; the focus goes back to its button. */
export const KeepTheAccount: Story = {
  play: async ({ args, canvas }) => {
    const remove = await canvas.findByRole("button", { name: "Supprimer le compte" });
    await userEvent.click(remove);
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Garder le compte" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

/** The server refuses (the administrator's own account): its words stay in the dialog. */
export const DeleteRefused: Story = {
  args: {
    api: fakeApiClient({
      "GET /api/admin/users/:id": () => ({ ...user, type: "admin" as const, email: "admin@fuse.test" }),
      "DELETE /api/admin/users/:id": () => {
        throw new ApiError(
          409,
          "Vous ne pouvez pas supprimer votre propre compte depuis l'administration : faites-le depuis votre compte.",
        );
      },
    }).api,
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Supprimer le compte" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Adresse e-mail du compte/ }), "admin@fuse.test");
    await userEvent.click(within(dialog).getByRole("button", { name: "Supprimer définitivement" }));
    await expect(
      await within(dialog).findByText(/Vous ne pouvez pas supprimer votre propre compte depuis l'administration/),
    ).toBeVisible();
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

/** An account that no longer exists: said, without « Réessayer ». */
export const Missing: Story = {
  args: {
    api: fakeApiClient({
      "GET /api/admin/users/:id": () => {
        throw new ApiError(404, "Utilisateur introuvable : son compte a peut-être déjà été supprimé.");
      },
    }).api,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Ce compte n'existe pas ou a été supprimé.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Réessayer" })).toBeNull();
  },
};

/** A network failure: « Réessayer » reads the account again. */
export const LoadFailed: Story = {
  args: {
    api: fakeApiClient({
      "GET /api/admin/users/:id": failingOnce(new TypeError("Failed to fetch"), () => user),
    }).api,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Ce compte n'a pas pu être chargé.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Réessayer" }));
    await expect(await canvas.findByRole("heading", { level: 2, name: "Informations du compte" })).toBeVisible();
  },
};

/** While the account loads. */
export const Loading: Story = {
  args: { api: fakeApiClient({ "GET /api/admin/users/:id": () => new Promise(() => undefined) }).api },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement du compte" })).toBeInTheDocument();
  },
};

/** On a 360 px screen, the dialog open: nothing overflows. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Supprimer le compte" }));
    const dialog = await screen.findByRole("alertdialog");
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    const details = canvasElement.querySelector<HTMLElement>("[data-slot=user-account]")!;
    await expect(details.scrollWidth).toBeLessThanOrEqual(details.clientWidth);
  },
};
