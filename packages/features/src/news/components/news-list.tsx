import type { NewsItem, NewsSummary } from "@fuse/domain/news/contract";
import { newsDate } from "@fuse/domain/news/news-date";
import { Card, CardDescription, CardHeader, CardTitle } from "@fuse/ui/card";
import { SafeHtml } from "@fuse/ui/safe-html";

import type { LinkRenderer } from "../../job-search/lib/links.tsx";

export type NewsListProps = {
  news: NewsSummary[];
  /** The address of an item. */
  hrefOf: (item: NewsSummary) => string;
  renderLink: LinkRenderer;
  headingLevel?: 2 | 3;
};

/** News, newest first: title (a link to the item), date and excerpt. */
export function NewsList({ news, hrefOf, renderLink, headingLevel = 2 }: NewsListProps) {
  const Heading = `h${headingLevel}` as const;
  if (news.length === 0) return <p className="text-muted-foreground">Aucune actualité pour le moment.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {news.map((item) => (
        <li key={item.id}>
          <Card>
            <CardHeader>
              <CardTitle>
                <Heading className="text-base font-semibold">
                  {renderLink({
                    href: hrefOf(item),
                    className: "underline-offset-4 hover:underline",
                    children: item.title,
                  })}
                </Heading>
              </CardTitle>
              <CardDescription>
                <time dateTime={item.published_at}>{newsDate(item.published_at)}</time>
                {item.excerpt ? ` — ${item.excerpt}` : ""}
              </CardDescription>
            </CardHeader>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * One news item: its title, date and body (sanitised again here, spec §5). `headingLevel` 1 when
 * the item is the page (the public `/actualites/{id}`), 2 or 3 inside a dashboard's page.
 */
export function NewsArticle({ item, headingLevel = 2 }: { item: NewsItem; headingLevel?: 1 | 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex flex-col gap-3">
      <Heading
        className={
          headingLevel === 1 ? "text-2xl font-semibold tracking-tight text-foreground" : "text-xl font-semibold"
        }
      >
        {item.title}
      </Heading>
      <p className="text-sm text-muted-foreground">
        Publié le <time dateTime={item.published_at}>{newsDate(item.published_at)}</time>
      </p>
      <SafeHtml
        html={item.body}
        className="flex flex-col gap-2 [&_a]:text-primary [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5"
      />
    </article>
  );
}
