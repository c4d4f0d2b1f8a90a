import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { examplePages, examplePageSummaries } from "@fuse/domain/admin/pages-content";

import { fakeApiClient } from "../../api/fake-api-client.ts";
import { ApiError } from "../../api/index.ts";
import { failingOnce, withAdminClient } from "./admin-story-support.tsx";
import { AdminPagesScreen, PageEditor } from "./pages-screens.tsx";

const withClient = withAdminClient();

const meta = {
  title: "Admin/AdminPagesScreen",
  component: AdminPagesScreen,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  decorators: [withClient],
  args: {
    api: fakeApiClient({ "GET /api/admin/pages": () => ({ pages: examplePageSummaries }) }).api,
    timeZone: "Europe/Paris",
    newHref: "/admin/pages/nouvelle",
    editHref: (id: string) => `/admin/pages/${id}`,
  },
} satisfies Meta<typeof AdminPagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const [legal, about] = examplePages as [(typeof examplePages)[number], (typeof examplePages)[number]];

/** A page deleted: « Page supprimée », and the list read again without it. */
export const Delete: Story = {
  args: (() => {
    let pages = examplePageSummaries;
    return {
      api: fakeApiClient({
        "GET /api/admin/pages": () => ({ pages }),
        "DELETE /api/admin/pages/:id": ({ params }) => {
          pages = pages.filter((page) => page.id !== params.id);
          return { id: params.id, deleted: true };
        },
      }).api,
    };
  })(),
  play: async ({ canvas }) => {
    const row = await canvas.findByRole("article", { name: about.title });
    await userEvent.click(within(row).getByRole("button", { name: `Supprimer « ${about.title} »` }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Supprimer" }));
    // A toast fades in: wait until it is fully shown.
    await waitFor(() => expect(screen.getByText("Page supprimée")).toBeVisible());
    await waitFor(() => expect(canvas.queryByRole("article", { name: about.title })).toBeNull());
    await expect(canvas.getByText("2 pages dont 1 publiée")).toBeVisible();
  },
};

/** A deletion refused by the server: its French words in a red toast, the page still listed. */
export const DeleteRefused: Story = {
  args: {
    api: fakeApiClient({
      "GET /api/admin/pages": () => ({ pages: examplePageSummaries }),
      "DELETE /api/admin/pages/:id": () => {
        // As the server answers when another administrator deleted it meanwhile.
        throw new ApiError(404, "Page introuvable");
      },
    }).api,
  },
  play: async ({ canvas }) => {
    const row = await canvas.findByRole("article", { name: legal.title });
    await userEvent.click(within(row).getByRole("button", { name: `Supprimer « ${legal.title} »` }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Supprimer" }));
    // A toast fades in: wait until it is fully shown.
    await waitFor(() => expect(screen.getByText("Page introuvable")).toBeVisible());
    await expect(canvas.getByRole("article", { name: legal.title })).toBeVisible();
  },
};

/** The list could not be read: the reason and « Réessayer », which reads it again. */
export const LoadFailed: Story = {
  args: {
    api: fakeApiClient({
      "GET /api/admin/pages": failingOnce(new TypeError("Failed to fetch"), () => ({ pages: examplePageSummaries })),
    }).api,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Les pages n'ont pas pu être chargées.")).toBeVisible();
    await expect(canvas.getByText("Vérifiez votre connexion puis réessayez.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Réessayer" }));
    await expect(await canvas.findByRole("article", { name: about.title })).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { api: fakeApiClient({ "GET /api/admin/pages": () => new Promise(() => undefined) }).api },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement des pages" })).toBeInTheDocument();
  },
};

/** The editor: a page read by id, its change saved through the API, then « Page enregistrée ». */
export const EditorSaves: StoryObj<typeof PageEditor> = {
  render: (args) => <PageEditor {...args} />,
  args: (() => {
    const fake = fakeApiClient({
      "GET /api/admin/pages/:id": () => legal,
      "PATCH /api/admin/pages/:id": ({ params, body }) => ({ ...legal, ...body, id: params.id }),
    });
    return { api: fake.api, pageId: legal.id, listHref: "/admin/pages", onSaved: fn() };
  })(),
  play: async ({ args, canvas }) => {
    const title = await canvas.findByRole("textbox", { name: /^Titre/ });
    await expect(title).toHaveValue(legal.title);
    await userEvent.type(title, " de Fuse");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    // A toast fades in: wait until it is fully shown.
    await waitFor(() => expect(screen.getByText("Page enregistrée")).toBeVisible());
    await expect(args.onSaved).toHaveBeenCalledWith(legal.id);
  },
};

/** The editor while the page loads. */
export const EditorLoading: StoryObj<typeof PageEditor> = {
  render: (args) => <PageEditor {...args} />,
  args: {
    api: fakeApiClient({ "GET /api/admin/pages/:id": () => new Promise(() => undefined) }).api,
    pageId: legal.id,
    listHref: "/admin/pages",
    onSaved: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement de la page" })).toBeInTheDocument();
  },
};

/** The editor on a page that no longer exists: said, without « Réessayer ». */
export const EditorMissing: StoryObj<typeof PageEditor> = {
  render: (args) => <PageEditor {...args} />,
  args: {
    api: fakeApiClient({
      "GET /api/admin/pages/:id": () => {
        throw new ApiError(404, "Page introuvable");
      },
    }).api,
    pageId: "0f0e0d0c-0b0a-4909-8807-060504030201",
    listHref: "/admin/pages",
    onSaved: fn(),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Cette page n'existe pas ou a été supprimée.")).toBeVisible();
    // The server's words, in the alert (an earlier story's toast may say the same).
    await expect(canvas.getByText("Page introuvable", { selector: "p" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Réessayer" })).toBeNull();
  },
};

/** On a 360 px screen: nothing overflows. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByRole("article", { name: about.title });
    const list = canvasElement.querySelector<HTMLElement>("[data-slot=pages-admin-list]")!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
