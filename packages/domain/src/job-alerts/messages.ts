/** The job-search home's French messages. */
export const jobAlertsMessages = {
  savedSearchesFailed: "Vos recherches enregistrées n'ont pas pu être chargées.",
  likedFailed: "Les offres qui vous intéressent n'ont pas pu être chargées.",
  viewedFailed: "Les offres consultées n'ont pas pu être chargées.",
  saveFailed: "La recherche n'a pas été enregistrée.",
  saved: "Recherche enregistrée",
  renameFailed: "La recherche n'a pas été renommée.",
  renamed: "Recherche renommée",
  toggleFailed: "L'alerte n'a pas été modifiée.",
  alertsOn: "Alerte activée : un e-mail chaque matin s'il y a de nouvelles offres.",
  alertsOff: "Alerte désactivée",
  deleteFailed: "La recherche n'a pas été supprimée.",
  deleted: "Recherche supprimée",
  retry: "Réessayer",
} as const;
