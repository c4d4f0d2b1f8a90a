import type { NewsSummary } from "@fuse/domain/news/contract";
import { newsDate } from "@fuse/domain/news/news-date";
import { Card, CardDescription, CardHeader, CardTitle } from "@fuse/ui/card";

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
