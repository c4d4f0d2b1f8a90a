import { minPasswordLength } from "./password-policy.ts";

/**
 * The failure of an auth call as supabase-js reports it (`AuthError` and its subclasses): a GoTrue
 * error `code`, an HTTP `status` (0 when the request never got an answer), and for a weak password
 * the policy's `reasons`. Typed structurally, so the features need no Supabase import.
 */
export interface AuthFailureLike {
  name?: string;
  code?: string;
  status?: number;
  message?: string;
  reasons?: string[];
}

const weakPasswordReasons: Record<string, string> = {
  length: `au moins ${minPasswordLength} caractères`,
  // Hosted Supabase's reason while its project still requires character classes.
  characters: "au moins une minuscule, une majuscule et un chiffre",
  pwned: "un mot de passe qui ne figure pas dans des fuites de données connues",
  email: "un mot de passe différent de votre adresse e-mail",
};

const messages: Record<string, string> = {
  invalid_credentials: "Adresse e-mail ou mot de passe incorrect.",
  email_not_confirmed:
    "Votre adresse e-mail n'est pas encore confirmée : ouvrez le lien que nous vous avons envoyé par e-mail.",
  user_already_exists:
    "Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou réinitialisez votre mot de passe.",
  email_exists: "Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou réinitialisez votre mot de passe.",
  email_address_invalid: "Cette adresse e-mail n'est pas acceptée. Vérifiez-la ou utilisez-en une autre.",
  over_request_rate_limit: "Trop de tentatives. Patientez quelques minutes avant de réessayer.",
  over_email_send_rate_limit: "Trop d'e-mails envoyés à cette adresse. Patientez quelques minutes avant de réessayer.",
  same_password: "Le nouveau mot de passe doit être différent de l'ancien.",
  otp_expired: "Ce lien n'est plus valide : il a expiré ou a déjà servi. Demandez-en un nouveau.",
  flow_state_expired: "Ce lien n'est plus valide : il a expiré. Demandez-en un nouveau.",
  flow_state_not_found:
    "Ce lien doit être ouvert dans le navigateur où vous avez fait la demande. Demandez-en un nouveau au besoin.",
  bad_code_verifier:
    "Ce lien doit être ouvert dans le navigateur où vous avez fait la demande. Demandez-en un nouveau au besoin.",
  session_not_found: "Votre session a expiré. Reconnectez-vous.",
  refresh_token_not_found: "Votre session a expiré. Reconnectez-vous.",
  refresh_token_already_used: "Votre session a expiré. Reconnectez-vous.",
  user_banned: "Ce compte est suspendu. Contactez-nous pour en savoir plus.",
  user_not_found: "Ce compte n'existe plus.",
  signup_disabled: "Les inscriptions sont momentanément fermées.",
  validation_failed: "Les informations envoyées sont incomplètes ou invalides. Vérifiez le formulaire.",
};

export const networkErrorMessage =
  "Impossible de joindre le serveur. Vérifiez votre connexion internet, puis réessayez.";
export const unavailableMessage = "Le service est momentanément indisponible. Réessayez dans un instant.";
export const unexpectedMessage = "Une erreur inattendue s'est produite. Réessayez dans un instant.";

/**
 * When an e-mail may be asked for again: GoTrue says it in its message ("…only request this after
 * 42 seconds."), the embedded server in French ("…dans 42 secondes…").
 */
function emailRetryMessage(message: string | undefined) {
  const seconds = Number(/(\d+)\s*(?:seconds?|secondes?)\b/i.exec(message ?? "")?.[1]);
  if (!Number.isInteger(seconds) || seconds <= 0) return messages.over_email_send_rate_limit!;
  return `Un e-mail vient déjà d'être envoyé à cette adresse. Par sécurité, réessayez dans ${seconds} seconde${seconds > 1 ? "s" : ""} : un nouvel e-mail vous sera alors envoyé.`;
}

function weakPasswordMessage(reasons: string[] = []) {
  const known = reasons.map((reason) => weakPasswordReasons[reason]).filter(Boolean);
  if (known.length === 0) return "Ce mot de passe est trop faible. Choisissez-en un plus long et plus varié.";
  return `Ce mot de passe est trop faible : il faut ${known.join(" et ")}.`;
}

/** The French sentence for a failed auth call, for every error the backend returns. */
export function authErrorMessage(error: unknown): string {
  if (typeof error !== "object" || error === null) return unexpectedMessage;
  const failure = error as AuthFailureLike;
  if (failure.code === "weak_password" || failure.name === "AuthWeakPasswordError") {
    return weakPasswordMessage(failure.reasons);
  }
  if (failure.code === "over_email_send_rate_limit") return emailRetryMessage(failure.message);
  if (failure.code && messages[failure.code]) return messages[failure.code]!;
  if (failure.name === "AuthSessionMissingError") return messages.session_not_found!;
  if (failure.status === 429) return messages.over_request_rate_limit!;
  if (failure.status !== undefined && failure.status >= 500) return unavailableMessage;
  // No answer at all: supabase-js reports status 0 (AuthRetryableFetchError), fetch a TypeError.
  if (failure.status === 0 || failure.name === "AuthRetryableFetchError" || error instanceof TypeError) {
    return networkErrorMessage;
  }
  return unexpectedMessage;
}
