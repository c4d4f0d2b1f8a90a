// A new candidate's whole journey as `npm start` serves it, as a person would walk it: sign up, the
// e-mail, the questionnaire (left at step 3, resumed), the portrait, the dashboard, the CV analysis
// with a real PDF and a real DOCX, the card made public and opened signed out, a search near Lyon
// with a filter the back button undoes, a like the recruiter returns (« C'est un match ! »), the
// export of their data, and the deletion of the account, after which signing in fails.
import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { strFromU8, unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { generateCvs, type GeneratedCv } from "../fixtures/cv/corpus.ts";
import { actionTimeout, setupChromium, type PageProblems } from "./support/browser.ts";
import { apiSession, landedOn, signUpCandidate, type ApiSession } from "./support/candidate.ts";
import { workerServers } from "./support/servers.ts";
import { demoPassword, signIn } from "./support/sign-in.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();
const recruiterEmail = "recruteur.abonne@fuse.test";

let cvs: GeneratedCv[];
let cleanup: (() => Promise<void>) | undefined;

beforeAll(async () => {
  cvs = await generateCvs();
});

afterAll(async () => {
  await cleanup?.();
});

const step = (page: Page, number: number) => page.getByRole("heading", { level: 2, name: `Étape ${number} sur 7` });

/** Drops a generated CV into the page's file input, as picking it would. */
async function dropCv(page: Page, name: string) {
  const cv = cvs.find((entry) => entry.name === name)!;
  const file = path.join(tmpdir(), `fuse-e2e-${Date.now()}-${name}`);
  await writeFile(file, cv.bytes);
  await page.locator("input[type=file]").setInputFiles(file);
}

// One journey, walked in steps that share the candidate's page: each step has the time of a test,
// and a failure names the step where the journey broke (the steps after it fail with it).
describe("a candidate's journey", () => {
  let page: Page;
  let problems: PageProblems;
  const email = `nora.${Date.now()}@exemple.fr`;
  const password = "Colibri-2026";
  let nora: ApiSession;

  it("signs up and answers the questionnaire, left at step 3 and resumed there", async () => {
    ({ page, problems } = await chromium.newPage({}, { acrossTests: true }));
    await signUpCandidate(page, appUrl, { firstName: "Nora", lastName: "Lefèvre", email, password });

    // The questionnaire (the CV comes later here), left at step 3 and resumed there.
    await page.getByRole("button", { name: "Continuer sans CV" }).click();
    await page.getByRole("textbox", { name: /Votre prénom/ }).fill("Nora");
    await page.getByRole("textbox", { name: /Votre nom/ }).fill("Lefèvre");
    await page.getByRole("button", { name: "Suivant" }).click();
    await step(page, 2).waitFor();
    await page.getByRole("combobox", { name: /Le métier que vous recherchez/ }).fill("Développeur / Dévelop");
    await page.getByRole("option", { name: "Développeur / Développeuse web", exact: true }).click();
    await page.getByRole("textbox", { name: /Votre titre sur MaFuseCard/ }).fill("Développeuse web");
    await page.getByRole("button", { name: "Suivant" }).click();
    await step(page, 3).waitFor();
    await page.goto(`${appUrl}/`);
    await landedOn(page, "/", "Accueil");
    await page.goto(`${appUrl}/questionnaire/candidate`);
    await step(page, 3).waitFor();
    await page.getByRole("combobox", { name: /Votre ville/ }).fill("Lyon");
    await page
      .getByRole("option", { name: /^Lyon\b/ })
      .first()
      .click();
    await page.getByRole("radio", { name: "30 km" }).click();
    await page.getByRole("button", { name: "Suivant" }).click();
    await step(page, 4).waitFor();
    await page.getByRole("checkbox", { name: "CDI" }).click();
    await page.getByRole("radio", { name: "Hybride" }).click();
    await page.getByRole("button", { name: "Suivant" }).click();
    await step(page, 5).waitFor();
    await page.getByRole("spinbutton", { name: /Salaire annuel brut/ }).fill("40000");
    await page.getByRole("spinbutton", { name: /Années d'expérience/ }).fill("4");
    await page.getByRole("button", { name: "Suivant" }).click();
    await step(page, 6).waitFor();
    const skills = page.getByRole("combobox", { name: /Vos compétences principales/ });
    await skills.fill("React");
    await skills.press("Enter");
    await page.getByRole("button", { name: "Ajouter une langue" }).click();
    await page.getByRole("button", { name: "Suivant" }).click();
    await step(page, 7).waitFor();
    await page.getByRole("button", { name: "Terminer et continuer" }).click();
  });

  it("writes the portrait from the draft of their answers, then reaches the dashboard", async () => {
    // The portrait, from the draft of their answers; then the dashboard opens.
    await landedOn(page, "/dashboard/candidate/question-four", "Création de mon portrait");
    await page.getByRole("button", { name: "Partir d'un brouillon" }).click();
    const editor = page.getByRole("textbox", { name: "Mon portrait" });
    await expect.poll(() => editor.innerText()).toMatch(/\S/);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await landedOn(page, "/dashboard/candidate", "Tableau de bord candidat");
  });

  it("has a PDF then a DOCX CV read and takes only their skills and languages", async () => {
    // The CV analysis: a two-column PDF read, then a DOCX; the skills found go to the profile.
    await page.goto(`${appUrl}/register/candidate/cvAnalyzer`);
    await landedOn(page, "/register/candidate/cvAnalyzer", "Analyse de votre CV");
    await dropCv(page, "01-camille-2col.pdf");
    const review = page.getByRole("form", { name: "Vérifier les informations de mon CV" });
    await review.waitFor();
    expect(await review.getByRole("textbox", { name: "Prénom" }).inputValue()).toBe("Camille");
    expect(await review.getByRole("combobox", { name: "Métier recherché" }).inputValue()).toBe(
      "Développeuse web full-stack",
    );
    await page.getByRole("button", { name: "Analyser un autre CV" }).click();
    await dropCv(page, "05-emily-1col.docx");
    // The second reading is the server's work as much as the first: as long as an action may take.
    await expect
      .poll(() => review.getByRole("textbox", { name: "Prénom" }).inputValue(), { timeout: actionTimeout })
      .toBe("Emily");
    expect(await review.getByRole("textbox", { name: "Intitulé du poste 1" }).inputValue()).toBe("Data Analyst");
    // Their own name stays: only the skills and languages are taken.
    for (const field of ["Prénom", "Nom", "Téléphone", "Métier recherché", "Années d'expérience"])
      await review.getByRole("checkbox", { name: `Reprendre « ${field} » dans mon profil` }).uncheck();
    await review.getByRole("button", { name: "Appliquer à mon profil" }).click();
    await landedOn(page, "/dashboard/candidate", "Tableau de bord candidat");
    nora = await apiSession(appUrl, email, password);
    const info = (await nora.call("GET", `/api/profile/info?id=${nora.userId}`)) as {
      first_name: string;
      skills: string[];
      analyzer_cv: boolean;
    };
    expect(info).toMatchObject({ first_name: "Nora", analyzer_cv: true });
    expect(info.skills).toEqual(expect.arrayContaining(["React", "SQL", "Python", "Power BI"]));
    // Done once: the analyzer now sends them to their card (spec §4).
    await page.goto(`${appUrl}/register/candidate/cvAnalyzer`);
    await landedOn(page, "/dashboard/candidate/card", "MaFuseCard");
  });

  it("makes the card public, and someone signed out opens it", async () => {
    // The card made public, opened by someone signed out.
    const address = page.getByRole("textbox", { name: "Adresse de la carte" });
    if (!(await address.inputValue())) await address.fill(`nora-${Date.now()}`);
    const publicLink = page.getByRole("switch", { name: "Lien public" });
    if ((await publicLink.getAttribute("aria-checked")) !== "true") await publicLink.click();
    const visible = page.getByRole("switch", { name: "Visible pour les matchs" });
    if ((await visible.getAttribute("aria-checked")) !== "true") await visible.click();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page
      .getByText("Vos réglages sont enregistrés.")
      .waitFor({ timeout: 5000 })
      .catch(async (error: unknown) => {
        throw new Error(`${String(error)}\n${await page.locator("main").innerText()}`);
      });
    const slug = await address.inputValue();
    const visitor = await chromium.newPage();
    await visitor.page.goto(`${appUrl}/p/${slug}`);
    await visitor.page.getByRole("heading", { level: 1, name: /^MaFuseCard de Nora/ }).waitFor();
  });

  it("searches near Lyon with a filter the back button undoes", async () => {
    // A search near Lyon with a filter; the back button takes the filter away again.
    await page.goto(`${appUrl}/dashboard/candidate/search-jobs`);
    await page.getByRole("combobox", { name: "Métier, compétence, mot-clé" }).fill("developpeuse");
    await page.getByRole("combobox", { name: "Ville" }).fill("Lyon");
    await page
      .getByRole("option", { name: /^Lyon\b/ })
      .first()
      .click();
    await page.getByRole("button", { name: "Rechercher" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "developpeuse" && url.searchParams.has("lat"));
    const results = page.getByRole("region", { name: "Résultats" });
    await results.getByRole("link").first().waitFor();
    await page.getByRole("checkbox", { name: /^CDI \(\d+ offres?\)$/ }).click();
    await page.waitForURL((url) => url.searchParams.get("contrat") === "CDI");
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("contrat") && url.searchParams.get("q") === "developpeuse");
    await expect.poll(() => page.getByRole("checkbox", { name: /^CDI \(/ }).getAttribute("aria-checked")).toBe("false");
  });

  it("likes an offer the recruiter just published, who likes back: a match", async () => {
    // A like on an offer the recruiter just published; the recruiter likes back: a match.
    const recruiter = await apiSession(appUrl, recruiterEmail, demoPassword);
    const recruiterProfile = (await recruiter.call("GET", `/api/profile?id=${recruiter.userId}`)) as { id: string };
    const { data: job, error } = await recruiter.supabase
      .from("jobs")
      .insert({
        company_id: recruiterProfile.id,
        title: "Développeur·se web React",
        description: "<p>Vous construisez nos interfaces avec l'équipe produit.</p>",
        contract_type: "CDI",
        remote_mode: "hybrid",
        city: "Lyon",
        postal_code: "69002",
        lat: 45.7485,
        lng: 4.8467,
        salary_min: 38000,
        salary_max: 46000,
        skills: ["React"],
        experience_years_min: 0,
        languages: [],
        status: "published",
      })
      .select("id")
      .single();
    if (error) throw error;
    const jobId = (job as { id: string }).id;
    cleanup = async () => void (await recruiter.supabase.from("jobs").delete().eq("id", jobId));
    await page.goto(`${appUrl}/dashboard/candidate/search-jobs?offre=${jobId}`);
    const panel = page.getByRole("dialog", { name: "Développeur·se web React" });
    await panel.getByRole("button", { name: "Ça m'intéresse : Développeur·se web React" }).click();
    await panel.getByText(/Vous êtes intéressé·e par cette offre/).waitFor();
    const candidateProfile = (await nora.call("GET", `/api/profile?id=${nora.userId}`)) as { id: string };
    const decided = (await recruiter.call("POST", "/api/matches/decisions", {
      job_id: jobId,
      candidate_id: candidateProfile.id,
      decision: "like",
    })) as { mutual: boolean };
    expect(decided.mutual).toBe(true);
    await page.reload();
    await page.getByRole("dialog", { name: "Développeur·se web React" }).getByText("C'est un match !").waitFor();
  });

  it("downloads their data, deletes the account, then cannot sign in", async () => {
    // Their data as a ZIP, then the account deleted: signing in fails.
    await page.goto(`${appUrl}/dashboard/candidate/profile`);
    await landedOn(page, "/dashboard/candidate/profile", "Mon Profil");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Télécharger mes données" }).click(),
    ]);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const data = JSON.parse(strFromU8(files["donnees.json"]!)) as { compte: { email: string } };
    expect(data.compte.email).toBe(email);
    await page.getByRole("button", { name: "Supprimer mon compte" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Supprimer définitivement votre compte ?" });
    await dialog.getByRole("textbox", { name: /Pour confirmer, tapez SUPPRIMER/ }).fill("SUPPRIMER");
    await dialog.getByRole("button", { name: "Supprimer définitivement" }).click();
    await landedOn(page, "/", "Accueil");
    await signIn(page, appUrl, email, { password });
    await page.getByRole("alert").filter({ hasText: "Adresse e-mail ou mot de passe incorrect." }).waitFor();
    expect(problems.list().filter((problem) => !/status of 40\d/.test(problem))).toEqual([]);
  });
});
