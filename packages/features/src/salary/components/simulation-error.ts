/**
 * The simulation endpoint answered with an error (`{ error, field? }`, status 400 or 5xx): its
 * status, the server's French message when it sent one, and the request field it concerns.
 */
export class SalarySimulationError extends Error {
  readonly status: number;
  readonly field?: string;

  constructor(status: number, message?: string, field?: string) {
    super(message ?? "");
    this.name = "SalarySimulationError";
    this.status = status;
    this.field = field;
  }
}

export const simulationNetworkMessage =
  "Impossible de joindre le serveur pour calculer l'estimation. Vérifiez votre connexion internet, puis réessayez.";
export const simulationUnavailableMessage =
  "Le service de simulation est momentanément indisponible. Réessayez dans un instant.";
export const simulationUnexpectedMessage =
  "Une erreur inattendue a empêché le calcul de l'estimation. Réessayez dans un instant.";

/** The French sentence for a failed simulation: the server's own, or one that says what went wrong. */
export function simulationErrorMessage(error: unknown): string {
  if (error instanceof SalarySimulationError) {
    if (error.message) return error.message;
    return error.status >= 500 ? simulationUnavailableMessage : simulationUnexpectedMessage;
  }
  // fetch rejects with a TypeError when no answer came back at all (offline, DNS, CORS).
  if (error instanceof TypeError) return simulationNetworkMessage;
  return simulationUnexpectedMessage;
}
