import * as React from "react";
import { useNavigate } from "react-router";

import { paths } from "@fuse/domain/vocabulary/paths";
import { ApiError } from "@fuse/features/api";
import { PreRegistrationForm, PreRegistrationReceived, submitPreRegistration } from "@fuse/features/pre-registration";

import { usePageHandle } from "../page-handle";
import { usePlaces } from "../session/places";
import { useServices } from "../session/services";

/** « Inscription Recruteur »: a company's pre-registration, before any account. */
export function Component() {
  const { title, description } = usePageHandle();
  const { publicApi } = useServices();
  const places = usePlaces();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          {description ??
            "Présentez votre entreprise : une fois votre demande approuvée, nous vous envoyons un lien pour créer votre compte recruteur."}
        </p>
      </header>
      {sentTo ? (
        <PreRegistrationReceived email={sentTo} />
      ) : (
        <PreRegistrationForm
          places={places}
          privacyHref="/p/politique-de-confidentialite"
          onSubmit={async (request) => {
            try {
              const receipt = await submitPreRegistration(publicApi, request);
              setSentTo(receipt.email);
            } catch (error) {
              // The company has an account already: say what to do instead of a second one.
              if (error instanceof ApiError && error.status === 409) {
                await navigate(paths.companyExists);
                return;
              }
              throw error;
            }
          }}
        />
      )}
    </div>
  );
}
