import type { NewsItem } from "@fuse/domain/news/contract";
import { newsDate } from "@fuse/domain/news/news-date";
import { SafeHtml } from "@fuse/ui/safe-html";

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
