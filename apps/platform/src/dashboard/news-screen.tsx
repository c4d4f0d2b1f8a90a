import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";

import { ApiError } from "@fuse/features/api";
import { NewsArticle, NewsList, newsQueries } from "@fuse/features/news";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Pagination } from "@fuse/ui/pagination";
import { Skeleton } from "@fuse/ui/skeleton";

import { usePageHandle } from "../page-handle";
import { routerLink } from "../router-link";
import { useServices } from "../session/services";

function Failure({ message, retry }: { message: string; retry?: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{message}</AlertTitle>
      {retry ? (
        <AlertDescription className="flex flex-col items-start gap-2">
          Vérifiez votre connexion puis réessayez.
          <Button type="button" variant="outline" size="sm" onClick={retry}>
            Réessayer
          </Button>
        </AlertDescription>
      ) : null}
    </Alert>
  );
}

/**
 * « Actualités » of a dashboard: the news for everyone and for the area's audience, as a list and,
 * with `?id=`, one item.
 */
export function NewsScreen({ audience, basePath }: { audience: "candidate" | "recruiter"; basePath: string }) {
  const { title } = usePageHandle();
  const { publicApi } = useServices();
  const [params, setParams] = useSearchParams();
  const id = params.get("id");
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = useQuery({ ...newsQueries.page(publicApi, audience, page, 10), enabled: !id });
  const item = useQuery({ ...newsQueries.item(publicApi, audience, id ?? ""), enabled: Boolean(id) });

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
      {id ? (
        <>
          <Link to={basePath} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            ← Toutes les actualités
          </Link>
          {item.data ? (
            <NewsArticle item={item.data} />
          ) : item.isError ? (
            item.error instanceof ApiError && item.error.status < 500 ? (
              <Failure message="Cette actualité n'existe pas ou n'est plus publiée." />
            ) : (
              <Failure message="Cette actualité n'a pas pu être chargée." retry={() => void item.refetch()} />
            )
          ) : (
            <div role="status" aria-label="Chargement de l'actualité">
              <Skeleton className="h-64 w-full" />
            </div>
          )}
        </>
      ) : list.data ? (
        <>
          <NewsList news={list.data.news} renderLink={routerLink} hrefOf={(news) => `${basePath}?id=${news.id}`} />
          {list.data.pages > 1 ? (
            <Pagination
              page={list.data.page}
              pageCount={list.data.pages}
              label="Pages des actualités"
              previousLabel="Précédent"
              nextLabel="Suivant"
              onPageChange={(next: number) => setParams({ page: String(next) })}
            />
          ) : null}
        </>
      ) : list.isError ? (
        <Failure message="Les actualités n'ont pas pu être chargées." retry={() => void list.refetch()} />
      ) : (
        <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label="Chargement des actualités">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      )}
    </div>
  );
}
