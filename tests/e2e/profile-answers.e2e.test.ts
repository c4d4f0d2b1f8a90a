// « Mon Profil » after the CV analysis, as `npm start` serves it: a candidate who answered the
// questionnaire applies a CV (more skills, more languages), opens « Mon Profil », changes only the
// salary and saves. The form opened on what the card holds, and the card keeps the CV's skills and
// languages: the save wrote the salary and nothing else.
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { generateCvs } from "../fixtures/cv/corpus.ts";
import { actionTimeout, setupChromium } from "./support/browser.ts";
import { answerQuestionnaire, apiSession, landedOn, signUpCandidate } from "./support/candidate.ts";
import { workerServers } from "./support/servers.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();

/** The questionnaire, answered step by step as the onboarding does. */
const steps: Array<Record<string, unknown>> = [
  { firstName: "Nadia", lastName: "Haddad", photo: null },
  { targetTitle: "Infirmier / Infirmière", headline: "Infirmière" },
  { city: { city: "Marseille", postal_code: "13006", lat: 43.2876, lng: 5.3808 }, mobility: "30" },
  { contractTypes: ["CDI"], remote: "onsite" },
  { salary: 30000, experience: 6 },
  { skills: ["Soins infirmiers", "Excel"], languages: [{ language: "Français", level: "Langue maternelle" }] },
  { motivation: "Soigner." },
];

interface CandidateInfo {
  skills: string[];
  languages: string[];
  salary_expectation: number | null;
}

describe("« Mon Profil » after the CV analysis", () => {
  it("shows what the CV brought, and a change of salary keeps the CV's skills and languages", async () => {
    const { page, problems } = await chromium.newPage();
    const email = `nadia.${Date.now()}@exemple.fr`;
    const password = "Goéland-2026";
    await signUpCandidate(page, appUrl, { firstName: "Nadia", lastName: "Haddad", email, password });
    const nadia = await apiSession(appUrl, email, password);
    await answerQuestionnaire(nadia, steps);
    await nadia.call("POST", "/api/profile/info", { form: { memo: "<p>Infirmière depuis six ans.</p>" } });

    // The CV: four skills and two languages, applied as the review proposes them.
    await page.goto(`${appUrl}/register/candidate/cvAnalyzer`);
    await landedOn(page, "/register/candidate/cvAnalyzer", "Analyse de votre CV");
    const cv = (await generateCvs()).find((entry) => entry.name === "03-sarah-2col.pdf")!;
    const file = path.join(tmpdir(), `fuse-e2e-${Date.now()}-cv.pdf`);
    await writeFile(file, cv.bytes);
    await page.locator("input[type=file]").setInputFiles(file);
    const review = page.getByRole("form", { name: "Vérifier les informations de mon CV" });
    await expect
      .poll(() => review.getByRole("textbox", { name: "Prénom" }).inputValue(), { timeout: actionTimeout })
      .toBe("Sarah");
    await review.getByRole("button", { name: "Appliquer à mon profil" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/register/candidate/cvAnalyzer"));
    await expect
      .poll(async () => ((await nadia.call("GET", `/api/profile/info?id=${nadia.userId}`)) as CandidateInfo).skills, {
        timeout: actionTimeout,
      })
      .toEqual(expect.arrayContaining(["Secourisme", "Aide à la personne", "Excel"]));
    const applied = (await nadia.call("GET", `/api/profile/info?id=${nadia.userId}`)) as CandidateInfo;
    expect(applied.languages).toEqual(expect.arrayContaining([expect.stringMatching(/^Arabe/)]));

    // « Mon Profil »: the form opens on the card as it stands.
    await page.goto(`${appUrl}/dashboard/candidate/profile`);
    await landedOn(page, "/dashboard/candidate/profile", "Mon Profil");
    const form = page.getByRole("form", { name: "Votre profil candidat" });
    await form.getByText("Secourisme").waitFor();
    expect(
      await form
        .getByLabel(/^Langue \d+$/)
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual(expect.arrayContaining(["Arabe"]));

    const salary = form.getByRole("spinbutton", { name: /Salaire annuel brut/ });
    await salary.fill("34000");
    await form.getByRole("button", { name: "Enregistrer mes réponses" }).click();
    await form.getByText("Vos réponses sont enregistrées.").waitFor();

    const after = (await nadia.call("GET", `/api/profile/info?id=${nadia.userId}`)) as CandidateInfo;
    expect(after.salary_expectation).toBe(34000);
    expect(after.skills).toEqual(applied.skills);
    expect(after.languages).toEqual(applied.languages);
    expect(problems.list()).toEqual([]);
  });
});
