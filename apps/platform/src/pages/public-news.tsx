import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import * as React from "react";
import { Link, useParams, useSearchParams } from "react-router";

import { paths, pathTo } from "@fuse/domain/vocabulary/paths";
import { ApiError, type ApiClient } from "@fuse/features/api";
import { NewsArticle, NewsList, newsQueries, type NewsItem } from "@fuse/features/news";
import { Pagination } from "@fuse/ui/pagination";
import { Skeleton } from "@fuse/ui/skeleton";

import { HeadOnceHydrated } from "../head-once-hydrated";
import { documentTitle, usePageHandle } from "../page-handle";
import { LoadError, withQueryClient } from "../page-query";
import { notFound } from "../route-error";
import type { PrefetchContext } from "../router";
import { routerLink } from "../router-link";
import { useServices } from "../session/services";

const perPage = 10;
const heading = "text-2xl font-semibold tracking-tight text-foreground";
const itemHref = (item: { id: string }) => pathTo(paths.newsItem, { id: item.id });

/** `?page=`, from 1 to 1000. */
const pageOf = (params: URLSearchParams) => Math.min(1000, Math.max(1, Math.floor(Number(params.get("page"))) || 1));

// The server lets caches keep the news a minute: so may this page (and the page the server rendered
// is not asked for again as soon as it is hydrated).
const staleTime = 60_000;

const newsPageQuery = (publicApi: ApiClient, page: number) =>
  queryOptions({ ...newsQueries.page(publicApi, "any", page, perPage), staleTime });

const newsItemQuery = (publicApi: ApiClient, id: string) =>
  queryOptions({ ...newsQueries.item(publicApi, "any", id), staleTime });

/** The list's page or the item, in the server's HTML. */
export const prefetch = ({ queryClient, publicApi, params, url }: PrefetchContext) =>
  params.id === undefined
    ? queryClient.prefetchQuery(newsPageQuery(publicApi, pageOf(url.searchParams)))
    : queryClient.prefetchQuery(newsItemQuery(publicApi, params.id));

/** `/actualites`: every published item, whatever its audience, ten a page (`?page=`). */
function NewsListScreen() {
  const { title } = usePageHandle();
  const { publicApi } = useServices();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const titleRef = React.useRef<HTMLHeadingElement>(null);
  const list = useQuery({ ...newsPageQuery(publicApi, page), placeholderData: keepPreviousData });
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 ref={titleRef} tabIndex={-1} className={`${heading} outline-none`}>
        {title}
      </h1>
      {list.data ? (
        <>
          <NewsList news={list.data.news} hrefOf={itemHref} renderLink={routerLink} />
          {list.data.pages > 1 ? (
            <Pagination
              page={list.data.page}
              pageCount={list.data.pages}
              label="Pages des actualités"
              previousLabel="Précédent"
              nextLabel="Suivant"
              onPageChange={(next) => {
                setParams({ page: String(next) });
                // The new page starts at the top: take the reader (and the focus) there.
                window.scrollTo({ top: 0 });
                titleRef.current?.focus();
              }}
            />
          ) : null}
        </>
      ) : list.isError ? (
        <LoadError title="Les actualités n'ont pas pu être chargées." onRetry={() => void list.refetch()} />
      ) : (
        <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label="Chargement des actualités">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      )}
    </div>
  );
}

/** What link previews and search engines read of an item, as React 19 head tags. */
function NewsItemHead({ item }: { item: NewsItem }) {
  return (
    <>
      <title>{documentTitle(item.title)}</title>
      <meta name="description" content={item.excerpt} />
      <meta property="og:title" content={item.title} />
      <meta property="og:description" content={item.excerpt} />
      <meta property="og:type" content="article" />
      <meta property="article:published_time" content={item.published_at} />
      <link rel="canonical" href={`${window.location.origin}${itemHref(item)}`} />
    </>
  );
}

/** `/actualites/{id}`: one published item, or the 404 error page. It writes its own title and head tags. */
function NewsItemScreen({ id }: { id: string }) {
  const { title } = usePageHandle();
  const { publicApi } = useServices();
  const item = useQuery(newsItemQuery(publicApi, id));

  // An unknown, unpublished or malformed id: the 404 error page (spec §2).
  if (item.error instanceof ApiError && (item.error.status === 404 || item.error.status === 400)) throw notFound();

  const back = (
    <Link to={paths.news} className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
      ← Toutes les actualités
    </Link>
  );
  if (!item.data) {
    return (
      <div className="flex max-w-3xl flex-col gap-6">
        <HeadOnceHydrated>
          <title>{documentTitle(title)}</title>
        </HeadOnceHydrated>
        {back}
        <h1 className={heading}>{title}</h1>
        {item.isError ? (
          <LoadError title="Cette actualité n'a pas pu être chargée." onRetry={() => void item.refetch()} />
        ) : (
          <div role="status" aria-busy="true" aria-label="Chargement de l'actualité">
            <Skeleton className="h-64 w-full" />
          </div>
        )}
      </div>
    );
  }
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <HeadOnceHydrated>
        <NewsItemHead item={item.data} />
      </HeadOnceHydrated>
      {back}
      <NewsArticle item={item.data} headingLevel={1} />
    </div>
  );
}

function Screen() {
  const { id } = useParams();
  return id === undefined ? <NewsListScreen /> : <NewsItemScreen key={id} id={id} />;
}

/** « Actualités » of the public site: the list (`/actualites`) and one item (`/actualites/{id}`). */
export const Component = withQueryClient(Screen);
