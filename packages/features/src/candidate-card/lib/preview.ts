// The card as recruiters see it, from the candidate's own info and the settings being chosen.
import type { CardSettings, PublicCard } from "@fuse/domain/candidate-card/contract";

import type { CandidateInfo } from "../../api/index.ts";

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : null);
const list = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/** What the card shows, hidden sections and anonymous mode applied, as `GET /api/cards/{slug}` would. */
export function previewCardOf(
  info: CandidateInfo,
  choices: { headline: string; anonymous: boolean; settings: CardSettings; slug: string; indexable: boolean },
): PublicCard {
  const shows = (section: NonNullable<CardSettings["sections"]>[number]) =>
    !choices.settings.sections || choices.settings.sections.includes(section);
  return {
    slug: choices.slug,
    first_name: choices.anonymous ? null : text(info.first_name),
    avatar_url: choices.anonymous ? null : text(info.avatar_url),
    headline: text(choices.headline) ?? text(info.headline),
    target_title: text(info.target_title),
    city: shows("city") ? text(info.city) : null,
    skills: shows("skills") ? list(info.skills) : [],
    languages: shows("languages") ? list(info.languages) : [],
    experience_years: shows("experience") && typeof info.experience_years === "number" ? info.experience_years : null,
    contract_types: list(info.contract_types),
    remote_preference: text(info.remote_preference) ?? "any",
    memo: shows("portrait") ? text(info.memo) : null,
    settings: choices.settings,
    indexable: choices.indexable,
  };
}
