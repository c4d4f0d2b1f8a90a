import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import type { FaqCategory } from "@fuse/domain/faq/contract";

import { FaqList, FaqListSkeleton } from "./faq-list.tsx";

const categories: FaqCategory[] = [
  {
    id: "decouvrir",
    label: "Découvrir Fuse",
    items: [
      {
        id: "fuse",
        question: "Qu'est-ce que Fuse ?",
        answer:
          "<p>Fuse met en relation candidats et recruteurs. Chaque rapprochement est <strong>expliqué</strong>.</p>",
        audience: "all",
      },
      {
        id: "salaire",
        question: "Comment le salaire net est-il estimé ?",
        answer: "<p>Le simulateur applique les règles officielles de calcul des cotisations.</p>",
        audience: "all",
      },
    ],
  },
  {
    id: "candidats",
    label: "Candidats",
    items: [
      {
        id: "gratuit",
        question: "L'inscription est-elle gratuite pour les candidats ?",
        answer: "<p>Oui. Créer votre profil et votre <strong>MaFuseCard</strong> ne vous coûte rien.</p>",
        audience: "candidate",
      },
      {
        id: "cv",
        question: "Que fait l'analyse de CV ?",
        answer: "<p>Fuse extrait vos compétences, vos années d'expérience et vos langues.</p>",
        audience: "candidate",
      },
    ],
  },
  {
    id: null,
    label: "Autres questions",
    items: [
      {
        id: "entreprise",
        question: "Mon entreprise est déjà enregistrée : que faire ?",
        answer: '<p>Écrivez-nous depuis la page <a href="/contact">Contact</a>.</p>',
        audience: "recruiter",
      },
    ],
  },
];

const meta = {
  title: "Features/FAQ/FaqList",
  component: FaqList,
  tags: ["autodocs"],
  parameters: { layout: "padded", a11y: { test: "error" } },
  args: { categories },
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every question under its category, all closed; several can be open at once. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Découvrir Fuse",
      "Candidats",
      "Autres questions",
    ]);
    await expect(canvas.getByRole("status")).toHaveTextContent("5 questions");
    await userEvent.click(canvas.getByRole("button", { name: "Qu'est-ce que Fuse ?" }));
    await userEvent.click(canvas.getByRole("button", { name: "Que fait l'analyse de CV ?" }));
    await expect(canvas.getByText(/Chaque rapprochement est/)).toBeVisible();
    await expect(canvas.getByText(/vos années d'expérience/)).toBeVisible();
  },
};

/** The search narrows questions and answers as one types, accents and case aside, and says how many remain. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole("searchbox", { name: "Rechercher dans la FAQ" });
    await userEvent.click(search);
    // « COMPETENCES » is in an answer, with an accent: « compétences ».
    await userEvent.keyboard("COMPETENCES");
    await expect(canvas.getByRole("status")).toHaveTextContent("1 question");
    await expect(canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Candidats",
    ]);
    await userEvent.clear(search);
    await userEvent.keyboard("salaire");
    await expect(canvas.getByRole("status")).toHaveTextContent("1 question");

    // From the search box, the keyboard alone reaches the question and opens it.
    await userEvent.tab();
    const question = canvas.getByRole("button", { name: "Comment le salaire net est-il estimé ?" });
    await expect(question).toHaveFocus();
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{Enter}");
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(/les règles officielles/)).toBeVisible();
  },
};

/** Nothing matches: the search says so and offers to start again. */
export const EmptyResult: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole("searchbox", { name: "Rechercher dans la FAQ" });
    await userEvent.type(search, "licorne");
    await expect(canvas.getByRole("status")).toHaveTextContent("Aucune question ne correspond à « licorne ».");
    await expect(canvas.queryByRole("heading", { level: 2 })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Effacer la recherche" }));
    await expect(search).toHaveValue("");
    await expect(search).toHaveFocus();
    await expect(canvas.getByRole("status")).toHaveTextContent("5 questions");
  },
};

/** No question yet. */
export const NoQuestion: Story = {
  args: { categories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Aucune question pour le moment.")).toBeVisible();
  },
};

/** While the FAQ loads. */
export const Loading: Story = {
  render: () => <FaqListSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: "Chargement de la FAQ" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** On a 360 px screen: long questions wrap, nothing overflows. */
export const Narrow: Story = {
  render: (args) => (
    <div className="w-[360px]">
      <FaqList {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Mon entreprise est déjà enregistrée : que faire ?" }));
    const list = canvasElement.querySelector<HTMLElement>("[data-slot=faq-list]")!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(360);
  },
};
