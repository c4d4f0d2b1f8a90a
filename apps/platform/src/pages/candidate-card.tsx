import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";

import type { CandidateInfo } from "@fuse/features/api";
import {
  CandidateCardView,
  cardAccents,
  cardSections,
  CardSettingsForm,
  completenessOf,
  CompletenessPanel,
  previewCardOf,
  type CardSettingsValues,
} from "@fuse/features/candidate-card";
import { profileKeys, profileQueries } from "@fuse/features/profile";
import { Skeleton } from "@fuse/ui/skeleton";

import { HiddenCardNotice } from "../dashboard/hidden-card-notice";
import { usePageHandle } from "../page-handle";
import { LoadError, withQueryClient } from "../page-query";
import { routerLink } from "../router-link";
import { useSessionUser, useSignedInApi } from "../session/services";

/** The settings form's values from what is stored. */
function settingsOf(info: CandidateInfo): CardSettingsValues {
  const stored = (info.card_settings ?? {}) as { sections?: unknown; accent?: unknown };
  const sections = Array.isArray(stored.sections)
    ? cardSections.filter((section) => (stored.sections as unknown[]).includes(section))
    : [...cardSections];
  const accent = cardAccents.find((candidate) => candidate === stored.accent) ?? "violet";
  return {
    headline: typeof info.headline === "string" ? info.headline : "",
    card_slug: typeof info.card_slug === "string" ? info.card_slug : "",
    card_visible: info.card_visible === true,
    anonymous: info.anonymous === true,
    card_public: info.card_public === true,
    card_indexable: info.card_indexable === true,
    sections,
    accent,
  };
}

function Screen() {
  const { title } = usePageHandle();
  const api = useSignedInApi();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const info = useQuery({ ...profileQueries.candidateInfo(api, user?.id ?? ""), enabled: Boolean(user) });
  const [choices, setChoices] = React.useState<CardSettingsValues | null>(null);

  const header = (
    <header className="flex flex-col gap-1">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
      <p className="text-muted-foreground">
        Personnalisez votre carte, choisissez qui la voit et partagez-la : c'est ce que les recruteurs découvrent.
      </p>
    </header>
  );

  if (!info.data) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        {info.isError ? (
          <LoadError title="Votre carte n'a pas pu être chargée." onRetry={() => void info.refetch()} />
        ) : (
          <div
            className="grid gap-6 lg:grid-cols-2"
            role="status"
            aria-busy="true"
            aria-label="Chargement de votre carte"
          >
            <Skeleton className="h-72 w-full" />
            <Skeleton className="h-72 w-full" />
          </div>
        )}
      </div>
    );
  }

  const stored = settingsOf(info.data);
  const shown = choices ?? stored;
  const preview = previewCardOf(info.data, {
    headline: shown.headline,
    anonymous: shown.anonymous,
    settings: { sections: shown.sections, accent: shown.accent },
    slug: shown.card_slug,
    indexable: shown.card_indexable,
  });

  return (
    <div className="flex flex-col gap-6">
      {header}
      {user ? <HiddenCardNotice userId={user.id} visible={info.data.card_visible === true} /> : null}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="card-preview" className="flex flex-col gap-3">
          <h2 id="card-preview" className="text-lg font-semibold">
            Votre carte telle que la voient les recruteurs
          </h2>
          <CandidateCardView card={preview} headingLevel={3} />
        </section>
        <CompletenessPanel completeness={completenessOf(info.data)} renderLink={routerLink} />
      </div>
      <section aria-labelledby="card-settings" className="flex max-w-2xl flex-col gap-3">
        <h2 id="card-settings" className="text-lg font-semibold">
          Personnaliser et partager
        </h2>
        <CardSettingsForm
          defaultValues={stored}
          publicUrl={(slug) => `${window.location.origin}/p/${slug}`}
          onSave={async (values) => {
            await api.request("POST /api/profile/info", {
              body: {
                form: {
                  headline: values.headline,
                  card_slug: values.card_slug || null,
                  card_visible: values.card_visible,
                  anonymous: values.anonymous,
                  card_public: values.card_public,
                  card_indexable: values.card_indexable,
                  card_settings: { sections: values.sections, accent: values.accent },
                },
              },
            });
            setChoices(values);
            await queryClient.invalidateQueries({ queryKey: profileKeys.candidateInfo(user?.id ?? "") });
          }}
        />
      </section>
    </div>
  );
}

/** « MaFuseCard »: the card as recruiters see it, its completeness, and its personalisation and sharing. */
export const Component = withQueryClient(Screen);
