// A new candidate's card starts hidden from recruiters. As `npm start` serves it, the dashboard and
// « MaFuseCard » say so while it is, beside what recruiters would see, and one click shows it:
// the settings form then says « Visible pour les matchs » too, and a later save keeps it visible.
// A new company's page starts private too: the recruiter's dashboard says so, and makes it public.
import { describe, expect, it } from "vitest";

import { setupChromium } from "./support/browser.ts";
import { answerQuestionnaire, apiSession, landedOn, signUpCandidate } from "./support/candidate.ts";
import { onboardNewRecruiter } from "./support/recruiter.ts";
import { workerServers } from "./support/servers.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();

const steps: Array<Record<string, unknown>> = [
  { firstName: "Inès", lastName: "Roussel", photo: null },
  { targetTitle: "Comptable", headline: "Comptable" },
  { city: { city: "Lille", postal_code: "59000", lat: 50.6292, lng: 3.0573 }, mobility: "30" },
  { contractTypes: ["CDI"], remote: "hybrid" },
  { salary: 36000, experience: 4 },
  { skills: ["Comptabilité"], languages: [{ language: "Français", level: "Langue maternelle" }] },
  { motivation: "Des comptes justes." },
];

describe("the card's visibility, a choice the candidate sees", () => {
  it("says the card is hidden on the dashboard and the card page, and shows it in one click", async () => {
    const { page, problems } = await chromium.newPage({ viewport: { width: 360, height: 740 } });
    const email = `ines.${Date.now()}@exemple.fr`;
    const password = "Mouette-2026";
    await signUpCandidate(page, appUrl, { firstName: "Inès", lastName: "Roussel", email, password });
    const ines = await apiSession(appUrl, email, password);
    await answerQuestionnaire(ines, steps);
    await ines.call("POST", "/api/profile/info", { form: { memo: "<p>Comptable à Lille.</p>" } });

    await page.goto(`${appUrl}/dashboard/candidate`);
    await landedOn(page, "/dashboard/candidate", "Tableau de bord candidat");
    await page.getByRole("region", { name: "Votre carte est masquée aux recruteurs" }).waitFor();

    await page.goto(`${appUrl}/dashboard/candidate/card`);
    await landedOn(page, "/dashboard/candidate/card", "MaFuseCard");
    const notice = page.getByRole("region", { name: "Votre carte est masquée aux recruteurs" });
    await notice.getByRole("button", { name: "Rendre ma carte visible" }).click();
    await notice.waitFor({ state: "detached" });
    expect(await page.getByRole("switch", { name: /Visible pour les matchs/ }).getAttribute("aria-checked")).toBe(
      "true",
    );
    const info = (await ines.call("GET", `/api/profile/info?id=${ines.userId}`)) as { card_visible: boolean };
    expect(info.card_visible).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(problems.list()).toEqual([]);
  });

  it("says a new company's page is private on the recruiter's dashboard, and makes it public", async () => {
    const { page, problems } = await chromium.newPage();
    const person = {
      firstName: "Marc",
      lastName: "Lefèvre",
      email: `marc.${Date.now()}@exemple.fr`,
      password: "Cormoran-2026",
    };
    await onboardNewRecruiter(page, appUrl, { person, company: { name: "Atelier Lefèvre" } });
    await page.goto(`${appUrl}/dashboard/recruiter`);
    const notice = page.getByRole("region", { name: "La page de votre entreprise n'est pas publique" });
    await notice.getByText(/Entreprise confidentielle/).waitFor();
    await notice.getByRole("button", { name: "Rendre la page publique" }).click();
    await notice.waitFor({ state: "detached" });
    const marc = await apiSession(appUrl, person.email, person.password);
    const company = (await marc.call("GET", `/api/profile/info/company?id=${marc.userId}`)) as { visible: boolean };
    expect(company.visible).toBe(true);
    expect(problems.list()).toEqual([]);
  });
});
