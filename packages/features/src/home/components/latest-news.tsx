import * as React from "react";

import type { NewsSummary } from "@fuse/domain/news/contract";
import { paths, pathTo } from "@fuse/domain/vocabulary/paths";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Skeleton } from "@fuse/ui/skeleton";
import { cn } from "@fuse/ui/utils";

import type { LinkRenderer } from "../../job-search/lib/links.tsx";
import { NewsList } from "../../news/components/news-list.tsx";

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
        <NewsList
          news={news}
          hrefOf={(item) => pathTo(paths.newsItem, { id: item.id })}
          renderLink={renderLink}
          headingLevel={3}
        />
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
