import { describe, expect, it } from "vitest";

import { salarySimulationRequestSchema } from "./simulation.ts";

const messagesOf = (input: unknown) => {
  const result = salarySimulationRequestSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
};

const valid = { gross_monthly: 2500, status: "non-cadre", contract: "CDI" };

describe("salary simulation request schema", () => {
  it("accepts a gross or a net, with or without part time and a personalised rate", () => {
    expect(salarySimulationRequestSchema.safeParse(valid).success).toBe(true);
    const fromNet = { net_monthly: 2000, status: "cadre", contract: "CDD", work_time_ratio: 0.8, tax_rate: 0 };
    expect(salarySimulationRequestSchema.safeParse(fromNet).data).toEqual(fromNet);
    expect(salarySimulationRequestSchema.safeParse({ ...valid, gross_monthly: 1_000_000, tax_rate: 60 }).success).toBe(
      true,
    );
  });

  it("asks for exactly one of the gross and the net", () => {
    expect(messagesOf({ status: "cadre", contract: "CDI" })).toEqual({
      gross_monthly: "Indiquez un salaire brut ou un salaire net mensuel.",
    });
    expect(messagesOf({ ...valid, net_monthly: 2000 })).toEqual({
      net_monthly: "Indiquez le salaire brut ou le salaire net, pas les deux.",
    });
  });

  it("explains each bound in French", () => {
    expect(messagesOf({ ...valid, gross_monthly: 0 }).gross_monthly).toBe(
      "Le salaire brut mensuel doit être supérieur à 0 €.",
    );
    expect(messagesOf({ ...valid, gross_monthly: 1_000_000.01 }).gross_monthly).toBe(
      "Le salaire brut mensuel ne peut pas dépasser 1 000 000 €.",
    );
    expect(messagesOf({ ...valid, work_time_ratio: 1.5 }).work_time_ratio).toBe(
      "Le temps de travail doit être compris entre 0 (exclu) et 1 (temps plein).",
    );
    expect(messagesOf({ ...valid, tax_rate: 80 }).tax_rate).toBe(
      "Le taux de prélèvement à la source doit être compris entre 0 et 60 %.",
    );
    expect(messagesOf({ ...valid, status: "dirigeant" }).status).toBe("Choisissez le statut : cadre ou non-cadre.");
    expect(messagesOf({ ...valid, contract: "intérim" }).contract).toBe(
      "Choisissez le contrat : CDI, CDD ou alternance.",
    );
  });
});
