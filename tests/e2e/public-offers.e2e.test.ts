// Offers anyone can find, as `npm start` serves them: a visitor searches from the home page, filters
// and sorts on /offres, opens an offer's public page, says « Ça m'intéresse », signs up, confirms,
// finishes onboarding and lands back on the offer with the interest recorded — the recruiter sees it
// among the offer's potential candidates — and the search they started from is still theirs.
import { afterAll, describe, expect, it } from "vitest";

import { setupChromium } from "./support/browser.ts";
import { answerQuestionnaire, apiSession, landedOn } from "./support/candidate.ts";
import { mailbox } from "./support/mailbox.ts";
import { workerServers } from "./support/servers.ts";
import { demoPassword, signIn } from "./support/sign-in.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();
const recruiterEmail = "recruteur.abonne@fuse.test";

let cleanup: (() => Promise<void>) | undefined;
afterAll(async () => {
  await cleanup?.();
});

const steps: Array<Record<string, unknown>> = [
  { firstName: "Léna", lastName: "Moreau", photo: null },
  { targetTitle: "Comptable", headline: "Comptable générale" },
  { city: { city: "Lyon", postal_code: "69003", lat: 45.7597, lng: 4.8422 }, mobility: "30" },
  { contractTypes: ["CDI"], remote: "hybrid" },
  { salary: 36000, experience: 3 },
  { skills: ["Comptabilité"], languages: [{ language: "Français", level: "Langue maternelle" }] },
  { motivation: "Des comptes justes et des clôtures à l'heure." },
];

describe("an offer found by a visitor", () => {
  it("leads from the home page's search through sign-up and onboarding to an interest the recruiter sees", async () => {
    // An offer the recruiter publishes now: the newest « comptable » offer in CDI.
    const recruiter = await apiSession(appUrl, recruiterEmail, demoPassword);
    const recruiterProfile = (await recruiter.call("GET", `/api/profile?id=${recruiter.userId}`)) as { id: string };
    const title = `Comptable général·e (H/F) ${Date.now()}`;
    const { data: job, error } = await recruiter.supabase
      .from("jobs")
      .insert({
        company_id: recruiterProfile.id,
        title,
        description: "<p>Vous tenez la comptabilité générale et préparez les clôtures.</p>",
        contract_type: "CDI",
        remote_mode: "hybrid",
        city: "Lyon",
        postal_code: "69002",
        lat: 45.7485,
        lng: 4.8467,
        salary_min: 34000,
        salary_max: 40000,
        skills: ["Comptabilité"],
        experience_years_min: 0,
        languages: [],
        status: "published",
      })
      .select("id")
      .single();
    if (error) throw error;
    const jobId = (job as { id: string }).id;
    cleanup = async () => void (await recruiter.supabase.from("jobs").delete().eq("id", jobId));

    // The home page's search goes to the public search, not to a sign-in.
    const { page, problems } = await chromium.newPage();
    await page.goto(`${appUrl}/`);
    await page.getByRole("searchbox", { name: "Métier, compétence ou mot-clé" }).fill("comptable");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await landedOn(page, "/offres?q=comptable", "Offres d'emploi");
    const results = page.getByRole("region", { name: "Résultats" });
    await results.getByRole("link").first().waitFor();
    await results.getByText("Créez votre profil pour voir votre compatibilité").waitFor();

    // A filter and an order, both in the address.
    await page.getByRole("checkbox", { name: /^CDI \(\d+ offres?\)$/ }).click();
    await page.waitForURL((url) => url.searchParams.get("contrat") === "CDI");
    await page.getByRole("combobox", { name: "Trier par" }).click();
    await page.getByRole("option", { name: "Les plus récentes" }).click();
    await page.waitForURL((url) => url.searchParams.get("tri") === "date" && url.searchParams.get("contrat") === "CDI");
    const search = new URL(page.url()).search;

    // The offer's public page, the search kept in its address for the way back.
    const card = results.getByRole("link", { name: title });
    await card.click();
    await page.waitForURL((url) => url.pathname.endsWith(`-${jobId}`) && url.search === search);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page
      .locator("main")
      .getByText(/net par mois/)
      .first()
      .waitFor();
    await page.getByRole("group", { name: "Partager l'offre" }).waitFor();
    const offerAddress = new URL(page.url()).pathname;

    // « Ça m'intéresse »: the sign-up, then the e-mail's link.
    await page.getByRole("link", { name: "Ça m'intéresse" }).click();
    await page.waitForURL((url) => url.pathname === "/register/candidate/inscription");
    const email = `lena.${Date.now()}@exemple.fr`;
    const password = "Sittelle-2026";
    await page.getByRole("textbox", { name: "Prénom" }).fill("Léna");
    await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Moreau");
    await page.getByRole("textbox", { name: "Adresse e-mail" }).fill(email);
    await page.getByLabel(/^Mot de passe\*?$/).fill(password);
    await page.getByLabel("Confirmation du mot de passe").fill(password);
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await landedOn(page, "/register/candidate/create-profile", "Profil créé avec succès");
    await page.goto(await mailbox(appUrl).waitForLink(email, /Confirm/i));
    await landedOn(page, "/questionnaire/candidate", "Questionnaire candidat");

    // Onboarding: the questionnaire's answers (as its screens save them), then the portrait written
    // on its screen; its end leads back to the offer, where the interest is recorded.
    const lena = await apiSession(appUrl, email, password);
    await answerQuestionnaire(lena, steps);
    await page.goto(`${appUrl}/dashboard/candidate`);
    await landedOn(page, "/dashboard/candidate/question-four", "Création de mon portrait");
    await page.getByRole("button", { name: "Partir d'un brouillon" }).click();
    const editor = page.getByRole("textbox", { name: "Mon portrait" });
    await expect.poll(() => editor.innerText()).toMatch(/\S/);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.waitForURL((url) => url.pathname === offerAddress && url.search === search);
    await page.getByText(/Vous êtes intéressé·e par cette offre/).waitFor();
    const states = (await lena.call("GET", `/api/matches/scores?job_ids=${jobId}`)) as {
      scores: { job_id: string; decision: string | null }[];
    };
    expect(states.scores.find((entry) => entry.job_id === jobId)?.decision).toBe("like");

    // An address with `?interet=1` alone, sent by someone else, makes no like for them.
    const others = (await (await fetch(`${appUrl}/api/jobs?sort=date&per_page=5`)).json()) as {
      jobs: { id: string; title: string }[];
    };
    const other = others.jobs.find((entry) => entry.id !== jobId)!;
    await page.goto(`${appUrl}/offres/${other.id}?interet=1`);
    await page.getByRole("button", { name: `Ça m'intéresse : ${other.title}` }).waitFor();
    await page.waitForURL((url) => !url.searchParams.has("interet"));
    const untouched = (await lena.call("GET", `/api/matches/scores?job_ids=${other.id}`)) as {
      scores: { job_id: string; decision: string | null }[];
    };
    expect(untouched.scores[0]?.decision ?? null).toBeNull();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === offerAddress);

    // The search they started from is still theirs: filter and order, now with their compatibility.
    await page.getByRole("link", { name: "← Retour aux offres" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/candidate/search-jobs" && url.search === search);
    await expect.poll(() => page.getByRole("checkbox", { name: /^CDI \(/ }).getAttribute("aria-checked")).toBe("true");
    await page
      .getByRole("region", { name: "Résultats" })
      .getByText(/^Compatibilité \d+ %$/)
      .first()
      .waitFor();

    // The recruiter sees the interest among the offer's potential candidates.
    const recruiterPage = await chromium.newPage();
    await signIn(recruiterPage.page, appUrl, recruiterEmail, {
      redirectFrom: `/dashboard/recruiter/potential-matches?offre=${jobId}`,
    });
    await landedOn(
      recruiterPage.page,
      `/dashboard/recruiter/potential-matches?offre=${jobId}`,
      "Vos matchs potentiels",
    );
    const lenaCard = recruiterPage.page.locator('[data-slot="candidate-match-card"]').filter({ hasText: "Léna" });
    await lenaCard.getByText("Intéressé·e par votre offre").waitFor();

    expect(problems.list().filter((problem) => !/status of 40\d/.test(problem))).toEqual([]);
    expect(recruiterPage.problems.list()).toEqual([]);
  });
});
