import type { AdminQuestionnaire, AdminQuestionnaireResponses, AdminQuestionnaireSummary } from "./contract.ts";

// Examples for the questionnaire screens' stories and tests: the onboarding questionnaires and the
// company analysis, one of them with its questions, and answers given before an edit.

export const exampleQuestionnaireSummaries: AdminQuestionnaireSummary[] = [
  {
    slug: "candidate",
    title: "Votre profil candidat",
    audience: "candidate",
    question_count: 3,
    response_count: 2,
    version: 3,
    updated_at: "2026-11-24T09:30:00.000Z",
  },
  {
    slug: "companyAnalyzer",
    title: "La culture de votre entreprise",
    audience: "recruiter",
    question_count: 9,
    response_count: 0,
    version: 1,
    updated_at: "2026-11-21T08:00:00.000Z",
  },
  {
    slug: "recruiter",
    title: "Votre entreprise",
    audience: "recruiter",
    question_count: 10,
    response_count: 14,
    version: 2,
    updated_at: "2026-11-25T16:45:00.000Z",
  },
];

export const exampleQuestionnaire: AdminQuestionnaire = {
  ...exampleQuestionnaireSummaries[0]!,
  description: "Quelques questions pour vous proposer les offres qui vous correspondent.",
  questions: [
    {
      id: "firstName",
      step: 1,
      type: "short_text",
      label: "Votre prénom",
      required: true,
      field: "candidate_infos.first_name",
    },
    {
      id: "remote",
      step: 2,
      type: "single_choice",
      label: "Comment souhaitez-vous travailler ?",
      required: true,
      field: "candidate_infos.remote_preference",
      options: [
        { value: "onsite", label: "Sur site" },
        { value: "hybrid", label: "Hybride" },
        { value: "remote", label: "Télétravail complet" },
      ],
    },
    {
      id: "experience",
      step: 2,
      type: "number",
      label: "Années d'expérience dans ce métier",
      min: 0,
      max: 60,
      required: false,
    },
  ],
  allowed_fields: [
    "candidate_infos.city",
    "candidate_infos.experience_years",
    "candidate_infos.first_name",
    "candidate_infos.remote_preference",
  ],
};

/** Answers given under version 2: one question relabelled since, one removed. */
export const exampleQuestionnaireResponses: AdminQuestionnaireResponses = {
  questionnaire: { slug: "candidate", title: "Votre profil candidat", version: 3 },
  responses: [
    {
      id: "5f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b",
      respondent: { profile_id: "7c6b5a49-3827-4e16-a5f4-e3d2c1b0a998", type: "candidate" },
      version: 2,
      submitted_at: "2026-11-23T10:15:00.000Z",
      updated_at: "2026-11-23T10:15:00.000Z",
      answers: [
        {
          question_id: "firstName",
          label: "Votre prénom",
          current_label: "Votre prénom",
          retired: false,
          type: "short_text",
          answer: "Camille",
          choices: null,
        },
        {
          question_id: "remote",
          label: "Où souhaitez-vous travailler ?",
          current_label: "Comment souhaitez-vous travailler ?",
          retired: false,
          type: "single_choice",
          answer: "hybrid",
          choices: ["Hybride"],
        },
        {
          question_id: "mobility",
          label: "Jusqu'où êtes-vous prêt·e à vous déplacer ?",
          current_label: null,
          retired: true,
          type: "single_choice",
          answer: "30",
          choices: ["30 km"],
        },
      ],
    },
  ],
  total: 1,
  page: 1,
  per_page: 20,
  pages: 1,
};
