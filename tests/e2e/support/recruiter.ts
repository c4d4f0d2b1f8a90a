// A new recruiter as a person becomes one: signed up on /register/recruiter, confirmed with the link
// of their e-mail, their company presented in the recruiter questionnaire, on to their dashboard.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { Page } from "playwright-core";
import { expect } from "vitest";

import { landedOn } from "./candidate.ts";
import { mailbox } from "./mailbox.ts";

let counter = 0;

/**
 * A SIRET no other test uses, with a valid Luhn key: the time and a counter make the 13 first
 * digits (never La Poste's SIREN 356000000, which follows another rule).
 */
export function uniqueSiret(): string {
  counter += 1;
  const body = `9${String(Date.now() % 1e9).padStart(9, "0")}${String(counter % 1000).padStart(3, "0")}`;
  for (let key = 0; key <= 9; key += 1) {
    const siret = `${body}${key}`;
    const sum = Array.from(siret, Number).reduceRight((total, digit, index) => {
      const doubled = (13 - index) % 2 === 1 ? digit * 2 : digit;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
    if (sum % 10 === 0) return siret;
  }
  throw new Error("A Luhn key always exists");
}

export interface NewRecruiter {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface RecruiterCompany {
  name: string;
  siret: string;
  /** A city the offline places provider knows, e.g. « Lyon ». */
  city: string;
  role?: string;
  phone?: string;
}

const step = (page: Page, number: number) =>
  page.getByRole("heading", { level: 2, name: new RegExp(`^Étape ${number} sur`) });

/**
 * Signs up on /register/recruiter (or `signUpUrl`, the link of a pre-registration's e-mail, whose
 * prefilled fields are kept) and follows the confirmation e-mail: the recruiter questionnaire opens.
 */
export async function signUpRecruiter(page: Page, appUrl: string, person: NewRecruiter, signUpUrl?: string) {
  await page.goto(signUpUrl ?? `${appUrl}/register/recruiter`);
  await page.getByRole("heading", { level: 1, name: "Inscription Recruteur" }).waitFor();
  const fields = {
    first: page.getByRole("textbox", { name: "Prénom" }),
    last: page.getByRole("textbox", { name: "Nom", exact: true }),
    email: page.getByRole("textbox", { name: "Adresse e-mail" }),
  };
  if (!signUpUrl) {
    await fields.first.fill(person.firstName);
    await fields.last.fill(person.lastName);
    await fields.email.fill(person.email);
  }
  await page.getByLabel(/^Mot de passe\*?$/).fill(person.password);
  await page.getByLabel("Confirmation du mot de passe").fill(person.password);
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await landedOn(page, "/create-profile", "Profil créé avec succès");
  await page.goto(await mailbox(appUrl).waitForLink(person.email, /Confirm/i));
  await landedOn(page, "/questionnaire/recruiter", "Questionnaire recruteur");
}

/** Answers the recruiter questionnaire (the company, its size and sector, the person) and lands on the dashboard. */
export async function answerRecruiterQuestionnaire(page: Page, person: NewRecruiter, company: RecruiterCompany) {
  await step(page, 1).waitFor();
  await page.getByRole("textbox", { name: /Nom de l'entreprise/ }).fill(company.name);
  await page.getByRole("textbox", { name: /Numéro SIRET/ }).fill(company.siret);
  await page.getByRole("textbox", { name: /^Adresse/ }).fill("12 rue de la République");
  const city = page.getByRole("combobox", { name: /Ville/ });
  // A city already chosen (prefilled from a pre-registration) is kept.
  if ((await city.inputValue()) !== company.city) {
    await city.fill(company.city);
    await page
      .getByRole("option", { name: new RegExp(`^${company.city}\\b`) })
      .first()
      .click();
  }
  await page.getByRole("button", { name: "Suivant" }).click();
  await step(page, 2).waitFor();
  await page.getByRole("radio", { name: "10 à 49 salariés" }).click();
  await page.getByRole("radio", { name: "Numérique" }).click();
  await page.getByRole("button", { name: "Suivant" }).click();
  await step(page, 3).waitFor();
  await page.getByRole("textbox", { name: /Votre nom et prénom/ }).fill(`${person.firstName} ${person.lastName}`);
  await page.getByRole("textbox", { name: /Votre fonction/ }).fill(company.role ?? "Responsable RH");
  await page.getByRole("textbox", { name: /Votre téléphone/ }).fill(company.phone ?? "06 12 34 56 78");
  await page.getByRole("button", { name: "Suivant" }).click();
  await step(page, 4).waitFor();
  await page.getByRole("button", { name: "Terminer et continuer" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard/recruiter");
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  expect(new URL(page.url()).pathname).toBe("/dashboard/recruiter");
}

/**
 * A new recruiter from sign-up to dashboard: account created and confirmed, company presented.
 * The company defaults to a unique SIRET in Lyon.
 */
export async function onboardNewRecruiter(
  page: Page,
  appUrl: string,
  { person, company }: { person: NewRecruiter; company?: Partial<RecruiterCompany> },
) {
  const chosen: RecruiterCompany = { name: "Entreprise de test", siret: uniqueSiret(), city: "Lyon", ...company };
  await signUpRecruiter(page, appUrl, person);
  await answerRecruiterQuestionnaire(page, person, chosen);
  return chosen;
}

/** A real 1×1 PNG file, for a logo: the storage checks the file's bytes, not only its name. */
export function logoPng() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "fuse-logo-")), "logo.png");
  writeFileSync(
    file,
    Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    ),
  );
  return file;
}
