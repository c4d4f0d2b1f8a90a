import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import type { AdminPreRegistration } from "@fuse/domain/admin/inbox-contract";

import { fakeApiClient } from "../../api/fake-api-client.ts";
import { ApiError } from "../../api/index.ts";
import { adminPageOf, examplePreRegistrations } from "../lib/inbox-fixtures.ts";
import { failingOnce, withAdminClient } from "./admin-story-support.tsx";
import { AdminPreRegistrationsScreen } from "./inbox-pre-registrations.tsx";

const withClient = withAdminClient();

const [fresh, approved] = examplePreRegistrations as [AdminPreRegistration, AdminPreRegistration];

/** The pre-registrations as the server keeps them: approvals and changes of state are applied. */
function registrations() {
  let current = examplePreRegistrations.map((registration) => ({ ...registration }));
  const update = (id: string, change: Partial<AdminPreRegistration>) => {
    current = current.map((registration) => (registration.id === id ? { ...registration, ...change } : registration));
    return current.find((registration) => registration.id === id)!;
  };
  return fakeApiClient({
    "GET /api/admin/pre-registrations": () => adminPageOf(current),
    "POST /api/admin/pre-registrations/:id/approve": ({ params }) =>
      update(params.id, {
        status: "approved",
        approved_at: "2026-11-26T09:15:00.000Z",
        invited_at: "2026-11-26T09:15:00.000Z",
        handled_at: "2026-11-26T09:15:00.000Z",
        handled_by: { profile_id: "p", email: "admin@fuse.test" },
      }),
    "POST /api/admin/pre-registrations/:id/handled": ({ params, body }) =>
      update(
        params.id,
        body.handled
          ? { status: "handled", handled_at: "2026-11-26T09:15:00.000Z" }
          : { status: "new", handled_at: null, handled_by: null },
      ),
  });
}

const meta = {
  title: "Admin/AdminPreRegistrationsScreen",
  component: AdminPreRegistrationsScreen,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  decorators: [withClient],
  args: {
    api: registrations().api,
    status: "all",
    query: "",
    page: 1,
    timeZone: "Europe/Paris",
    onStatusChange: fn(),
    onQueryChange: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof AdminPreRegistrationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fact = (row: HTMLElement, term: string) =>
  within(row).getByText(term, { selector: "dt" }).nextElementSibling?.textContent;

/** Each company with its SIRET, sector (the NAF label once loaded), contact and state. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const row = await canvas.findByRole("article", { name: fresh.company_name });
    await expect(within(row).getByText("À traiter")).toBeVisible();
    await expect(fact(row, "SIRET")).toBe("732 829 320 00074");
    await waitFor(() => expect(fact(row, "Secteur")).toBe("62.01Z — Programmation informatique"));
    await expect(fact(row, "Effectif")).toBe("10 à 49 salariés");
    await expect(fact(row, "Contact")).toBe("Léa Girard");
    await expect(fact(row, "Téléphone")).toBe("+33 6 12 34 56 78");
    await expect(fact(row, "Ville")).toBe("12 rue de la République, 69002 Lyon");
    await expect(fact(row, "Reçue le")).toBe("24 novembre 2026 à 11:00");
    // Approved, and its company has an account now: nothing left to approve.
    const done = canvas.getByRole("article", { name: approved.company_name });
    await expect(within(done).getByText("Approuvée le 19 novembre 2026 à 10:00")).toBeVisible();
    await expect(within(done).getByText("Compte créé")).toBeVisible();
    await expect(within(done).queryByRole("button", { name: /^Approuver/ })).toBeNull();
    await expect(fact(done, "Téléphone")).toBe("Non renseigné");
  },
};

/** « Approuver » asks first, saying an e-mail goes out; confirmed, a toast says to whom. */
export const Approve: Story = {
  args: { api: registrations().api },
  play: async ({ canvas }) => {
    const row = await canvas.findByRole("article", { name: fresh.company_name });
    const approve = within(row).getByRole("button", { name: `Approuver « ${fresh.company_name} »` });
    await userEvent.click(approve);
    const dialog = await screen.findByRole("alertdialog", { name: "Approuver cette pré-inscription ?" });
    await expect(dialog).toHaveTextContent(`sera envoyée par e-mail à ${fresh.email}`);
    await userEvent.click(within(dialog).getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(approve).toHaveFocus());

    await userEvent.keyboard("{Enter}");
    const again = await screen.findByRole("alertdialog");
    await userEvent.click(within(again).getByRole("button", { name: "Approuver et envoyer l'invitation" }));
    // A toast fades in: visible once its opacity has risen.
    await waitFor(() =>
      expect(screen.getByText(`Pré-inscription approuvée : l'invitation est envoyée à ${fresh.email}.`)).toBeVisible(),
    );
    await waitFor(() => expect(within(row).getByText("Approuvée le 26 novembre 2026 à 10:15")).toBeVisible());
    await expect(within(row).queryByRole("button", { name: /^Approuver/ })).toBeNull();
  },
};

/** The company created its account meanwhile: the server's refusal in a red toast. */
export const ApproveRefused: Story = {
  args: {
    api: fakeApiClient({
      "GET /api/admin/pre-registrations": () => adminPageOf(examplePreRegistrations),
      "POST /api/admin/pre-registrations/:id/approve": () => {
        throw new ApiError(409, "Cette entreprise a créé son compte depuis sa pré-inscription.");
      },
    }).api,
  },
  play: async ({ canvas }) => {
    const row = await canvas.findByRole("article", { name: fresh.company_name });
    await userEvent.click(within(row).getByRole("button", { name: /^Approuver/ }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Approuver et envoyer l'invitation" }));
    await waitFor(() =>
      expect(screen.getByText("Cette entreprise a créé son compte depuis sa pré-inscription.")).toBeVisible(),
    );
  },
};

/** « Marquer comme traitée », then « Rouvrir ». */
export const HandleAndReopen: Story = {
  args: { api: registrations().api },
  play: async ({ canvas }) => {
    const row = await canvas.findByRole("article", { name: fresh.company_name });
    await userEvent.click(
      within(row).getByRole("button", { name: `Marquer comme traitée : « ${fresh.company_name} »` }),
    );
    await waitFor(() => expect(screen.getByText("Pré-inscription marquée comme traitée")).toBeVisible());
    await waitFor(() => expect(within(row).getByText("Traitée")).toBeVisible());
    await userEvent.click(within(row).getByRole("button", { name: `Rouvrir « ${fresh.company_name} »` }));
    await waitFor(() => expect(screen.getByText("Pré-inscription remise dans celles à traiter")).toBeVisible());
    await waitFor(() => expect(within(row).getByText("À traiter")).toBeVisible());
  },
};

/** The list could not be read: the reason and « Réessayer », which reads it again. */
export const LoadFailed: Story = {
  args: {
    api: fakeApiClient({
      "GET /api/admin/pre-registrations": failingOnce(new ApiError(500, "Internal Server Error"), () =>
        adminPageOf(examplePreRegistrations),
      ),
    }).api,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Les pré-inscriptions n'ont pas pu être chargées.")).toBeVisible();
    await expect(canvas.getByText("Vérifiez votre connexion puis réessayez.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Réessayer" }));
    await expect(await canvas.findByRole("article", { name: fresh.company_name })).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { api: fakeApiClient({ "GET /api/admin/pre-registrations": () => new Promise(() => undefined) }).api },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement des pré-inscriptions" })).toBeInTheDocument();
  },
};

/** On a 360 px screen: nothing overflows. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("article", { name: fresh.company_name });
    const list = canvasElement.querySelector<HTMLElement>("[data-slot=admin-list]")!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
