// The stories' questionnaire and services, shared by the renderer's and the editor's stories.
import type { Questionnaire } from "@fuse/domain/questionnaire/contract";

import { fakePlaces } from "../../job-search/lib/fake-places.ts";
import type { QuestionServices } from "./question-field.tsx";

/** Story services: suggestions from short lists, a photo "stored" as a data URL, a flat 78 % net estimate. */
export const services: QuestionServices = {
  places: fakePlaces,
  suggestJobTitles: async (text) =>
    ["Développeur / Développeuse web", "Développeur / Développeuse full-stack", "Comptable"].filter((title) =>
      title.toLowerCase().startsWith(text.toLowerCase().slice(0, 3)),
    ),
  suggestSkills: async (text) =>
    ["React", "Redux", "Rédaction", "TypeScript"].filter((skill) => skill.toLowerCase().startsWith(text.toLowerCase())),
  uploadPhoto: async (file) =>
    new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsDataURL(file);
    }),
  estimateNet: async (gross) => Math.round((gross / 12) * 0.78),
};

/** Every type of question the renderer knows, in four steps. */
export const questionnaire: Questionnaire = {
  slug: "exemple",
  title: "Votre profil candidat",
  description: "Quelques questions pour vous proposer les offres qui vous correspondent vraiment.",
  audience: "candidate",
  questions: [
    { id: "firstName", step: 1, type: "short_text", label: "Votre prénom", required: true },
    { id: "lastName", step: 1, type: "short_text", label: "Votre nom", required: true },
    {
      id: "photo",
      step: 1,
      type: "photo",
      label: "Votre photo",
      help: "Facultative : sans photo, vos initiales s'affichent.",
    },
    { id: "targetTitle", step: 2, type: "job_title", label: "Le métier que vous recherchez", required: true },
    { id: "city", step: 2, type: "city", label: "Votre ville", required: true },
    {
      id: "contractTypes",
      step: 2,
      type: "multiple_choice",
      label: "Quels contrats vous intéressent ?",
      required: true,
      options: [
        { value: "CDI", label: "CDI" },
        { value: "CDD", label: "CDD" },
        { value: "freelance", label: "Freelance" },
      ],
    },
    {
      id: "remote",
      step: 2,
      type: "single_choice",
      label: "Comment souhaitez-vous travailler ?",
      options: [
        { value: "onsite", label: "Sur site" },
        { value: "hybrid", label: "Hybride" },
      ],
    },
    { id: "salary", step: 3, type: "salary", label: "Salaire annuel brut souhaité (en euros)", min: 0, max: 300000 },
    { id: "experience", step: 3, type: "number", label: "Années d'expérience", min: 0, max: 60, required: true },
    { id: "training", step: 3, type: "scale", label: "L'importance de la formation pour vous", min: 1, max: 5 },
    { id: "skills", step: 4, type: "tags", label: "Vos compétences principales", required: true, max: 10 },
    { id: "languages", step: 4, type: "languages", label: "Les langues que vous parlez, avec votre niveau" },
    { id: "motivation", step: 4, type: "long_text", label: "Qu'est-ce qui vous motive ?" },
  ],
};
