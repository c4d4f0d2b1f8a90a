import { queryOptions, useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";

import { publicPageMeta } from "@fuse/domain/candidate-card/page-meta";
import { ApiError, retryUnlessAnswered, type ApiClient } from "@fuse/features/api";
import { candidateCardKeys, CandidateCardView } from "@fuse/features/candidate-card";
import { CompanyCardView } from "@fuse/features/company-card";
import { SafeHtml } from "@fuse/ui/safe-html";
import { Skeleton } from "@fuse/ui/skeleton";

import { HeadOnceHydrated } from "../head-once-hydrated";
import { documentTitle, usePageHandle } from "../page-handle";
import { LoadError, withQueryClient } from "../page-query";
import { notFound } from "../route-error";
import type { PrefetchContext } from "../router";
import { routerLink } from "../router-link";
import { useServices } from "../session/services";

const publicPageQuery = (publicApi: ApiClient, slug: string) =>
  queryOptions({
    queryKey: candidateCardKeys.publicPage(slug),
    queryFn: ({ signal }) => publicApi.request("GET /api/cards/:slug", { params: { slug }, signal }),
    retry: retryUnlessAnswered,
  });

/** The page or the card, in the server's HTML. */
export const prefetch = ({ queryClient, publicApi, params }: PrefetchContext) =>
  queryClient.prefetchQuery(publicPageQuery(publicApi, params.slug ?? ""));

function Screen() {
  const { title } = usePageHandle();
  const { slug = "" } = useParams();
  const { publicApi } = useServices();
  const page = useQuery(publicPageQuery(publicApi, slug));

  // An unknown address, a private card or an unpublished page: the 404 error page (spec §2).
  if (page.error instanceof ApiError && (page.error.status === 404 || page.error.status === 400)) {
    throw notFound();
  }

  if (!page.data) {
    return (
      <div className="flex flex-col gap-6">
        <HeadOnceHydrated>
          <title>{documentTitle(title)}</title>
        </HeadOnceHydrated>
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        {page.isError ? (
          <LoadError title="Cette page n'a pas pu être chargée." onRetry={() => void page.refetch()} />
        ) : (
          <div role="status" aria-label="Chargement de la page">
            <Skeleton className="h-72 w-full max-w-2xl" />
          </div>
        )}
      </div>
    );
  }

  if (page.data.kind === "page") {
    const content = page.data.page;
    return (
      <article className="flex max-w-3xl flex-col gap-4">
        <HeadOnceHydrated>
          <title>{documentTitle(content.title)}</title>
          <meta property="og:title" content={content.title} />
        </HeadOnceHydrated>
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{content.title}</h1>
        <SafeHtml
          html={content.body}
          className="flex flex-col gap-3 [&_a]:text-primary [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5"
        />
      </article>
    );
  }

  const meta = publicPageMeta(page.data);
  const heading = meta.title;
  const head = (
    <HeadOnceHydrated>
      <title>{documentTitle(heading)}</title>
      <meta name="description" content={meta.description} />
      <meta property="og:title" content={heading} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:type" content={meta.type} />
      {meta.image ? <meta property="og:image" content={meta.image} /> : null}
      {meta.noindex ? <meta name="robots" content="noindex" /> : null}
    </HeadOnceHydrated>
  );

  if (page.data.kind === "company") {
    return (
      <div className="flex max-w-2xl flex-col gap-6">
        {head}
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{heading}</h1>
        <CompanyCardView company={page.data.company} headingLevel={2} renderLink={routerLink} />
      </div>
    );
  }

  const card = page.data.card;
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      {head}
      <h1 className="text-2xl font-semibold tracking-tight text-foreground">{heading}</h1>
      <CandidateCardView card={card} headingLevel={2} />
      <p className="text-sm text-muted-foreground">
        Les coordonnées ne sont transmises à un recruteur qu'après un match réciproque sur Fuse.
      </p>
    </div>
  );
}

/**
 * `/p/{slug}`: a candidate's public MaFuseCard, a company's card, a content page, or the 404 error
 * page. It writes its own title and head tags.
 */
export const Component = withQueryClient(Screen);
