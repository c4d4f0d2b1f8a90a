/** The recruiter's potential matches screen, in French. */
export const recruiterMatchMessages = {
  loadFailed: "Les candidats potentiels n'ont pas pu être chargés.",
  decisionFailed: "Votre réponse n'a pas été enregistrée.",
  retry: "Réessayer",
  liked: "Intérêt enregistré",
  likedNext: "Si ce candidat s'intéresse aussi à votre offre, vous verrez ses coordonnées.",
  passed: "Candidat passé",
  passedNext: "Il ne vous sera plus proposé pour cette offre.",
  mutual: "C'est un match !",
  mutualNext:
    "Le candidat est aussi intéressé : ses coordonnées sont visibles et sa candidature entre dans « Suivi des recrutements ».",
  anonymous: "Profil anonyme",
  /** The candidate said « Ça m'intéresse » to the offer. */
  interested: "Intéressé·e par votre offre",
} as const;
