import { CheckIcon } from "lucide-react";

import { formatEuros, planBenefits, planIds, plans, type PlanId } from "@fuse/domain/subscription/plans";
import { Badge } from "@fuse/ui/badge";
import { Button } from "@fuse/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@fuse/ui/card";

export interface PlanPickerProps {
  /** « Choisir » on a plan. */
  onChoose: (plan: PlanId) => void;
  /** The plan whose checkout is opening: its button says so, the others wait. */
  pending?: PlanId | null;
  /** Choosing is not possible (a subscription already runs). */
  disabled?: boolean;
}

/** The two plans side by side: price HT and TTC, what the subscription unlocks, and « Choisir ». */
function PlanPicker({ onChoose, pending = null, disabled = false }: PlanPickerProps) {
  return (
    <section aria-labelledby="plan-picker-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <h2 id="plan-picker-title" className="text-lg font-semibold text-foreground">
          Choisissez votre formule
        </h2>
        <ul className="flex flex-col gap-1 text-sm text-muted-foreground" aria-label="Ce que comprend l'abonnement">
          {planBenefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2">
              <CheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              {benefit}
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          Résiliable à tout moment depuis cette page, en deux clics : l'abonnement reste actif jusqu'à la fin de la
          période payée, puis n'est plus renouvelé ni facturé.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {planIds.map((id) => {
          const plan = plans[id];
          return (
            <Card key={id} asChild>
              <article aria-labelledby={`plan-${id}`}>
                <CardHeader>
                  <CardTitle asChild>
                    <h3 id={`plan-${id}`} className="flex items-center gap-2 text-base">
                      {plan.name}
                      {plan.savingExcludingVat > 0 ? (
                        <Badge variant="secondary">{formatEuros(plan.savingExcludingVat)} HT d'économie</Badge>
                      ) : null}
                    </h3>
                  </CardTitle>
                  <CardDescription>{plan.summary}</CardDescription>
                </CardHeader>
                <CardContent className="flex flex-col gap-1">
                  <p className="text-3xl font-semibold tracking-tight text-foreground">
                    {formatEuros(plan.amountExcludingVat)}{" "}
                    <span className="text-base font-normal text-muted-foreground">HT / {plan.period}</span>
                  </p>
                  <p className="text-sm text-muted-foreground">
                    soit {formatEuros(plan.amountIncludingVat)} TTC (TVA 20 %)
                  </p>
                </CardContent>
                <CardFooter className="mt-auto">
                  <Button
                    type="button"
                    className="w-full"
                    variant={id === "yearly" ? "default" : "outline"}
                    disabled={disabled || pending !== null}
                    aria-describedby={`plan-${id}`}
                    onClick={() => onChoose(id)}
                  >
                    {pending === id ? "Ouverture du paiement…" : `Choisir la formule ${plan.formula}`}
                  </Button>
                </CardFooter>
              </article>
            </Card>
          );
        })}
      </div>
    </section>
  );
}

export { PlanPicker };
