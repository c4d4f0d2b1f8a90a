import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import type { SalarySimulation, SalarySimulationRequest } from "@fuse/domain/salary/simulation";

import { SalarySimulator } from "./salary-simulator.tsx";
import { SalarySimulationError } from "./simulation-error.ts";

/** An answer of the endpoint for a net monthly salary before tax (other figures made to match). */
function simulationWithNet(net: number, overrides: Partial<SalarySimulation> = {}): SalarySimulation {
  const gross = Math.round((net / 0.78) * 100) / 100;
  return {
    gross_monthly: gross,
    net_monthly_before_tax: net,
    net_monthly_after_tax: net - 100,
    employer_cost_monthly: gross + 1000,
    gross_yearly: gross * 12,
    net_yearly_before_tax: net * 12,
    net_yearly_after_tax: (net - 100) * 12,
    employer_cost_yearly: (gross + 1000) * 12,
    employee_contributions_monthly: gross - net,
    employer_contributions_monthly: 1000,
    income_tax_monthly: 100,
    tax_rate: 5.3,
    status: "non-cadre",
    contract: "CDI",
    work_time_ratio: 1,
    ...overrides,
  };
}

type Call = {
  request: SalarySimulationRequest;
  signal: AbortSignal;
  resolve: (result: SalarySimulation) => void;
};

/** A simulate whose answers the test gives, one call at a time. */
function answeredByHand() {
  const calls: Call[] = [];
  const simulate = vi.fn(
    (request: SalarySimulationRequest, signal: AbortSignal) =>
      new Promise<SalarySimulation>((resolve) => calls.push({ request, signal, resolve })),
  );
  return { simulate, calls };
}

const amountField = (name = "Salaire brut mensuel") => page.getByRole("textbox", { name });
const results = () => page.getByRole("region", { name: "Votre estimation" });
/** The amounts at the end of a breakdown row (month, then year), whatever spaces Intl puts in them. */
const endsWith = (...amounts: string[]) =>
  new RegExp(`${amounts.join("").replace(/ /g, "\\s").replace(/[-−]/g, "[-−]").replace(/\+/g, "\\+")}$`);
const headline = () =>
  results()
    .getByText(/^[\d\s]+,\d\d\s€$/)
    .first();

describe("SalarySimulator", () => {
  it("shows the estimate for a typed gross salary, asked once the typing pauses", async () => {
    const simulate = vi.fn(async () => simulationWithNet(1950));
    await render(<SalarySimulator simulate={simulate} />);
    await expect.element(results().getByText(/^Saisissez un salaire/)).toBeVisible();

    await userEvent.type(amountField(), "2 500");

    await expect.element(results()).toHaveAttribute("aria-busy", "false");
    await expect.element(results().getByText("Salaire net avant impôt, par mois")).toBeVisible();
    await expect.element(headline()).toHaveTextContent("1 950,00 €");
    await expect.element(results().getByText("Situation simulée : CDI, non-cadre, temps plein.")).toBeVisible();
    await expect
      .element(results().getByText(/les règles officielles ne prévoient que cette situation/))
      .not.toBeInTheDocument();
    await expect
      .element(results().getByRole("row", { name: /^Cotisations salariales/ }))
      .toMatchTextContent(endsWith("-550,00 €", "-6 600,00 €"));
    // Nothing beyond the contributions in this answer: no line for other elements.
    await expect.element(results().getByRole("row", { name: /^Autres/ })).not.toBeInTheDocument();
    await expect
      .element(results().getByRole("row", { name: /^Salaire net après impôt/ }))
      .toMatchTextContent(endsWith("1 850,00 €", "22 200,00 €"));
    await expect
      .element(results().getByRole("row", { name: /^Coût total employeur/ }))
      .toMatchTextContent(endsWith("3 500,00 €", "42 000,00 €"));
    await expect
      .element(results().getByRole("row", { name: /Impôt sur le revenu \(prélèvement à la source, taux neutre 5,3/ }))
      .toMatchTextContent(endsWith("-100,00 €", "-1 200,00 €"));
    await expect
      .element(results().getByRole("status"))
      .toHaveTextContent("Estimation mise à jour : 1 950,00 € net avant impôt par mois, 1 850,00 € après impôt.");
    expect(simulate).toHaveBeenCalledTimes(1);
    expect(simulate).toHaveBeenCalledWith(
      { gross_monthly: 2500, status: "non-cadre", contract: "CDI", work_time_ratio: 1 },
      expect.any(AbortSignal),
    );
  });

  it("sends the net salary, status, contract, work time and personalised rate chosen", async () => {
    const simulate = vi.fn(async () => simulationWithNet(2000, { status: "cadre", contract: "CDD" }));
    await render(<SalarySimulator simulate={simulate} />);

    await userEvent.click(page.getByRole("radio", { name: "Net", exact: true }));
    await userEvent.click(page.getByRole("radio", { name: "Cadre", exact: true }));
    await userEvent.click(page.getByRole("radio", { name: "CDD" }));
    await userEvent.click(page.getByRole("combobox", { name: "Temps de travail" }));
    await userEvent.click(page.getByRole("option", { name: "80 % (4 jours sur 5)" }));
    await userEvent.click(page.getByRole("radio", { name: "Taux personnalisé" }));
    await userEvent.type(page.getByRole("textbox", { name: "Votre taux personnalisé" }), "7,5");
    await userEvent.type(amountField("Salaire net mensuel"), "2000");

    await expect.element(headline()).toHaveTextContent("2 000,00 €");
    // Nothing was asked while the amount was empty, and the amount went out in one request.
    expect(simulate).toHaveBeenCalledTimes(1);
    expect(simulate).toHaveBeenCalledWith(
      { net_monthly: 2000, status: "cadre", contract: "CDD", work_time_ratio: 0.8, tax_rate: 7.5 },
      expect.any(AbortSignal),
    );
  });

  it("sends a yearly amount as its twelfth and shows the figures per year", async () => {
    const simulate = vi.fn(async () => simulationWithNet(1950));
    await render(<SalarySimulator simulate={simulate} />);

    await userEvent.click(page.getByRole("radio", { name: "par an" }));
    await userEvent.type(amountField("Salaire brut annuel"), "30000");

    await expect.element(results().getByText("Salaire net avant impôt, par an")).toBeVisible();
    await expect.element(headline()).toHaveTextContent("23 400,00 €");
    await expect.element(results().getByText("Net après impôt, par an")).toBeVisible();
    // On a slow machine a pause mid-typing may ask for « 30 » first: the last request is the whole amount.
    await vi.waitFor(() =>
      expect(simulate).toHaveBeenLastCalledWith(
        expect.objectContaining({ gross_monthly: 2500 }),
        expect.any(AbortSignal),
      ),
    );
  });

  it("keeps the last estimate while the next loads, aborts superseded requests and shows only the last answer", async () => {
    const { simulate, calls } = answeredByHand();
    await render(<SalarySimulator simulate={simulate} />);

    await userEvent.type(amountField(), "2000");
    await expect.poll(() => calls.length).toBe(1);
    calls[0]!.resolve(simulationWithNet(1560));
    await expect.element(headline()).toHaveTextContent("1 560,00 €");
    await expect.element(results()).toHaveAttribute("aria-busy", "false");

    await userEvent.type(amountField(), "0");
    await expect.poll(() => calls.length).toBe(2);
    // The previous figures stay in view, marked as being recomputed.
    await expect.element(results()).toHaveAttribute("aria-busy", "true");
    await expect.element(results().getByText("Calcul en cours…")).toBeVisible();
    await expect.element(headline()).toHaveTextContent("1 560,00 €");

    await userEvent.type(amountField(), "0");
    await expect.poll(() => calls.length).toBe(3);
    expect(calls.map((call) => call.request.gross_monthly)).toEqual([2000, 20000, 200000]);
    // The request still in flight when the next one left was aborted; the last one is live.
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(calls[2]!.signal.aborted).toBe(false);

    calls[2]!.resolve(simulationWithNet(156000));
    await expect.element(headline()).toHaveTextContent("156 000,00 €");
    // The superseded request answers late: its figures never show.
    calls[1]!.resolve(simulationWithNet(15600));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect.element(headline()).toHaveTextContent("156 000,00 €");
    await expect.element(page.getByText("15 600,00 €")).not.toBeInTheDocument();
    await expect.element(results()).toHaveAttribute("aria-busy", "false");
  });

  it("shows what the totals hold beyond the contributions on lines of their own", async () => {
    // A CDD: the net includes a 250 € end-of-contract allowance, and the employer pays it too.
    const simulate = vi.fn(async () =>
      simulationWithNet(1950, {
        contract: "CDD",
        net_monthly_before_tax: 2200,
        net_monthly_after_tax: 2100,
        net_yearly_before_tax: 26400,
        net_yearly_after_tax: 25200,
        employer_cost_monthly: 3750,
        employer_cost_yearly: 45000,
      }),
    );
    await render(<SalarySimulator simulate={simulate} />);
    await userEvent.click(page.getByRole("radio", { name: "CDD" }));
    await userEvent.type(amountField(), "2500");

    await expect
      .element(results().getByRole("row", { name: /^Autres éléments du salaire/ }))
      .toMatchTextContent(endsWith("+250,00 €", "+3 000,00 €"));
    await expect
      .element(results().getByRole("row", { name: /^Autres coûts et aides employeur/ }))
      .toMatchTextContent(endsWith("+250,00 €", "+3 000,00 €"));
  });

  it("says when the rules simulated another situation than the one asked", async () => {
    const simulate = vi.fn(async () => simulationWithNet(1200, { contract: "alternance" }));
    await render(<SalarySimulator simulate={simulate} />);
    await userEvent.click(page.getByRole("radio", { name: "Cadre", exact: true }));
    await userEvent.click(page.getByRole("radio", { name: "Alternance" }));
    await userEvent.type(amountField(), "1200");

    await expect
      .element(results().getByText("Situation simulée : Alternance (apprentissage), non-cadre, temps plein."))
      .toBeVisible();
    await expect.element(results().getByText(/les règles officielles ne prévoient que cette situation/)).toBeVisible();
  });

  it.each([
    ["12abc", "Le salaire brut mensuel doit être un nombre."],
    ["0", "Le salaire brut mensuel doit être supérieur à 0 €."],
    ["2 000 000", "Le salaire brut mensuel ne peut pas dépasser 1 000 000 €."],
  ])("shows the French message for %s beside the amount and sends nothing", async (typed, message) => {
    const simulate = vi.fn(async () => simulationWithNet(1950));
    await render(<SalarySimulator simulate={simulate} />);

    // Filled at once: typed key by key, "2 000 000" passes through "2", a valid amount that a pause
    // between two keys on a slow machine rightly sends.
    await userEvent.fill(amountField(), typed);

    await expect.element(page.getByRole("alert")).toHaveTextContent(message);
    await expect.element(amountField()).toHaveAttribute("aria-invalid", "true");
    await expect.element(amountField()).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, "\\$&")));
    expect(simulate).not.toHaveBeenCalled();
  });

  it("checks the personalised rate and sends nothing while it is out of range", async () => {
    const simulate = vi.fn(async () => simulationWithNet(1950));
    await render(<SalarySimulator simulate={simulate} />);
    await userEvent.click(page.getByRole("radio", { name: "Taux personnalisé" }));
    const rate = page.getByRole("textbox", { name: "Votre taux personnalisé" });
    await userEvent.type(rate, "75");
    await userEvent.type(amountField(), "2500");

    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Le taux de prélèvement à la source doit être compris entre 0 et 60 %.");
    await expect.element(rate).toHaveAttribute("aria-invalid", "true");
    expect(simulate).not.toHaveBeenCalled();

    await userEvent.clear(rate);
    await expect.element(page.getByRole("alert")).toMatchTextContent(/Saisissez votre taux de prélèvement/);
    await userEvent.type(rate, "12");
    await expect.element(headline()).toHaveTextContent("1 950,00 €");
    expect(simulate).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ gross_monthly: 2500, tax_rate: 12 }),
      expect.any(AbortSignal),
    );
  });

  it.each([
    [
      "the server's refusal",
      new SalarySimulationError(400, "Choisissez le statut : cadre ou non-cadre.", "status"),
      "Choisissez le statut : cadre ou non-cadre.",
    ],
    [
      "a server failure without a message",
      new SalarySimulationError(502),
      "Le service de simulation est momentanément indisponible. Réessayez dans un instant.",
    ],
    [
      "a network failure",
      new TypeError("Failed to fetch"),
      "Impossible de joindre le serveur pour calculer l'estimation. Vérifiez votre connexion internet, puis réessayez.",
    ],
  ])("shows %s in an alert, and tries again on request", async (_, error, message) => {
    const simulate = vi
      .fn<(request: SalarySimulationRequest, signal: AbortSignal) => Promise<SalarySimulation>>()
      .mockRejectedValueOnce(error)
      .mockResolvedValueOnce(simulationWithNet(1950));
    await render(<SalarySimulator simulate={simulate} />);

    await userEvent.type(amountField(), "2500");

    const alert = page.getByRole("alert");
    await expect.element(alert.getByText(message)).toBeVisible();
    await expect.element(results().getByRole("table")).not.toBeInTheDocument();
    await userEvent.click(alert.getByRole("button", { name: "Réessayer" }));
    await expect.element(headline()).toHaveTextContent("1 950,00 €");
    await expect.element(page.getByRole("alert")).not.toBeInTheDocument();
    expect(simulate).toHaveBeenCalledTimes(2);
  });

  it("can be used with the keyboard alone", async () => {
    const simulate = vi.fn(async () => simulationWithNet(3000, { status: "cadre" }));
    await render(<SalarySimulator simulate={simulate} />);

    await userEvent.tab(); // Salaire saisi: Brut
    await userEvent.tab(); // Période: par mois
    await userEvent.tab();
    await expect.element(amountField()).toHaveFocus();
    await userEvent.keyboard("4000");
    await userEvent.tab();
    await expect.element(page.getByRole("radio", { name: "Non-cadre" })).toHaveFocus();
    // Radix checks a radio while its arrow key is down.
    await userEvent.keyboard("{ArrowRight>}");
    await userEvent.keyboard("{/ArrowRight}");
    await expect.element(page.getByRole("radio", { name: "Cadre", exact: true })).toBeChecked();

    await expect.element(headline()).toHaveTextContent("3 000,00 €");
    expect(simulate).toHaveBeenLastCalledWith(
      expect.objectContaining({ gross_monthly: 4000, status: "cadre" }),
      expect.any(AbortSignal),
    );
  });
});
