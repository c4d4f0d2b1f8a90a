import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { fakeApiClient } from "../../api/fake-api-client.ts";
import { ApiError } from "../../api/index.ts";
import { adminPageOf, exampleAdminUsers } from "../lib/inbox-fixtures.ts";
import { failingOnce, withAdminClient } from "./admin-story-support.tsx";
import { AdminUsersScreen } from "./users-list.tsx";

const withClient = withAdminClient({ toasts: false });

const [candidate, recruiter, newcomer] = exampleAdminUsers as [
  (typeof exampleAdminUsers)[number],
  (typeof exampleAdminUsers)[number],
  (typeof exampleAdminUsers)[number],
];

const listing = fakeApiClient({ "GET /api/admin/users": () => adminPageOf(exampleAdminUsers) });

const meta = {
  title: "Admin/AdminUsersScreen",
  component: AdminUsersScreen,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  decorators: [withClient],
  args: {
    api: listing.api,
    type: "all",
    query: "",
    page: 1,
    timeZone: "Europe/Paris",
    onTypeChange: fn(),
    onQueryChange: fn(),
    onPageChange: fn(),
    userHref: (id: string) => `/admin/utilisateurs/${id}`,
  },
} satisfies Meta<typeof AdminUsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each account: its address (the link to its page), type, state and, for a recruiter, subscription. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const row = await canvas.findByRole("article", { name: candidate.email });
    await expect(within(row).getByRole("link", { name: candidate.email })).toHaveAttribute(
      "href",
      `/admin/utilisateurs/${candidate.id}`,
    );
    await expect(within(row).getByText("Candidat")).toBeVisible();
    const states = within(row).getByRole("list", { name: "État du compte" });
    await expect(states).toHaveTextContent("E-mail confirmé");
    await expect(states).toHaveTextContent("Profil incomplet");
    await expect(within(row).getByText(/Inscrit le 20 novembre 2026 à 09:00/)).toBeVisible();

    const company = canvas.getByRole("article", { name: recruiter.email });
    await expect(within(company).getByText("Léa Girard · Atelier Lumière")).toBeVisible();
    await expect(within(company).getByText("Abonnement actif jusqu'au 12 décembre 2026")).toBeVisible();
    await expect(within(company).getByText(/jamais connecté/)).toBeVisible();

    const unknown = canvas.getByRole("article", { name: newcomer.email });
    await expect(within(unknown).getByText("Sans profil")).toBeVisible();
    await expect(within(unknown).getByText("E-mail non confirmé")).toBeVisible();
    await expect(canvas.getByText("3 comptes")).toBeVisible();
  },
};

/** The type filter and the search are the address's to keep: the screen hands them over. */
export const FilterAndSearch: Story = {
  play: async ({ args, canvas }) => {
    await canvas.findByRole("article", { name: candidate.email });
    await userEvent.click(canvas.getByRole("combobox", { name: "Type de compte" }));
    await userEvent.click(await screen.findByRole("option", { name: "Recruteurs" }));
    await waitFor(() => expect(args.onTypeChange).toHaveBeenCalledWith("recruiter"));
    await userEvent.type(canvas.getByRole("searchbox", { name: "E-mail ou nom" }), "girard{Enter}");
    await expect(args.onQueryChange).toHaveBeenCalledWith("girard");
  },
};

/** What the screen asks the server: the type and the search given, the page. */
const asked = fakeApiClient({ "GET /api/admin/users": () => adminPageOf([recruiter]) });
export const AsksTheServer: Story = {
  args: { api: asked.api, type: "recruiter", query: "girard", page: 2 },
  play: async ({ canvas }) => {
    await canvas.findByRole("article", { name: recruiter.email });
    await expect(asked.calls[0]?.request).toEqual({ query: { type: "recruiter", q: "girard", page: 2 } });
    await expect(canvas.getByText("1 compte trouvé pour « girard »")).toBeVisible();
  },
};

/** The list could not be read: the server's words and « Réessayer ». */
export const LoadFailed: Story = {
  args: {
    api: fakeApiClient({
      "GET /api/admin/users": failingOnce(new ApiError(403, "Accès réservé aux administrateurs."), () =>
        adminPageOf(exampleAdminUsers),
      ),
    }).api,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Les utilisateurs n'ont pas pu être chargés.")).toBeVisible();
    await expect(canvas.getByText("Accès réservé aux administrateurs.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Réessayer" }));
    await expect(await canvas.findByRole("article", { name: candidate.email })).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { api: fakeApiClient({ "GET /api/admin/users": () => new Promise(() => undefined) }).api },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement des utilisateurs" })).toBeInTheDocument();
  },
};

/** On a 360 px screen: nothing overflows, long addresses included. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  args: {
    api: fakeApiClient({
      "GET /api/admin/users": () =>
        adminPageOf([{ ...candidate, email: "camille.martin.avec.une.adresse.tres.longue@exemple-de-domaine.fr" }]),
    }).api,
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("article");
    const list = canvasElement.querySelector<HTMLElement>("[data-slot=admin-list]")!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
