import * as React from "react";

import type { NewsSummary } from "@fuse/domain/news/contract";
import { newsDate } from "@fuse/domain/news/news-date";
import { paths, pathTo } from "@fuse/domain/vocabulary/paths";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@fuse/ui/card";
import { Skeleton } from "@fuse/ui/skeleton";
import { cn } from "@fuse/ui/utils";

import type { LinkRenderer } from "../../job-search/lib/links.tsx";

// Not NewsList: its module carries the news article's HTML sanitiser, which the home page has no
// use for and which would weigh about 12 KiB (gzip) on its first load.

type LatestNewsProps = {
  /** Undefined while loading. */
  news: NewsSummary[] | undefined;
  failed?: boolean;
  /** Reads the news again after a failure. */
  onRetry?: () => void;
  renderLink: LinkRenderer;
  className?: string;
};

/** The latest news items, each a link to its page, and the way to all of them. */
function LatestNews({ news, failed = false, onRetry, renderLink, className }: LatestNewsProps) {
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} data-slot="latest-news" className={cn("flex flex-col gap-4", className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-foreground">
          Dernières actualités
        </h2>
        {renderLink({
          href: paths.news,
          className: "text-sm font-medium text-primary underline underline-offset-4",
          children: "Toutes les actualités",
        })}
      </div>
      {news ? (
        news.length === 0 ? (
          <p className="text-muted-foreground">Aucune actualité pour le moment.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {news.map((item) => (
              <li key={item.id}>
                <Card>
                  <CardHeader>
                    <CardTitle>
                      <h3 className="text-base font-semibold">
                        {renderLink({
                          href: pathTo(paths.newsItem, { id: item.id }),
                          className: "underline-offset-4 hover:underline",
                          children: item.title,
                        })}
                      </h3>
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
        )
      ) : failed ? (
        <Alert variant="destructive">
          <AlertTitle>Les actualités n&apos;ont pas pu être chargées.</AlertTitle>
          {onRetry ? (
            <AlertDescription className="flex flex-col items-start gap-2">
              Vérifiez votre connexion puis réessayez.
              <Button type="button" variant="outline" size="sm" onClick={onRetry}>
                Réessayer
              </Button>
            </AlertDescription>
          ) : null}
        </Alert>
      ) : (
        <div role="status" aria-label="Chargement des actualités" className="flex flex-col gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
    </section>
  );
}

export { LatestNews };
export type { LatestNewsProps };
