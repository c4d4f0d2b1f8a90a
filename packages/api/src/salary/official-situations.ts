import type { SalarySimulationRequest } from "@fuse/domain/salary/simulation";

import type { SalarySituation } from "./engine.ts";

/*
 * Employee situations published by the authors of modele-social with the figures their own
 * simulator computes, restated here to check that our engine gives the same answers.
 *
 * Source: github.com/betagouv/mon-entreprise, `site/test/regressions/salarié.yaml` (situations)
 * and `site/test/regressions/__snapshots__/salarié.test.ts.snap` (figures), at commit
 * 7b021aafa18bd716be1d472285df1b086e02c9e5 (master, 2026-06-30; both files last changed by
 * 24ef4e51d636b611a5bba4db907ecdf78dd9f13e, "mise à jour du Smic", 2026-06-05). The history
 * available stops before the commit that released modele-social 11.1.0; the rules of 11.1.0
 * reproduce all 132 situations of that snapshot, the ones below included.
 *
 * Their simulator evaluates each situation on top of its own base (`configSalarié.situation`
 * in site/source/pages/simulateurs/salarié/simulationConfig.ts): an employee (`dirigeant = non`),
 * no short-time work, as in our `employeeBaseSituation`, and the income tax method below. Two
 * company answers of that base are left out: the rules of 11.1.0 reject them as inapplicable to
 * an employee, and the figures are the same without them. The snapshot rounds to the euro.
 */

/** The income tax method of their simulator: neutral rate up to 6 000 € gross, the scale above. */
export const officialBaseSituation: SalarySituation = {
  "impôt . méthode de calcul . par défaut": {
    variations: [
      { si: "salarié . contrat . salaire brut <= 6000 €/mois", alors: "'taux neutre'" },
      { sinon: "'barème standard'" },
    ],
  },
};

export interface OfficialSituation {
  /** The snapshot's name for it: the group of the YAML file and the rank in the group. */
  name: string;
  situation: SalarySituation;
  /** The same situation as a request to our simulator, when a request can say it. */
  request?: SalarySimulationRequest;
  /** Published figures in €/mois, rounded to the euro. */
  expected: { gross: number; netBeforeTax: number; netAfterTax: number; employerCost: number };
}

export const officialSituations: OfficialSituation[] = [
  {
    name: "échelle de salaires 5",
    situation: { "salarié . contrat . salaire brut": "1000 €/mois" },
    request: { gross_monthly: 1000, status: "non-cadre", contract: "CDI" },
    expected: { gross: 1000, netBeforeTax: 770, netAfterTax: 770, employerCost: 1051 },
  },
  {
    name: "échelle de salaires 6",
    situation: { "salarié . contrat . salaire brut": "1250 €/mois" },
    request: { gross_monthly: 1250, status: "non-cadre", contract: "CDI" },
    expected: { gross: 1250, netBeforeTax: 968, netAfterTax: 968, employerCost: 1309 },
  },
  {
    name: "échelle de salaires 7",
    situation: { "salarié . contrat . salaire brut": "1500 €/mois" },
    request: { gross_monthly: 1500, status: "non-cadre", contract: "CDI" },
    expected: { gross: 1500, netBeforeTax: 1165, netAfterTax: 1165, employerCost: 1566 },
  },
  {
    name: "échelle de salaires 8",
    situation: { "salarié . contrat . salaire brut": "2000 €/mois" },
    request: { gross_monthly: 2000, status: "non-cadre", contract: "CDI" },
    expected: { gross: 2000, netBeforeTax: 1561, netAfterTax: 1553, employerCost: 2209 },
  },
  {
    name: "échelle de salaires 9",
    situation: { "salarié . contrat . salaire brut": "2500 €/mois" },
    request: { gross_monthly: 2500, status: "non-cadre", contract: "CDI" },
    expected: { gross: 2500, netBeforeTax: 1957, netAfterTax: 1898, employerCost: 3133 },
  },
  {
    name: "échelle de salaires 10",
    situation: { "salarié . contrat . salaire brut": "3000 €/mois" },
    request: { gross_monthly: 3000, status: "non-cadre", contract: "CDI" },
    expected: { gross: 3000, netBeforeTax: 2353, netAfterTax: 2223, employerCost: 3984 },
  },
  {
    name: "échelle de salaires 11",
    situation: { "salarié . contrat . salaire brut": "4000 €/mois" },
    request: { gross_monthly: 4000, status: "non-cadre", contract: "CDI" },
    expected: { gross: 4000, netBeforeTax: 3144, netAfterTax: 2820, employerCost: 5565 },
  },
  {
    name: "échelle de salaires 12",
    situation: { "salarié . contrat . salaire brut": "5000 €/mois" },
    request: { gross_monthly: 5000, status: "non-cadre", contract: "CDI" },
    expected: { gross: 5000, netBeforeTax: 3941, netAfterTax: 3375, employerCost: 7060 },
  },
  {
    name: "échelle de salaires 13",
    situation: { "salarié . contrat . salaire brut": "10000 €/mois" },
    expected: { gross: 10000, netBeforeTax: 7951, netAfterTax: 6255, employerCost: 14325 },
  },
  {
    name: "inversions 1",
    situation: { "salarié . coût total employeur": "2000 €/mois" },
    expected: { gross: 1894, netBeforeTax: 1478, netAfterTax: 1478, employerCost: 2000 },
  },
  {
    name: "inversions 2",
    situation: { "salarié . rémunération . net . à payer avant impôt": "2000 €/mois" },
    request: { net_monthly: 2000, status: "non-cadre", contract: "CDI" },
    expected: { gross: 2554, netBeforeTax: 2000, netAfterTax: 1927, employerCost: 3228 },
  },
  {
    name: "inversions 3",
    situation: { "salarié . rémunération . net . payé après impôt": "2000 €/mois" },
    expected: { gross: 2667, netBeforeTax: 2090, netAfterTax: 2000, employerCost: 3424 },
  },
  {
    name: "apprentissage 1",
    situation: { "salarié . contrat": "'apprentissage'", "salarié . contrat . salaire brut": "1500 €/mois" },
    request: { gross_monthly: 1500, status: "non-cadre", contract: "alternance" },
    expected: { gross: 1500, netBeforeTax: 1360, netAfterTax: 1360, employerCost: 1131 },
  },
  {
    name: "apprentissage 2",
    situation: {
      "salarié . contrat": "'apprentissage'",
      "salarié . contrat . salaire brut": "2500 €/mois",
      "salarié . contrat . apprentissage . diplôme . niveau 8": "oui",
    },
    expected: { gross: 2500, netBeforeTax: 2152, netAfterTax: 2152, employerCost: 3102 },
  },
  {
    name: "cadre 1",
    situation: { "salarié . contrat . salaire brut": "3000 €/mois", "salarié . contrat . statut cadre": "oui" },
    request: { gross_monthly: 3000, status: "cadre", contract: "CDI" },
    expected: { gross: 3000, netBeforeTax: 2348, netAfterTax: 2215, employerCost: 4030 },
  },
  {
    name: "cdd 1",
    situation: { "salarié . contrat": "'CDD'", "salarié . contrat . salaire brut": "2200 €/mois" },
    request: { gross_monthly: 2200, status: "non-cadre", contract: "CDD" },
    expected: { gross: 2200, netBeforeTax: 1894, netAfterTax: 1854, employerCost: 3015 },
  },
  {
    name: "cdd 2",
    situation: {
      "salarié . contrat": "'CDD'",
      "salarié . contrat . salaire brut": "2200 €/mois",
      "salarié . contrat . CDD . durée": "6 mois",
      "salarié . contrat . CDD . congés pris": "5 jours ouvrés",
    },
    expected: { gross: 2200, netBeforeTax: 2009, netAfterTax: 1935, employerCost: 3273 },
  },
  {
    name: "temps partiel 1",
    situation: {
      "salarié . contrat . salaire brut": "2000 €/mois",
      "salarié . contrat . temps de travail . temps partiel": "oui",
    },
    request: { gross_monthly: 2000, status: "non-cadre", contract: "CDI", work_time_ratio: 32 / 35 },
    expected: { gross: 2000, netBeforeTax: 1561, netAfterTax: 1553, employerCost: 2348 },
  },
  {
    name: "temps partiel 3",
    situation: {
      "salarié . contrat . salaire brut": "1000 €/mois",
      "salarié . contrat . temps de travail . temps partiel": "oui",
      "salarié . contrat . temps de travail . temps partiel . heures par semaine": "20 heures/semaine",
    },
    request: { gross_monthly: 1000, status: "non-cadre", contract: "CDI", work_time_ratio: 20 / 35 },
    expected: { gross: 1000, netBeforeTax: 770, netAfterTax: 770, employerCost: 1051 },
  },
  {
    name: "impôt sur le revenu 1",
    situation: { "salarié . contrat . salaire brut": "3000 €/mois", "impôt . méthode de calcul": "'taux neutre'" },
    request: { gross_monthly: 3000, status: "non-cadre", contract: "CDI" },
    expected: { gross: 3000, netBeforeTax: 2353, netAfterTax: 2223, employerCost: 3984 },
  },
  {
    name: "impôt sur le revenu 3",
    situation: {
      "salarié . contrat": "'CDD'",
      "salarié . contrat . salaire brut": "3000 €/mois",
      "salarié . contrat . CDD . durée": "2 mois",
      "impôt . méthode de calcul": "'taux neutre'",
    },
    expected: { gross: 3000, netBeforeTax: 2590, netAfterTax: 2451, employerCost: 4505 },
  },
  {
    name: "impôt sur le revenu 8",
    situation: {
      "salarié . contrat . salaire brut": "3000 €/mois",
      "impôt . méthode de calcul": "'taux personnalisé'",
      "impôt . taux personnalisé": "10%",
    },
    request: { gross_monthly: 3000, status: "non-cadre", contract: "CDI", tax_rate: 10 },
    expected: { gross: 3000, netBeforeTax: 2353, netAfterTax: 2107, employerCost: 3984 },
  },
];
