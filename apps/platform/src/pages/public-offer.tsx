import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";

import { onboardingReturn, returnToKey } from "@fuse/domain/access";
import { jsonLdText } from "@fuse/domain/faq/faq-text";
import {
  interestParam,
  jobPostingJsonLd,
  offerIdOf,
  offerPageMeta,
  offerPath,
  returnWithInterest,
  withSearch,
} from "@fuse/domain/job-search/public-offer";
import { paths, pathTo } from "@fuse/domain/vocabulary/paths";
import { ApiError, type ApiClient, type JobOfferResponse } from "@fuse/features/api";
import {
  GoneOffer,
  jobSearchQueries,
  OfferDetails,
  OfferDetailsSkeleton,
  OfferInterestInvitation,
  SimilarOffers,
  useDecisions,
} from "@fuse/features/job-search";
import { ShareLinks } from "@fuse/ui/share-links";

import { HeadOnceHydrated } from "../head-once-hydrated";
import { documentTitle, usePageHandle } from "../page-handle";
import { LoadError, withQueryClient } from "../page-query";
import { notFound } from "../route-error";
import type { PrefetchContext } from "../router";
import { routerLink } from "../router-link";
import { useProfileType } from "../session/profile-type";
import { useServices, useSessionUser, useSignedInApi } from "../session/services";

/** The offer and the offers like it, in the server's HTML. */
export const prefetch = async ({ queryClient, publicApi, params }: PrefetchContext) => {
  const id = offerIdOf(params.slugId ?? "");
  if (!id) return;
  await Promise.all([
    queryClient.prefetchQuery(jobSearchQueries.publicOffer(publicApi, id)),
    queryClient.prefetchQuery(jobSearchQueries.similar(publicApi, id)),
  ]);
};

/** The search the visitor came from (`/offres?…`), without this page's own parameters. */
function searchOf(search: string) {
  const params = new URLSearchParams(search);
  params.delete(interestParam);
  return params;
}

/** This browser's note that its visitor pressed « Ça m'intéresse » on the offer, before signing in. */
const interestNote = (id: string) => `fuse:interet:${id}`;

const noteInterest = (id: string) => {
  try {
    sessionStorage.setItem(interestNote(id), "1");
  } catch {
    // Storage refused (private mode): the sign-up's metadata still carries it.
  }
};

/** Whether the interest was noted in this browser, forgetting the note. */
const takeInterestNote = (id: string) => {
  try {
    const noted = sessionStorage.getItem(interestNote(id)) === "1";
    sessionStorage.removeItem(interestNote(id));
    return noted;
  } catch {
    return false;
  }
};

/**
 * A signed-in candidate's answer on the offer's page: « Ça m'intéresse » or « Passer », as in their
 * search. Coming back with `?interet=1` from a « Ça m'intéresse » pressed before signing in (noted in
 * this browser, or in the sign-up's metadata when the confirmation opened elsewhere), the interest is
 * recorded once, at once. A link with `?interet=1` alone records nothing: a like is never made for
 * someone by the address they were sent.
 */
function CandidateDecision({ offer, pendingInterest }: { offer: JobOfferResponse; pendingInterest: boolean }) {
  const api = useSignedInApi();
  const navigate = useNavigate();
  const { auth } = useServices();
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const states = useQuery(jobSearchQueries.states(api, [offer.id]));
  const { decide, withdraw, pendingJob } = useDecisions(api);
  const standing = states.data?.scores.find((entry) => entry.job_id === offer.id);
  const recorded = React.useRef(false);
  React.useEffect(() => {
    if (!pendingInterest || !states.isSuccess || !user || recorded.current) return;
    recorded.current = true;
    const fromSignUp = onboardingReturn(user.user_metadata)?.split("?", 1)[0] === pathname;
    const noted = takeInterestNote(offer.id);
    if ((fromSignUp || noted) && standing?.decision !== "like") decide(offer.id, offer.title, "like");
    if (fromSignUp) {
      void auth()
        .then(({ supabase }) => supabase.auth.updateUser({ data: { [returnToKey]: null } }))
        .catch(() => undefined);
    }
    void navigate(withSearch(pathname, searchOf(search)), { replace: true });
  }, [pendingInterest, states.isSuccess, user, standing, decide, offer, navigate, pathname, search, auth]);
  return (
    <OfferDetails
      offer={offer}
      headingLevel={2}
      companyHref={companyHref(offer)}
      standing={standing}
      pending={pendingJob === offer.id}
      onDecide={(choice) => decide(offer.id, offer.title, choice)}
      onWithdraw={() => withdraw(offer.id)}
      renderLink={routerLink}
    />
  );
}

/** The company's public page, when it has one (a confidential company has none). */
const companyHref = (offer: JobOfferResponse) =>
  offer.company?.slug ? pathTo(paths.publicPage, { slug: offer.company.slug }) : null;

function OfferContent({ offer, api }: { offer: JobOfferResponse; api: ApiClient }) {
  const { config } = useServices();
  const { search } = useLocation();
  const type = useProfileType();
  const searchParams = searchOf(search);
  const canonical = `${config.publicUrl}${offerPath(offer)}`;
  const meta = offerPageMeta(offer);
  const back = returnWithInterest(offerPath(offer), searchParams);
  const similar = useQuery(jobSearchQueries.similar(api, offer.id));
  const pendingInterest = new URLSearchParams(search).get(interestParam) === "1";
  const answer = type === "candidate" ? <CandidateDecision offer={offer} pendingInterest={pendingInterest} /> : null;
  return (
    <article className="flex max-w-3xl flex-col gap-6">
      <HeadOnceHydrated>
        <title>{documentTitle(meta.title)}</title>
        <meta name="description" content={meta.description} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:type" content={meta.type} />
        {meta.image ? <meta property="og:image" content={meta.image} /> : null}
        {config.indexing ? null : <meta name="robots" content="noindex" />}
        <link rel="canonical" href={canonical} />
      </HeadOnceHydrated>
      {/* Search engines read the offer from this description (schema.org JobPosting, Google for Jobs). */}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLdText(jobPostingJsonLd(offer, { url: canonical, origin: config.publicUrl })),
        }}
      />
      <Link
        to={withSearch(paths.offers, searchParams)}
        className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        ← Retour aux offres
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight text-foreground">{offer.title}</h1>
      {answer ?? (
        <OfferDetails
          offer={offer}
          headingLevel={2}
          companyHref={companyHref(offer)}
          renderLink={routerLink}
          actions={
            type === "anonymous" ? (
              <OfferInterestInvitation
                onChoose={() => noteInterest(offer.id)}
                signUpHref={`${paths.register.candidate}?redirectFrom=${encodeURIComponent(back)}`}
                signInHref={`${paths.login}?redirectFrom=${encodeURIComponent(back)}`}
                renderLink={routerLink}
              />
            ) : null
          }
        />
      )}
      <ShareLinks url={canonical} title={offer.title} label="Partager l'offre" />
      <SimilarOffers jobs={similar.data?.jobs} failed={similar.isError} hrefOf={offerPath} renderLink={routerLink} />
    </article>
  );
}

function Screen() {
  const { title } = usePageHandle();
  const { slugId = "" } = useParams();
  const { publicApi } = useServices();
  const navigate = useNavigate();
  const { search } = useLocation();
  const id = offerIdOf(slugId);
  const offer = useQuery({ ...jobSearchQueries.publicOffer(publicApi, id ?? ""), enabled: id !== null });
  const open = offer.data?.kind === "open" ? offer.data.offer : undefined;
  const gone = offer.data?.kind === "gone";
  const similar = useQuery({ ...jobSearchQueries.similar(publicApi, id ?? ""), enabled: gone });

  // An address with the offer's old title (or none): to the address it has now, keeping the search.
  const canonicalPath = open ? offerPath(open) : undefined;
  React.useEffect(() => {
    if (canonicalPath && !canonicalPath.endsWith(`/${slugId}`)) {
      void navigate(`${canonicalPath}${search}`, { replace: true });
    }
  }, [canonicalPath, slugId, search, navigate]);

  // No offer in the address, or an offer that never was public: the 404 error page (spec §2).
  if (id === null || (offer.error instanceof ApiError && (offer.error.status === 404 || offer.error.status === 400))) {
    throw notFound();
  }

  if (open) return <OfferContent offer={open} api={publicApi} />;

  if (gone) {
    const offerTitle = similar.data?.offer.title ?? "";
    return (
      <div className="flex max-w-3xl flex-col gap-6">
        <HeadOnceHydrated>
          <title>{documentTitle("Offre expirée")}</title>
          <meta name="robots" content="noindex" />
        </HeadOnceHydrated>
        <GoneOffer
          title={offerTitle}
          similar={similar.data?.jobs}
          failed={similar.isError}
          hrefOf={offerPath}
          searchHref={withSearch(paths.offers, new URLSearchParams(offerTitle ? { q: offerTitle } : {}))}
          renderLink={routerLink}
        />
      </div>
    );
  }

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <HeadOnceHydrated>
        <title>{documentTitle(title)}</title>
      </HeadOnceHydrated>
      <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
      {offer.isError ? (
        <LoadError title="Cette offre n'a pas pu être chargée." onRetry={() => void offer.refetch()} />
      ) : (
        <OfferDetailsSkeleton />
      )}
    </div>
  );
}

/**
 * `/offres/{slug}-{id}`: an offer's public page — the offer in full with its JSON-LD, « Ça
 * m'intéresse » (through the sign-up for a visitor), sharing and similar offers; once the offer is
 * closed or deleted, what it was and open offers like it (the server answers 410). It writes its
 * own head tags.
 */
export const Component = withQueryClient(Screen);
