/** The French words of the recruiter's offers. */
export const recruiterJobsMessages = {
  listFailed: "Vos offres n'ont pas pu être chargées.",
  offerFailed: "Cette offre n'a pas pu être chargée.",
  deleteFailed: "Le brouillon n'a pas pu être supprimé.",
  published: "Offre publiée : les candidats peuvent la trouver.",
  closed: "Offre fermée : elle n'apparaît plus dans les recherches.",
  reopened: "Offre rouverte : elle est de nouveau visible.",
  duplicated: "Copie créée en brouillon.",
  deleted: "Brouillon supprimé.",
  saving: "Enregistrement…",
  draftSaved: "Brouillon enregistré",
  changesSaved: "Modifications enregistrées",
  saveFailed: "Enregistrement impossible",
  unsaved: "Modifications non enregistrées",
  retry: "Réessayer",
  /** The database limits how often a published offer's place changes (each change shows new distances). */
  placeChangesLimited: "Une fois l'offre publiée, son lieu ne peut changer que quelques fois par jour.",
} as const;
