import * as React from "react";

import { ContactForm, ContactReceived, useContactMutation } from "@fuse/features/contact";

import { usePageHandle } from "../page-handle";
import { withQueryClient } from "../page-query";
import { useServices } from "../session/services";

/** « Contact »: a visitor writes to the team, then sees where the acknowledgement went. */
function Screen() {
  const { title, description } = usePageHandle();
  const { publicApi } = useServices();
  const send = useContactMutation(publicApi);
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          {description ??
            "Une question sur votre compte, une offre, votre abonnement ou vos données ? Écrivez-nous : nous vous répondons par e-mail."}
        </p>
      </header>
      {sentTo ? (
        <ContactReceived email={sentTo} onWriteAgain={() => setSentTo(null)} />
      ) : (
        <ContactForm
          privacyHref="/p/politique-de-confidentialite"
          onSubmit={async (request) => {
            const receipt = await send.mutateAsync(request);
            setSentTo(receipt.email);
          }}
        />
      )}
    </div>
  );
}

export const Component = withQueryClient(Screen);
