import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { plainLink } from "../../job-search/lib/links.tsx";
import { NewsArticle } from "./news-article.tsx";
import { NewsList } from "./news-list.tsx";

const meta = {
  title: "Features/News/NewsList",
  component: NewsList,
  parameters: { layout: "padded" },
} satisfies Meta<typeof NewsList>;

export default meta;

/** News, list then item. */
export const News: StoryObj<typeof NewsList> = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <NewsList {...args} />
      <NewsArticle
        item={{
          id: "1",
          slug: "salon",
          title: "Le salon de l'emploi de Lyon",
          excerpt: "Rendez-vous le 12 décembre.",
          audience: "candidate",
          published_at: "2026-11-20T09:00:00Z",
          body: '<p>Retrouvez-nous <a href="https://exemple.fr">au salon</a>.</p>',
        }}
      />
    </div>
  ),
  args: {
    news: [
      {
        id: "1",
        slug: "salon",
        title: "Le salon de l'emploi de Lyon",
        excerpt: "Rendez-vous le 12 décembre.",
        audience: "candidate",
        published_at: "2026-11-20T09:00:00Z",
      },
    ],
    hrefOf: (item) => `/dashboard/candidate/news?id=${item.id}`,
    renderLink: plainLink,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Le salon de l'emploi de Lyon" })).toHaveAttribute(
      "href",
      "/dashboard/candidate/news?id=1",
    );
    await expect(canvas.getByRole("article")).toHaveTextContent(/Publié le 20 novembre 2026/);
  },
};
