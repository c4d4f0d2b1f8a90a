/** The job search screens' French messages. */
export const jobSearchMessages = {
  searchFailed: "La recherche n'a pas abouti.",
  offerFailed: "L'offre n'a pas pu être chargée.",
  matchesFailed: "Vos matchs potentiels n'ont pas pu être chargés.",
  decisionFailed: "Votre réponse n'a pas été enregistrée.",
  withdrawFailed: "Votre réponse n'a pas pu être annulée.",
  retry: "Réessayer",
  liked: "Intérêt enregistré",
  passed: "Offre passée",
  withdrawn: "Réponse annulée",
  mutual: "C'est un match !",
  mutualNext:
    "Le recruteur est aussi intéressé : votre candidature apparaît dans « Suivi de mes candidatures » et il vous contactera pour la suite.",
  undo: "Annuler",
} as const;
