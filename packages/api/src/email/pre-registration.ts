import type { PreRegistration } from "@fuse/domain/pre-registration/schema";
import { paths } from "@fuse/domain/vocabulary/paths";
import { noticeEmail } from "@fuse/server-core/email/layout.ts";

/** What the invitation to sign up needs of a pre-registration. */
type Invitee = Pick<PreRegistration, "company_name" | "contact_name" | "email">;

/** The sign-up link, prefilled with the person's name and address. */
function signUpLink(base: string, registration: Invitee) {
  const [firstName = "", ...rest] = registration.contact_name.trim().split(/\s+/);
  const query = new URLSearchParams({ email: registration.email, first_name: firstName, last_name: rest.join(" ") });
  return `${base}${paths.register.recruiter}?${query.toString()}`;
}

/**
 * The invitation to create the company's recruiter account (`base`: the public URL without its
 * trailing slash), sent when an administrator approves the pre-registration: never on the form's
 * sending alone, since anyone can type any address there.
 */
export function preRegistrationInvitationEmail(base: string, registration: Invitee) {
  return noticeEmail(registration.email, signUpLink(base, registration), {
    subject: `Créez le compte recruteur de ${registration.company_name} sur Fuse`,
    intro: `Merci pour la pré-inscription de ${registration.company_name}. Créez maintenant votre compte recruteur : votre nom et votre adresse e-mail sont déjà remplis, et le questionnaire de votre entreprise reprendra ce que vous nous avez indiqué.`,
    action: "Créer mon compte recruteur",
    notes: [
      "Vous recevez ce message parce que cette adresse a été saisie dans le formulaire de pré-inscription de Fuse.",
      "Si ce n'est pas vous, ignorez-le : aucun compte n'est créé sans vous.",
    ],
  });
}

/** A new pre-registration, told to the administrator at `to`. */
export function preRegistrationNoticeEmail(to: string, base: string, registration: PreRegistration) {
  return noticeEmail(to, `${base}${paths.admin.preRegistrations}`, {
    subject: `Nouvelle pré-inscription : ${registration.company_name}`,
    intro: `${registration.contact_name} (${registration.email}, ${registration.phone}) a pré-inscrit ${registration.company_name}, SIRET ${registration.siret}, ${registration.postal_code} ${registration.city}, code NAF ${registration.sector}, effectif ${registration.size}.`,
    action: "Ouvrir les pré-inscriptions",
    notes: [
      "Aucune invitation n'est envoyée avant votre approbation : vérifiez l'entreprise et l'adresse, puis approuvez-la (ce qui envoie l'invitation) ou marquez-la comme traitée depuis l'administration.",
    ],
  });
}
