import type * as React from "react";

import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";

export type PreRegistrationReceivedProps = {
  /** The address the invitation will be sent to, once the pre-registration is approved. */
  email: string;
};

/** What follows a pre-registration: Fuse checks it, then e-mails the invitation to sign up. */
export function PreRegistrationReceived({ email }: PreRegistrationReceivedProps) {
  return (
    <Alert variant="success">
      <AlertTitle>Merci, votre pré-inscription est enregistrée.</AlertTitle>
      <AlertDescription>
        Notre équipe la vérifie : dès qu'elle est approuvée, nous envoyons à {email} un lien pour créer votre compte
        recruteur. Pensez à regarder dans vos courriers indésirables si vous ne le voyez pas.
      </AlertDescription>
    </Alert>
  );
}

export type CompanyExistsNoticeProps = {
  loginHref: string;
  contactHref: string;
  /** Renders the links (the app's router link); a plain anchor by default. */
  renderLink?: (props: { href: string; children: React.ReactNode; className: string }) => React.ReactNode;
};

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

/**
 * « Entreprise déjà enregistrée »: the company has an account, so no second one is created. Says
 * what to do instead, without saying anything of that account.
 */
export function CompanyExistsNotice({
  loginHref,
  contactHref,
  renderLink = ({ href, children, className }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}: CompanyExistsNoticeProps) {
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="info">
        <AlertTitle>Un compte existe déjà pour votre entreprise.</AlertTitle>
        <AlertDescription>
          Le numéro SIRET ou SIREN que vous avez indiqué correspond à une entreprise déjà inscrite sur Fuse.
        </AlertDescription>
      </Alert>
      <h2 className="text-lg font-semibold">Que faire maintenant ?</h2>
      <ul className="flex list-disc flex-col gap-2 pl-6">
        <li>Demandez à la personne de votre entreprise qui a le compte de vous inviter.</li>
        <li>
          Vous pensez qu'il s'agit d'une erreur, ou cette personne a quitté l'entreprise ?{" "}
          {renderLink({ href: contactHref, className: linkClass, children: "Contactez-nous" })}.
        </li>
        <li>
          Vous avez déjà votre propre accès ?{" "}
          {renderLink({ href: loginHref, className: linkClass, children: "Connectez-vous" })}.
        </li>
      </ul>
    </div>
  );
}
