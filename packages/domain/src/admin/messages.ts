/** What the administrators' news screens say, in French. */
export const adminNewsMessages = {
  saved: "Actualité enregistrée",
  saveFailed: "L'actualité n'a pas pu être enregistrée. Vérifiez votre connexion puis réessayez.",
  unpublished: "Actualité dépubliée : elle n'est plus visible.",
  unpublishFailed: "L'actualité n'a pas pu être dépubliée.",
  deleted: "Actualité supprimée",
  deleteFailed: "L'actualité n'a pas pu être supprimée.",
  listFailed: "Les actualités n'ont pas pu être chargées.",
  itemFailed: "Cette actualité n'a pas pu être chargée.",
  overviewFailed: "Le tableau de bord n'a pas pu être chargé.",
  journalFailed: "Le journal n'a pas pu être chargé.",
  retry: "Réessayer",
  offline: "Vérifiez votre connexion puis réessayez.",
} as const;
