// How complete a candidate's card is, and what to add next: each item worth its points, done or not,
// with the screen that fills it. The same reading on the card and on the dashboard.
import { paths } from "@fuse/domain/vocabulary/paths";

import type { CandidateInfo } from "../../api/index.ts";

export interface CompletenessItem {
  id: string;
  label: string;
  /** What adding it brings, said to the candidate. */
  hint: string;
  points: number;
  done: boolean;
  href: string;
}

export interface Completeness {
  /** 0–100. */
  score: number;
  items: CompletenessItem[];
  /** What is still to add, the biggest gain first. */
  next: CompletenessItem[];
}

const filled = (value: unknown) =>
  Array.isArray(value)
    ? value.length > 0
    : typeof value === "string"
      ? value.trim() !== ""
      : value !== null && value !== undefined;

const profileField = (field: string) => `${paths.candidate.profile}#${field}`;

/** The card's completeness from the candidate's info (as `GET /api/profile/info` answers it). */
export function completenessOf(info: CandidateInfo): Completeness {
  const items: CompletenessItem[] = [
    {
      id: "memo",
      label: "Mon portrait",
      hint: "Ce que les recruteurs lisent en premier.",
      points: 20,
      done: filled(info.memo),
      href: paths.candidate.memo,
    },
    {
      id: "cv",
      label: "Analyse de votre CV",
      hint: "Vos expériences et compétences reprises de votre CV, après votre relecture.",
      points: 15,
      done: info.analyzer_cv === true,
      href: paths.register.cvAnalyzer,
    },
    {
      id: "skills",
      label: "Au moins trois compétences",
      hint: "Elles pèsent le plus dans vos matchs.",
      points: 15,
      done: Array.isArray(info.skills) && info.skills.length >= 3,
      href: profileField("skills"),
    },
    {
      id: "target_title",
      label: "Le métier recherché",
      hint: "Pour vous proposer les bonnes offres.",
      points: 10,
      done: filled(info.target_title),
      href: profileField("target_title"),
    },
    {
      id: "city",
      label: "Votre ville",
      hint: "Pour les offres à distance raisonnable.",
      points: 10,
      done: filled(info.city),
      href: profileField("city"),
    },
    {
      id: "photo",
      label: "Une photo",
      hint: "Facultative : sans elle, vos initiales s'affichent.",
      points: 10,
      done: filled(info.avatar_url),
      href: profileField("avatar_url"),
    },
    {
      id: "voice",
      label: "Présentation vocale",
      hint: "Deux minutes pour présenter votre parcours avec vos mots.",
      points: 10,
      done: filled(info.voice_analysis),
      href: paths.register.voice,
    },
    {
      id: "languages",
      label: "Vos langues",
      hint: "Avec votre niveau.",
      points: 5,
      done: filled(info.languages),
      href: profileField("languages"),
    },
    {
      id: "salary",
      label: "Votre salaire souhaité",
      hint: "Pour écarter les offres trop loin de vos attentes.",
      points: 5,
      done: typeof info.salary_expectation === "number",
      href: profileField("salary_expectation"),
    },
  ];
  const score = items.reduce((total, item) => total + (item.done ? item.points : 0), 0);
  return { score, items, next: items.filter((item) => !item.done).sort((a, b) => b.points - a.points) };
}
