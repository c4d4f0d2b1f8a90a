import * as React from "react";
import { useController, useForm, useWatch, type Control } from "react-hook-form";

import { formatEurosAndCents } from "@fuse/domain/format/number";
import { salaryContracts, type SalarySimulation, type SalarySimulationRequest } from "@fuse/domain/salary/simulation";
import { contractTypeLabels } from "@fuse/domain/vocabulary";
import { Alert, AlertAction, AlertDescription } from "@fuse/ui/alert";
import { Badge } from "@fuse/ui/badge";
import { Button } from "@fuse/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@fuse/ui/card";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Input } from "@fuse/ui/input";
import { Label } from "@fuse/ui/label";
import { RadioGroup, RadioGroupItem } from "@fuse/ui/radio-group";

import { SelectField } from "../../forms/select-field.tsx";
import { simulationErrorMessage } from "./simulation-error.ts";
import { periodLabel, SimulationResults } from "./simulation-results.tsx";
import {
  initialSimulatorValues,
  requestOf,
  simulatorResolver,
  type AmountPeriod,
  type SimulatorValues,
} from "./simulator-values.ts";

/** Long enough to let a number be typed in one go, short enough to feel instant. */
const debounceMs = 300;

const workTimeOptions = [
  { value: "1", label: "Temps plein" },
  { value: "0.9", label: "90 %" },
  { value: "0.8", label: "80 % (4 jours sur 5)" },
  { value: "0.7", label: "70 %" },
  { value: "0.6", label: "60 %" },
  { value: "0.5", label: "50 % (mi-temps)" },
];

/** The form's values in one string, to tell whether they changed since the last pause. */
const keyOf = (values: SimulatorValues) => JSON.stringify(values, Object.keys(initialSimulatorValues));

type Choice<T extends string> = { value: T; label: string };

type ChoicesProps<T extends string> = Omit<React.ComponentProps<typeof RadioGroup>, "value" | "onValueChange"> & {
  choices: readonly Choice<T>[];
  value: T;
  onValueChange: (value: T) => void;
};

/** A row of radio buttons; takes the field's wiring (id, labelling, description) on its group. */
function Choices<T extends string>({ choices, value, onValueChange, ...props }: ChoicesProps<T>) {
  const id = React.useId();
  return (
    <RadioGroup
      value={value}
      onValueChange={(next) => onValueChange(next as T)}
      className="flex flex-wrap gap-x-6 gap-y-3"
      {...props}
    >
      {choices.map((choice) => (
        <div key={choice.value} className="flex items-center gap-2">
          <RadioGroupItem id={`${id}-${choice.value}`} value={choice.value} />
          <Label htmlFor={`${id}-${choice.value}`}>{choice.label}</Label>
        </div>
      ))}
    </RadioGroup>
  );
}

/** The fields chosen among a few values, each a row of radio buttons. */
type ChoiceName = "basis" | "period" | "status" | "contract" | "taxRateMode";

type ChoiceFieldProps<Name extends ChoiceName> = {
  control: Control<SimulatorValues>;
  name: Name;
  label: string;
  choices: readonly Choice<SimulatorValues[Name]>[];
  description?: React.ReactNode;
};

/** One of the form's choices: its label, its radio buttons and what it means. */
function ChoiceField<Name extends ChoiceName>({ control, name, label, choices, description }: ChoiceFieldProps<Name>) {
  const { field } = useController({ control, name });
  return (
    <Field>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Choices<SimulatorValues[Name]> choices={choices} value={field.value} onValueChange={field.onChange} />
      </FieldControl>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
    </Field>
  );
}

type Outcome =
  | { key: string; request: SalarySimulationRequest; result: SalarySimulation; announcement: string }
  | { key: string; error: string; announcement?: undefined };

type SalarySimulatorProps = {
  /**
   * Runs one simulation; rejects with `SalarySimulationError` when the server refuses it, or the
   * fetch error when it cannot be reached. Aborted through `signal` when the visitor types on.
   */
  simulate: (request: SalarySimulationRequest, signal: AbortSignal) => Promise<SalarySimulation>;
};

/**
 * The salary simulator: gross or net, monthly or yearly, status, contract, work time and
 * withholding rate; the estimate follows the typing, the previous one staying in view meanwhile.
 */
function SalarySimulator({ simulate }: SalarySimulatorProps) {
  const id = React.useId();
  // A simulation is the form's submission, made once the visitor pauses (or presses Enter): the
  // values are checked then, not at each key, so that no message is read out in the middle of a
  // number, and the messages stay until the next pause. Focus stays where the visitor types.
  const form = useForm<SimulatorValues>({
    resolver: simulatorResolver,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: false,
    defaultValues: initialSimulatorValues,
  });
  const values = { ...initialSimulatorValues, ...useWatch({ control: form.control }) };
  // What was typed before the app took the page over reaches the form as the page is hydrated,
  // before `useWatch` listens (the kit's fields tell it in their own layout effects, which run
  // first): once it listens, the form is reset to what it holds, which tells it again.
  React.useLayoutEffect(() => {
    const early = form.getValues();
    if (keyOf(early) !== keyOf(initialSimulatorValues)) {
      form.reset(early, { keepDefaultValues: true, keepFieldsRef: true });
    }
  }, [form]);
  const valuesKey = keyOf(values);
  const { errors } = form.formState;
  // What the visitor typed once they paused, and the request it made (none while the amount is
  // empty or something is invalid): requests follow this.
  const [settled, setSettled] = React.useState<{
    key: string;
    period: AmountPeriod;
    request: SalarySimulationRequest | null;
  }>(() => ({ key: keyOf(initialSimulatorValues), period: initialSimulatorValues.period, request: null }));
  const [outcome, setOutcome] = React.useState<Outcome | null>(null);
  const [attempt, setAttempt] = React.useState(0);
  const typing = valuesKey !== settled.key;

  const settle = React.useCallback(() => {
    const current = form.getValues();
    const key = keyOf(current);
    void form.handleSubmit(
      (checked) => setSettled({ key, period: current.period, request: requestOf(checked) }),
      () => setSettled({ key, period: current.period, request: null }),
    )();
  }, [form]);

  React.useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(settle, debounceMs);
    return () => clearTimeout(timer);
  }, [valuesKey, typing, settle]);

  const { request } = settled;
  const requestKey = request ? JSON.stringify(request) : null;

  const run = React.useEffectEvent((key: string, signal: AbortSignal) => {
    if (!request) return;
    const { period } = settled;
    // A simulate that throws at once fails the same way as one that rejects.
    new Promise<SalarySimulation>((resolve) => resolve(simulate(request, signal))).then(
      (result) => {
        if (signal.aborted) return;
        setOutcome({ key, request, result, announcement: announce(result, period) });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        setOutcome({ key, error: simulationErrorMessage(error) });
      },
    );
  });

  // `attempt` runs the same request again when the visitor asks to try again.
  React.useEffect(() => {
    if (requestKey === null) return;
    // A newer request makes the one in flight pointless: its answer would only flash by.
    const controller = new AbortController();
    run(requestKey, controller.signal);
    return () => controller.abort();
  }, [requestKey, attempt]);

  const current = outcome?.key === requestKey ? outcome : null;
  const busy = typing || (requestKey !== null && current === null);
  const error = current && "error" in current ? current.error : null;
  // The last figures stay in view while newer ones load; they go once the input is empty or wrong.
  const answered = requestKey !== null && outcome && "result" in outcome ? outcome : null;

  const amountLabel = `Salaire ${values.basis === "gross" ? "brut" : "net"} ${values.period === "month" ? "mensuel" : "annuel"}`;
  const resultsHeadingId = `${id}-results`;

  return (
    <div data-slot="salary-simulator" className="@container">
      <div className="grid grid-cols-1 items-start gap-6 @3xl:grid-cols-2">
        <Card className="gap-4">
          <CardHeader className="px-4 @sm:px-6">
            <CardTitle asChild className="text-xl">
              <h2>Votre salaire</h2>
            </CardTitle>
            <CardDescription>L&apos;estimation se met à jour pendant que vous saisissez.</CardDescription>
          </CardHeader>
          <CardContent className="px-4 @sm:px-6">
            <form
              noValidate
              aria-label="Paramètres de la simulation"
              className="flex flex-col gap-5"
              // Enter skips the pause: the visitor is done typing.
              onSubmit={(event) => {
                event.preventDefault();
                settle();
              }}
            >
              <ChoiceField
                control={form.control}
                name="basis"
                label="Salaire saisi"
                choices={[
                  { value: "gross", label: "Brut" },
                  { value: "net", label: "Net" },
                ]}
              />
              <ChoiceField
                control={form.control}
                name="period"
                label="Période"
                choices={[
                  { value: "month", label: "par mois" },
                  { value: "year", label: "par an" },
                ]}
              />
              <Field>
                <FieldLabel>{amountLabel}</FieldLabel>
                <div className="relative">
                  <FieldControl>
                    <Input
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder={values.period === "month" ? "2 500" : "30 000"}
                      className="pr-8 text-right tabular-nums"
                      {...form.register("amount")}
                    />
                  </FieldControl>
                  <span
                    aria-hidden
                    className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground"
                  >
                    €
                  </span>
                </div>
                <FieldDescription>
                  {values.workTimeRatio === "1" ? "" : "Le salaire versé pour votre temps partiel. "}
                  En euros, par exemple 2 500 ou 2 500,50.
                </FieldDescription>
                <FieldError>{errors.amount?.message}</FieldError>
              </Field>
              <ChoiceField
                control={form.control}
                name="status"
                label="Statut"
                choices={[
                  { value: "non-cadre", label: "Non-cadre" },
                  { value: "cadre", label: "Cadre" },
                ]}
              />
              <ChoiceField
                control={form.control}
                name="contract"
                label="Contrat"
                choices={salaryContracts.map((code) => ({ value: code, label: contractTypeLabels[code] }))}
              />
              <SelectField
                control={form.control}
                name="workTimeRatio"
                label="Temps de travail"
                options={workTimeOptions.map((option) => option.value)}
                optionLabel={(ratio) => workTimeOptions.find((option) => option.value === ratio)?.label}
              />
              <ChoiceField
                control={form.control}
                name="taxRateMode"
                label="Taux de prélèvement à la source"
                choices={[
                  { value: "neutral", label: "Taux neutre" },
                  { value: "custom", label: "Taux personnalisé" },
                ]}
                description={
                  <>
                    Le taux neutre s&apos;applique sans information sur votre foyer ; votre taux personnalisé figure
                    dans votre espace impots.gouv.fr.
                  </>
                }
              />
              {values.taxRateMode === "custom" ? (
                <Field>
                  <FieldLabel>Votre taux personnalisé</FieldLabel>
                  <div className="relative">
                    <FieldControl>
                      <Input
                        inputMode="decimal"
                        autoComplete="off"
                        placeholder="7,5"
                        className="pr-8 text-right tabular-nums"
                        {...form.register("taxRate")}
                      />
                    </FieldControl>
                    <span
                      aria-hidden
                      className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground"
                    >
                      %
                    </span>
                  </div>
                  <FieldDescription>En pourcentage, entre 0 et 60.</FieldDescription>
                  <FieldError>{errors.taxRate?.message}</FieldError>
                </Field>
              ) : null}
            </form>
          </CardContent>
        </Card>

        <Card asChild className="gap-4">
          <section aria-labelledby={resultsHeadingId} aria-busy={busy}>
            <CardHeader className="px-4 @sm:px-6">
              <div className="flex flex-wrap items-center gap-2">
                <CardTitle asChild className="text-xl">
                  <h2 id={resultsHeadingId}>Votre estimation</h2>
                </CardTitle>
                {busy && answered ? <Badge variant="muted">Calcul en cours…</Badge> : null}
              </div>
            </CardHeader>
            <CardContent className="flex flex-col gap-4 px-4 @sm:px-6">
              {error ? (
                <Alert variant="destructive">
                  <AlertDescription>{error}</AlertDescription>
                  <AlertAction>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => {
                        setOutcome(null);
                        setAttempt((count) => count + 1);
                      }}
                    >
                      Réessayer
                    </Button>
                  </AlertAction>
                </Alert>
              ) : null}
              {answered ? (
                <SimulationResults result={answered.result} request={answered.request} period={values.period} />
              ) : !error ? (
                <p className="text-sm text-muted-foreground">
                  {busy && requestKey
                    ? "Calcul de votre estimation…"
                    : "Saisissez un salaire pour voir le net, l'impôt et le coût employeur."}
                </p>
              ) : null}
              {/* Read out once per answer, not at each figure that changes while it loads. */}
              <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
                {outcome?.announcement ?? ""}
              </p>
            </CardContent>
            <CardFooter className="px-4 @sm:px-6">
              <div
                data-slot="simulation-notice"
                className="flex flex-col items-start gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground"
              >
                <Badge variant="outline">Estimation</Badge>
                <p>
                  Ces montants sont une estimation calculée avec les règles officielles françaises, celles du modèle
                  social de l&apos;Urssaf qu&apos;utilise{" "}
                  <a
                    href="https://mon-entreprise.urssaf.fr"
                    className="font-medium text-foreground underline underline-offset-4"
                  >
                    mon-entreprise.urssaf.fr
                  </a>
                  . Ils n&apos;ont pas de valeur contractuelle : seul le bulletin de paie fait foi.
                </p>
              </div>
            </CardFooter>
          </section>
        </Card>
      </div>
    </div>
  );
}

/** What a screen reader hears when an estimate arrives. */
function announce(result: SalarySimulation, period: AmountPeriod) {
  const yearly = period === "year";
  const net = yearly ? result.net_yearly_before_tax : result.net_monthly_before_tax;
  const afterTax = yearly ? result.net_yearly_after_tax : result.net_monthly_after_tax;
  return `Estimation mise à jour : ${formatEurosAndCents(net)} net avant impôt ${periodLabel[period]}, ${formatEurosAndCents(afterTax)} après impôt.`;
}

export { SalarySimulator };
export type { SalarySimulatorProps };
