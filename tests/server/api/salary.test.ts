import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { salaryRoutes } from "@fuse/api/salary/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ modules: [salaryRoutes] });
});
afterAll(() => server?.close());

async function simulate(body: string | object) {
  const response = await fetch(`${server.url}/api/salary/simulate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const valid = { gross_monthly: 3000, status: "non-cadre", contract: "CDI" };

describe("POST /api/salary/simulate", () => {
  it("answers every figure of the simulation to anyone, without a token", async () => {
    const reply = await simulate(valid);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      gross_monthly: 3000,
      net_monthly_before_tax: 2352.85,
      net_monthly_after_tax: 2222.52,
      employer_cost_monthly: 3984.08,
      gross_yearly: 36000,
      net_yearly_before_tax: 28234.2,
      net_yearly_after_tax: 26670.24,
      employer_cost_yearly: 47808.96,
      employee_contributions_monthly: 647.15,
      employer_contributions_monthly: 984.08,
      income_tax_monthly: 130.33,
      tax_rate: 5.3,
      status: "non-cadre",
      contract: "CDI",
      work_time_ratio: 1,
    });
  });

  it("finds the gross from the net, part time, for a cadre, at a personalised rate", async () => {
    const reply = await simulate({
      net_monthly: 2000,
      status: "cadre",
      contract: "CDD",
      work_time_ratio: 0.8,
      tax_rate: 7.5,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      net_monthly_before_tax: 2000,
      status: "cadre",
      contract: "CDD",
      work_time_ratio: 0.8,
      tax_rate: 7.5,
    });
    expect(reply.body.gross_monthly).toBeGreaterThan(2000);
    expect(reply.body.net_monthly_after_tax).toBeLessThan(2000);
  });

  it.each([
    ["both gross and net", { ...valid, net_monthly: 2000 }, "net_monthly", "pas les deux"],
    ["neither gross nor net", { status: "cadre", contract: "CDI" }, "gross_monthly", "Indiquez un salaire brut"],
    ["a negative gross", { ...valid, gross_monthly: -100 }, "gross_monthly", "supérieur à 0"],
    ["a zero net", { status: "cadre", contract: "CDI", net_monthly: 0 }, "net_monthly", "supérieur à 0"],
    ["a gross over 1 000 000 €", { ...valid, gross_monthly: 1_000_001 }, "gross_monthly", "1 000 000 €"],
    ["a gross as text", { ...valid, gross_monthly: "3000" }, "gross_monthly", "doit être un nombre"],
    ["an unknown status", { ...valid, status: "dirigeant" }, "status", "« Statut » doit valoir cadre, non-cadre."],
    [
      "a missing status",
      { gross_monthly: 3000, contract: "CDI" },
      "status",
      "« Statut » doit valoir cadre, non-cadre.",
    ],
    [
      "an unknown contract",
      { ...valid, contract: "CDII" },
      "contract",
      "« Contrat » doit valoir CDI, CDD, alternance.",
    ],
    ["a work time ratio of 0", { ...valid, work_time_ratio: 0 }, "work_time_ratio", "temps de travail"],
    ["a work time ratio of 1.5", { ...valid, work_time_ratio: 1.5 }, "work_time_ratio", "temps de travail"],
    ["a tax rate of 80 %", { ...valid, tax_rate: 80 }, "tax_rate", "entre 0 et 60 %"],
    ["a negative tax rate", { ...valid, tax_rate: -1 }, "tax_rate", "entre 0 et 60 %"],
    ["an unknown field", { ...valid, email: "camille@exemple.fr" }, "email", "Champ inconnu : « email »."],
  ])("refuses %s with a French 400 naming the field", async (_, body, field, message) => {
    const reply = await simulate(body);
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe(field);
    expect(reply.body.error).toContain(message);
    expect(Object.keys(reply.body).sort()).toEqual(["error", "field"]);
  });

  it.each([
    ["malformed JSON", '{"gross_monthly": 3000,', "Le corps de la requête n'est pas un JSON valide."],
    ["no body", "", "Le corps de la requête doit être un objet JSON."],
    ["a JSON array", "[3000]", "Le corps de la requête doit être un objet JSON."],
  ])("refuses %s with a French 400", async (_, body, error) => {
    const reply = await simulate(body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error });
  });
});

describe("POST /api/salary/simulate under load from one address", () => {
  it("answers 429 in French past the limit, with the wait", async () => {
    const limited = await startTestServer({ modules: [(ctx) => salaryRoutes(ctx, { perMinute: 2 })] });
    try {
      const post = () =>
        fetch(`${limited.url}/api/salary/simulate`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(valid),
        });
      expect((await post()).status).toBe(200);
      expect((await post()).status).toBe(200);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await refused.json()) as { error: string }).error).toMatch(/^Trop de simulations en peu de temps/);
    } finally {
      await limited.close();
    }
  });
});
