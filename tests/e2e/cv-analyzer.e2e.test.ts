// « Analyse de votre CV » on a phone-sized screen: a scanned CV is refused in French and nothing is
// applied; a real CV is read, and « Ne rien reprendre » closes the step without touching the profile.
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { PDFDocument } from "pdf-lib";
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
});
