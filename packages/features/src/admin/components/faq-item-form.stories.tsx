import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { ApiError } from "../../api/index.ts";
import { exampleFaqCategories, exampleFaqItems } from "../lib/faq-fixtures.ts";
import { FaqItemForm } from "./faq-item-form.tsx";

const [account, payment] = exampleFaqCategories as [
  (typeof exampleFaqCategories)[number],
  (typeof exampleFaqCategories)[number],
];
const item = exampleFaqItems[1]!;

const meta = {
  title: "Admin/FaqItemForm",
  component: FaqItemForm,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: {
    item: null,
    categories: exampleFaqCategories,
    defaultCategoryId: account.id,
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[min(42rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FaqItemForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new question: nothing goes out without its text; then it is sent with its answer, public and category. */
export const NewQuestion: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await expect(await canvas.findByText("La question ne peut pas être vide.")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^Question/ })).toHaveFocus();
    expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByRole("textbox", { name: /^Question/ }), "Comment changer mon mot de passe ?");
    const answer = await canvas.findByRole("textbox", { name: /^Réponse/ }, { timeout: 5000 });
    await userEvent.click(answer);
    await userEvent.keyboard("Depuis la page de connexion.");
    await userEvent.click(canvas.getByRole("radio", { name: "Candidats" }));
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        question: "Comment changer mon mot de passe ?",
        answer: "<p>Depuis la page de connexion.</p>",
        audience: "candidate",
        category_id: account.id,
      }),
    );
  },
};

/** An existing question: its values shown; moved by keyboard to « Sans catégorie ». */
export const EditToNoCategory: Story = {
  args: { item },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("textbox", { name: /^Question/ })).toHaveValue(item.question);
    await expect(canvas.getByRole("radio", { name: "Candidats" })).toBeChecked();
    const category = canvas.getByRole("combobox", { name: "Catégorie" });
    await expect(category).toHaveTextContent(account.label);
    category.focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(await screen.findByRole("option", { name: "Sans catégorie" }));
    await expect(category).toHaveTextContent("Sans catégorie");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ question: item.question, category_id: null }),
      ),
    );
  },
};

/** The server's refusal naming a field shows beside it, in its French words. */
export const ServerRefusal: Story = {
  args: {
    item,
    onSubmit: fn(async () => {
      throw new ApiError(400, "Cette catégorie n'existe pas (ou plus) : rechargez la page.", "category_id");
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await expect(await canvas.findByText("Cette catégorie n'existe pas (ou plus) : rechargez la page.")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Catégorie" })).toHaveAccessibleDescription(
      /Cette catégorie n'existe pas/,
    );
  },
};

/** A network failure: said in French above the buttons. */
export const NetworkFailure: Story = {
  args: {
    item,
    onSubmit: fn(async () => {
      throw new TypeError("Failed to fetch");
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await expect(await canvas.findByText("Question non enregistrée")).toBeVisible();
    await expect(
      canvas.getByText("La question n'a pas pu être enregistrée. Vérifiez votre connexion puis réessayez."),
    ).toBeVisible();
  },
};

/** « Annuler » gives up. */
export const Cancel: Story = {
  args: { item, defaultCategoryId: payment.id },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Annuler" }));
    await expect(args.onCancel).toHaveBeenCalled();
    expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** On a 360 px screen: nothing overflows. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1" } },
  args: { item },
  play: async ({ canvas }) => {
    const form = canvas.getByRole("form", { name: `Modifier la question « ${item.question} »` });
    await canvas.findByRole("textbox", { name: /^Réponse/ }, { timeout: 5000 });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
  },
};
