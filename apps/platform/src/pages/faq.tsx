import { useQuery } from "@tanstack/react-query";

import { FaqList, FaqListSkeleton, faqPageJsonLd, faqQueries, jsonLdText } from "@fuse/features/faq";

import { usePageHandle } from "../page-handle";
import { LoadError, withQueryClient } from "../page-query";
import type { PrefetchContext } from "../router";
import { useServices } from "../session/services";

function Screen() {
  const { title, description } = usePageHandle();
  const { publicApi } = useServices();
  const faq = useQuery(faqQueries.list(publicApi));
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          {description ??
            "Les réponses aux questions les plus fréquentes sur Fuse, pour les candidats et les recruteurs."}
        </p>
      </header>
      {faq.data ? (
        <>
          {/* Search engines read the questions and answers from this description (schema.org FAQPage). */}
          <script type="application/ld+json">{jsonLdText(faqPageJsonLd(faq.data.categories))}</script>
          <FaqList categories={faq.data.categories} />
        </>
      ) : faq.isError ? (
        <LoadError title="La FAQ n'a pas pu être chargée." onRetry={() => void faq.refetch()} />
      ) : (
        <FaqListSkeleton />
      )}
    </div>
  );
}

/** The questions and answers, in the server's HTML. */
export const prefetch = ({ queryClient, publicApi }: PrefetchContext) =>
  queryClient.prefetchQuery(faqQueries.list(publicApi));

/** `/faq`: the questions by category, searchable, each opening on its answer. */
export const Component = withQueryClient(Screen);
