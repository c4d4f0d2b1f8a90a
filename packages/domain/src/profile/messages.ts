/** The profile's toasts, word for word from spec §8. */
export const profileMessages = {
  fetchFailed: "Erreur lors de la récupération du profil",
  updateFailed: "Erreur lors de la mise à jour du profil",
  infoFetchFailed: "Erreur lors de la récupération des infos du profile",
  deleteFailed: "Erreur lors de la suppression du profil",
  updated: "Profil mis à jour avec succès",
} as const;
