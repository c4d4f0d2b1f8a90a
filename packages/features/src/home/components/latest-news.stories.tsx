import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { plainLink } from "../../job-search/lib/links.tsx";
import { LatestNews } from "./latest-news.tsx";

const news = [
  {
    id: "6f1f8a4e-55b1-4d0e-9a51-0c7a3c3e2a01",
    slug: "analyse-de-cv",
    title: "Nouveau : l'analyse de CV",
    excerpt: "Déposez votre CV, vérifiez ce que Fuse en retient.",
    audience: "candidate" as const,
    published_at: "2026-11-20T09:00:00.000Z",
  },
  {
    id: "6f1f8a4e-55b1-4d0e-9a51-0c7a3c3e2a02",
    slug: "suivi-en-direct",
    title: "Le suivi des candidatures en direct",
    excerpt: "Chaque étape, vue des deux côtés.",
    audience: "recruiter" as const,
    published_at: "2026-11-12T09:00:00.000Z",
  },
  {
    id: "6f1f8a4e-55b1-4d0e-9a51-0c7a3c3e2a03",
    slug: "bienvenue",
    title: "Bienvenue sur Fuse",
    excerpt: "",
    audience: "all" as const,
    published_at: "2026-11-01T09:00:00.000Z",
  },
];

const meta = {
  title: "Features/Home/LatestNews",
  component: LatestNews,
  tags: ["autodocs"],
  parameters: { a11y: { test: "error" } },
  args: { news, renderLink: plainLink, onRetry: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(48rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LatestNews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three items, each a link to its page, and the way to every item. */
export const Latest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Dernières actualités" })).toBeVisible();
    const titles = canvas.getAllByRole("heading", { level: 3 });
    await expect(titles.map((title) => title.textContent)).toEqual(news.map((item) => item.title));
    await expect(canvas.getByRole("link", { name: "Nouveau : l'analyse de CV" })).toHaveAttribute(
      "href",
      `/actualites/${news[0]!.id}`,
    );
    await expect(canvas.getByRole("link", { name: "Toutes les actualités" })).toHaveAttribute("href", "/actualites");
    await expect(canvas.getByText("20 novembre 2026")).toBeVisible();
  },
};

/** Nothing published yet. */
export const Empty: Story = {
  args: { news: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Aucune actualité pour le moment.")).toBeVisible();
  },
};

/** While the news load. */
export const Loading: Story = {
  args: { news: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Chargement des actualités" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Toutes les actualités" })).toBeVisible();
  },
};

/** The news could not be read: said in French, with a way to try again by keyboard. */
export const Failed: Story = {
  args: { news: undefined, failed: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText("Les actualités n'ont pas pu être chargées.")).toBeVisible();
    canvas.getByRole("button", { name: "Réessayer" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** On a small phone: nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
