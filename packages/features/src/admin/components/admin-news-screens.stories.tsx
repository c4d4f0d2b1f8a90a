import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { fakeApiClient } from "../../api/fake-api-client.ts";
import { ApiError } from "../../api/index.ts";
import { exampleAdminNews, exampleAdminNewsSummaries } from "../lib/fixtures.ts";
import { AdminNewsScreen, NewsEditor } from "./admin-news-screens.tsx";
import { failingOnce, withAdminClient } from "./admin-story-support.tsx";

const withClient = withAdminClient();

const page = (news = exampleAdminNewsSummaries) => ({ news, total: news.length, page: 1, per_page: 20, pages: 1 });

const meta = {
  title: "Admin/AdminNewsScreen",
  component: AdminNewsScreen,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  decorators: [withClient],
  args: {
    api: fakeApiClient({ "GET /api/admin/news": () => page() }).api,
    query: "",
    page: 1,
    timeZone: "Europe/Paris",
    onQueryChange: fn(),
    onPageChange: fn(),
    newHref: "/admin/actualites/nouvelle",
    editHref: (id: string) => `/admin/actualites/${id}`,
  },
} satisfies Meta<typeof AdminNewsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const published = exampleAdminNewsSummaries[1]!;

/** « Dépublier »: the item is a draft again, the list read again, and a toast says so. */
export const Unpublish: Story = {
  args: (() => {
    let unpublished = false;
    return {
      api: fakeApiClient({
        "GET /api/admin/news": () =>
          page(
            exampleAdminNewsSummaries.map((item) =>
              unpublished && item.id === published.id
                ? { ...item, status: "draft" as const, published_at: null }
                : item,
            ),
          ),
        "POST /api/admin/news/:id/unpublish": ({ params }) => {
          unpublished = true;
          return { ...exampleAdminNews[1]!, id: params.id, status: "draft", published_at: null };
        },
      }).api,
    };
  })(),
  play: async ({ canvas }) => {
    const row = await canvas.findByRole("article", { name: published.title });
    await userEvent.click(within(row).getByRole("button", { name: `Dépublier « ${published.title} »` }));
    // A toast fades in: wait until it is fully shown.
    await waitFor(() => expect(screen.getByText("Actualité dépubliée : elle n'est plus visible.")).toBeVisible());
    await waitFor(() => expect(within(row).getByText("Brouillon")).toBeVisible());
  },
};

/** A deletion refused by the server: its French message in a red toast, the item still listed. */
export const DeleteRefused: Story = {
  args: {
    api: fakeApiClient({
      "GET /api/admin/news": () => page(),
      "DELETE /api/admin/news/:id": () => {
        throw new ApiError(404, "Actualité introuvable");
      },
    }).api,
  },
  play: async ({ canvas }) => {
    const row = await canvas.findByRole("article", { name: published.title });
    await userEvent.click(within(row).getByRole("button", { name: `Supprimer « ${published.title} »` }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    // A toast fades in: wait until it is fully shown.
    await waitFor(() => expect(screen.getByText("Actualité introuvable")).toBeVisible());
    await expect(canvas.getByRole("article", { name: published.title })).toBeVisible();
  },
};

/** The list could not be read: the reason and « Réessayer », which reads it again. */
export const LoadFailed: Story = {
  args: {
    api: fakeApiClient({
      "GET /api/admin/news": failingOnce(new ApiError(403, "Accès réservé aux administrateurs."), () => page()),
    }).api,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Les actualités n'ont pas pu être chargées.")).toBeVisible();
    await expect(canvas.getByText("Accès réservé aux administrateurs.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Réessayer" }));
    await expect(await canvas.findByRole("article", { name: published.title })).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { api: fakeApiClient({ "GET /api/admin/news": () => new Promise(() => undefined) }).api },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement des actualités" })).toBeInTheDocument();
  },
};

/** The editor: a new item saved through the API, then « Actualité enregistrée ». */
export const EditorCreates: StoryObj<typeof NewsEditor> = {
  render: (args) => <NewsEditor {...args} />,
  args: (() => {
    const fake = fakeApiClient({
      "POST /api/admin/news": ({ body }) => ({
        ...exampleAdminNews[2]!,
        ...body,
        excerpt: body.excerpt ?? "",
        body: body.body ?? "",
        audience: body.audience ?? "all",
      }),
    });
    return { api: fake.api, newsId: null, listHref: "/admin/actualites", onSaved: fn() };
  })(),
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /^Titre/ }), "Cinq conseils pour votre portrait");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    // A toast fades in: wait until it is fully shown.
    await waitFor(() => expect(screen.getByText("Actualité enregistrée")).toBeVisible());
    await expect(args.onSaved).toHaveBeenCalledWith(exampleAdminNews[2]!.id);
  },
};

/** The editor on an item that no longer exists: said, without « Réessayer ». */
export const EditorMissing: StoryObj<typeof NewsEditor> = {
  render: (args) => <NewsEditor {...args} />,
  args: {
    api: fakeApiClient({
      "GET /api/admin/news/:id": () => {
        throw new ApiError(404, "Actualité introuvable");
      },
    }).api,
    newsId: "0f0e0d0c-0b0a-4909-8807-060504030201",
    listHref: "/admin/actualites",
    onSaved: fn(),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Cette actualité n'existe pas ou a été supprimée.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Réessayer" })).toBeNull();
  },
};
