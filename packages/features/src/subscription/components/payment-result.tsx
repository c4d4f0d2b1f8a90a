import { CircleCheckIcon, CircleXIcon } from "lucide-react";
import { Link } from "react-router";

import { paths } from "@fuse/domain/vocabulary/paths";
import { Button } from "@fuse/ui/button";

export interface PaymentResultProps {
  outcome: "success" | "cancel";
  /** The page's title (spec §2: « Paiement réussi », « Paiement annulé »). */
  title: string;
  /** The spec's sentence under it. */
  description: string;
}

const next = {
  success: {
    text: "Vos offres, vos matchs potentiels et le suivi de vos recrutements sont ouverts.",
    primary: { label: "Accéder à mes offres", to: paths.recruiter.jobs },
    secondary: { label: "Voir mon abonnement", to: paths.recruiter.subscribe },
  },
  cancel: {
    text: "Aucun montant n'a été débité. Vous pouvez choisir une formule quand vous le souhaitez.",
    primary: { label: "Revenir aux formules", to: paths.recruiter.subscribe },
    secondary: { label: "Retour à mon espace", to: paths.recruiter.card },
  },
} as const;

/** The return from a payment (/success, /cancel): what happened, and the way back into the app. */
function PaymentResult({ outcome, title, description }: PaymentResultProps) {
  const Icon = outcome === "success" ? CircleCheckIcon : CircleXIcon;
  const { text, primary, secondary } = next[outcome];
  return (
    <section className="flex max-w-lg flex-col items-center gap-4 text-center" aria-labelledby="payment-result-title">
      <Icon aria-hidden className={outcome === "success" ? "size-12 text-primary" : "size-12 text-muted-foreground"} />
      <h1 id="payment-result-title" className="text-2xl font-semibold tracking-tight text-foreground">
        {title}
      </h1>
      <p className="text-foreground">{description}</p>
      <p className="text-sm text-muted-foreground">{text}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={primary.to}>{primary.label}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={secondary.to}>{secondary.label}</Link>
        </Button>
      </div>
    </section>
  );
}

export { PaymentResult };
