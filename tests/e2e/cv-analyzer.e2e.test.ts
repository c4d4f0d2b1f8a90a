// « Analyse de votre CV » on a phone-sized screen: a scanned CV is refused in French and nothing is
// applied; a real CV is read, and « Ne rien reprendre » closes the step without touching the profile.
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { generateCvs } from "../fixtures/cv/corpus.ts";
import { actionTimeout, setupChromium } from "./support/browser.ts";
import { apiSession, landedOn, signUpCandidate } from "./support/candidate.ts";
import { workerServers } from "./support/servers.ts";

const { appUrl } = workerServers();
const chromium = setupChromium();

async function drop(page: Page, name: string, bytes: Uint8Array) {
  const file = path.join(tmpdir(), `fuse-e2e-${Date.now()}-${name}`);
  await writeFile(file, bytes);
  await page.locator("input[type=file]").setInputFiles(file);
}

describe("/register/candidate/cvAnalyzer", () => {
  it("refuses a scan in French, reads a real CV, and lets the candidate take nothing", async () => {
    const { page, problems } = await chromium.newPage({ viewport: { width: 360, height: 740 } });
    const email = `leo.${Date.now()}@exemple.fr`;
    const password = "Mésange-2026";
    await signUpCandidate(page, appUrl, { firstName: "Léo", lastName: "Garnier", email, password });
    const leo = await apiSession(appUrl, email, password);
    await leo.call("POST", "/api/profile/info", { form: { first_name: "Léo", memo: "<p>Mon portrait.</p>" } });
    await leo.call("POST", "/api/profile/update", { completed: true });

    await page.goto(`${appUrl}/register/candidate/cvAnalyzer`);
    await landedOn(page, "/register/candidate/cvAnalyzer", "Analyse de votre CV");
    const scan = await PDFDocument.create();
    scan.addPage([595, 842]);
    await drop(page, "scan.pdf", await scan.save());
    await page.getByText(/Aucun texte n'a pu être lu dans ce fichier/).waitFor();
    expect(((await leo.call("GET", "/api/cv-analysis")) as { analysis: unknown }).analysis).toBeNull();

    const cv = (await generateCvs()).find((entry) => entry.name === "03-sarah-2col.pdf")!;
    await page.getByRole("button", { name: /^Retirer/ }).click();
    await drop(page, "cv-sarah.pdf", cv.bytes);
    const review = page.getByRole("form", { name: "Vérifier les informations de mon CV" });
    await expect
      .poll(() => review.getByRole("textbox", { name: "Prénom" }).inputValue(), { timeout: actionTimeout })
      .toBe("Sarah");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await review.getByRole("button", { name: "Ne rien reprendre et continuer" }).click();
    await landedOn(page, "/dashboard/candidate", "Tableau de bord candidat");
    const info = (await leo.call("GET", `/api/profile/info?id=${leo.userId}`)) as {
      first_name: string;
      skills: string[];
      analyzer_cv: boolean;
    };
    expect(info).toMatchObject({ first_name: "Léo", skills: [], analyzer_cv: true });
    // The refused scan is the server's 422, which the browser logs.
    expect(problems.list().filter((problem) => !/status of 422/.test(problem))).toEqual([]);
  });

  it("lists each skill of the CV once, the most specific kept, and applies them so", async () => {
    const { page, problems } = await chromium.newPage({ viewport: { width: 360, height: 740 } });
    const email = `lea.${Date.now()}@exemple.fr`;
    const password = "Mésange-2026";
    await signUpCandidate(page, appUrl, { firstName: "Léa", lastName: "Durand", email, password });
    const lea = await apiSession(appUrl, email, password);
    await lea.call("POST", "/api/profile/info", { form: { first_name: "Léa", memo: "<p>Mon portrait.</p>" } });
    await lea.call("POST", "/api/profile/update", { completed: true });

    // A CV whose skills say « Excel » and « Excel avancé », « SAP » and « SAP FI ».
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const sheet = pdf.addPage([595, 842]);
    const lines = [
      "Léa Durand",
      "Comptable",
      "lea.durand@exemple.fr · 06 12 34 56 78 · 69003 Lyon",
      "Expérience professionnelle",
      "Comptable — Cabinet Martin et associés (Lyon)",
      "mars 2019 – aujourd'hui",
      "Tenue de la comptabilité générale et clôtures mensuelles de vingt clients.",
      "Formation",
      "DCG — Lycée du Parc, Lyon",
      "2016 – 2019",
      "Compétences",
      "Excel",
      "Excel avancé",
      "SAP, SAP FI",
    ];
    lines.forEach((line, index) => sheet.drawText(line, { x: 60, y: 780 - index * 24, size: 12, font }));

    await page.goto(`${appUrl}/register/candidate/cvAnalyzer`);
    await landedOn(page, "/register/candidate/cvAnalyzer", "Analyse de votre CV");
    await drop(page, "cv-lea.pdf", await pdf.save());
    const review = page.getByRole("form", { name: "Vérifier les informations de mon CV" });
    const skills = review.getByRole("region", { name: "Vos compétences" }).getByRole("listitem");
    await expect.poll(() => skills.allTextContents(), { timeout: actionTimeout }).toEqual(["Excel avancé", "SAP FI"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // The trade sought and its family; another family picked by keyboard goes with it.
    await review.getByText("Métier : Comptabilité (M1203)").waitFor();
    await review.getByRole("button", { name: "Changer", exact: true }).click();
    await review.getByRole("combobox", { name: "Choisir le métier" }).fill("contrôle de gestion");
    await page.getByRole("option", { name: "Contrôle de gestion (M1204)" }).waitFor();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await review.getByText("Métier : Contrôle de gestion (M1204)").waitFor();

    await review.getByRole("button", { name: "Appliquer à mon profil" }).click();
    await landedOn(page, "/dashboard/candidate", "Tableau de bord candidat");
    const info = (await lea.call("GET", `/api/profile/info?id=${lea.userId}`)) as {
      skills: string[];
      target_title: string;
      rome_code: string;
      rome_code_chosen: boolean;
    };
    expect(info.skills).toEqual(["Excel avancé", "SAP FI"]);
    expect(info).toMatchObject({ target_title: "Comptable", rome_code: "M1204", rome_code_chosen: true });
    expect(problems.list()).toEqual([]);
  });
});
