import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import type { SalarySimulation, SalarySimulationRequest } from "@fuse/domain/salary/simulation";

import { SalarySimulator, type SalarySimulatorProps } from "./salary-simulator.tsx";
import { SalarySimulationError } from "./simulation-error.ts";

// Story fake: flat contribution rates and the 2025 neutral withholding grid, so that the figures
// look like real ones. The real figures come from the server (the Urssaf model), never from here.
const neutralGrid: [upTo: number, rate: number][] = [
  [1620, 0],
  [1683, 0.5],
  [1791, 1.3],
  [1911, 2.1],
  [2042, 2.9],
  [2151, 3.5],
  [2294, 4.1],
  [2714, 5.3],
  [3107, 7.5],
  [3539, 9.9],
  [3983, 11.9],
  [4648, 13.8],
  [5574, 15.8],
  [6974, 17.9],
  [8711, 20],
  [12091, 24],
  [16376, 28],
  [25706, 33],
  [55062, 38],
];

const cents = (amount: number) => Math.round(amount * 100) / 100;

function fakeSimulation(request: SalarySimulationRequest): SalarySimulation {
  const apprentice = request.contract === "alternance";
  // Like the real rules, an apprentice is simulated full time and non-cadre.
  const status = apprentice ? "non-cadre" : request.status;
  const employeeRate = apprentice ? 0 : status === "cadre" ? 0.25 : 0.22;
  const employerRate = apprentice ? 0.05 : 0.42;
  // A CDD pays a 10 % end-of-contract allowance on top of the gross; an apprentice's employer
  // gets a hiring aid of 5 000 € a year.
  const allowanceRate = request.contract === "CDD" ? 0.1 : 0;
  const gross = cents(request.gross_monthly ?? (request.net_monthly ?? 0) / (1 - employeeRate + allowanceRate));
  const net = cents(gross * (1 - employeeRate + allowanceRate));
  const taxRate = request.tax_rate ?? neutralGrid.find(([upTo]) => net < upTo)?.[1] ?? 43;
  const afterTax = cents(net * (1 - taxRate / 100));
  const employerContributions = cents(gross * employerRate);
  const employerCost = cents(gross + employerContributions + gross * allowanceRate - (apprentice ? 5000 / 12 : 0));
  return {
    gross_monthly: gross,
    net_monthly_before_tax: net,
    net_monthly_after_tax: afterTax,
    employer_cost_monthly: employerCost,
    gross_yearly: cents(gross * 12),
    net_yearly_before_tax: cents(net * 12),
    net_yearly_after_tax: cents(afterTax * 12),
    employer_cost_yearly: cents(employerCost * 12),
    employee_contributions_monthly: cents(gross * employeeRate),
    employer_contributions_monthly: employerContributions,
    income_tax_monthly: cents(net - afterTax),
    tax_rate: taxRate,
    status,
    contract: request.contract,
    work_time_ratio: apprentice ? 1 : (request.work_time_ratio ?? 1),
  };
}

type Simulate = SalarySimulatorProps["simulate"];

const fakeSimulate: Simulate = async (request) => fakeSimulation(request);

const meta = {
  title: "Salary/SalarySimulator",
  component: SalarySimulator,
  tags: ["autodocs"],
  args: { simulate: fn<Simulate>(fakeSimulate) },
  decorators: [
    (Story) => (
      <div className="w-[min(64rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SalarySimulator>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const results = (canvas: Canvas) => canvas.getByRole("region", { name: "Votre estimation" });

/** Waits for the estimate to settle (the region is no longer busy) and returns it. */
async function settledResults(canvas: Canvas) {
  const region = results(canvas);
  await waitFor(() => expect(region).toHaveAttribute("aria-busy", "false"));
  return within(region);
}

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByText("Saisissez un salaire pour voir le net, l'impôt et le coût employeur."),
    ).toBeVisible();
    await expect(canvas.getByText("Estimation", { selector: "[data-slot=badge]" })).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "Salaire brut mensuel" }), "2 500");
    const region = await settledResults(canvas);
    await expect(args.simulate).toHaveBeenCalledTimes(1);
    await expect(args.simulate).toHaveBeenCalledWith(
      { gross_monthly: 2500, status: "non-cadre", contract: "CDI", work_time_ratio: 1 },
      expect.any(AbortSignal),
    );
    await expect(region.getByText("1 950,00 €", { selector: "p" })).toBeVisible();
    await expect(region.getByRole("row", { name: /Cotisations salariales/ })).toHaveTextContent(
      /-550,00 €\s*-6 600,00 €$/,
    );
    await expect(region.getByRole("status")).toHaveTextContent(
      "Estimation mise à jour : 1 950,00 € net avant impôt par mois",
    );
  },
};

export const YearlyAmount: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "par an" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Salaire brut annuel" }), "30000");
    const region = await settledResults(canvas);
    await expect(args.simulate).toHaveBeenLastCalledWith(
      expect.objectContaining({ gross_monthly: 2500 }),
      expect.any(AbortSignal),
    );
    await expect(region.getByText("Salaire net avant impôt, par an")).toBeVisible();
    await expect(region.getByText("23 400,00 €", { selector: "p" })).toBeVisible();
  },
};

export const NetInput: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Net" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Salaire net mensuel" }), "1950");
    const region = await settledResults(canvas);
    await expect(args.simulate).toHaveBeenLastCalledWith(
      { net_monthly: 1950, status: "non-cadre", contract: "CDI", work_time_ratio: 1 },
      expect.any(AbortSignal),
    );
    await expect(region.getByRole("row", { name: /^Salaire brut/ })).toHaveTextContent("2 500,00 €");
  },
};

export const Cadre: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Cadre" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Salaire brut mensuel" }), "4000");
    const region = await settledResults(canvas);
    await expect(args.simulate).toHaveBeenLastCalledWith(
      expect.objectContaining({ gross_monthly: 4000, status: "cadre" }),
      expect.any(AbortSignal),
    );
    await expect(region.getByText("3 000,00 €", { selector: "p" })).toBeVisible();
  },
};

/** A CDD's end-of-contract allowance is part of the net: the breakdown shows it between gross and net. */
export const FixedTermContract: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "CDD" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Salaire brut mensuel" }), "2500");
    const region = await settledResults(canvas);
    await expect(args.simulate).toHaveBeenLastCalledWith(
      expect.objectContaining({ gross_monthly: 2500, contract: "CDD" }),
      expect.any(AbortSignal),
    );
    await expect(region.getByRole("row", { name: /^Autres éléments du salaire/ })).toHaveTextContent(
      /\+250,00 €\s*\+3 000,00 €$/,
    );
    await expect(region.getByText("2 200,00 €", { selector: "p" })).toBeVisible();
  },
};

export const PartTime: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Temps de travail" }));
    // The list is portalled to the document's body, outside the canvas.
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole("option", { name: /80 %/ }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Salaire brut mensuel" }), "2000");
    const region = await settledResults(canvas);
    await expect(args.simulate).toHaveBeenLastCalledWith(
      expect.objectContaining({ gross_monthly: 2000, work_time_ratio: 0.8 }),
      expect.any(AbortSignal),
    );
    await expect(region.getByText("Situation simulée : CDI, non-cadre, temps partiel 80 %.")).toBeVisible();
  },
};

export const PersonalisedRate: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Salaire brut mensuel" }), "3000");
    await userEvent.click(canvas.getByRole("radio", { name: "Taux personnalisé" }));
    const rate = canvas.getByRole("textbox", { name: "Votre taux personnalisé" });
    await expect(await canvas.findByText(/Saisissez votre taux de prélèvement/)).toBeVisible();
    await userEvent.type(rate, "11,5");
    const region = await settledResults(canvas);
    await expect(args.simulate).toHaveBeenLastCalledWith(
      expect.objectContaining({ gross_monthly: 3000, tax_rate: 11.5 }),
      expect.any(AbortSignal),
    );
    await expect(region.getByRole("row", { name: /taux personnalisé 11,5/ })).toBeVisible();
  },
};

/** The rules know apprenticeship only full time and non-cadre: the estimate says so. */
export const Apprentice: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Cadre" }));
    await userEvent.click(canvas.getByRole("radio", { name: "Alternance" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Salaire brut mensuel" }), "1200");
    const region = await settledResults(canvas);
    await expect(args.simulate).toHaveBeenLastCalledWith(
      expect.objectContaining({ gross_monthly: 1200, status: "cadre", contract: "alternance" }),
      expect.any(AbortSignal),
    );
    await expect(
      region.getByText("Situation simulée : Alternance (apprentissage), non-cadre, temps plein."),
    ).toBeVisible();
    await expect(region.getByText(/les règles officielles ne prévoient que cette situation/)).toBeVisible();
    await expect(region.getByRole("row", { name: /^Autres coûts et aides employeur/ })).toHaveTextContent(
      /-416,67 €\s*-5 000,04 €$/,
    );
  },
};

export const InvalidAmount: Story = {
  play: async ({ args, canvas }) => {
    const amount = canvas.getByRole("textbox", { name: "Salaire brut mensuel" });
    await userEvent.type(amount, "deux mille");
    await expect(await canvas.findByText("Le salaire brut mensuel doit être un nombre.")).toBeVisible();
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(amount).toHaveAccessibleDescription(/Le salaire brut mensuel doit être un nombre\./);
    await expect(args.simulate).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    simulate: fn<Simulate>(async () =>
      Promise.reject(
        new SalarySimulationError(400, "Le salaire brut mensuel ne peut pas dépasser 1 000 000 €.", "gross_monthly"),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Salaire brut mensuel" }), "2500");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Le salaire brut mensuel ne peut pas dépasser 1 000 000 €.",
    );
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
  },
};

export const NetworkError: Story = {
  args: { simulate: fn<Simulate>(async () => Promise.reject(new TypeError("Failed to fetch"))) },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Salaire brut mensuel" }), "2500");
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(/Impossible de joindre le serveur/);
    await userEvent.click(within(alert).getByRole("button", { name: "Réessayer" }));
    await waitFor(() => expect(args.simulate).toHaveBeenCalledTimes(2));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/Impossible de joindre le serveur/);
  },
};

export const Loading: Story = {
  args: { simulate: fn<Simulate>(() => new Promise<SalarySimulation>(() => {})) },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Salaire brut mensuel" }), "2500");
    await waitFor(() => expect(args.simulate).toHaveBeenCalledTimes(1));
    await expect(results(canvas)).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText("Calcul de votre estimation…")).toBeVisible();
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
  },
};

/** A small phone (320 px): one column, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Salaire brut mensuel" }), "3 200,50");
    await settledResults(canvas);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    const form = canvas.getByRole("form", { name: "Paramètres de la simulation" });
    // Single column: the estimate comes below the form, not beside it.
    await expect(results(canvas).getBoundingClientRect().top).toBeGreaterThan(form.getBoundingClientRect().bottom);
  },
};
