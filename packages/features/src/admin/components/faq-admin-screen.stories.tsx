import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import type { AdminFaq, AdminFaqItem } from "@fuse/domain/admin/contract";

import { fakeApiClient } from "../../api/fake-api-client.ts";
import { ApiError } from "../../api/index.ts";
import { exampleAdminFaq, exampleFaqCategories, exampleFaqItems } from "../lib/faq-fixtures.ts";
import { failingOnce, withAdminClient } from "./admin-story-support.tsx";
import { AdminFaqScreen } from "./faq-admin-screen.tsx";

const withClient = withAdminClient();

const inUse = "Cette catégorie contient encore des questions : déplacez-les ou supprimez-les d'abord.";

/**
 * The administrators' FAQ API as the server behaves: it keeps what is written, counts the
 * questions of each category, puts a new or moved question at the end of its category, and refuses
 * to delete a category that holds questions or to give two categories one name.
 */
function faqServer(initial: AdminFaq = exampleAdminFaq) {
  const faq: AdminFaq = structuredClone(initial);
  let next = 1;
  const counted = (): AdminFaq => ({
    categories: faq.categories
      .map((category) => ({
        ...category,
        item_count: faq.items.filter((item) => item.category_id === category.id).length,
      }))
      .sort((a, b) => a.position - b.position),
    items: [...faq.items],
  });
  const endOf = (categoryId: string | null) =>
    Math.max(0, ...faq.items.filter((item) => item.category_id === categoryId).map((item) => item.position)) + 1;
  const taken = (label: string, id?: string) =>
    faq.categories.some((category) => category.label === label && category.id !== id);
  return fakeApiClient({
    "GET /api/admin/faq": () => counted(),
    "POST /api/admin/faq/categories": ({ body }) => {
      if (taken(body.label)) throw new ApiError(409, "Une catégorie porte déjà ce nom.", "label");
      const category = {
        id: `00000000-0000-4000-8000-${String(next++).padStart(12, "0")}`,
        label: body.label,
        position: faq.categories.length + 1,
        item_count: 0,
      };
      faq.categories.push(category);
      return category;
    },
    "PATCH /api/admin/faq/categories/:id": ({ params, body }) => {
      if (taken(body.label, params.id)) throw new ApiError(409, "Une catégorie porte déjà ce nom.", "label");
      const category = faq.categories.find((candidate) => candidate.id === params.id)!;
      category.label = body.label;
      return category;
    },
    "DELETE /api/admin/faq/categories/:id": ({ params }) => {
      if (faq.items.some((item) => item.category_id === params.id)) throw new ApiError(409, inUse);
      faq.categories = faq.categories.filter((category) => category.id !== params.id);
      return { id: params.id, deleted: true };
    },
    "POST /api/admin/faq/items": ({ body }) => {
      const categoryId = body.category_id ?? null;
      const item: AdminFaqItem = {
        id: `10000000-0000-4000-8000-${String(next++).padStart(12, "0")}`,
        question: body.question,
        answer: body.answer,
        audience: body.audience ?? "all",
        category_id: categoryId,
        position: endOf(categoryId),
        updated_at: "2026-11-26T09:00:00.000Z",
      };
      faq.items.push(item);
      return item;
    },
    "PATCH /api/admin/faq/items/:id": ({ params, body }) => {
      const item = faq.items.find((candidate) => candidate.id === params.id)!;
      if (body.category_id !== undefined && body.category_id !== item.category_id)
        Object.assign(item, { category_id: body.category_id, position: endOf(body.category_id) });
      Object.assign(item, {
        question: body.question ?? item.question,
        answer: body.answer ?? item.answer,
        audience: body.audience ?? item.audience,
      });
      return item;
    },
    "DELETE /api/admin/faq/items/:id": ({ params }) => {
      faq.items = faq.items.filter((item) => item.id !== params.id);
      return { id: params.id, deleted: true };
    },
    "PUT /api/admin/faq/order": ({ body }) => {
      body.categories.forEach((category, index) => {
        faq.categories.find((candidate) => candidate.id === category.id)!.position = index + 1;
        category.items.forEach((id, rank) => (faq.items.find((item) => item.id === id)!.position = rank + 1));
      });
      body.uncategorized.forEach((id, rank) => (faq.items.find((item) => item.id === id)!.position = rank + 1));
      return counted();
    },
  });
}

const meta = {
  title: "Admin/AdminFaqScreen",
  component: AdminFaqScreen,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  decorators: [withClient],
  args: { api: faqServer().api, publicFaqHref: "/faq" },
} satisfies Meta<typeof AdminFaqScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const [account, payment, interviews] = exampleFaqCategories as [
  (typeof exampleFaqCategories)[number],
  (typeof exampleFaqCategories)[number],
  (typeof exampleFaqCategories)[number],
];
const [create, remove] = exampleFaqItems as [AdminFaqItem, AdminFaqItem];

/** The questions of a category as the screen lists them. */
const questionsOf = (label: string) =>
  within(screen.getByRole("list", { name: `Questions de « ${label} »` }))
    .getAllByRole("article")
    .map((article) => article.querySelector("h4")?.textContent);

/** While the FAQ loads. */
export const Loading: Story = {
  args: { api: fakeApiClient({ "GET /api/admin/faq": () => new Promise(() => undefined) }).api },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement de la FAQ" })).toBeInTheDocument();
  },
};

/** Every category with its count, the questions by category then those without one, and the public FAQ's link. */
export const Overview: Story = {
  play: async ({ canvas }) => {
    const categories = await canvas.findByRole("list", { name: "Catégories, dans l'ordre de la FAQ" });
    await expect(within(categories).getByText("2 questions")).toBeVisible();
    await expect(within(categories).getByText("Aucune question")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Voir la FAQ publique" })).toHaveAttribute("href", "/faq");
    await expect(canvas.getByRole("heading", { level: 3, name: "Sans catégorie" })).toBeVisible();
    expect(questionsOf("Compte")).toEqual([create.question, remove.question]);
    await expect(canvas.getByRole("button", { name: `Monter « ${create.question} »` })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Descendre la catégorie « Entretiens »" })).toBeDisabled();
  },
};

/**
 * By keyboard: « Descendre » sends the whole order, the list shows the server's, a screen reader
 * hears the new position, and the focus stays on the question's buttons.
 */
const moveServer = faqServer();
export const MoveByKeyboard: Story = {
  args: { api: moveServer.api },
  play: async ({ canvas }) => {
    const down = await canvas.findByRole("button", { name: `Descendre « ${create.question} »` });
    down.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(questionsOf("Compte")).toEqual([remove.question, create.question]));
    await expect(
      await canvas.findByText(`Question « ${create.question} » déplacée : position 2 sur 2 dans « Compte ».`),
    ).toHaveAttribute("role", "status");
    expect(moveServer.calls.find((call) => call.endpoint === "PUT /api/admin/faq/order")?.request).toEqual({
      body: {
        categories: [
          { id: account.id, items: [remove.id, create.id] },
          { id: payment.id, items: [exampleFaqItems[2]!.id] },
          { id: interviews.id, items: [] },
        ],
        uncategorized: [exampleFaqItems[3]!.id],
      },
    });
    // At the bottom « Descendre » can do nothing more: the focus is on « Monter ».
    await waitFor(() =>
      expect(document.activeElement).toBe(canvas.getByRole("button", { name: `Monter « ${create.question} »` })),
    );
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(questionsOf("Compte")).toEqual([create.question, remove.question]));
    await expect(canvas.getByText(/position 1 sur 2 dans « Compte »/)).toBeInTheDocument();
  },
};

/** A category is moved as a whole; the screen reader hears where it now stands. */
export const MoveCategory: Story = {
  args: { api: faqServer().api },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Monter la catégorie « Entretiens »" }));
    await expect(await canvas.findByText("Catégorie « Entretiens » déplacée : position 2 sur 3.")).toBeInTheDocument();
    const categories = canvas.getByRole("list", { name: "Catégories, dans l'ordre de la FAQ" });
    await waitFor(() =>
      expect(
        within(categories)
          .getAllByRole("listitem")
          .map((row) => row.querySelector(".font-medium")?.textContent),
      ).toEqual(["Compte", "Entretiens", "Abonnement et paiement"]),
    );
  },
};

/** A category that holds questions cannot go: the server's French refusal, the category still listed. */
export const DeleteCategoryInUse: Story = {
  args: { api: faqServer().api },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Supprimer la catégorie « Compte »" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    // A toast fades in: wait until it is fully shown.
    await waitFor(() => expect(screen.getByText(inUse)).toBeVisible());
    await expect(canvas.getByRole("button", { name: "Renommer la catégorie « Compte »" })).toBeVisible();
  },
};

/** An empty category goes, after confirmation, and a new one comes in at the end. */
export const AddAndDeleteCategories: Story = {
  args: { api: faqServer().api },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Supprimer la catégorie « Entretiens »" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Supprimer" }));
    await expect(await screen.findByText("Catégorie supprimée")).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole("heading", { name: "Entretiens" })).toBeNull());

    await userEvent.click(canvas.getByRole("button", { name: "Ajouter la catégorie" }));
    await expect(await canvas.findByText("Le nom de la catégorie ne peut pas être vide.")).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: /^Nouvelle catégorie/ }), "Recrutement{Enter}");
    await expect(await screen.findByText("Catégorie ajoutée")).toBeInTheDocument();
    await expect(await canvas.findByRole("heading", { level: 3, name: "Recrutement" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^Nouvelle catégorie/ })).toHaveValue("");
  },
};

/** A name another category has: the server's refusal beside the field; « Échap » gives up. */
export const RenameTaken: Story = {
  args: { api: faqServer().api },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Renommer la catégorie « Entretiens »" }));
    const input = canvas.getByRole("textbox", { name: /^Nouveau nom de la catégorie « Entretiens »/ });
    await expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, "Compte{Enter}");
    await expect(await canvas.findByText("Une catégorie porte déjà ce nom.")).toBeVisible();
    await expect(input).toHaveAccessibleDescription("Une catégorie porte déjà ce nom.");
    await userEvent.keyboard("{Escape}");
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Renommer la catégorie « Entretiens »" })).toHaveFocus(),
    );
  },
};

/** A question added in a category from its own button: it shows at the end of that category. */
export const AddQuestion: Story = {
  args: { api: faqServer().api },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Ajouter une question dans « Entretiens »" }));
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle question" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await expect(await within(dialog).findByText("La question ne peut pas être vide.")).toBeVisible();
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Question/ }), "Comment préparer un entretien ?");
    await expect(within(dialog).getByRole("combobox", { name: "Catégorie" })).toHaveTextContent("Entretiens");
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await expect(await screen.findByText("Question enregistrée")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(questionsOf("Entretiens")).toEqual(["Comment préparer un entretien ?"]));
  },
};

/** A question edited in its dialog and moved to another category: it goes at the end of it. */
export const EditQuestion: Story = {
  args: { api: faqServer().api },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: `Modifier « ${create.question} »` }));
    const dialog = await screen.findByRole("dialog", { name: "Modifier la question" });
    await expect(within(dialog).getByRole("textbox", { name: /^Question/ })).toHaveValue(create.question);
    await userEvent.click(within(dialog).getByRole("radio", { name: "Recruteurs" }));
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Catégorie" }));
    await userEvent.click(await screen.findByRole("option", { name: "Abonnement et paiement" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await expect(await screen.findByText("Question enregistrée")).toBeInTheDocument();
    await waitFor(() =>
      expect(questionsOf("Abonnement et paiement")).toEqual([exampleFaqItems[2]!.question, create.question]),
    );
    expect(questionsOf("Compte")).toEqual([remove.question]);
  },
};

/** A question deleted after confirmation leaves the list. */
export const DeleteQuestion: Story = {
  args: { api: faqServer().api },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: `Supprimer « ${remove.question} »` }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    await expect(await screen.findByText("Question supprimée")).toBeInTheDocument();
    await waitFor(() => expect(questionsOf("Compte")).toEqual([create.question]));
  },
};

/** The FAQ could not be read: the reason and « Réessayer », which reads it again. */
export const LoadFailed: Story = {
  args: {
    api: fakeApiClient({
      "GET /api/admin/faq": failingOnce(new ApiError(403, "Accès réservé aux administrateurs."), () => exampleAdminFaq),
    }).api,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("La FAQ n'a pas pu être chargée.")).toBeVisible();
    await expect(canvas.getByText("Accès réservé aux administrateurs.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Réessayer" }));
    await expect(await canvas.findByRole("heading", { level: 3, name: "Compte" })).toBeVisible();
  },
};

/** On a 360 px screen: nothing overflows. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  args: { api: faqServer().api },
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByRole("heading", { level: 3, name: "Compte" });
    const root = canvasElement.querySelector<HTMLElement>("[data-slot=admin-faq]")!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
